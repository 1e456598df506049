import { orderStatementRows } from '@tradeshop/shared';
import { Fragment } from 'react';
import { data, Form, Link } from 'react-router';
import type { Route } from './+types/detail';
import {
  orderNumberParam,
  requireOrderDetails,
  submitReorder,
  type OrderHistoryDetailDto,
} from '../../api/orders.server';
import { startErpConversion } from '../../api/erp-conversion.server';
import { accountMeta } from '../../components/account/account-meta';
import {
  ERP_CONVERSION_INTENT,
  ErpConversion,
  erpConversionOf,
} from '../../components/orders/erp-conversion';
import { loadOrderFulfilment } from '../../api/order-fulfilment.server';
import { OrderFulfilment } from '../../components/orders/order-fulfilment';
import { OrderAddress } from '../../components/orders/order-address';
import { OrderLinesTable } from '../../components/orders/order-lines-table';
import '../../components/orders/order-history.css';
import { formatOrderDate, orderTypeName } from '../../components/orders/order-labels';
import { ORDER_DOWNLOAD_FORMATS, orderDownloadPath, orderHistoryPath } from '../../lib/order-paths';
import { ReorderResult } from '../../components/orders/reorder-result';
import { SalesrepMark } from '../../components/orders/salesrep-mark';
import { requireRouteLocale } from '../../i18n/locale.server';
import { i18nFor, useI18n } from '../../i18n/use-i18n';
import { formatMoney } from '../../lib/format';
import { statementLines } from '../../lib/order-statement-lines';
import { formText } from '../../lib/form-text';
import { metaI18n } from '../../lib/meta';
import { useShopSession } from '../../lib/use-shop-session';

/** GET /account/orders/:number: one of the company's shop orders with its lines, downloads and reorder. */
export async function loader({ request, params, context }: Route.LoaderArgs) {
  const locale = requireRouteLocale(request, params);
  const number = orderNumberParam(params.number);
  const order = await requireOrderDetails(request, context, locale, number);
  return { order, fulfilment: await loadOrderFulfilment(request, context, number) };
}

/**
 * POST: order again (the answer shows what went to the cart and what did not), or start the order's conversion
 * to an ERP order (the answer says it started; the reloaded page shows the result). No JavaScript needed.
 */
export async function action({ request, params, context }: Route.ActionArgs) {
  const locale = requireRouteLocale(request, params);
  const number = orderNumberParam(params.number);
  const form = await request.clone().formData();
  if (formText(form, 'intent') === ERP_CONVERSION_INTENT) {
    const started = await startErpConversion(request, context, locale, number, formText(form, '_token'));
    return { result: null, error: null, conversion: started ? ('started' as const) : ('failed' as const) };
  }
  const outcome = await submitReorder(request, context, locale, number);
  if (outcome.ok) return { result: outcome.result, error: null, conversion: null };
  return data(
    { result: null, error: i18nFor(locale).messages.orders.reorder.failed, conversion: null },
    { status: outcome.status },
  );
}

export const meta: Route.MetaFunction = (args) =>
  accountMeta(args, () => {
    const t = metaI18n(args.matches);
    return t.format(t.messages.orders.detail.title, { number: args.params.number ?? '' });
  });

function Facts({ order }: { order: OrderHistoryDetailDto }) {
  const { locale, messages, format } = useI18n();
  const t = messages.orders;
  const d = t.detail;
  const facts: [string, string | null][] = [
    [d.orderDate, formatOrderDate(locale, order.createdAt)],
    [d.orderType, orderTypeName(t, order, format)],
    [d.state, t.orderStates[order.state]],
    [d.paymentState, t.paymentStates[order.paymentState]],
    [d.shipmentState, messages.serviceRequests.tracking.states[order.shipmentState]],
    [d.invoiceState, t.invoiceStates[order.invoiceState]],
    [d.ownOrderNumber, order.ownOrderNumber],
    [d.reference, order.reference],
    [d.comment, order.comment],
    [d.additionalMarking, order.additionalMarking],
    [
      d.preferredDeliveryDate,
      order.preferredDeliveryDate ? formatOrderDate(locale, order.preferredDeliveryDate) : null,
    ],
    [d.completeDelivery, order.completeDelivery ? d.yes : d.no],
    [d.termsOfDelivery, order.termsOfDelivery || null],
    [d.termsOfPayment, order.termsOfPayment || null],
  ];
  return (
    <dl className="order-facts">
      {facts
        .filter(([, value]) => value !== null)
        .map(([label, value]) => (
          <Fragment key={label}>
            <dt>{label}</dt>
            <dd>{value}</dd>
          </Fragment>
        ))}
    </dl>
  );
}

