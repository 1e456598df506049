import { COUNTRIES, countryName, isCountry, isValidPostcode } from './countries';

describe('countries and postcodes', () => {
  it("knows the countries of the stores' sales organisations", () => {
    for (const country of ['FI', 'NO', 'SE', 'DK', 'FR', 'IT'])
      expect([country, isCountry(country)]).toEqual([country, true]);
  });

  it('takes only upper-case ISO 3166 codes it knows', () => {
    expect(isCountry('FI')).toBe(true);
    expect(isCountry('fi')).toBe(false);
    expect(isCountry('XX')).toBe(false);
    expect(new Set(COUNTRIES).size).toBe(COUNTRIES.length);
  });

  it.each([
    ['FI', '00100', true],
    ['FI', '0010', false],
    ['SE', '114 55', true],
    ['SE', '11455', true],
    ['SE', '1145', false],
    ['NO', '0150', true],
    ['NO', '01500', false],
    ['DK', '2100', true],
    ['FR', '75008', true],
    ['FR', '7500A', false],
    ['IT', '00184', true],
    ['DE', '10115', true],
  ])('checks the postcode form of %s: %s is %s', (country, postcode, valid) => {
    expect(isValidPostcode(country, postcode)).toBe(valid);
  });

  it('accepts any short postcode where the country has no simple rule', () => {
    expect(isValidPostcode('GB', 'SW1A 1AA')).toBe(true);
    expect(isValidPostcode('GB', '')).toBe(false);
    expect(isValidPostcode('NL', 'x'.repeat(13))).toBe(false);
  });

  it('names countries in the language asked for', () => {
    expect(countryName('FI', 'fi-FI')).toBe('Suomi');
    expect(countryName('SE', 'en')).toBe('Sweden');
  });
});
