import type { CartDto } from '../../api/cart.server';
import { useI18n } from '../../i18n/use-i18n';
import { formatDecimal, formatMoney } from '../../lib/format';

/** Net items, surcharges, each discount with its rule's label, shipping, VAT per rate and the gross total. */
export function CartTotals({ cart }: { cart: CartDto }) {
  const { locale, messages, format } = useI18n();
  const t = messages.cart.totals;
  const money = (amountMinor: number) => formatMoney(locale, { amountMinor, currency: cart.currency });
  const { totals } = cart;
  // The cart has no carrier chosen yet: delivery shows as the cheapest carrier's estimate when it costs
  // something, and as "calculated at checkout" rather than 0,00 when nothing is counted for it.
  const shipping =
    totals.freeShipping && totals.shippingNetMinor === 0
      ? t.shippingFree
      : cart.carriers.length === 0 || totals.shippingNetMinor === 0
        ? t.shippingUnknown
        : money(totals.shippingNetMinor);
  const shippingLabel = totals.shippingNetMinor > 0 ? messages.units.summary.shippingEstimate : t.shipping;
  return (
    <section className="cart-totals" aria-labelledby="cart-totals-title">
      <h2 id="cart-totals-title">{t.title}</h2>
      <dl className="cart-totals__list">
        <Row label={t.itemsNet} value={money(totals.itemsNetMinor)} amountMinor={totals.itemsNetMinor} />
        {totals.surchargeNetMinor > 0 ? (
          <Row
            label={t.surcharge}
            value={money(totals.surchargeNetMinor)}
            amountMinor={totals.surchargeNetMinor}
          />
        ) : null}
        {cart.appliedRules.map((rule) => (
          <Row
            key={rule.name}
            label={rule.label || t.discount}
            value={`−${money(rule.discountNetMinor)}`}
            amountMinor={-rule.discountNetMinor}
            className="cart-totals__discount"
          />
        ))}
        <Row label={shippingLabel} value={shipping} amountMinor={totals.shippingNetMinor} />
        {totals.taxes.map((tax) => (
          <Row
            key={tax.rate}
            label={format(t.vat, { rate: formatDecimal(locale, tax.rate) })}
            value={money(tax.taxMinor)}
            amountMinor={tax.taxMinor}
          />
        ))}
        <Row
          label={t.totalGross}
          value={money(totals.totalGrossMinor)}
          className="cart-totals__grand"
          totalMinor={totals.totalGrossMinor}
        />
      </dl>
    </section>
  );
}

function Row({
  label,
  value,
  className,
  amountMinor,
  totalMinor,
}: {
  label: string;
  value: string;
  className?: string;
  /** What the row adds to the total (a discount negative), for checks that the rows add up. */
  amountMinor?: number;
  totalMinor?: number;
}) {
  return (
    <div className={className ? `cart-totals__row ${className}` : 'cart-totals__row'}>
      <dt>{label}</dt>
      <dd data-amount-minor={amountMinor} data-total-minor={totalMinor}>
        {value}
      </dd>
    </div>
  );
}
