import { copyValue, encodeCopyRows } from './bulk-writer';
import { formatNumber, slugify } from './localised-text';

describe('COPY text encoding', () => {
  it('writes nulls, booleans, numbers and escapes the characters COPY treats specially', () => {
    expect(copyValue(null)).toBe('\\N');
    expect(copyValue(true)).toBe('t');
    expect(copyValue(false)).toBe('f');
    expect(copyValue(12.5)).toBe('12.5');
    expect(copyValue('a\tb\nc\\d\re')).toBe('a\\tb\\nc\\\\d\\re');
    expect(copyValue('{"a":"b\\"c"}')).toBe('{"a":"b\\\\"c"}');
    expect(copyValue(['fi', 'sv'])).toBe('{"fi","sv"}');
  });

  it('encodes rows as tab-separated UTF-8 lines, growing its buffer as needed', () => {
    const long = 'Säkerhet ÆØÅ ✓ '.repeat(2000);
    const rows = [
      [1, 'Pulversläckare', null],
      [2, long, true],
    ];
    expect(encodeCopyRows(rows).toString('utf8')).toBe(`1\tPulversläckare\t\\N\n2\t${long}\tt\n`);
    expect(encodeCopyRows([]).length).toBe(0);
  });
});

describe('localised text helpers', () => {
  it('makes ASCII slugs from Nordic, French and Italian text', () => {
    expect(slugify('Pulversläckare')).toBe('pulverslackare');
    expect(slugify('Brandtæpper')).toBe('brandtaepper');
    expect(slugify('Røykvarslere')).toBe('roykvarslere');
    expect(slugify("Câbles d'installation")).toBe('cables-d-installation');
    expect(slugify('  9V- ja erikoisparistot ')).toBe('9v-ja-erikoisparistot');
    expect(slugify('Extincteurs au CO₂ – 2 kg')).toBe('extincteurs-au-co2-2-kg');
  });

  it('writes decimals with a comma except in English', () => {
    expect(formatNumber('en', 1.5)).toBe('1.5');
    expect(formatNumber('fi', 1.5)).toBe('1,5');
    expect(formatNumber('fr', 12)).toBe('12');
  });
});
