import { Link } from 'react-router';
import type { ReorderResultDto } from '../../api/orders.server';
import { useI18n } from '../../i18n/use-i18n';
import { cartPath } from '../../lib/cart-paths';
import { formatDecimal } from '../../lib/format';
import { shopperCodeMessage } from '../../lib/shopper-problems';

/** What "order again" put in the cart, and the lines it left out with the reason. */
export function ReorderResult({ result }: { result: ReorderResultDto }) {
  const { locale, messages } = useI18n();
  const t = messages.orders.reorder;
  return (
    <section className="account-card" role="status" aria-labelledby="reorder-result-heading">
      <h2 id="reorder-result-heading">{result.added.length > 0 ? t.addedHeading : t.nothingAdded}</h2>
      {result.added.length > 0 ? (
        <ul>
          {result.added.map((line) => (
            <li key={line.sku}>{`${formatDecimal(locale, line.quantity)} × ${line.name} (${line.sku})`}</li>
          ))}
        </ul>
      ) : null}
      {result.skipped.length > 0 ? (
        <>
          <h3>{t.skippedHeading}</h3>
          <ul>
            {result.skipped.map((line) => (
              <li key={line.sku} data-reason={line.reason}>
                {`${line.name} (${line.sku}): `}
                {line.reason === 'product_unavailable'
                  ? t.productUnavailable
                  : (shopperCodeMessage(line.code, messages) ?? messages.shopperProblems.reorderRefused)}
              </li>
            ))}
          </ul>
        </>
      ) : null}
      {result.added.length > 0 ? (
        <p>
          <Link to={cartPath(locale)} className="button">
            {t.goToCart}
          </Link>
        </p>
      ) : null}
    </section>
  );
}
