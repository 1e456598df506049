import type { QuickOrderLineDto } from '../../api/quick-order.server';
import { useI18n } from '../../i18n/use-i18n';
import { formatDecimal } from '../../lib/format';
import { Price } from '../price/price';
import { StockBadge } from '../stock-badge';

/** What the preview says of one line: ready, the rule it breaks (with a one-click correction), or not found. */
export function QuickOrderLineStatus({ line, index }: { line: QuickOrderLineDto; index: number }) {
  const { locale, messages, format } = useI18n();
  const t = messages.quickOrder;
  const problems = messages.quantity.problems;
  const merged =
    line.rows.length > 1 ? (
      <p className="form-hint">{format(t.mergedRows, { rows: line.rows.join(', ') })}</p>
    ) : null;
  const product = line.product ? (
    <div className="quick-order-line__facts">
      <p className="quick-order-line__product">
        {line.product.name}{' '}
        <span className="muted">
          ({line.product.sku}, {line.product.unitLabel})
        </span>
      </p>
      <div className="quick-order-line__offer" data-testid="quick-order-price">
        <Price
          className="quick-order-line__price"
          variant="row"
          productId={line.product.id}
          publicPrice={line.product.price}
          unitLabel={line.product.unitLabel}
          unitPrecision={line.product.unitPrecision}
          quantity={line.salesQuantity ?? line.quantity}
        />
        {line.salesQuantity !== null ? (
          <span className="quick-order-line__conversion">
            {format(t.inSalesUnits, {
              quantity: formatDecimal(locale, line.salesQuantity),
              unit: line.product.unitLabel,
            })}
          </span>
        ) : null}
        {line.product.stockStatus ? <StockBadge status={line.product.stockStatus} /> : null}
      </div>
    </div>
  ) : null;

  if (line.status === 'ok') {
    return (
      <div className="quick-order-line__status quick-order-line__status--ok">
        {product}
        <p className="quick-order-line__ready">{t.ready}</p>
        {merged}
      </div>
    );
  }
  const problem = line.problem;
  const text =
    line.status === 'not_found'
      ? format(t.notFound, { sku: line.sku })
      : line.status === 'unknown_unit'
        ? format(t.unknownUnit, { sku: line.product?.sku ?? line.sku, unit: line.unitText })
        : line.status === 'inactive'
          ? format(t.inactive, { sku: line.product?.sku ?? line.sku })
          : problem?.code === 'QUANTITY_NOT_A_MULTIPLE'
            ? format(problems.notAMultiple, { quantity: formatDecimal(locale, problem.increment ?? '') })
            : problem?.code === 'QUANTITY_BELOW_MINIMUM'
              ? format(problems.belowMinimum, { quantity: formatDecimal(locale, problem.minimum ?? '') })
              : problem?.code === 'QUANTITY_ABOVE_MAXIMUM'
                ? format(problems.aboveMaximum, { quantity: formatDecimal(locale, problem.maximum ?? '') })
                : problems.notANumber;
  const suggestion = line.suggestedQuantity;
  const correction =
    suggestion === null ? null : problem?.code === 'QUANTITY_NOT_A_MULTIPLE' ? t.roundUp : t.useQuantity;
  return (
    <div className="quick-order-line__status quick-order-line__status--problem">
      {product}
      <p className="form-error" role="alert">
        {text}
      </p>
      {suggestion !== null && correction ? (
        <button
          type="submit"
          name="intent"
          value={`round:${index}:${suggestion}`}
          className="button button--small quick-order-line__correction"
        >
          {format(correction, { quantity: formatDecimal(locale, suggestion) })}
        </button>
      ) : null}
      {merged}
    </div>
  );
}
