import { readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import type { BackOfficeSection, Permission } from '@tradeshop/shared';
import { DEMO_ACCOUNTS } from '../../../src/database/seeders/demo-accounts';
import { isBackOfficePath } from '../../../src/modules/identity/admin-access.guard';
import { isShopApiPath } from '../../../src/modules/customers/shop-session';
import { fetchCsrf } from '../../support/admin-session';
import {
  insertShopCast,
  PERMISSIONS_GIVEN_TO_SECOND_EDITOR,
  PRINCIPAL_NAMES,
  signInPrincipals,
  type Principal,
  type PrincipalName,
} from '../../support/principals';
import { routeTable, servedRouteNames, type RouteEntry } from '../../support/route-table';
import { startTestApp, type TestApp } from '../../support/test-app';
import { listen } from '../shop-config/shop-config-client';

/*
 * Every route of the application × everyone who calls it. The expected answer of each cell comes from the
 * tables below (the rules the product declares, and the routes that are exceptions to them), never from what
 * the application answers; a route that no row of the tables covers fails the test.
 */

// ---- The back office: the spec door (/admin/...) and the REST door (/api/admin/...) ----

/** The only back-office routes an anonymous visitor may call: logging in and getting back in. */
const PUBLIC_BACK_OFFICE_ROUTES = [
  'GET /admin/login',
  'POST /admin/login',
  'GET /admin/login/csrf-token',
  'GET /admin/login/2fa',
  'GET /admin/login/lostpassword',
  'POST /admin/login/lostpassword',
  'GET /admin/login/reset-password',
  'POST /admin/login/reset-password',
  'GET /admin/login/deeplink',
  'GET /admin/login/token',
];

/** Reachable by a session that passed the password but still owes its second factor. */
const TWO_FACTOR_STEP_ROUTES = [
  'POST /admin/login/2fa',
  'GET /admin/login/2fa-setup',
  'POST /admin/login/2fa-verify',
  'POST /admin/logout',
];

/** One's own profile and the pickers every back-office user needs, whatever the role. */
const ANY_BACK_OFFICE_USER_ROUTES = [
  'GET /admin/user/get-current-user',
  'PUT /admin/user/update-current-user',
  'POST /admin/user/upload-current-user-image',
  'PUT /admin/user/reset-my-2fa-secret',
  'GET /admin/user/get-users-for-sharing',
  'GET /admin/user/get-roles-for-sharing',
  'GET /admin/user/get-default-key-bindings',
];

/**
 * The section each back-office path belongs to, first match wins: reading (GET) needs `<section>.read`, any
 * other method `<section>.write`, unless the route is one of PERMISSION_EXCEPTIONS.
 */
const SECTION_BY_PATH: [RegExp, BackOfficeSection][] = [
  [/^\/admin\/(coreshop\/orders|workflow)\//, 'orders'],
  [/^\/api\/admin\/orders(-not-synchronized)?(\/|$)/, 'orders'],
  [/^\/admin\/coreshop\/product-variant-solidifier\//, 'catalogue'],
  [/^\/admin\/coreshop\//, 'shop_configuration'],
  [/^\/api\/admin\/shop-config\//, 'shop_configuration'],
  [/^\/api\/admin\/(products|categories|assets|asset-folders|product-editor-options)(\/|$)/, 'catalogue'],
  [/^\/(api\/)?admin\/tags(\/|$)/, 'tags'],
  [
    /^\/api\/admin\/(customers|customer-companies|customer-groups|customer-applications|contact-messages|tracking-requests|warranty-registrations)(\/|$)/,
    'customers',
  ],
  [/^\/(api\/)?admin\/customer-company-modifier(\/|$)/, 'customers'],
  [/^\/admin\/user\//, 'users'],
  [/^\/api\/admin\/(users|roles|audit-log)(\/|$)/, 'users'],
  [/^\/(api\/)?admin\/(messenger|jobs)(\/|$)/, 'jobs'],
  [/^\/api\/admin\/search(\/|$)/, 'search'],
  [/^\/admin\/run-(coreshop|elasticsearch)-indexation$/, 'search'],
  [/^\/api\/admin\/(imports|importer-configs|importer-runs)(\/|$)/, 'imports'],
  [
    /^\/admin\/(company|download-(cross-references|customer-prices)|import-csv-prices|run-full-(prices|cross-references)-import|pimcoredataimporter)(\/|$)/,
    'imports',
  ],
];

/** Routes that need another permission than their section's default for their method, and why. */
const PERMISSION_EXCEPTIONS: Record<string, Permission> = {
  // A login link or a cleared second factor is as good as the person's password.
  'GET /admin/user/get-token-login-link': 'users.write',
  'DELETE /admin/user/disable-2fa': 'users.write',
  'PUT /admin/user/reset-2fa-secret': 'users.write',
  'POST /admin/user/invitationlink': 'users.write',
  // Posted because of their size, they only read: each grid action then checks its own permission.
  'POST /admin/coreshop/orders/grid/apply-action': 'orders.read',
  'POST /api/admin/orders/grid/apply-action': 'orders.read',
  'POST /admin/pimcoredataimporter/dataobject/config/calculate-transformation-result-type': 'imports.read',
  'POST /admin/pimcoredataimporter/dataobject/config/load-column-headers': 'imports.read',
  'POST /admin/pimcoredataimporter/dataobject/config/load-preview-data': 'imports.read',
  'POST /admin/pimcoredataimporter/dataobject/config/load-transformation-result': 'imports.read',
  'POST /api/admin/importer-configs/:id/preview': 'imports.read',
  'POST /api/admin/importer-configs/:id/transformation-result': 'imports.read',
};

// ---- The storefront API (/api/shop/...) ----

/**
 * Who may use each storefront API route. `account`: any logged-in storefront account (a salesrep too);
 * `salesrep`: a salesrep, acting or not; `company member`: an account buying for a company; `company
 * administrator`: one who may invite colleagues (a salesrep acting for one may too). Ids the caller sends are
 * checked against the caller by the routes themselves (see shopper-ownership.test.ts).
 */
const SHOP_API_ACCESS: Record<
  'public' | 'account' | 'salesrep' | 'company member' | 'company administrator',
  string[]
> = {
  public: [
    'GET /api/shop/session',
    'GET /api/shop/wording',
    'GET /api/shop/store-policy',
    'GET /api/shop/categories',
    'GET /api/shop/categories/:slug',
    'GET /api/shop/categories/:slug/products',
    'GET /api/shop/products/:slug',
    'GET /api/shop/products/:slug/datasheet.pdf',
    'GET /api/shop/slugs/categories/:slug',
    'GET /api/shop/slugs/products/:slug',
    'GET /api/shop/search',
    'GET /api/shop/pages',
    'GET /api/shop/pages/:slug',
    'GET /api/shop/redirects',
    'GET /api/shop/prices',
    'GET /api/shop/preliminary-delivery-dates',
    'GET /api/shop/fire-safety-guide/recommendation',
    'POST /api/shop/fire-safety-guide/cart',
    'GET /api/shop/quick-order/sample.csv',
    'GET /api/shop/quick-order/sample.xlsx',
    'POST /api/shop/account/login',
    'POST /api/shop/account/logout',
    'POST /api/shop/account/register',
    'POST /api/shop/account/password-forgotten',
    'GET /api/shop/account/password-reset/:token',
    'POST /api/shop/account/password-reset/:token',
    'POST /api/shop/applications',
    'POST /api/shop/contact-messages',
    'POST /api/shop/warranty-registrations',
    'POST /api/shop/tracking',
    'POST /api/shop/newsletter/subscriptions',
    'POST /api/shop/newsletter/confirmations',
    // A visitor's cart and guest checkout (storefront spec §6), found by the visitor's cart cookie.
    'GET /api/shop/cart',
    'GET /api/shop/cart/summary',
    'POST /api/shop/cart/items',
    'PUT /api/shop/cart/items',
    'PATCH /api/shop/cart/items/:id',
    'DELETE /api/shop/cart/items/:id',
    'POST /api/shop/cart/vouchers',
    'DELETE /api/shop/cart/vouchers/:code',
    'POST /api/shop/cart/shipping-estimate',
    'PUT /api/shop/cart/complete-delivery',
    'GET /api/shop/checkout',
    'PUT /api/shop/checkout/address',
    'PUT /api/shop/checkout/shipping',
    'PUT /api/shop/checkout/payment',
    'PUT /api/shop/checkout/summary',
    'POST /api/shop/checkout/place',
    // The buyer's placed order: their own when logged in, a guest's with the access token of the thank-you URL.
    'GET /api/shop/orders/:number',
    'POST /api/shop/orders/:number/payment/retry',
    'PUT /api/shop/orders/:number/payment',
    'GET /api/shop/orders/:number/fulfilment',
    'GET /api/shop/orders/:number/invoices/:invoiceId.pdf',
    // The card gateway's pages, signed per payment.
    'GET /api/shop/payments/test/:paymentId',
    'POST /api/shop/payments/:paymentId/return',
  ],
  account: [
    'GET /api/shop/account/profile',
    'PUT /api/shop/account/profile',
    'POST /api/shop/account/change-password',
    'GET /api/shop/account/addresses',
    'GET /api/shop/account/addresses/:id',
    'POST /api/shop/account/addresses',
    'PUT /api/shop/account/addresses/:id',
    'DELETE /api/shop/account/addresses/:id',
    'PUT /api/shop/account/addresses/:id/default-delivery',
    'PUT /api/shop/account/addresses/:id/default-invoice',
    'GET /api/shop/wishlist',
    'GET /api/shop/wishlist/count',
    'GET /api/shop/wishlist/states',
    'POST /api/shop/wishlist/:productId/toggle',
    // A company's own part numbers; an account of no company finds none.
    'GET /api/shop/search/own-part-numbers',
    'GET /api/shop/orders',
    'GET /api/shop/orders/:number/details',
    'GET /api/shop/orders/:number/download.pdf',
    'GET /api/shop/orders/:number/download.csv',
    'GET /api/shop/orders/:number/download.xlsx',
    'POST /api/shop/orders/:number/reorder',
    'POST /api/shop/orders/:number/erp-conversion',
    'GET /api/shop/remote-orders',
    'GET /api/shop/remote-orders/:number',
    'POST /api/shop/quick-order/preview',
    'POST /api/shop/quick-order/preview/upload',
    'POST /api/shop/quick-order/add',
    // Ends impersonation; anyone else is told they are not acting for anyone (409), not refused.
    'POST /api/shop/impersonation/exit',
  ],
  salesrep: ['POST /api/shop/impersonation', 'GET /api/shop/impersonation/customers'],
  'company member': ['GET /api/shop/account/company/users'],
  'company administrator': ['POST /api/shop/account/company/users'],
};

// ---- Everything else the server answers ----

/** Public files and machine-read documents: the same for everyone. */
const OTHER_PUBLIC_ROUTES = [
  'GET /health',
  'GET /robots.txt',
  'GET /sitemap.xml',
  'GET /sitemaps/:file',
  'GET /media/assets/:id/:name',
  'GET /media/brands/:file',
  'GET /media/categories/:file',
  'GET /media/documents/:file',
  'GET /media/pages/:file',
  'GET /media/products/:file',
  'GET /media/videos/:file',
];

/** Served by Express without a controller: the API documentation and the not-found fallbacks. */
const SERVED_WITHOUT_CONTROLLER = /^[A-Z-]+ (\/api\/docs.*|\/\{\*(all|path)\})$/;

// ---- The storefront's own routes with an action (storefront/app/routes.ts) ----

/**
 * The storefront's actions call the storefront API with the visitor's own cookies (decision record
 * 2026-11-22-storefront-calls-the-api-as-the-visitor.md), so who may do what is the API's rule for the route
 * called: the matrix covers each action through the API routes it calls.
 */
const STOREFRONT_ACTIONS: Record<string, string[]> = {
  'routes/impersonation/start.tsx': ['POST /api/shop/impersonation'],
  'routes/impersonation/exit.tsx': ['POST /api/shop/impersonation/exit'],
  'routes/account/login.tsx': ['POST /api/shop/account/login'],
  'routes/account/logout.tsx': ['POST /api/shop/account/logout'],
  'routes/account/register.tsx': ['POST /api/shop/account/register'],
  'routes/account/forgot-password.tsx': ['POST /api/shop/account/password-forgotten'],
  'routes/account/reset-password.tsx': ['POST /api/shop/account/password-reset/:token'],
  'routes/account/profile.tsx': ['PUT /api/shop/account/profile'],
  'routes/account/change-password.tsx': ['POST /api/shop/account/change-password'],
  'routes/account/company-users.tsx': ['POST /api/shop/account/company/users'],
  'routes/addresses/list.tsx': [
    'DELETE /api/shop/account/addresses/:id',
    'PUT /api/shop/account/addresses/:id/default-delivery',
    'PUT /api/shop/account/addresses/:id/default-invoice',
  ],
  'routes/addresses/new.tsx': ['POST /api/shop/account/addresses'],
  'routes/addresses/edit.tsx': ['PUT /api/shop/account/addresses/:id'],
  'routes/shop/apply.tsx': ['POST /api/shop/applications'],
  'routes/service/contact.tsx': ['POST /api/shop/contact-messages'],
  'routes/fire-safety-guide.tsx': ['POST /api/shop/fire-safety-guide/cart'],
  'routes/newsletter/subscribe.tsx': ['POST /api/shop/newsletter/subscriptions'],
  'routes/newsletter/confirm.tsx': ['POST /api/shop/newsletter/confirmations'],
  'routes/service/warranty-register.tsx': ['POST /api/shop/warranty-registrations'],
  'routes/service/tracking-submit.tsx': ['POST /api/shop/tracking'],
  'routes/checkout/address.tsx': ['PUT /api/shop/checkout/address'],
  'routes/checkout/shipping.tsx': ['PUT /api/shop/checkout/shipping'],
  'routes/checkout/payment.tsx': ['PUT /api/shop/checkout/payment'],
  'routes/checkout/summary.tsx': ['POST /api/shop/checkout/place'],
  'routes/checkout/payment-return.tsx': ['POST /api/shop/orders/:number/payment/retry'],
  'routes/cart/index.tsx': [
    'PUT /api/shop/cart/items',
    'POST /api/shop/cart/vouchers',
    'DELETE /api/shop/cart/vouchers/:code',
    'POST /api/shop/cart/shipping-estimate',
    'PUT /api/shop/cart/complete-delivery',
  ],
  'routes/cart/add.tsx': ['POST /api/shop/cart/items'],
  'routes/wishlist/toggle.tsx': ['POST /api/shop/wishlist/:productId/toggle'],
  'routes/wishlist/list.tsx': ['GET /api/shop/wishlist/states'],
  'routes/quick-order/index.tsx': [
    'POST /api/shop/quick-order/preview',
    'POST /api/shop/quick-order/preview/upload',
    'POST /api/shop/quick-order/add',
  ],
  'routes/orders/detail.tsx': [
    'POST /api/shop/orders/:number/reorder',
    'POST /api/shop/orders/:number/erp-conversion',
  ],
};

const STOREFRONT_APP = join(__dirname, '../../../../storefront/app');

// ---- Turning the tables into expected answers ----

type Answer = 'allowed' | 'refused';

type Rule =
  | { door: 'back office'; access: 'public' | 'two-factor step' | 'any user' }
  | { door: 'back office'; access: 'permission'; permission: Permission }
  | { door: 'shop'; access: keyof typeof SHOP_API_ACCESS }
  | { door: 'other'; access: 'public' };

/** The row of the tables that covers a route, or null when none does. */
function ruleOf(route: RouteEntry): Rule | null {
  if (isBackOfficePath(route.path)) {
    if (PUBLIC_BACK_OFFICE_ROUTES.includes(route.name)) return { door: 'back office', access: 'public' };
    if (TWO_FACTOR_STEP_ROUTES.includes(route.name))
      return { door: 'back office', access: 'two-factor step' };
    if (ANY_BACK_OFFICE_USER_ROUTES.includes(route.name)) return { door: 'back office', access: 'any user' };
    const section = SECTION_BY_PATH.find(([pattern]) => pattern.test(route.path))?.[1];
    if (!section) return null;
    const permission =
      PERMISSION_EXCEPTIONS[route.name] ??
      (`${section}.${route.method === 'GET' ? 'read' : 'write'}` as const);
    return { door: 'back office', access: 'permission', permission };
  }
  if (isShopApiPath(route.path)) {
    const access = (Object.keys(SHOP_API_ACCESS) as (keyof typeof SHOP_API_ACCESS)[]).find((key) =>
      SHOP_API_ACCESS[key].includes(route.name),
    );
    return access ? { door: 'shop', access } : null;
  }
  return OTHER_PUBLIC_ROUTES.includes(route.name) ? { door: 'other', access: 'public' } : null;
}

/** What the rule says each principal gets. */
function expectedAnswer(rule: Rule, principal: Principal): Answer {
  const allowed = (() => {
    if (rule.access === 'public') return true;
    if (rule.door === 'back office') {
      if (!principal.permissions) return false;
      return rule.access === 'permission' ? principal.permissions.has(rule.permission) : true;
    }
    if (rule.door !== 'shop' || principal.shop.kind !== 'account') return false;
    const { shop } = principal;
    switch (rule.access) {
      case 'account':
        return true;
      case 'salesrep':
        return shop.salesrep;
      case 'company member':
        return shop.hasCompany;
      case 'company administrator':
        return shop.hasCompany && shop.companyAdmin;
    }
  })();
  return allowed ? 'allowed' : 'refused';
}

/** The answers that mean "not you": no session, the wrong kind of session, or a role or account without the right. */
const REFUSALS = new Set(['AUTHENTICATION_REQUIRED', 'FORBIDDEN', 'IMPERSONATION_NOT_ALLOWED']);

/**
 * What each route is called with. Ids name nothing (999999) and bodies are empty, so that most routes stop at
 * validation or "not found" right after the guards and change nothing; where a rule is checked by the service
 * after validation, the probe sends what passes validation but still changes nothing.
 */
const PROBES: Record<string, { query?: Record<string, string>; body?: object }> = {
  'POST /api/shop/impersonation': { body: { email: 'nobody-at-all@example.test' } },
  'GET /api/shop/impersonation/customers': { query: { q: 'nobody-at-all' } },
  // The e-mail is taken, so nobody is invited: the administrator hears so, anyone else is refused first.
  'POST /api/shop/account/company/users': {
    body: { firstname: 'Anna', lastname: 'Again', email: DEMO_ACCOUNTS.customer.email, locale: 'en' },
  },
};

/** Routes that end or change the caller's session: each principal calls them last, in this order. */
const SESSION_CHANGING_ROUTES = [
  'POST /api/shop/impersonation/exit',
  'POST /api/shop/account/logout',
  'POST /admin/logout',
];

/**
 * About 6,600 calls, most stopped by a guard or by "not found" before any work: about 65 s of one core
 * (measured), over two minutes on a shared machine.
 */
const CALLS_EVERY_CELL_MS = 300_000;

/** Independent calls at once, at most this many in flight (the CI machine has two cores). */
const CONCURRENT_CALLS = 8;

async function inParallel<T, R>(items: T[], limit: number, work: (item: T) => Promise<R>): Promise<R[]> {
  const results: R[] = new Array(items.length);
  let next = 0;
  const lane = async () => {
    while (next < items.length) {
      const index = next++;
      results[index] = await work(items[index] as T);
    }
  };
  await Promise.all(Array.from({ length: Math.min(limit, items.length) }, lane));
  return results;
}

interface Cell {
  route: string;
  principal: PrincipalName;
  expected: Answer;
  answered: Answer;
  status: number;
  error?: string;
}

describe('authorization matrix: every route × every principal', () => {
  let testApp: TestApp;
  let routes: RouteEntry[];
  let principals: Principal[];
  let cells: Cell[];
  let baseUrl: string;

  beforeAll(async () => {
    // A larger pool than the suite's default: eight calls in flight each need a connection for their guard.
    testApp = await startTestApp({ products: 0, env: { DATABASE_POOL_SIZE: '10' } });
    // Listening once spares each of the thousands of calls its own short-lived server.
    baseUrl = await listen(testApp);
    routes = routeTable(testApp.app);
    principals = await signInPrincipals(testApp, await insertShopCast(testApp));
  });

  afterAll(() => testApp.close());

  /** One call as a browser would send it (fetch keeps its connections open, far cheaper than a client per call). */
  async function call(route: RouteEntry, principal: Principal): Promise<{ status: number; error?: string }> {
    const probe = PROBES[route.name] ?? {};
    const path = route.path.replace(/:(\w+)/g, '999999');
    const query = new URLSearchParams(probe.query ?? { id: '999999', node: '999999' });
    const response = await fetch(`${baseUrl}${path}?${query}`, {
      method: route.method,
      redirect: 'manual',
      headers: {
        Cookie: principal.agent.cookies.join('; '),
        'X-CSRF-Token': principal.agent.csrf,
        ...(route.method === 'GET' ? {} : { 'Content-Type': 'application/json' }),
      },
      body: route.method === 'GET' ? undefined : JSON.stringify(probe.body ?? {}),
    });
    const text = await response.text();
    const isJson = response.headers.get('content-type')?.includes('application/json');
    return {
      status: response.status,
      error: isJson ? (JSON.parse(text) as { error?: string }).error : undefined,
    };
  }

  async function cell(route: RouteEntry, principal: Principal): Promise<Cell> {
    const rule = ruleOf(route);
    if (!rule) throw new Error(`${route.name} has no row`);
    const { status, error } = await call(route, principal);
    return {
      route: route.name,
      principal: principal.name,
      expected: expectedAnswer(rule, principal),
      answered: error && REFUSALS.has(error) ? 'refused' : 'allowed',
      status,
      error,
    };
  }

  it('reads the route table of all three doors, and every route it serves has a row', () => {
    const doors = { spec: 0, rest: 0, shop: 0, other: 0 };
    for (const route of routes) {
      if (route.path.startsWith('/admin')) doors.spec++;
      else if (route.path.startsWith('/api/admin')) doors.rest++;
      else if (route.path.startsWith('/api/shop')) doors.shop++;
      else doors.other++;
    }
    expect(doors.spec).toBeGreaterThanOrEqual(250);
    expect(doors.rest).toBeGreaterThanOrEqual(250);
    expect(doors.shop).toBeGreaterThanOrEqual(80);
    expect(doors.other).toBeGreaterThanOrEqual(10);

    // What Express serves is exactly what the controllers map, apart from the documentation and the fallbacks.
    const mapped = new Set(routes.map((route) => route.name));
    const served = servedRouteNames(testApp.app);
    expect(served.filter((name) => !mapped.has(name) && !SERVED_WITHOUT_CONTROLLER.test(name))).toEqual([]);
    expect(routes.filter((route) => !served.includes(route.name)).map((route) => route.name)).toEqual([]);

    expect(routes.filter((route) => !ruleOf(route)).map((route) => route.name)).toEqual([]);
  });

  it('has no row for a route that does not exist, so the tables cannot drift from the routes', () => {
    const names = new Set(routes.map((route) => route.name));
    const listed = [
      ...PUBLIC_BACK_OFFICE_ROUTES,
      ...TWO_FACTOR_STEP_ROUTES,
      ...ANY_BACK_OFFICE_USER_ROUTES,
      ...Object.keys(PERMISSION_EXCEPTIONS),
      ...Object.values(SHOP_API_ACCESS).flat(),
      ...OTHER_PUBLIC_ROUTES,
      ...Object.keys(PROBES),
      ...SESSION_CHANGING_ROUTES,
    ];
    expect(listed.length).toBeGreaterThanOrEqual(130);
    expect(listed.filter((name) => !names.has(name))).toEqual([]);
    const unusedSections = SECTION_BY_PATH.filter(
      ([pattern]) => !routes.some((route) => isBackOfficePath(route.path) && pattern.test(route.path)),
    );
    expect(unusedSections.map(([pattern]) => String(pattern))).toEqual([]);
  });

  it('declares on each handler exactly what its row says, as the guards read it', () => {
    const disagreements: { route: string; row: string; declared: string }[] = [];
    for (const route of routes) {
      const rule = ruleOf(route);
      if (!rule) continue; // reported by the first test
      const { declared } = route;
      const row =
        rule.door === 'back office'
          ? rule.access === 'permission'
            ? rule.permission
            : rule.access
          : rule.door === 'shop'
            ? rule.access === 'public'
              ? 'open'
              : 'customer required'
            : 'open';
      const read = isBackOfficePath(route.path)
        ? declared.isPublic
          ? 'public'
          : declared.twoFactorStep
            ? 'two-factor step'
            : declared.anyUser
              ? 'any user'
              : (declared.permission ?? 'nothing')
        : declared.customerRequired
          ? 'customer required'
          : 'open';
      if (row !== read) disagreements.push({ route: route.name, row, declared: read });
    }
    expect(disagreements).toEqual([]);
  });

  it('maps every storefront action to storefront API routes of the matrix', () => {
    const routesFile = readFileSync(join(STOREFRONT_APP, 'routes.ts'), 'utf8');
    const modules = [...routesFile.matchAll(/'(routes\/[^']+\.tsx)'/g)].map((match) => match[1] as string);
    expect(modules.length).toBeGreaterThanOrEqual(50);
    const withAction = modules.filter((module) =>
      /export (async )?function action\b|export const action\b/.test(
        readFileSync(join(STOREFRONT_APP, module), 'utf8'),
      ),
    );
    expect(withAction.length).toBeGreaterThanOrEqual(30);
    expect([...withAction].sort()).toEqual(Object.keys(STOREFRONT_ACTIONS).sort());

    // Each API route named is one the storefront's API wrappers really call, and one the matrix has a row for.
    const wrappers = readdirSync(join(STOREFRONT_APP, 'api'))
      .map((file) => readFileSync(join(STOREFRONT_APP, 'api', file), 'utf8'))
      .join('\n');
    const called = Object.values(STOREFRONT_ACTIONS).flat();
    expect(called.length).toBeGreaterThanOrEqual(35);
    const shopRoutes = new Set(
      routes.filter((route) => isShopApiPath(route.path)).map((route) => route.name),
    );
    expect(called.filter((name) => !shopRoutes.has(name))).toEqual([]);
    const apiPath = (name: string) => name.split(' ')[1]!.replace(/:(\w+)/g, '{$1}');
    expect(called.filter((name) => !wrappers.includes(`'${apiPath(name)}'`))).toEqual([]);
  });

  it(
    'gives every principal on every route the answer its row states',
    async () => {
      const ordinary = routes.filter((route) => !SESSION_CHANGING_ROUTES.includes(route.name));
      const pairs = principals.flatMap((principal) => ordinary.map((route) => ({ route, principal })));
      const ordinaryCells = await inParallel(pairs, CONCURRENT_CALLS, ({ route, principal }) =>
        cell(route, principal),
      );
      const lastCells = await Promise.all(
        principals.map(async (principal) => {
          const answers: Cell[] = [];
          for (const name of SESSION_CHANGING_ROUTES) {
            answers.push(
              await cell(
                routes.find((route) => route.name === name)!,
                principal,
              ),
            );
          }
          return answers;
        }),
      );
      cells = [...ordinaryCells, ...lastCells.flat()];

      expect(cells).toHaveLength(routes.length * PRINCIPAL_NAMES.length);
      expect(cells.filter((each) => each.expected !== each.answered)).toEqual([]);
    },
    CALLS_EVERY_CELL_MS,
  );

  it('has, for every principal, routes they may call and routes they may not', () => {
    const tally = PRINCIPAL_NAMES.map((name) => {
      const theirs = (cells ?? []).filter((each) => each.principal === name);
      return {
        name,
        allowed: theirs.filter((each) => each.expected === 'allowed').length,
        refused: theirs.filter((each) => each.expected === 'refused').length,
      };
    });
    for (const { name, allowed, refused } of tally) {
      expect({ name, allowed: allowed >= 60, refused: refused >= 25 }).toEqual({
        name,
        allowed: true,
        refused: true,
      });
    }
    const of = (name: PrincipalName) => tally.find((each) => each.name === name)!;
    // The second editor may do exactly what the first may plus the user management the first lacks.
    expect(PERMISSIONS_GIVEN_TO_SECOND_EDITOR.length).toBeGreaterThan(0);
    expect(of('editor with the permission').allowed).toBeGreaterThanOrEqual(
      of('editor without the permission').allowed + 25,
    );
    expect(of('administrator').allowed).toBeGreaterThan(of('editor with the permission').allowed);
    expect(of('trade customer').allowed).toBeGreaterThan(of('colleague in the same company').allowed);
    expect(of('salesrep impersonating').allowed).toBeGreaterThan(of('trade customer').allowed);
  });

  it('gives nothing away to anonymous callers who change the letter case of a back-office path', async () => {
    const anonymous = await fetchCsrf(testApp);
    const paths = ['/API/ADMIN/users', '/api/Admin/audit-log', '/Admin/user/get-users', '/api/ADMIN/jobs'];
    const statuses = await Promise.all(
      paths.map(async (path) => (await testApp.http().get(path).set('Cookie', anonymous.cookies)).status),
    );
    const post = await testApp
      .http()
      .post('/api/Admin/search/rebuild')
      .set('Cookie', anonymous.cookies)
      .set('X-CSRF-Token', anonymous.csrf);
    for (const status of [...statuses, post.status]) expect([401, 404]).toContain(status);
  });
});
