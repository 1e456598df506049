import {
  ADDRESS_LIMITS,
  addressFieldMaxLength,
  POSTAL_ADDRESS_FIELDS,
  POSTAL_ADDRESS_SHAPE,
} from './address';
import { COUNTRIES } from './countries';

describe('the postal address shape', () => {
  it('lists the fields in the order the forms show them', () => {
    expect(POSTAL_ADDRESS_FIELDS).toEqual([
      'company',
      'salutation',
      'firstname',
      'lastname',
      'street',
      'number',
      'postcode',
      'city',
      'country',
      'phoneNumber',
    ]);
  });

  it('requires the name, street, postcode, city and country and nothing else', () => {
    const required = POSTAL_ADDRESS_FIELDS.filter((field) => POSTAL_ADDRESS_SHAPE[field].required);
    expect(required).toEqual(['firstname', 'lastname', 'street', 'postcode', 'city', 'country']);
  });

  it('limits each text to its length and the country to a two-letter code', () => {
    expect(addressFieldMaxLength('street')).toBe(ADDRESS_LIMITS.textMaxLength);
    expect(addressFieldMaxLength('number')).toBe(ADDRESS_LIMITS.numberMaxLength);
    expect(addressFieldMaxLength('postcode')).toBe(ADDRESS_LIMITS.postcodeMaxLength);
    expect(addressFieldMaxLength('phoneNumber')).toBe(ADDRESS_LIMITS.phoneMaxLength);
    expect(addressFieldMaxLength('salutation')).toBeUndefined();
    for (const country of COUNTRIES) expect(country).toHaveLength(addressFieldMaxLength('country')!);
  });
});
