import { useI18n } from '../../i18n/use-i18n';
import { formatDecimal, formatMoney } from '../../lib/format';
import { lineNetMinor, totalsRows, type TotalsSource } from '../../lib/order-totals';
import { OrderLinesTable } from '../orders/order-lines-table';

export { lineNetMinor } from '../../lib/order-totals';

/** A priced line of a cart quote or a placed order. */
export interface PricedLineView {
  sku: string;
  name: string;
  quantity: string;
  unitIdentifier: string;
  isGift: boolean;
  unitPriceNetMinor: number;
  totalNetMinor: number;
  /** The line's share of the cart's discounts, which the totals list once as their own lines. */
  discountNetMinor?: number;
  preliminaryDeliveryDate: string | null;
}

/**
 * The products of the order with their prices; out-of-stock lines name their preliminary delivery date. Each
 * line shows its amount before the cart's discounts, which the totals list once, so the lines add up to the
 * items' sum shown beneath them.
 */
export function OrderLines({ lines, currency }: { lines: PricedLineView[]; currency: string }) {
  return (
    <OrderLinesTable
      lines={lines.map((line) => ({
        ...line,
        unit: line.unitIdentifier,
        totalNetMinor: lineNetMinor(line),
      }))}
      currency={currency}
    />
  );
}

/**
 * Net sums, surcharges, discounts, shipping and fees, VAT per rate and the total to pay. Before a carrier is
 * chosen (`carrierChosen` false) delivery shows only as an estimate when the quote counts one, never as 0,00.
 */
export function OrderTotals({
  totals,
  currency,
  carrierChosen = true,
}: {
  totals: TotalsSource;
  currency: string;
  carrierChosen?: boolean;
}) {
  const { locale, messages, format } = useI18n();
  const t = messages.checkout.summary;
  const money = (amountMinor: number) => formatMoney(locale, { amountMinor, currency });
  const rows = totalsRows(
    totals,
    {
      items: t.items,
      surcharge: t.surcharge,
      discount: t.discount,
      shippingCost: t.shippingCost,
      shippingEstimate: messages.units.summary.shippingEstimate,
      paymentFee: t.paymentFee,
      tax: (rate) => format(t.tax, { rate: formatDecimal(locale, rate, 2) }),
    },
    carrierChosen,
  );
  return (
    <dl className="checkout-totals">
      {rows.map((row, index) => (
        // Two discounts may carry the same label.
        <div key={`${index}-${row.label}`} className="checkout-totals__row">
          <dt>{row.label}</dt>
          <dd data-amount-minor={row.amountMinor}>{money(row.amountMinor)}</dd>
        </div>
      ))}
      <div className="checkout-totals__row checkout-totals__row--total">
        <dt>{t.total}</dt>
        <dd data-total-minor={totals.totalGrossMinor}>{money(totals.totalGrossMinor)}</dd>
      </div>
    </dl>
  );
}
