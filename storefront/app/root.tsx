import { LOCALE_TAGS } from '@tradeshop/shared';
import { useEffect, type ReactNode } from 'react';
import {
  data,
  Links,
  Meta,
  Outlet,
  Scripts,
  ScrollRestoration,
  type ShouldRevalidateFunctionArgs,
} from 'react-router';
import type { Route } from './+types/root';
import { ErrorPage } from './components/error-page';
import { PageShell } from './components/page-shell';
import { SeoLinks } from './components/seo-links';
import type { FooterLoaderData } from './components/site-footer';
import { getCartSummary } from './api/cart.server';
import { getHeaderCategories } from './api/catalogue.server';
import type { HeaderLoaderData } from './components/category-nav';
import { getContentPageLinks } from './api/content.server';
import { getShopSession } from './api/session.server';
import { getStoreWording } from './api/wording.server';
import { getPreliminaryDeliveryDate } from './api/preliminary-delivery.server';
import { CartAddedNotice, type CartAddedLoaderData } from './components/cart/cart-added-notice';
import type { PreliminaryDeliveryLoaderData } from './components/stock-badge';
import { takeCartAdded } from './lib/cart-added.server';
import type { CartSummaryLoaderData } from './components/cart/use-cart-summary';
import { detectLocale } from './i18n/locale.server';
import { useI18n, type RootLoaderData } from './i18n/use-i18n';
import { errorTitle, metaI18n, pageTitle } from './lib/meta';
import { isListingRevert } from './lib/keep-listing-on-failure';
import { publicOrigin } from './lib/public-origin.server';
import stylesHref from './styles/app.css?url';

export const links: Route.LinksFunction = () => [
  { rel: 'stylesheet', href: stylesHref },
  { rel: 'icon', href: '/favicon.svg', type: 'image/svg+xml' },
];

/** Used on error pages, where the boundary is the root; every page route has its own. */
export function meta({ matches, error }: Route.MetaArgs) {
  const i18n = metaI18n(matches);
  return [{ title: error ? errorTitle(i18n, error) : pageTitle(i18n) }];
}

export async function loader({ request, context }: Route.LoaderArgs) {
  const { locale, setCookie } = detectLocale(request);
  const [{ session, headers }, cart] = await Promise.all([
    getShopSession(request, context),
    getCartSummary(request, context, locale),
  ]);
  const shopperStore = {
    customerStoreId: session.customer?.storeId ?? null,
    requestedStore: new URL(request.url).searchParams.get('store'),
  };
  const [wording, contentPages, preliminaryDeliveryDate, categories] = await Promise.all([
    getStoreWording(locale, shopperStore),
    getContentPageLinks(locale),
    getPreliminaryDeliveryDate(locale, shopperStore),
    getHeaderCategories(locale),
  ]);
  if (setCookie) headers.append('Set-Cookie', setCookie);
  for (const cookie of cart.headers.getSetCookie()) headers.append('Set-Cookie', cookie);
  const body: RootLoaderData &
    CartSummaryLoaderData &
    FooterLoaderData &
    CartAddedLoaderData &
    PreliminaryDeliveryLoaderData &
    HeaderLoaderData & { origin: string } = {
    locale,
    session,
    cart: cart.summary,
    wording,
    contentPages,
    categories,
    origin: publicOrigin(request),
    cartAdded: takeCartAdded(request, headers),
    preliminaryDeliveryDate,
  };
  return data(body, { headers });
}

/** The query parameters the shell's data depends on: the language of a page whose path has none, and the store. */
const SHELL_QUERY_PARAMS = ['locale', 'store'];

/**
 * A listing's filter, sort or page change (same path, another query, a link or a GET form) keeps the shell's
 * data, which depends on no other part of the query; so a failed listing request leaves the page as it was
 * (spec §8), also on its way back after such a failure. A revalidation of the same address (the minicart's after
 * a removal) still reloads it.
 */
export function shouldRevalidate({
  currentUrl,
  nextUrl,
  formMethod,
  defaultShouldRevalidate,
}: ShouldRevalidateFunctionArgs) {
  const onlyTheListingQueryChanged =
    (!formMethod || formMethod.toUpperCase() === 'GET') &&
    currentUrl.pathname === nextUrl.pathname &&
    (currentUrl.search !== nextUrl.search || isListingRevert(nextUrl)) &&
    SHELL_QUERY_PARAMS.every((name) => currentUrl.searchParams.get(name) === nextUrl.searchParams.get(name));
  return onlyTheListingQueryChanged ? false : defaultShouldRevalidate;
}

/** Pages without a locale segment differ by cookie and Accept-Language; shared caches must know. */
export function headers(): HeadersInit {
  return { Vary: 'Accept-Language, Cookie' };
}

export function Layout({ children }: { children: ReactNode }) {
  const { locale } = useI18n();
  // Lets styles and browser tests tell a hydrated page from server HTML that is not interactive yet.
  useEffect(() => {
    document.documentElement.dataset.hydrated = 'true';
  }, []);
  return (
    <html lang={LOCALE_TAGS[locale]}>
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <meta name="theme-color" content="#12263f" />
        <Meta />
        <SeoLinks />
        <Links />
      </head>
      <body>
        {children}
        <ScrollRestoration />
        <Scripts />
      </body>
    </html>
  );
}

export default function App() {
  return (
    <PageShell>
      <Outlet />
      <CartAddedNotice />
    </PageShell>
  );
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return (
    <PageShell>
      <ErrorPage error={error} />
    </PageShell>
  );
}
