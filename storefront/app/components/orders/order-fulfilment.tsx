import { unitName } from '@tradeshop/shared';
import type { OrderFulfilmentDto } from '../../api/order-fulfilment.server';
import { useI18n } from '../../i18n/use-i18n';
import { formatDecimal, formatMoney } from '../../lib/format';
import { orderInvoicePath } from '../../lib/order-paths';
import { formatOrderDate } from './order-labels';

type Shipment = OrderFulfilmentDto['shipments'][number];

/** One parcel: when it left, with which carrier, its tracking link and what is in it. */
export function ShipmentCard({ shipment, index }: { shipment: Shipment; index: number }) {
  const { locale, messages, format } = useI18n();
  const t = messages.orderFulfilment;
  return (
    <article className="account-card" data-testid="order-shipment">
      <h3>{format(t.parcel, { index })}</h3>
      <dl className="order-facts">
        {shipment.shippedAt ? (
          <>
            <dt>{t.date}</dt>
            <dd>{format(t.shippedOn, { date: formatOrderDate(locale, shipment.shippedAt) })}</dd>
          </>
        ) : null}
        {shipment.carrier ? (
          <>
            <dt>{t.carrier}</dt>
            <dd>{shipment.carrier}</dd>
          </>
        ) : null}
        {shipment.trackingNumber ? (
          <>
            <dt>{t.trackingNumber}</dt>
            <dd data-testid="tracking-number">
              {shipment.trackingUrl ? (
                <a href={shipment.trackingUrl} rel="noopener noreferrer" target="_blank">
                  {shipment.trackingNumber}
                </a>
              ) : (
                shipment.trackingNumber
              )}
            </dd>
          </>
        ) : null}
      </dl>
      {shipment.items.length > 0 ? (
        <>
          <h4>{t.contents}</h4>
          <ul>
            {shipment.items.map((item) => (
              <li key={item.sku}>
                {formatDecimal(locale, item.quantity)} {unitName(item.unit, locale)} × {item.name} ({item.sku}
                )
              </li>
            ))}
          </ul>
        </>
      ) : null}
    </article>
  );
}

/** The order's parcels, the messages written to the buyer, and its invoices and credit notes to download. */
export function OrderFulfilment({
  orderNumber,
  fulfilment,
}: {
  orderNumber: string;
  fulfilment: OrderFulfilmentDto;
}) {
  const { locale, messages, format } = useI18n();
  const t = messages.orderFulfilment;
  return (
    <>
      <section aria-labelledby="order-shipments-heading">
        <h2 id="order-shipments-heading">{t.shipmentsHeading}</h2>
        {fulfilment.shipments.length === 0 ? <p className="muted">{t.noShipments}</p> : null}
        {fulfilment.shipments.map((shipment, index) => (
          <ShipmentCard key={shipment.id} shipment={shipment} index={index + 1} />
        ))}
      </section>
      {fulfilment.comments.length > 0 ? (
        <section className="account-card" aria-labelledby="order-comments-heading">
          <h2 id="order-comments-heading">{t.commentsHeading}</h2>
          {fulfilment.comments.map((comment) => (
            <blockquote key={comment.id} data-testid="order-comment">
              <p className="muted">{formatOrderDate(locale, comment.createdAt)}</p>
              <p style={{ whiteSpace: 'pre-line' }}>{comment.text}</p>
            </blockquote>
          ))}
        </section>
      ) : null}
      {fulfilment.invoices.length > 0 ? (
        <section aria-labelledby="order-invoices-heading">
          <h2 id="order-invoices-heading">{t.invoicesHeading}</h2>
          <table className="spec-table">
            <thead>
              <tr>
                <th scope="col">{t.invoicesHeading}</th>
                <th scope="col">{t.date}</th>
                <th scope="col">{t.amount}</th>
                <th scope="col">PDF</th>
              </tr>
            </thead>
            <tbody>
              {fulfilment.invoices.map((invoice) => (
                <tr key={invoice.id} data-testid="order-invoice">
                  <td>
                    {format(invoice.kind === 'credit_note' ? t.creditNote : t.invoice, {
                      number: invoice.number,
                    })}
                  </td>
                  <td>{formatOrderDate(locale, invoice.createdAt)}</td>
                  <td className="order-table__amount">
                    {formatMoney(locale, {
                      amountMinor: invoice.kind === 'credit_note' ? -invoice.grossMinor : invoice.grossMinor,
                      currency: invoice.currency,
                    })}
                  </td>
                  <td>
                    <a href={orderInvoicePath(locale, orderNumber, invoice.id)} download>
                      {t.downloadPdf}
                    </a>
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </section>
      ) : null}
    </>
  );
}
