import type { OrderHistoryLineDto, RemoteOrderDetailDto } from '../../api/orders.server';
import { unitName } from '@tradeshop/shared';
import { useI18n } from '../../i18n/use-i18n';
import { formatDecimal, formatMoney } from '../../lib/format';
import { warrantyPath } from '../service-requests/service-paths';
import { LineStatuses } from './line-statuses';
import { formatOrderDate } from './order-labels';
import './order-history.css';

/**
 * A line of a placed order, of the ERP's order, or of the cart a checkout is about to order. Only an order's
 * lines have a position and a line status.
 */
export type OrderLineView = Pick<
  RemoteOrderDetailDto['lines'][number],
  'sku' | 'name' | 'quantity' | 'unit' | 'unitPriceNetMinor' | 'totalNetMinor'
> &
  Partial<
    Pick<
      OrderHistoryLineDto,
      'position' | 'lineStatus' | 'isGift' | 'productAvailable' | 'preliminaryDeliveryDate'
    >
  >;

/**
 * Order lines with their prices: the checkout's summary and thank-you page, and an order's detail page, which
 * adds the line status names (storefront spec §4). With `warrantyFor`, each line links to the warranty
 * registration filled in with its SKU, the order number and the purchase date.
 */
export function OrderLinesTable({
  lines,
  currency,
  warrantyFor,
}: {
  lines: OrderLineView[];
  currency: string;
  warrantyFor?: { orderNumber: string; purchaseDate: string };
}) {
  const { locale, messages, format } = useI18n();
  const t = messages.orders;
  const d = t.detail;
  const money = (amountMinor: number) => formatMoney(locale, { amountMinor, currency });
  const placed = lines.some((line) => line.lineStatus !== undefined);
  return (
    <table className="spec-table order-table">
      <thead>
        <tr>
          {placed ? <th scope="col">{d.position}</th> : null}
          <th scope="col">{d.sku}</th>
          <th scope="col">{d.product}</th>
          <th scope="col" className="order-table__amount">
            {d.quantity}
          </th>
          <th scope="col" className="order-table__amount">
            {d.unitPrice}
          </th>
          <th scope="col" className="order-table__amount">
            {d.lineTotal}
          </th>
          {placed ? <th scope="col">{t.columns.lineStatus}</th> : null}
          {warrantyFor ? (
            <th scope="col">
              <span className="visually-hidden">{t.registerWarranty}</span>
            </th>
          ) : null}
        </tr>
      </thead>
      <tbody>
        {lines.map((line, index) => (
          <tr key={line.position ?? `${line.sku}-${index}`} data-sku={line.sku}>
            {placed ? <td>{line.position}</td> : null}
            <td>{line.sku}</td>
            <td>
              {line.name}
              {line.isGift ? <span className="order-badge">{d.gift}</span> : null}
              {line.productAvailable === false ? (
                <span className="muted order-table__own">{d.productGone}</span>
              ) : null}
              {line.preliminaryDeliveryDate ? (
                <span className="muted order-table__own">
                  {format(d.preliminaryDelivery, {
                    date: formatOrderDate(locale, line.preliminaryDeliveryDate),
                  })}
                </span>
              ) : null}
            </td>
            <td className="order-table__amount">{`${formatDecimal(locale, line.quantity, 6)} ${unitName(line.unit, locale)}`}</td>
            <td className="order-table__amount">{money(line.unitPriceNetMinor)}</td>
            <td className="order-table__amount">{money(line.totalNetMinor)}</td>
            {placed ? (
              <td>{line.lineStatus === undefined ? null : <LineStatuses statuses={[line.lineStatus]} />}</td>
            ) : null}
            {warrantyFor ? (
              <td>
                <a
                  href={warrantyPath({ sku: line.sku, ...warrantyFor })}
                  aria-label={format(t.registerWarrantyLabel, { product: line.name })}
                >
                  {t.registerWarranty}
                </a>
              </td>
            ) : null}
          </tr>
        ))}
      </tbody>
    </table>
  );
}
