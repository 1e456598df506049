import { lineNetMinor, totalsRows, type TotalsSource } from './order-totals';

const labels = {
  items: 'Items',
  surcharge: 'Recycling fees',
  discount: 'Discount',
  shippingCost: 'Delivery',
  shippingEstimate: 'Delivery (estimate)',
  paymentFee: 'Payment fee',
  tax: (rate: string) => `VAT ${rate} %`,
};

/** 5 × 8,43 with a 10 % voucher (−4,22 on the line), a recycling fee, delivery and 25,5 % VAT. */
const lines = [
  { totalNetMinor: 3793, discountNetMinor: 422 },
  { totalNetMinor: 1000, discountNetMinor: 0 },
];
const quote: TotalsSource = {
  itemsNetMinor: 4215 + 1000,
  surchargeNetMinor: 80,
  discountNetMinor: 422,
  shippingNetMinor: 1290,
  paymentFeeNetMinor: 0,
  taxes: [{ rate: '25.500', taxMinor: 1580 }],
  totalGrossMinor: 5215 + 80 - 422 + 1290 + 1580,
  discounts: [{ label: 'WELCOME10', discountNetMinor: 422 }],
};
const sum = (values: number[]) => values.reduce((total, value) => total + value, 0);

describe('the order summary shows each amount once', () => {
  it('shows a discounted line at its amount before the discount, so the lines add up to the items', () => {
    expect(lines.map(lineNetMinor)).toEqual([4215, 1000]);
    expect(sum(lines.map(lineNetMinor))).toBe(quote.itemsNetMinor);
  });

  it('lists rows that add up to the total, the discount subtracted once', () => {
    const rows = totalsRows(quote, labels);
    expect(rows.map((row) => row.label)).toEqual([
      'Items',
      'Recycling fees',
      'WELCOME10',
      'Delivery',
      'VAT 25.500 %',
    ]);
    expect(sum(rows.map((row) => row.amountMinor))).toBe(quote.totalGrossMinor);
  });

  it('shows no "Delivery 0,00" before a carrier is chosen, and an estimate when one is counted', () => {
    const unpriced = { ...quote, shippingNetMinor: 0, totalGrossMinor: quote.totalGrossMinor - 1290 };
    const before = totalsRows(unpriced, labels, false);
    expect(before.map((row) => row.label)).not.toContain('Delivery');
    expect(before.map((row) => row.label)).not.toContain('Delivery (estimate)');
    expect(sum(before.map((row) => row.amountMinor))).toBe(unpriced.totalGrossMinor);

    const estimated = totalsRows(quote, labels, false);
    expect(estimated.find((row) => row.label === 'Delivery (estimate)')?.amountMinor).toBe(1290);
  });
});
