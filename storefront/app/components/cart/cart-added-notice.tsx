import { useEffect, useState, useSyncExternalStore } from 'react';
import { Link, useLocation, useRouteLoaderData } from 'react-router';
import { useI18n } from '../../i18n/use-i18n';
import { cartPath } from '../../lib/cart-paths';
import { formatDecimal } from '../../lib/format';

/** What an add to the cart put there: the product, the quantity added and the line's quantity afterwards. */
export interface CartAdded {
  productId: number;
  name: string;
  /** Decimal as a string, in `unit`. */
  quantity: string;
  unit: string;
  /** The line's quantity after the add (more than `quantity` when the product already was in the cart). */
  lineQuantity: string | null;
  /** Several products added at once (quick order): each of them, this one first. */
  items?: Array<Pick<CartAdded, 'productId' | 'name' | 'quantity' | 'unit'>>;
}

/** What the root loader adds: the confirmation a form post without JavaScript left for this page. */
export interface CartAddedLoaderData {
  cartAdded: CartAdded | null;
}

// The latest add made through a fetcher, for the one notice of the page (forms anywhere publish to it).
let latest: { added: CartAdded; at: number } | null = null;
const listeners = new Set<() => void>();

export function announceCartAdded(added: CartAdded | null): void {
  latest = added ? { added, at: Date.now() } : null;
  for (const listener of listeners) listener();
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/**
 * Confirms every add to the cart, naming the product and the quantity, also when the product already was in
 * the cart (with its new quantity there). A polite live region that is always on the page, so that screen
 * readers announce each new confirmation; it closes on request and when the shopper goes to another page.
 */
export function CartAddedNotice() {
  const { locale, messages, format } = useI18n();
  const t = messages.searchPage;
  const live = useSyncExternalStore(
    subscribe,
    () => latest,
    () => null,
  );
  const root = useRouteLoaderData('root') as Partial<CartAddedLoaderData> | undefined;
  const [dismissed, setDismissed] = useState<CartAdded | null>(null);
  const location = useLocation();
  // The cookie's confirmation belongs to the page the post came back to, not to the pages after it.
  const [flashPage] = useState(location.key);

  useEffect(() => {
    // A new page closes the previous page's notice.
    return () => announceCartAdded(null);
  }, [location.pathname]);

  const shown = live?.added ?? (location.key === flashPage ? (root?.cartAdded ?? null) : null);
  const visible = shown && shown !== dismissed ? shown : null;
  const quantity = (value: string) => formatDecimal(locale, value, 6);

  return (
    <div className="cart-added" role="status" aria-live="polite">
      {visible ? (
        <div className="cart-added__box" data-product-id={visible.productId}>
          {visible.items && visible.items.length > 1 ? (
            <div className="cart-added__text">
              <p>{format(t.addedMany, { count: visible.items.length })}</p>
              <ul className="cart-added__items">
                {visible.items.map((item) => (
                  <li key={`${item.productId}:${item.unit}`}>
                    {format(t.addedItem, {
                      product: item.name,
                      quantity: quantity(item.quantity),
                      unit: item.unit,
                    })}
                  </li>
                ))}
              </ul>
            </div>
          ) : (
            <p className="cart-added__text">
              {format(t.added, {
                product: visible.name,
                quantity: quantity(visible.quantity),
                unit: visible.unit,
              })}
              {visible.lineQuantity !== null && visible.lineQuantity !== visible.quantity ? (
                <> {format(t.nowInCart, { quantity: quantity(visible.lineQuantity), unit: visible.unit })}</>
              ) : null}
            </p>
          )}
          <Link to={cartPath(locale)} className="button button--small cart-added__cart">
            {t.viewCart}
          </Link>
          <button
            type="button"
            className="cart-added__close"
            aria-label={t.dismiss}
            onClick={() => {
              setDismissed(visible);
              if (live) announceCartAdded(null);
            }}
          >
            <span aria-hidden="true">×</span>
          </button>
        </div>
      ) : null}
    </div>
  );
}
