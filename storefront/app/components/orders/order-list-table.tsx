import { Link } from 'react-router';
import type { OrderHistoryItemDto, RemoteOrderDto } from '../../api/orders.server';
import { useI18n } from '../../i18n/use-i18n';
import { formatMoney } from '../../lib/format';
import { LineStatuses } from './line-statuses';
import { formatOrderDate, orderTypeName } from './order-labels';
import { orderDetailPath, remoteOrderPath } from '../../lib/order-paths';
import { SalesrepMark } from './salesrep-mark';

type ListedOrders =
  { kind: 'shop'; orders: OrderHistoryItemDto[] } | { kind: 'remote'; orders: RemoteOrderDto[] };

/**
 * A list of orders: the company's shop orders (with their state, who placed them and whether the ERP has them
 * yet) or its orders in the ERP; both with the order type (storefront spec §4), line statuses and total.
 */
export function OrderListTable(listed: ListedOrders) {
  const { locale, messages, format } = useI18n();
  const t = messages.orders;
  const shop = listed.kind === 'shop';
  const rows =
    listed.kind === 'shop'
      ? listed.orders.map((order) => ({
          ...order,
          date: order.createdAt,
          href: orderDetailPath(locale, order.number),
        }))
      : listed.orders.map((order) => ({
          ...order,
          date: order.orderDate,
          href: remoteOrderPath(locale, order.number),
        }));
  return (
    <table className="spec-table order-table">
      <thead>
        <tr>
          <th scope="col">{t.columns.number}</th>
          <th scope="col">{t.columns.date}</th>
          <th scope="col">{t.columns.type}</th>
          {shop ? <th scope="col">{t.columns.status}</th> : null}
          <th scope="col">{t.columns.lineStatus}</th>
          <th scope="col" className="order-table__amount">
            {t.columns.total}
          </th>
          {shop ? <th scope="col">{t.columns.placedBy}</th> : null}
        </tr>
      </thead>
      <tbody>
        {rows.map((order) => (
          <tr key={order.number} data-order-number={order.number}>
            <th scope="row">
              <Link to={order.href} aria-label={format(t.showDetailsLabel, { number: order.number })}>
                {order.number}
              </Link>
              {order.ownOrderNumber ? (
                <span className="muted order-table__own">{order.ownOrderNumber}</span>
              ) : null}
              {'synchronized' in order && !order.synchronized ? (
                <span className="order-badge order-badge--pending" title={t.notSynchronizedHint}>
                  {t.notSynchronized}
                </span>
              ) : null}
            </th>
            <td>{formatOrderDate(locale, order.date)}</td>
            <td data-order-type={order.orderTypeCode}>{orderTypeName(t, order, format)}</td>
            {'state' in order ? <td>{t.orderStates[order.state]}</td> : null}
            <td>
              <LineStatuses statuses={order.lineStatuses} />
            </td>
            <td className="order-table__amount">
              {formatMoney(locale, { amountMinor: order.totalGrossMinor, currency: order.currency })}
            </td>
            {'placedBy' in order ? (
              <td>
                {order.placedBy}
                <SalesrepMark name={order.placedBySalesrep} />
              </td>
            ) : null}
          </tr>
        ))}
      </tbody>
    </table>
  );
}
