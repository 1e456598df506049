import { useEffect } from 'react';
import { Link, useRouteLoaderData } from 'react-router';
import { useI18n } from '../../i18n/use-i18n';
import { HeartIcon } from '../icons';
import { useShopSession } from '../../lib/use-shop-session';
import { wishlistPath } from '../../lib/wishlist-paths';
import { refreshWishlistCount, useWishlistCount } from './wishlist-store';
import './wishlist.css';

/** The header's wishlist link with the count (asked from the count route, again after every toggle). */
export function WishlistHeaderLink() {
  const { locale, messages, format } = useI18n();
  const t = messages.wishlist;
  const { customer } = useShopSession();
  const count = useWishlistCount();
  const customerId = customer?.id ?? null;
  // The root's data is reloaded after every form post (a toggle too, even one whose button has left the page).
  const root = useRouteLoaderData('root');

  useEffect(() => {
    if (customerId !== null) void refreshWishlistCount(locale);
  }, [locale, customerId, root]);

  const known = customerId !== null && count !== null;
  return (
    <Link
      to={wishlistPath(locale)}
      className="header-wishlist"
      aria-label={known ? format(t.headerLinkCount, { count }) : undefined}
      rel="nofollow"
    >
      <HeartIcon />
      <span className="header-wishlist__label">{t.headerLink}</span>
      {known ? (
        <span className="header-wishlist__count" data-testid="wishlist-count" aria-hidden="true">
          {count}
        </span>
      ) : customerId !== null ? (
        // Holds the badge's place until the count arrives, so the header does not shift under the buyer's finger.
        <span className="header-wishlist__count header-wishlist__count--pending" aria-hidden="true" />
      ) : null}
    </Link>
  );
}
