import { SHOP_MESSAGES } from '@tradeshop/shared';
import { fieldLabel, summaryLine } from './field-labels';

describe('error summary lines name the field', () => {
  const en = SHOP_MESSAGES.en;
  const fi = SHOP_MESSAGES.fi;

  it('names an address field, an account field and an e-invoice field in the page language', () => {
    expect(summaryLine(en, 'postcode', 'The postcode does not match')).toBe(
      'Postcode: The postcode does not match',
    );
    expect(summaryLine(fi, 'organizationNumber', 'Tarkistusnumero ei täsmää')).toMatch(
      /^.+: Tarkistusnumero ei täsmää$/,
    );
    expect(fieldLabel(fi, 'eInvoiceAddress')).toBe('Verkkolaskuosoite');
  });

  it('names a field of one of two addresses with its address', () => {
    expect(fieldLabel(en, 'guestInvoiceAddress.street')).toBe('Invoice address: Street');
  });

  it('leaves the problem alone for a field it has no label for', () => {
    expect(summaryLine(en, 'somethingElse', 'Wrong')).toBe('Wrong');
  });
});
