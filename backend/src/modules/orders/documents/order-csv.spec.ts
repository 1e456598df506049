import { csvCell } from './order-csv';

describe('CSV cells of a downloaded order', () => {
  it.each(['=1+1', '+SUM(A1)', '-2+3', '@cmd', '\tX', '\rX'])(
    'defuses %j so it cannot run as a formula',
    (value) => {
      expect(csvCell(value)).toBe(`"'${value.replace(/"/g, '""')}"`);
    },
  );

  it('keeps plain text and numbers as they are', () => {
    expect(csvCell('LED bulb')).toBe('LED bulb');
    expect(csvCell('12.50')).toBe('12.50');
    expect(csvCell('-12.50')).toBe('-12.50');
  });

  it('quotes separators and quotes', () => {
    expect(csvCell('Cable, 2 m "black"')).toBe('"Cable, 2 m ""black"""');
  });
});
