import {
  applyTransformations,
  multiplyDecimal,
  normaliseNumber,
  parseDate,
  resultType,
} from './transformations';

describe('import transformations', () => {
  it.each([
    ['1 234,50', ',', '1234.50'],
    ['1.234,5', ',', '1234.5'],
    ['1,234.5', '.', '1234.5'],
    ['-7', '.', '-7'],
  ] as const)('reads %s with decimal separator %s as %s', (text, separator, expected) => {
    expect(normaliseNumber(text, separator)).toBe(expected);
  });

  it('refuses text that is no number', () => {
    expect(() => normaliseNumber('twelve')).toThrow("'twelve' is not a number");
    expect(() => normaliseNumber('1,2,3', ',')).toThrow('is not a number');
  });

  it('converts units exactly, without float drift', () => {
    expect(multiplyDecimal('1250.5', '0.001')).toBe('1.2505');
    expect(multiplyDecimal('0.1', '3')).toBe('0.3');
    expect(multiplyDecimal('2.5', '1000')).toBe('2500');
  });

  it('reads dates in the configured format and refuses dates not in the calendar', () => {
    expect(parseDate('31.12.2026', 'DD.MM.YYYY')).toBe('2026-12-31');
    expect(parseDate('12/31/2026', 'MM/DD/YYYY')).toBe('2026-12-31');
    expect(() => parseDate('31.02.2026', 'DD.MM.YYYY')).toThrow('not a date of the calendar');
    expect(() => parseDate('2026-12-31', 'DD.MM.YYYY')).toThrow('not a date written DD.MM.YYYY');
  });

  it('applies the transformations in order: trim, number, unit, lookup', () => {
    expect(
      applyTransformations(' 1 250,5 g ', [
        { type: 'trim' },
        { type: 'lookup', lookup: { '1 250,5 g': '1250,5' } },
        { type: 'number', decimalSeparator: ',' },
        { type: 'unit', factor: '0.001' },
      ]),
    ).toBe('1.2505');
    expect(
      applyTransformations('Maybe', [
        { type: 'lookup', lookup: { yes: 'in_stock' }, lookupOtherwise: 'on_request' },
      ]),
    ).toBe('on_request');
    expect(applyTransformations('', [{ type: 'number' }])).toBe('');
  });

  it('tells the type of a result', () => {
    expect(['', 'abc', '12.5', '2026-01-02', 'true'].map(resultType)).toEqual([
      'empty',
      'text',
      'number',
      'date',
      'boolean',
    ]);
  });
});
