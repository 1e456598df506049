import { DEMO_ACCOUNTS } from '../../../src/database/seeders/demo-accounts';
import { loginAsAdmin, type AdminAgent } from '../../support/admin-session';
import { loginToShop, visitShop } from '../../support/shop-session';
import { changedTables, tableChecksums } from '../../support/table-checksums';
import { startTestApp, type TestApp } from '../../support/test-app';
import {
  badInputCases,
  type BadInputCase,
  CASE_CLASSES,
  type CatalogueFixture,
  isRaw,
  type Principal,
} from './bad-input-cases';

/**
 * Tables any request may write whatever its input, left out of the comparison: none. Sessions are written at
 * login and logout only, and the attempt throttles count in memory or Redis, so every table must be byte for byte as before.
 */
const TABLES_ANY_REQUEST_WRITES = new Set<string>([]);

/** Requests in flight at once: enough to run the catalogue in seconds, few enough for a two-core machine. */
const CONCURRENCY = 6;

async function inBatches<T, R>(items: T[], size: number, work: (item: T) => Promise<R>): Promise<R[]> {
  const results: R[] = new Array(items.length);
  let next = 0;
  const worker = async () => {
    while (next < items.length) {
      const index = next++;
      results[index] = await work(items[index]!);
    }
  };
  await Promise.all(Array.from({ length: size }, worker));
  return results;
}

/**
 * A message a person reads: words, not a code or an object. The English ones are the rule that failed as raised
 * ("perPage must be at most 96"); the Finnish ones whole sentences, capitalised and ended.
 */
