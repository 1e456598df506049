import { useI18n } from '../../i18n/use-i18n';
import { formatDecimal, formatMoney } from '../../lib/format';
import { OrderLinesTable } from '../orders/order-lines-table';

/** A priced line of a cart quote or a placed order. */
export interface PricedLineView {
  sku: string;
  name: string;
  quantity: string;
  unitIdentifier: string;
  isGift: boolean;
  unitPriceNetMinor: number;
  totalNetMinor: number;
  preliminaryDeliveryDate: string | null;
}

/** Totals of a cart quote or a placed order, net amounts plus the VAT per rate. */
export interface TotalsView {
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

/** The products of the order with their prices; out-of-stock lines name their preliminary delivery date. */
export function OrderLines({ lines, currency }: { lines: PricedLineView[]; currency: string }) {
  return (
    <OrderLinesTable
      lines={lines.map((line) => ({ ...line, unit: line.unitIdentifier }))}
      currency={currency}
    />
  );
}

/** Net sums, surcharges, discounts, shipping and fees, VAT per rate and the total to pay. */
export function OrderTotals({ totals, currency }: { totals: TotalsView; currency: string }) {
  const { locale, messages, format } = useI18n();
  const t = messages.checkout.summary;
  const money = (amountMinor: number) => formatMoney(locale, { amountMinor, currency });
  const rows: { label: string; amountMinor: number; hideWhenZero?: boolean }[] = [
    { label: t.items, amountMinor: totals.itemsNetMinor },
    { label: t.surcharge, amountMinor: totals.surchargeNetMinor, hideWhenZero: true },
    ...(totals.discounts?.length
      ? totals.discounts.map((discount) => ({
          label: discount.label || t.discount,
          amountMinor: -discount.discountNetMinor,
          hideWhenZero: true,
        }))
      : [{ label: t.discount, amountMinor: -totals.discountNetMinor, hideWhenZero: true }]),
    { label: t.shippingCost, amountMinor: totals.shippingNetMinor },
    { label: t.paymentFee, amountMinor: totals.paymentFeeNetMinor ?? 0, hideWhenZero: true },
    ...totals.taxes.map((tax) => ({
      label: format(t.tax, { rate: formatDecimal(locale, tax.rate, 2) }),
      amountMinor: tax.taxMinor,
    })),
  ];
  return (
    <dl className="checkout-totals">
      {rows
        .filter((row) => !(row.hideWhenZero && row.amountMinor === 0))
        .map((row) => (
          <div key={row.label} className="checkout-totals__row">
            <dt>{row.label}</dt>
            <dd>{money(row.amountMinor)}</dd>
          </div>
        ))}
      <div className="checkout-totals__row checkout-totals__row--total">
        <dt>{t.total}</dt>
        <dd>{money(totals.totalGrossMinor)}</dd>
      </div>
    </dl>
  );
}
