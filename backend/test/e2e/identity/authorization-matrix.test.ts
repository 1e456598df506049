import { ModulesContainer, Reflector } from '@nestjs/core';
import type { INestApplication } from '@nestjs/common';
import type { BackOfficeSection, Permission } from '@tradeshop/shared';
import { DEMO_ACCOUNTS } from '../../../src/database/seeders/demo-accounts';
import { buildOpenApiDocument } from '../../../src/openapi';
import {
  ADMIN_SECTION,
  ANY_BACK_OFFICE_USER,
  REQUIRED_PERMISSION,
  TWO_FACTOR_STEP,
} from '../../../src/common/security/permission.decorators';
import { IS_PUBLIC } from '../../../src/common/security/public.decorator';
import { isBackOfficePath } from '../../../src/modules/identity/admin-access.guard';
import { fetchCsrf, loginAsAdmin, type AdminAgent } from '../../support/admin-session';
import { loginToShop } from '../../support/shop-session';
import { startTestApp, type TestApp } from '../../support/test-app';

const { administrator, editor, customer } = DEMO_ACCOUNTS;

/**
 * A logged-in caller's run through every route, one after another as a person would, does each route's real work
 * (about 400 routes): it takes longer than the suite's default per test on a busy two-core machine.
 */
const CALLS_EVERY_ROUTE_MS = 240_000;

