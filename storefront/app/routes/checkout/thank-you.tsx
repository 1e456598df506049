import { LOCALE_TAGS } from '@tradeshop/shared';
import { Link } from 'react-router';
import type { Route } from './+types/thank-you';
import { requireOrder, type OrderDto } from '../../api/checkout.server';
import { AddressLines } from '../../components/checkout/address-lines';
import { checkoutLinks, checkoutMeta } from '../../components/checkout/checkout-page';
import { formatDeliveryDate } from '../../components/checkout/delivery-dates';
import { OrderLines, OrderTotals } from '../../components/checkout/order-lines';
import { requireRouteLocale } from '../../i18n/locale.server';
import { useI18n } from '../../i18n/use-i18n';
import { homePath } from '../../lib/paths';

export const links: Route.LinksFunction = checkoutLinks;

/** GET /checkout/thank-you/:number: the placed order (a guest's only with the token of its URL). */
export async function loader({ request, params, context }: Route.LoaderArgs) {
  requireRouteLocale(request, params);
  const token = new URL(request.url).searchParams.get('token');
  return { order: await requireOrder(request, context, params.number, token) };
}

export const meta: Route.MetaFunction = (args) => checkoutMeta(args, (t) => t.thankYou.title);

/** The order's own references, only those the shopper filled in. */
function OrderFacts({ order }: { order: OrderDto }) {
  const { locale, messages } = useI18n();
  const t = messages.checkout;
  const facts: [string, string | null][] = [
    [t.thankYou.orderNumber, order.number],
    [
      t.thankYou.placedAt,
      new Intl.DateTimeFormat(LOCALE_TAGS[locale], { dateStyle: 'long' }).format(new Date(order.createdAt)),
    ],
    [
      t.thankYou.deliveryDate,
      order.preferredDeliveryDate ? formatDeliveryDate(locale, order.preferredDeliveryDate) : null,
    ],
    [t.summary.ownOrderNumber, order.ownOrderNumber],
    [t.summary.reference, order.reference],
    [t.summary.additionalMarking, order.additionalMarking],
    [t.summary.comment, order.comment],
    [t.summary.carrier, order.carrierLabel],
    [t.summary.paymentMethod, order.payment?.providerLabel ?? null],
  ];
  return (
    <dl className="checkout-facts">
      {facts
        .filter((fact): fact is [string, string] => Boolean(fact[1]))
        .map(([label, value]) => (
          <div key={label} className="checkout-facts__row">
            <dt>{label}</dt>
            <dd>{value}</dd>
          </div>
        ))}
    </dl>
  );
}

export default function ThankYouPage({ loaderData }: Route.ComponentProps) {
  const { locale, messages, format } = useI18n();
  const t = messages.checkout;
  const { order } = loaderData;
  const { currency } = order.totals;
  const paymentFeeNetMinor = order.totals.adjustments
    .filter((adjustment) => adjustment.kind === 'payment_fee')
    .reduce((sum, adjustment) => sum + adjustment.amountNetMinor, 0);
  const discounts = order.totals.adjustments
    .filter((adjustment) => adjustment.kind === 'rule' && adjustment.amountNetMinor < 0)
    .map((adjustment) => ({ label: adjustment.label, discountNetMinor: -adjustment.amountNetMinor }));
  return (
    <div className="page account-page checkout-page">
      <header className="page-header">
        <h1>{t.thankYou.title}</h1>
        <p className="page-header__lead" role="status">
          {format(t.thankYou.lead, { number: order.number })}
        </p>
      </header>
      <p className="account-notice">{t.thankYou.mailSent}</p>
      {order.paymentState === 'paid' ? <p>{t.thankYou.paid}</p> : null}
      <section className="checkout-section" aria-labelledby="order-references">
        <h2 id="order-references">{t.thankYou.referencesHeading}</h2>
        <OrderFacts order={order} />
      </section>
      <section className="checkout-section checkout-addresses" aria-label={t.steps.address}>
        <div>
          <h2>{t.summary.invoiceAddress}</h2>
          <AddressLines address={order.invoiceAddress} />
        </div>
        <div>
          <h2>{t.summary.shippingAddress}</h2>
          <AddressLines address={order.shippingAddress} />
        </div>
      </section>
      <section className="checkout-section" aria-labelledby="order-lines">
        <h2 id="order-lines">{t.summary.linesHeading}</h2>
        <OrderLines lines={order.lines} currency={currency} />
        <OrderTotals totals={{ ...order.totals, paymentFeeNetMinor, discounts }} currency={currency} />
      </section>
      <p>
        <Link to={homePath(locale)} className="button">
          {t.thankYou.continueShopping}
        </Link>
      </p>
    </div>
  );
}
