import { unitName } from '@tradeshop/shared';
import type { CheckoutStateDto } from '../../api/checkout.server';
import { useI18n } from '../../i18n/use-i18n';
import { formatDecimal, formatMoney } from '../../lib/format';
import { lineNetMinor, OrderTotals } from './order-lines';

/**
 * The order summary beside the checkout's steps: each line with its quantity, unit and amount before the cart's
 * discounts, then the totals that add up to the total to pay. Delivery shows once a carrier is chosen.
 */
export function CheckoutAside({ state }: { state: CheckoutStateDto }) {
  const { locale, messages, format } = useI18n();
  const t = messages.units.summary;
  const { currency } = state.totals;
  const money = (amountMinor: number) => formatMoney(locale, { amountMinor, currency });
  const carrierChosen = state.carriers.some((carrier) => carrier.carrierId === state.selection.carrierId);
  return (
    <aside className="checkout-aside" aria-labelledby="checkout-aside-title" data-testid="checkout-aside">
      <h2 id="checkout-aside-title">{t.title}</h2>
      <ul className="checkout-aside__lines">
        {state.lines.map((line, index) => (
          <li key={`${line.sku}-${index}`} className="checkout-aside__line">
            <span className="checkout-aside__name">{line.name}</span>
            <span className="muted">
              {format(messages.cart.minicart.quantity, {
                quantity: formatDecimal(locale, line.quantity, 6),
                unit: unitName(line.unitIdentifier, locale),
              })}
            </span>
            <span className="checkout-aside__amount" data-amount-minor={lineNetMinor(line)}>
              {money(lineNetMinor(line))}
            </span>
          </li>
        ))}
      </ul>
      <OrderTotals totals={state.totals} currency={currency} carrierChosen={carrierChosen} />
      {carrierChosen ? null : <p className="form-hint">{t.shippingLater}</p>}
    </aside>
  );
}
