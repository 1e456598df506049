import type { Route } from './+types/index';
import { getBuyerPrices } from '../../api/prices.server';
import { requireWishlist } from '../../api/wishlist.server';
import { accountMeta } from '../../components/account/account-meta';
import { BuyerPricesProvider } from '../../components/price/buyer-prices-provider';
import { ProductGrid } from '../../components/product-card';
import { requireRouteLocale } from '../../i18n/locale.server';
import { useI18n } from '../../i18n/use-i18n';
import { metaI18n } from '../../lib/meta';

/** GET /wishlist: the customer's kept products, each with add to cart and remove; a visitor logs in first. */
export async function loader({ request, params, context }: Route.LoaderArgs) {
  const locale = requireRouteLocale(request, params);
  const wishlist = await requireWishlist(request, context, locale);
  const buyerPrices = await getBuyerPrices(
    request,
    context,
    locale,
    wishlist.items.map((item) => item.product.id),
  );
  return { wishlist, buyerPrices };
}

export const meta: Route.MetaFunction = (args) =>
  accountMeta(args, () => metaI18n(args.matches).messages.wishlist.title);

export default function WishlistPage({ loaderData }: Route.ComponentProps) {
  const { messages } = useI18n();
  const t = messages.wishlist;
  const { items } = loaderData.wishlist;
  // Every product here can be removed; a removal reloads this page's data, so the product leaves the grid.
  const states = new Map(items.map((item) => [item.product.id, { token: item.token, add: false }]));
  return (
    <div className="page wishlist-page">
      <header className="page-header">
        <h1>{t.title}</h1>
        <p className="page-header__intro">{t.intro}</p>
      </header>
      {items.length === 0 ? (
        <p className="empty-state">{t.empty}</p>
      ) : (
        <BuyerPricesProvider prices={loaderData.buyerPrices}>
          <ProductGrid products={items.map((item) => item.product)} wishlist={states} />
        </BuyerPricesProvider>
      )}
    </div>
  );
}
