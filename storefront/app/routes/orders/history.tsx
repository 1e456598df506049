import { Form, Link } from 'react-router';
import type { Route } from './+types/history';
import {
  loadRemoteOrders,
  orderHistorySearchOf,
  requireOrderHistory,
  type OrderHistoryListDto,
  type RemoteOrderListDto,
} from '../../api/orders.server';
import { accountMeta } from '../../components/account/account-meta';
import { OrderListTable } from '../../components/orders/order-list-table';
// Imported for its side effect, as the order components import it: imported both so and as `?url`, the one
// file was named differently by the client and the server builds, and the page's <link> failed hydration.
import '../../components/orders/order-history.css';
import {
  isOrderHistoryView,
  ORDER_HISTORY_VIEWS,
  orderHistoryPath,
  type OrderHistoryView,
} from '../../lib/order-paths';
import { RemoteOrdersFailed } from '../../components/orders/remote-orders-failed';
import { Pagination } from '../../components/pagination';
import { requireRouteLocale } from '../../i18n/locale.server';
import { useI18n } from '../../i18n/use-i18n';
import { metaI18n } from '../../lib/meta';

type Listing =
  | { view: 'shop' | 'pending'; list: OrderHistoryListDto }
  | { view: 'remote'; remote: { failed: false; list: RemoteOrderListDto } | { failed: true } };

/**
 * GET /account/orders: the order history (storefront spec §2) as three lists: the company's shop orders
 * (searchable by number and date), its orders in the ERP (`?view=remote`) and the shop orders the ERP has
 * not received yet (`?view=pending`).
 */
export async function loader({ request, params, context }: Route.LoaderArgs) {
  const locale = requireRouteLocale(request, params);
  const url = new URL(request.url);
  const requested = url.searchParams.get('view');
  const view: OrderHistoryView = isOrderHistoryView(requested) ? requested : 'shop';
  const search = orderHistorySearchOf(url);
  const listing: Listing =
    view === 'remote'
      ? { view, remote: await loadRemoteOrders(request, context, locale, search.page) }
      : {
          view,
          list: await requireOrderHistory(
            request,
            context,
            locale,
            search,
            view === 'pending' ? 'false' : undefined,
          ),
        };
  return { listing, search };
}

export const meta: Route.MetaFunction = (args) =>
  accountMeta(args, () => metaI18n(args.matches).messages.orders.title);

export default function OrderHistoryPage({ loaderData }: Route.ComponentProps) {
  const { locale, messages } = useI18n();
  const t = messages.orders;
  const { listing, search } = loaderData;
  const filtered = Boolean(search.number || search.from || search.to);
  const tabNames: Record<OrderHistoryView, string> = t.tabs;
  return (
    <div className="page account-page">
      <header className="page-header">
        <h1>{t.title}</h1>
        <p className="page-header__lead">{t.intro}</p>
      </header>
      <nav aria-label={t.tabsLabel}>
        <ul className="order-tabs">
          {ORDER_HISTORY_VIEWS.map((view) => (
            <li key={view}>
              <Link
                to={orderHistoryPath(locale, view)}
                aria-current={view === listing.view ? 'page' : undefined}
              >
                {tabNames[view]}
              </Link>
            </li>
          ))}
        </ul>
      </nav>

      {listing.view === 'remote' ? (
        <section aria-labelledby="orders-list-heading">
          <h2 id="orders-list-heading">{t.tabs.remote}</h2>
          <p className="muted">{t.remoteIntro}</p>
          {listing.remote.failed ? (
            <RemoteOrdersFailed />
          ) : !listing.remote.list.erpConnected ? (
            <p className="empty-state" data-erp-connected="false">
              {t.remoteNotConnected}
            </p>
          ) : listing.remote.list.items.length === 0 ? (
            <p className="empty-state">{t.emptyRemote}</p>
          ) : (
            <>
              <OrderListTable kind="remote" orders={listing.remote.list.items} />
              <Pagination
                page={listing.remote.list.page}
                pageCount={listing.remote.list.pageCount}
                hrefFor={(page) => orderHistoryPath(locale, 'remote', { page })}
              />
            </>
          )}
        </section>
      ) : (
        <section aria-labelledby="orders-list-heading">
          <h2 id="orders-list-heading">{tabNames[listing.view]}</h2>
          {listing.view === 'pending' ? <p className="muted">{t.pendingIntro}</p> : null}
          <Form method="get" className="order-filters" role="search" aria-label={t.filters.label}>
            {listing.view === 'pending' ? <input type="hidden" name="view" value="pending" /> : null}
            <label>
              {t.filters.number}
              <input type="search" name="number" defaultValue={search.number} maxLength={40} />
            </label>
            <label>
              {t.filters.from}
              <input type="date" name="from" defaultValue={search.from} />
            </label>
            <label>
              {t.filters.to}
              <input type="date" name="to" defaultValue={search.to} />
            </label>
            <button type="submit" className="button">
              {t.filters.submit}
            </button>
            {filtered ? <Link to={orderHistoryPath(locale, listing.view)}>{t.filters.reset}</Link> : null}
          </Form>
          {listing.list.items.length === 0 ? (
            <p className="empty-state">
              {filtered ? t.emptyFiltered : listing.view === 'pending' ? t.emptyPending : t.empty}
            </p>
          ) : (
            <>
              <OrderListTable kind="shop" orders={listing.list.items} />
              <Pagination
                page={listing.list.page}
                pageCount={listing.list.pageCount}
                hrefFor={(page) =>
                  orderHistoryPath(locale, listing.view, {
                    number: search.number,
                    from: search.from,
                    to: search.to,
                    page,
                  })
                }
              />
            </>
          )}
        </section>
      )}
    </div>
  );
}
