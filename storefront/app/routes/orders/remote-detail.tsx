import { Link } from 'react-router';
import type { Route } from './+types/remote-detail';
import { loadRemoteOrder, orderNumberParam } from '../../api/orders.server';
import { accountMeta } from '../../components/account/account-meta';
import { OrderLinesTable } from '../../components/orders/order-lines-table';
import '../../components/orders/order-history.css';
import { formatOrderDate, orderTypeName } from '../../components/orders/order-labels';
import { orderHistoryPath } from '../../lib/order-paths';
import { RemoteOrdersFailed } from '../../components/orders/remote-orders-failed';
import { requireRouteLocale } from '../../i18n/locale.server';
import { useI18n } from '../../i18n/use-i18n';
import { formatMoney } from '../../lib/format';
import { metaI18n } from '../../lib/meta';

/** GET /account/orders/remote/:number: one of the company's orders in the ERP, with its lines. */
export async function loader({ request, params, context }: Route.LoaderArgs) {
  const locale = requireRouteLocale(request, params);
  const number = orderNumberParam(params.number);
  return { number, remote: await loadRemoteOrder(request, context, locale, number) };
}

export const meta: Route.MetaFunction = (args) =>
  accountMeta(args, () => {
    const t = metaI18n(args.matches);
    return t.format(t.messages.orders.detail.remoteTitle, { number: args.params.number ?? '' });
  });

export default function RemoteOrderPage({ loaderData }: Route.ComponentProps) {
  const { locale, messages, format } = useI18n();
  const t = messages.orders;
  const d = t.detail;
  const { number, remote } = loaderData;
  return (
    <div className="page account-page">
      <p>
        <Link to={orderHistoryPath(locale, 'remote')}>{d.back}</Link>
      </p>
      <header className="page-header">
        <h1>{format(d.remoteTitle, { number })}</h1>
      </header>
      {remote.failed ? (
        <RemoteOrdersFailed />
      ) : (
        <>
          <dl className="order-facts account-card">
            <dt>{d.orderDate}</dt>
            <dd>{formatOrderDate(locale, remote.order.orderDate)}</dd>
            <dt>{d.orderType}</dt>
            <dd>{orderTypeName(t, remote.order, format)}</dd>
            {remote.order.ownOrderNumber ? (
              <>
                <dt>{d.ownOrderNumber}</dt>
                <dd>{remote.order.ownOrderNumber}</dd>
              </>
            ) : null}
            {remote.order.reference ? (
              <>
                <dt>{d.reference}</dt>
                <dd>{remote.order.reference}</dd>
              </>
            ) : null}
            <dt>{d.totalGross}</dt>
            <dd>
              {formatMoney(locale, {
                amountMinor: remote.order.totalGrossMinor,
                currency: remote.order.currency,
              })}
            </dd>
          </dl>
          <h2>{d.lines}</h2>
          <OrderLinesTable lines={remote.order.lines} currency={remote.order.currency} />
        </>
      )}
    </div>
  );
}