/** The only back-office routes an anonymous visitor may call: logging in and getting back in. */
const PUBLIC_ROUTES = [
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
const ANY_USER_ROUTES = [
  'GET /admin/user/get-current-user',
  'PUT /admin/user/update-current-user',
  'POST /admin/user/upload-current-user-image',
  'PUT /admin/user/reset-my-2fa-secret',
  'GET /admin/user/get-users-for-sharing',
  'GET /admin/user/get-roles-for-sharing',
  'GET /admin/user/get-default-key-bindings',
];

/** What the editor role must not do (users and system settings) and must do (catalogue), by path. */
const EDITOR_REFUSED = [/^\/admin\/user\//, /^\/api\/admin\/(users|roles)(\/|$)/, /^\/admin\/settings\//];
const EDITOR_ALLOWED = [
  /^\/api\/admin\/(products|categories|assets|asset-folders|product-editor-options)(\/|$)/,
];

interface Route {
  method: string;
  path: string;
  /** `METHOD /path` as the lists above name it. */
  name: string;
  declared: DeclaredAccess;
}

interface DeclaredAccess {
  isPublic: boolean;
  twoFactorStep: boolean;
  anyUser: boolean;
  permission?: Permission;
  section?: BackOfficeSection;
}

/** Who may call each handler, as its decorators declare it, keyed like the OpenAPI operation ids. */
function declaredAccessByOperation(app: INestApplication): Map<string, DeclaredAccess> {
  const reflector = new Reflector();
  const access = new Map<string, DeclaredAccess>();
  for (const module of app.get(ModulesContainer).values()) {
    for (const wrapper of module.controllers.values()) {
      const controller = wrapper.metatype as (new (...args: never[]) => object) | null;
      if (!controller) continue;
      for (const methodKey of Object.getOwnPropertyNames(controller.prototype)) {
        const handler = (controller.prototype as Record<string, unknown>)[methodKey];
        if (methodKey === 'constructor' || typeof handler !== 'function') continue;
        const targets = [handler, controller];
        const read = <T>(key: string) => reflector.getAllAndOverride<T | undefined>(key, targets);
        access.set(`${controller.name.replace(/Controller$/, '')}_${methodKey}`, {
          isPublic: Boolean(read<boolean>(IS_PUBLIC)),
          twoFactorStep: Boolean(read<boolean>(TWO_FACTOR_STEP)),
          anyUser: Boolean(read<boolean>(ANY_BACK_OFFICE_USER)),
          permission: read<Permission>(REQUIRED_PERMISSION),
          section: read<BackOfficeSection>(ADMIN_SECTION),
        });
      }
    }
  }
  return access;
}

const NOTHING_DECLARED: DeclaredAccess = { isPublic: false, twoFactorStep: false, anyUser: false };

/** Every back-office route of the application's own OpenAPI document, with what its handler declares. */
function backOfficeRoutes(app: INestApplication): Route[] {
  const document = buildOpenApiDocument(app);
  const declared = declaredAccessByOperation(app);
  return Object.entries(document.paths).flatMap(([path, operations]) =>
    Object.entries(operations as Record<string, { operationId?: string }>)
      .filter(([, operation]) => operation.operationId)
      .filter(() => isBackOfficePath(path))
      .map(([method, operation]) => {
        const upper = method.toUpperCase();
        const access = declared.get(operation.operationId as string) ?? NOTHING_DECLARED;
        // As the guard reads it: an explicit permission, else the section's read (GET) or write permission.
        const permission =
          access.permission ??
          (access.section
            ? (`${access.section}.${upper === 'GET' ? 'read' : 'write'}` as Permission)
            : undefined);
        return {
          method: upper,
          path,
          name: `${upper} ${path}`,
          declared: { ...access, permission },
        };
      }),
  );
}

describe('authorization matrix of the back office', () => {
  let testApp: TestApp;
  let routes: Route[];

  beforeAll(async () => {
    testApp = await startTestApp({ products: 0 });
    routes = backOfficeRoutes(testApp.app);
  });

  afterAll(() => testApp.close());

  /** Calls a route with harmless values: id 999999 names nothing, so nothing is changed or deleted. */
  function call(route: Route, agent: AdminAgent) {
    const url = route.path.replace(/\{[^}]+\}/g, '999999');
    return testApp
      .http()
      [route.method.toLowerCase() as 'get'](url)
      .query({ id: 999999, node: 999999 })
      .set('Cookie', agent.cookies)
      .set('X-CSRF-Token', agent.csrf)
      .send({});
  }

  async function answers(agent: AdminAgent, which: Route[]) {
    const results: { route: string; status: number; error?: string }[] = [];
    for (const route of which) {
      const response = await call(route, agent);
      results.push({ route: route.name, status: response.status, error: response.body?.error });
    }
    return results;
  }

  const isPublic = (route: Route) => PUBLIC_ROUTES.includes(route.name);
  /** Logged-in callers skip the public routes (logging in again would end their session) and logout. */
  const forLoggedIn = () => routes.filter((route) => !isPublic(route) && route.name !== 'POST /admin/logout');

  it('finds the back-office routes in the route table, each declaring who may call it', () => {
    expect(routes.length).toBeGreaterThanOrEqual(40);
    const undeclared = routes
      .filter(({ declared }) => !declared.isPublic && !declared.anyUser && !declared.permission)
      .map((route) => route.name);
    expect(undeclared).toEqual([]);
    // The decorators say what the lists above say: no route is public or relaxed by accident.
    expect(
      routes
        .filter((route) => route.declared.isPublic)
        .map((route) => route.name)
        .sort(),
    ).toEqual(PUBLIC_ROUTES.filter((name) => routes.some((route) => route.name === name)).sort());
    expect(
      routes
        .filter((route) => route.declared.twoFactorStep)
        .map((route) => route.name)
        .sort(),
    ).toEqual([...TWO_FACTOR_STEP_ROUTES].sort());
    expect(
      routes
        .filter((route) => route.declared.anyUser && !route.declared.twoFactorStep)
        .map((route) => route.name)
        .sort(),
    ).toEqual([...ANY_USER_ROUTES].sort());
  });

  it('answers 401 to anonymous callers on every route but the login routes', async () => {
    const anonymous = await fetchCsrf(testApp);
    const results = await answers(anonymous, routes);
    for (const result of results) {
      if (PUBLIC_ROUTES.includes(result.route)) {
        // They may still refuse what was sent (no credentials, no token), but never for want of a session.
        expect(result.error).not.toBe('AUTHENTICATION_REQUIRED');
        expect(result.error).not.toBe('FORBIDDEN');
      } else {
        expect(result).toEqual({ route: result.route, status: 401, error: 'AUTHENTICATION_REQUIRED' });
      }
    }
  });

  it('gives nothing away to anonymous callers who change the letter case of a back-office path', async () => {
    const anonymous = await fetchCsrf(testApp);
    for (const path of [
      '/API/ADMIN/users',
      '/api/Admin/audit-log',
      '/Admin/user/get-users',
      '/api/ADMIN/jobs',
    ]) {
      const response = await testApp.http().get(path).set('Cookie', anonymous.cookies);
      expect({ path, status: response.status }).toEqual({ path, status: expect.any(Number) });
      expect([401, 404]).toContain(response.status);
    }
    const post = await testApp
      .http()
      .post('/api/Admin/search/rebuild')
      .set('Cookie', anonymous.cookies)
      .set('X-CSRF-Token', anonymous.csrf);
    expect([401, 404]).toContain(post.status);
  });

  it('answers 403 to a logged-in shop customer on every route but the login routes', async () => {
    const shopper = await loginToShop(testApp, customer.email, customer.password);
    const results = await answers(
      shopper,
      routes.filter((route) => !isPublic(route)),
    );
    for (const result of results) {
      expect(result).toEqual({ route: result.route, status: 403, error: 'FORBIDDEN' });
    }
  });

  it(
    'lets an administrator call every route',
    async () => {
      const agent = await loginAsAdmin(testApp, administrator.email, administrator.password);
      const results = await answers(agent, forLoggedIn());
      for (const result of results) {
        expect([result.route, result.status]).not.toEqual([result.route, 401]);
        expect([result.route, result.status]).not.toEqual([result.route, 403]);
      }
    },
    CALLS_EVERY_ROUTE_MS,
  );

  it(
    'refuses an editor exactly what the editor role lacks: users and system settings, not the catalogue',
    async () => {
      const agent = await loginAsAdmin(testApp, editor.email, editor.password);
      const me = await testApp
        .http()
        .get('/admin/user/get-current-user')
        .set('Cookie', agent.cookies)
        .expect(200);
      const granted = new Set<Permission>(me.body.permissions);
      expect(granted.has('catalogue.write')).toBe(true);
      expect(granted.has('users.read')).toBe(false);

      const which = forLoggedIn();
      const results = await answers(agent, which);
      results.forEach((result, index) => {
        const route = which[index] as Route;
        const mayCall =
          route.declared.anyUser ||
          (route.declared.permission !== undefined && granted.has(route.declared.permission));
        const refused = result.status === 403;
        expect({ route: route.name, refused }).toEqual({ route: route.name, refused: !mayCall });
        expect(result.status).not.toBe(401);
        if (
          !ANY_USER_ROUTES.includes(route.name) &&
          EDITOR_REFUSED.some((pattern) => pattern.test(route.path))
        ) {
          expect({ route: route.name, status: result.status }).toEqual({ route: route.name, status: 403 });
        }
        if (EDITOR_ALLOWED.some((pattern) => pattern.test(route.path))) {
          expect({ route: route.name, refused }).toEqual({ route: route.name, refused: false });
        }
      });
    },
    CALLS_EVERY_ROUTE_MS,
  );
});
