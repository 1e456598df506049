import { countryName, formatDecimal, formatMoney, minorToDecimalString } from './format';

describe('minorToDecimalString', () => {
  it.each([
    [0, 2, '0.00'],
    [5, 2, '0.05'],
    [1234, 2, '12.34'],
    [-1234, 2, '-12.34'],
    [1234, 0, '1234'],
    [900719925474099, 2, '9007199254740.99'],
  ])('writes %i minor units with %i decimals as %s', (minor, digits, expected) => {
    expect(minorToDecimalString(minor, digits)).toBe(expected);
  });
});

describe('formatMoney', () => {
  it('formats euros the Finnish way', () => {
    expect(formatMoney('fi', { amountMinor: 123456, currency: 'EUR' })).toBe('1\u00a0234,56\u00a0€');
  });

  it('formats euros the English way', () => {
    expect(formatMoney('en', { amountMinor: 1999, currency: 'EUR' })).toBe('€19.99');
  });

  it('formats Swedish crowns', () => {
    expect(formatMoney('sv', { amountMinor: 4950, currency: 'SEK' })).toBe('49,50\u00a0kr');
  });
});

describe('formatDecimal', () => {
  it('drops trailing zeros of API decimals', () => {
    expect(formatDecimal('en', '10.000')).toBe('10');
    expect(formatDecimal('fi', '0.1020', 4)).toBe('0,102');
    expect(formatDecimal('en', '17000')).toBe('17,000');
    expect(formatDecimal('fi', '85061018.5', 3, { useGrouping: false })).toBe('85061018,5');
  });
});

describe('countryName', () => {
  it('names a country in the page language and falls back to the code', () => {
    expect(countryName('fi', 'DE')).toBe('Saksa');
    expect(countryName('en', '??')).toBe('??');
  });
});
