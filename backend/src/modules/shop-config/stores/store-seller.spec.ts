import type { Locale } from '@tradeshop/shared';
import { completeSeller, orderTermsIn, paymentTermsIn } from './store-seller';

const store = {
  termsOfPayment: '14 päivää netto',
  paymentTerms: { fi: '14 päivää netto', en: '14 days net', sv: '14 dagar netto' },
  termsOfDelivery: 'DAP Incoterms® 2020, toimitus Vantaan varastosta',
  deliveryTerms: {
    fi: 'DAP Incoterms® 2020, toimitus Vantaan varastosta',
    en: 'DAP Incoterms® 2020, delivery from our Vantaa warehouse',
    sv: 'DAP Incoterms® 2020, leverans från vårt lager i Vanda',
  },
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

const deliveryTermsIn = (locale: Locale, orderTerms: string) =>
  orderTermsIn(locale, { termsOfPayment: '', termsOfDelivery: orderTerms }, store).termsOfDelivery;

describe("a store's terms of delivery on a document or page", () => {
  it("are shown in the reader's language when the order was placed on the store's terms", () => {
    expect(deliveryTermsIn('en', 'DAP Incoterms® 2020, toimitus Vantaan varastosta')).toBe(
      'DAP Incoterms® 2020, delivery from our Vantaa warehouse',
    );
    expect(deliveryTermsIn('fi', 'DAP Incoterms® 2020, delivery from our Vantaa warehouse')).toBe(
      'DAP Incoterms® 2020, toimitus Vantaan varastosta',
    );
    expect(deliveryTermsIn('sv', '')).toBe('DAP Incoterms® 2020, leverans från vårt lager i Vanda');
  });

  it("fall back to the store's own text for a language without a translation", () => {
    expect(deliveryTermsIn('it', '')).toBe('DAP Incoterms® 2020, toimitus Vantaan varastosta');
    expect(deliveryTermsIn('it', 'DAP Incoterms® 2020, delivery from our Vantaa warehouse')).toBe(
      'DAP Incoterms® 2020, delivery from our Vantaa warehouse',
    );
  });

  it('stay as agreed when the company has terms of its own', () => {
    expect(deliveryTermsIn('en', 'EXW Tampere, noudettuna')).toBe('EXW Tampere, noudettuna');
  });

  it("and the terms of payment are both given in the reader's language", () => {
    const order = {
      termsOfPayment: '14 päivää netto',
      termsOfDelivery: 'DAP Incoterms® 2020, toimitus Vantaan varastosta',
    };
    expect(orderTermsIn('en', order, store)).toEqual({
      termsOfPayment: '14 days net',
      termsOfDelivery: 'DAP Incoterms® 2020, delivery from our Vantaa warehouse',
    });
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
