import { orderStatementRows, type StatementTotalsInput } from './order-statement-rows';

const statement: StatementTotalsInput = {
  itemsNetMinor: 35_781,
  entries: [
    { kind: 'recycling_fee', label: null, amountNetMinor: 420 },
    { kind: 'discount', label: 'Paloturvallisuuspaketti −10 %', amountNetMinor: -2988 },
    { kind: 'discount', label: null, amountNetMinor: -1641 },
    { kind: 'shipping', label: null, amountNetMinor: 1290 },
    { kind: 'payment_fee', label: 'Lasku', amountNetMinor: 200 },
  ],
  totalNetMinor: 33_062,
  vat: [{ rate: '25.5', taxMinor: 8431 }],
  taxMinor: 8431,
  totalGrossMinor: 41_493,
};

const sum = (values: number[]) => values.reduce((total, value) => total + value, 0);

describe('the rows of an order’s totals (PDF, mail and order page)', () => {
  it('names each charge and discount once, in the words of the order PDF, and adds up to the total', () => {
    const rows = orderStatementRows(statement, 'fi');
    expect(rows.map((row) => row.label)).toEqual([
      'Tuotteet',
      'Kierrätysmaksut',
      'Paloturvallisuuspaketti −10 %',
      'Alennus',
      'Toimituskulut',
      expect.stringContaining('Lasku'),
      'Yhteensä ilman ALV:tä',
      'ALV 25,5 %',
      'Yhteensä sis. ALV',
    ]);
    const added = rows.filter((row) => !row.sum);
    expect(
      rows[0]!.amountMinor + sum(added.filter((row) => row.kind !== 'vat').map((row) => row.amountMinor)),
    ).toBe(statement.totalNetMinor);
    expect(
      statement.totalNetMinor + sum(added.filter((row) => row.kind === 'vat').map((row) => row.amountMinor)),
    ).toBe(rows.at(-1)!.amountMinor);
  });

  it('still shows the VAT of an order stored without its VAT per rate', () => {
    const rows = orderStatementRows({ ...statement, vat: [] }, 'en');
    expect(rows.filter((row) => row.kind === 'vat')).toEqual([
      { kind: 'vat', label: 'VAT', amountMinor: 8431, sum: false },
    ]);
  });
});
