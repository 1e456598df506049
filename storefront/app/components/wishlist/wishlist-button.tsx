import { useEffect } from 'react';
import { Link, useFetcher, useLocation } from 'react-router';
import { useI18n } from '../../i18n/use-i18n';
import { loginPath } from '../../lib/paths';
import { useShopSession } from '../../lib/use-shop-session';
import { wishlistTogglePath } from '../../lib/wishlist-paths';
import { registerWishlistButton, useWishlistState, wishlistToggled } from './wishlist-store';
import './wishlist.css';

export interface WishlistButtonProps {
  productId: number;
  productName: string;
  /** The product's token, when the page's loader knows it; otherwise the list route supplies it. */
  token?: string;
  /** True when the product can be added, false when it is on the wishlist; unknown until the list answers. */
  add?: boolean;
}

/**
 * The wishlist button of a product card or the product page (storefront spec §3, §4): a form posting the
 * product's token as `_token` to the action URL, carrying the product id, token and action URL as data
 * attributes. It toggles between add and remove by the `add` flag. A visitor's button leads to the login page.
 */
export function WishlistButton(props: WishlistButtonProps) {
  const { customer } = useShopSession();
  return customer ? <CustomerWishlistButton {...props} /> : <VisitorWishlistButton />;
}

function VisitorWishlistButton() {
  const { locale, messages } = useI18n();
  const location = useLocation();
  return (
    <Link
      to={loginPath(locale, `${location.pathname}${location.search}`)}
      className="wishlist-button"
      rel="nofollow"
    >
      <HeartIcon filled={false} />
      <span className="wishlist-button__label">{messages.wishlist.logInToAdd}</span>
    </Link>
  );
}

function CustomerWishlistButton({ productId, productName, token, add }: WishlistButtonProps) {
  const { locale, messages, format } = useI18n();
  const t = messages.wishlist;
  const fetcher = useFetcher<{ ok: boolean; id?: number; add?: boolean; url?: string }>();
  const live = useWishlistState(productId);
  const url = live?.url ?? wishlistTogglePath(locale, productId);
  const currentToken = live?.token || token || '';
  const canAdd = live?.add ?? add ?? true;
  const busy = fetcher.state !== 'idle';

  useEffect(() => registerWishlistButton(locale, productId), [locale, productId]);

  useEffect(() => {
    if (fetcher.state !== 'idle' || !fetcher.data) return;
    const answer = fetcher.data;
    if (answer.ok && answer.id !== undefined && answer.add !== undefined && answer.url)
      wishlistToggled(locale, { id: answer.id, add: answer.add, url: answer.url, token: currentToken });
    else console.error(`wishlist toggle of product ${productId} failed`, answer);
    // Only a new answer counts, not a token that arrived meanwhile.
  }, [fetcher.state, fetcher.data, locale, productId]);

  return (
    <fetcher.Form
      method="post"
      action={url}
      className="wishlist-form"
      data-wishlist-product-id={productId}
      data-wishlist-token={currentToken}
      data-wishlist-url={url}
    >
      <input type="hidden" name="_token" value={currentToken} />
      <button
        type="submit"
        className={canAdd ? 'wishlist-button' : 'wishlist-button wishlist-button--active'}
        aria-pressed={!canAdd}
        aria-label={format(canAdd ? t.addFor : t.removeFor, { product: productName })}
        disabled={busy}
        aria-busy={busy || undefined}
        data-wishlist-add={canAdd}
      >
        <HeartIcon filled={!canAdd} />
        <span className="wishlist-button__label">{canAdd ? t.add : t.remove}</span>
      </button>
    </fetcher.Form>
  );
}

function HeartIcon({ filled }: { filled: boolean }) {
  return (
    <svg className="wishlist-button__icon" viewBox="0 0 24 24" width="18" height="18" aria-hidden="true">
      <path
        d="M12 20.5s-7.5-4.6-7.5-10A4.5 4.5 0 0 1 12 7.6a4.5 4.5 0 0 1 7.5 2.9c0 5.4-7.5 10-7.5 10z"
        fill={filled ? 'currentColor' : 'none'}
        stroke="currentColor"
        strokeWidth="1.8"
        strokeLinejoin="round"
      />
    </svg>
  );
}
