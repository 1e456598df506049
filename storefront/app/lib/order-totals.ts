/** What a cart quote or a placed order totals: net amounts and the VAT per rate, as the summary adds them. */
export interface TotalsSource {
  itemsNetMinor: number;
  surchargeNetMinor: number;
  discountNetMinor: number;
  shippingNetMinor: number;
  /** Only a cart quote has it; a placed order lists the fee among its adjustments. */
  paymentFeeNetMinor?: number;
  taxes: { rate: string; taxMinor: number }[];
  totalGrossMinor: number;
  /** What discountNetMinor is made of, each with its label (a rule, a voucher, the fire-safety set). */
  discounts?: { label: string; discountNetMinor: number }[];
}

/** A line's amount before the cart's discounts: what the totals' items sum adds up. */
export function lineNetMinor(line: { totalNetMinor: number; discountNetMinor?: number }): number {
  return line.totalNetMinor + (line.discountNetMinor ?? 0);
}

/**
 * The rows of the totals, each amount once: items (the lines' sum), surcharges, each discount, delivery (only
 * once a carrier is chosen, or as an estimate when the quote counts the cheapest one), fees and VAT. They add up
 * to the total.
 */
export function totalsRows(
  totals: TotalsSource,
  labels: {
    items: string;
    surcharge: string;
    discount: string;
    shippingCost: string;
    shippingEstimate: string;
    paymentFee: string;
    tax: (rate: string) => string;
  },
  carrierChosen = true,
): { label: string; amountMinor: number }[] {
  const rows: { label: string; amountMinor: number; hideWhenZero?: boolean }[] = [
    { label: labels.items, amountMinor: totals.itemsNetMinor },
    { label: labels.surcharge, amountMinor: totals.surchargeNetMinor, hideWhenZero: true },
    ...(totals.discounts?.length
      ? totals.discounts.map((discount) => ({
          label: discount.label || labels.discount,
          amountMinor: -discount.discountNetMinor,
          hideWhenZero: true,
        }))
      : [{ label: labels.discount, amountMinor: -totals.discountNetMinor, hideWhenZero: true }]),
    carrierChosen
      ? { label: labels.shippingCost, amountMinor: totals.shippingNetMinor }
      : { label: labels.shippingEstimate, amountMinor: totals.shippingNetMinor, hideWhenZero: true },
    { label: labels.paymentFee, amountMinor: totals.paymentFeeNetMinor ?? 0, hideWhenZero: true },
    ...totals.taxes.map((tax) => ({ label: labels.tax(tax.rate), amountMinor: tax.taxMinor })),
  ];
  return rows.filter((row) => !(row.hideWhenZero && row.amountMinor === 0));
}
