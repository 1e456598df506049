import { completeSeller, paymentTermsIn } from './store-seller';

const store = {
  termsOfPayment: '14 päivää netto',
  paymentTerms: { fi: '14 päivää netto', en: '14 days net', sv: '14 dagar netto' },
};

describe("a store's terms of payment on a document or page", () => {
  it("are shown in the document's language when the order was placed on the store's terms", () => {
    expect(paymentTermsIn('en', '14 päivää netto', store)).toBe('14 days net');
    expect(paymentTermsIn('fi', '14 days net', store)).toBe('14 päivää netto');
    expect(paymentTermsIn('sv', '', store)).toBe('14 dagar netto');
  });

  it("fall back to the store's own text for a language without a translation", () => {
    expect(paymentTermsIn('da', '14 days net', store)).toBe('14 days net');
    expect(paymentTermsIn('da', '', store)).toBe('14 päivää netto');
  });

  it('stay as agreed when the company has terms of its own', () => {
    expect(paymentTermsIn('en', '30 pv netto, sovittu', store)).toBe('30 pv netto, sovittu');
  });
});

describe("a store's seller", () => {
  it('has every field, trimmed, empty where the store has none', () => {
    expect(completeSeller({ legalName: ' Tradeshop Finland Oy ' })).toMatchObject({
      legalName: 'Tradeshop Finland Oy',
      iban: '',
      vatId: '',
    });
    expect(Object.keys(completeSeller(null))).toHaveLength(11);
  });
});