/**
 * The order's money as its PDF and confirmation mail show it, each amount once: items (the lines before the
 * order's discounts), each charge and discount, total net, VAT per rate and the total, which they add up to.
 */
function Totals({ order }: { order: OrderHistoryDetailDto }) {
  const { locale } = useI18n();
  const rows = orderStatementRows(order.statement, locale);
  const money = (amountMinor: number) => formatMoney(locale, { amountMinor, currency: order.currency });
  return (
    <dl className="order-facts" data-testid="order-totals">
      {rows.map((row, index) => (
        <Fragment key={index}>
          <dt data-row-kind={row.kind}>{row.sum ? <strong>{row.label}</strong> : row.label}</dt>
          <dd className="order-table__amount" data-amount-minor={row.amountMinor}>
            {row.sum ? <strong>{money(row.amountMinor)}</strong> : money(row.amountMinor)}
          </dd>
        </Fragment>
      ))}
    </dl>
  );
}

export default function OrderDetailPage({ loaderData, actionData }: Route.ComponentProps) {
  const { locale, messages, format } = useI18n();
  const t = messages.orders;
  const { csrfToken } = useShopSession();
  const { order, fulfilment } = loaderData;
  const downloadNames = { pdf: t.downloads.pdf, csv: t.downloads.csv, xlsx: t.downloads.xlsx };
  return (
    <div className="page account-page">
      <p>
        <Link to={orderHistoryPath(locale)}>{t.detail.back}</Link>
      </p>
      <header className="page-header">
        <h1>{format(t.detail.title, { number: order.number })}</h1>
        <p className="page-header__lead">
          {order.synchronized ? null : (
            <span className="order-badge order-badge--pending" title={t.notSynchronizedHint}>
              {t.notSynchronized}
            </span>
          )}
          <SalesrepMark name={order.placedBySalesrep} />
        </p>
      </header>

      {actionData?.result ? <ReorderResult result={actionData.result} /> : null}
      {actionData?.error ? (
        <p className="form-error" role="alert">
          {actionData.error}
        </p>
      ) : null}

      <div className="order-actions">
        <Form method="post">
          <input type="hidden" name="_token" value={csrfToken} />
          <button type="submit" className="button">
            {t.reorder.button}
          </button>
        </Form>
        <span className="muted">{t.reorder.hint}</span>
      </div>
      <nav aria-label={t.downloads.label} className="order-actions">
        <span>{t.downloads.label}:</span>
        {ORDER_DOWNLOAD_FORMATS.map((downloadFormat) => (
          <a key={downloadFormat} href={orderDownloadPath(locale, order.number, downloadFormat)} download>
            {downloadNames[downloadFormat]}
          </a>
        ))}
      </nav>

      <ErpConversion
        facts={erpConversionOf(order)}
        synchronized={order.synchronized}
        csrfToken={csrfToken}
        outcome={actionData?.conversion ?? null}
      />

      <section className="account-card" aria-labelledby="order-facts-heading">
        <h2 id="order-facts-heading">{t.detail.facts}</h2>
        <Facts order={order} />
      </section>
      <section aria-labelledby="order-lines-heading">
        <h2 id="order-lines-heading">{t.detail.lines}</h2>
        <OrderLinesTable
          lines={statementLines(order)}
          currency={order.currency}
          warrantyFor={{ orderNumber: order.number, purchaseDate: order.createdAt.slice(0, 10) }}
        />
      </section>
      {fulfilment ? <OrderFulfilment orderNumber={order.number} fulfilment={fulfilment} /> : null}
      <section className="account-card" aria-labelledby="order-totals-heading">
        <h2 id="order-totals-heading">{t.detail.totals}</h2>
        <Totals order={order} />
      </section>
      <section className="account-card order-actions">
        <OrderAddress heading={t.detail.invoiceAddress} address={order.invoiceAddress} />
        <OrderAddress heading={t.detail.shippingAddress} address={order.shippingAddress} />
      </section>
    </div>
  );
}