function isSentence(message: unknown, locale: 'en' | 'fi'): boolean {
  if (typeof message !== 'string' || /undefined|\[object/.test(message)) return false;
  if (!/\p{L}{2,} \p{L}{2,}/u.test(message)) return false;
  return locale === 'en' || /^\p{Lu}.*[.!?]$/su.test(message);
}

interface Answer {
  status: number;
  message: unknown;
  text: string;
}

describe('bad-input catalogue: every case gets a clear 4xx in the caller’s language and changes nothing', () => {
  let testApp: TestApp;
  let agents: Record<Principal, AdminAgent>;
  let fixture: CatalogueFixture;
  let cases: BadInputCase[];

  beforeAll(async () => {
    testApp = await startTestApp({ products: 40 });
    const { customer, administrator } = DEMO_ACCOUNTS;
    agents = {
      anonymous: await visitShop(testApp),
      customer: await loginToShop(testApp, customer.email, customer.password),
      administrator: await loginAsAdmin(testApp, administrator.email, administrator.password),
    };
    fixture = await testApp.withClient(async (client) => {
      const one = async <T>(text: string): Promise<T> => (await client.query(text)).rows[0] as T;
      const product = await one<{ id: number; slug: string }>(
        `select p.id, t.slug from product p join product_translation t on t.product_id = p.id and t.locale = 'en'
         where p.active order by p.id limit 1`,
      );
      const piece = await one<{ id: number }>(
        `select p.id from product p join product_unit u on u.product_id = p.id and u.is_default
         where p.active and u.precision = 0 order by p.id limit 1`,
      );
      const category = await one<{ id: number; slug: string }>(
        `select c.id, t.slug from category c join category_translation t on t.category_id = c.id and t.locale = 'en'
         order by c.id limit 1`,
      );
      const customerRow = await one<{ id: number; address: number }>(
        `select c.id, (select a.id from address a where a.customer_id = c.id order by a.id limit 1) as address
         from customer c where c.email = '${customer.email}'`,
      );
      const user = await one<{ id: number }>(`select id from admin_user order by id limit 1`);
      return {
        productSlug: product.slug,
        productId: product.id,
        pieceProductId: piece.id,
        categorySlug: category.slug,
        categoryId: category.id,
        customerId: customerRow.id,
        addressId: customerRow.address,
        userId: user.id,
      };
    });
    cases = badInputCases(fixture);
    // a line in the buyer's cart, so the checkout's checks reach the dates instead of refusing an empty cart
    const product = await testApp
      .http()
      .get(`/api/shop/products/${fixture.productSlug}?locale=en`)
      .expect(200);
    await testApp
      .http()
      .post('/api/shop/cart/items?locale=fi')
      .set('Cookie', agents.customer.cookies)
      .set('X-CSRF-Token', agents.customer.csrf)
      .send({ productId: fixture.productId, quantity: String(product.body.minimumOrderQuantity) })
      .expect(200);
  });

  afterAll(() => testApp.close());

  /** Sends one case as its principal, in `locale` (the shop's `locale` parameter and Accept-Language). */
  function send(c: BadInputCase, locale: 'en' | 'fi'): Promise<Answer> {
    const agent = agents[c.as];
    const path = locale === 'en' ? c.path : c.path.replace(/([?&])locale=en\b/, '$1locale=fi');
    let call = testApp
      .http()
      [c.method.toLowerCase() as 'get' | 'post' | 'put' | 'patch' | 'delete'](path)
      .set('Cookie', agent.cookies)
      .set('X-CSRF-Token', agent.csrf)
      .set('Accept-Language', locale);
    for (const [name, value] of Object.entries(c.headers ?? {})) call = call.set(name, value);
    if (isRaw(c.body)) call = call.set('Content-Type', c.body.contentType).send(c.body.raw);
    else if (c.body !== undefined) call = call.send(c.body as object);
    return call.then(
      (response) => ({
        status: response.status,
        message: (response.body as { message?: unknown } | undefined)?.message,
        text: response.text,
      }),
      (error: Error) => ({ status: 0, message: error.message, text: '' }),
    );
  }

  it('holds at least 200 cases, in every class', () => {
    const byClass = Object.fromEntries(CASE_CLASSES.map((name) => [name, 0]));
    for (const c of cases) byClass[c.class] += 1;
    console.info(`bad-input catalogue: ${cases.length} cases\n${JSON.stringify(byClass, null, 2)}`);
    expect(cases.length).toBeGreaterThanOrEqual(200);
    expect(CASE_CLASSES.filter((name) => byClass[name] === 0)).toEqual([]);
    expect(new Set(cases.map((c) => c.what)).size).toBe(cases.length);
  });

  it('refuses every case as its table says, in English and in Finnish, without a stack trace or a change', async () => {
    const before = await tableChecksums(testApp.databaseUrl, TABLES_ANY_REQUEST_WRITES);
    const answers = await inBatches(cases, CONCURRENCY, async (c) => ({
      c,
      en: await send(c, 'en'),
      fi: await send(c, 'fi'),
    }));
    const after = await tableChecksums(testApp.databaseUrl, TABLES_ANY_REQUEST_WRITES);

    const problems = answers.flatMap(({ c, en, fi }) => {
      const found: string[] = [];
      const expected = typeof c.status === 'number' ? [c.status] : c.status;
      if (!expected.includes(en.status) || !expected.includes(fi.status))
        found.push(`answered ${en.status}/${fi.status}, not ${expected.join(' or ')}`);
      for (const [locale, answer] of [
        ['en', en],
        ['fi', fi],
      ] as const) {
        if (/\n\s+at |node_modules|\.ts:\d+|Error:/.test(answer.text)) found.push(`${locale}: a stack trace`);
        if (!isSentence(answer.message, locale))
          found.push(`${locale}: no sentence (${JSON.stringify(answer.message)?.slice(0, 80)})`);
      }
      if (en.message === fi.message) found.push('the same message in English and Finnish');
      return found.length ? [`${c.class} / ${c.what}: ${found.join('; ')}`] : [];
    });
    const changed = changedTables(before, after);
    expect({ problems, changedTables: changed }).toEqual({ problems: [], changedTables: [] });
    expect((Object.prototype as Record<string, unknown>).polluted).toBeUndefined();
  });
});
