// Write-path benchmarks (issue 5): add to cart and place order, each shopper a logged-in customer of their own,
// so that carts are not one shared row. Used by bench/run.mjs; the figures land in the same report.
import { randomUUID } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import { performance } from 'node:perf_hooks';
import { setTimeout as sleep } from 'node:timers/promises';

const LOCALE = 'en';
const BENCH_EMAIL_DOMAIN = 'bench.tradeshop.test';
/** Distinct products each shopper rotates over when adding, so that a cart holds a realistic number of lines. */
const LINES_PER_CART = 20;
/** Lines in each order of the place-order scenario. */
const LINES_PER_ORDER = 3;
/** How long the API must send no statement for the work of a request (and of its jobs) to count as done. */
const QUIET_MS = 500;

export function percentile(sorted, p) {
  if (sorted.length === 0) return null;
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)];
}

const round2 = (value) => (value === null ? null : Math.round(value * 100) / 100);

/** A storefront shopper: the cookies and CSRF token their requests carry. */
export class Shopper {
  constructor(base) {
    this.base = base;
    this.cookies = new Map();
    this.csrf = '';
  }

  async send(method, path, body, headers = {}) {
    const response = await fetch(`${this.base}${path}`, {
      method,
      headers: {
        cookie: [...this.cookies].map(([name, value]) => `${name}=${value}`).join('; '),
        'x-csrf-token': this.csrf,
        ...(body === undefined ? {} : { 'content-type': 'application/json' }),
        ...headers,
      },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    for (const line of response.headers.getSetCookie()) {
      const [pair] = line.split(';');
      const index = pair.indexOf('=');
      this.cookies.set(pair.slice(0, index), pair.slice(index + 1));
    }
    const text = await response.text();
    if (!response.ok) {
      throw new Error(`${method} ${path} answered ${response.status}: ${text.slice(0, 300)}`);
    }
    return text ? JSON.parse(text) : null;
  }

  async login(email, password) {
    const session = await this.send('GET', '/api/shop/session');
    this.csrf = session.csrfToken;
    await this.send('POST', '/api/shop/account/login', { email, password });
    this.csrf = (await this.send('GET', '/api/shop/session')).csrfToken;
  }

  /** The Cookie header their requests carry. */
  cookieHeader() {
    return [...this.cookies].map(([name, value]) => `${name}=${value}`).join('; ');
  }
}

/**
 * One bench buyer per connection in the demo customer's company, each with a delivery address that is also
 * their invoice address. Made once and kept, so a --reuse run finds them.
 */
export async function ensureBuyers(withClient, benchUrl, hashPassword, demoEmail, count) {
  const password = 'bench-buyer-password';
  const hash = await hashPassword(password);
  return withClient(benchUrl, async (client) => {
    const { rows: demo } = await client.query(`select id, company_id from customer where email = $1`, [
      demoEmail,
    ]);
    if (demo.length === 0)
      throw new Error(`The demo customer ${demoEmail} is missing from the bench database`);
    const emails = [];
    for (let index = 0; index < count; index += 1) {
      const email = `buyer-${index}@${BENCH_EMAIL_DOMAIN}`;
      emails.push(email);
      const { rows } = await client.query(
        `insert into customer (company_id, email, password_hash, firstname, lastname, locale, kind)
         values ($1, $2, $3, 'Bench', $4, 'en', 'customer')
         on conflict (email) do update set password_hash = excluded.password_hash
         returning id, default_invoice_address_id`,
        [demo[0].company_id, email, hash, `Buyer ${index}`],
      );
      // The demo customer's groups decide prices and payment methods (invoice is for trade groups).
      await client.query(
        `insert into customer_group_member (group_id, customer_id)
         select group_id, $2 from customer_group_member where customer_id = $1
         on conflict do nothing`,
        [demo[0].id, rows[0].id],
      );
      if (rows[0].default_invoice_address_id === null) {
        const { rows: address } = await client.query(
          `insert into address (customer_id, type, company, firstname, lastname, street, number, postcode, city, country)
           values ($1, 'delivery', 'Voltgrossisten Oy', 'Bench', $2, 'Mannerheimintie', '1', '00100', 'Helsinki', 'FI')
           returning id`,
          [rows[0].id, `Buyer ${index}`],
        );
        await client.query(
          `update customer set default_invoice_address_id = $2, default_delivery_address_id = $2 where id = $1`,
          [rows[0].id, address[0].id],
        );
      }
    }
    return { emails, password };
  });
}

/** Products the bench buyers can order: active, priced in the buyers' store, in stock, sold in whole packs. */
export async function orderableProducts(withClient, benchUrl, demoEmail, count) {
  return withClient(benchUrl, async (client) => {
    const { rows } = await client.query(
      `select p.id, p.minimum_order_quantity::text as moq
         from product p
         join product_price pp on pp.product_id = p.id
         join customer_company cc on cc.store_id = pp.store_id
         join customer c on c.company_id = cc.id and c.email = $1
        where p.active and p.stock_status = 'in_stock' and p.un_number is null and p.minimum_order_quantity >= 1
        order by p.id
        limit $2`,
      [demoEmail, count],
    );
    return rows;
  });
}

/**
 * The CPU time (user and system) the process has used so far, in ms, from /proc; null where there is none. Clock
 * ticks are taken as 1/100 s, Linux's USER_HZ.
 */
async function processCpuMs(pid) {
  try {
    const stat = await readFile(`/proc/${pid}/stat`, 'utf8');
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    return (Number(fields[11]) + Number(fields[12])) * 10;
  } catch {
    return null;
  }
}

/**
 * Runs `iteration` on every shopper in a loop for `seconds` and collects the latencies it reports, and the CPU
 * time the API process spent per successful iteration: on a machine shared with other work, the latencies say
 * how busy the machine was as much as how much work a request is, the CPU time per request does not.
 */
async function runShoppers(api, shoppers, seconds, iteration) {
  const cpuBefore = await processCpuMs(api.pid);
  const latencies = [];
  let failures = 0;
  let firstFailure = null;
  const deadline = performance.now() + seconds * 1000;
  const started = performance.now();
  await Promise.all(
    shoppers.map(async (shopper, index) => {
      let round = 0;
      while (performance.now() < deadline) {
        try {
          latencies.push(await iteration(shopper, index, round));
        } catch (error) {
          failures += 1;
          firstFailure ??= error instanceof Error ? error.message : String(error);
        }
        round += 1;
      }
    }),
  );
  const elapsed = (performance.now() - started) / 1000;
  const cpuAfter = await processCpuMs(api.pid);
  latencies.sort((a, b) => a - b);
  return {
    apiCpuMsPerRequest:
      cpuBefore === null || cpuAfter === null || latencies.length === 0
        ? null
        : round2((cpuAfter - cpuBefore) / latencies.length),
    requestsPerSecond: Math.round(latencies.length / elapsed),
    latencyMs: {
      p50: round2(percentile(latencies, 50)),
      p95: round2(percentile(latencies, 95)),
      p99: round2(percentile(latencies, 99)),
      max: round2(latencies.at(-1) ?? null),
      mean: round2(latencies.reduce((sum, value) => sum + value, 0) / Math.max(1, latencies.length)),
    },
    responses2xx: latencies.length,
    non2xx: failures,
    errors: 0,
    timeouts: 0,
    seconds: round2(elapsed),
    firstFailure,
  };
}

async function timed(work) {
  const started = performance.now();
  await work();
  return performance.now() - started;
}

/** Fills the checkout of the shopper's cart up to the summary, as the storefront's steps do. */
export async function completeCheckoutSteps(shopper) {
  const query = `?locale=${LOCALE}`;
  const state = await shopper.send('GET', `/api/shop/checkout${query}`);
  await shopper.send('PUT', `/api/shop/checkout/address${query}`, {
    invoiceAddressId: state.defaultInvoiceAddressId,
    useInvoiceAsShipping: true,
  });
  const afterAddress = await shopper.send('GET', `/api/shop/checkout${query}`);
  if (afterAddress.carriers.length === 0) throw new Error('No carrier for the bench buyers');
  await shopper.send('PUT', `/api/shop/checkout/shipping${query}`, {
    carrierId: afterAddress.carriers[0].carrierId,
  });
  const invoice = afterAddress.paymentOptions.find((option) => option.gateway === 'invoice');
  if (!invoice) throw new Error('No invoice payment for the bench buyers');
  await shopper.send('PUT', `/api/shop/checkout/payment${query}`, {
    paymentProviderId: invoice.paymentProviderId,
  });
  const summary = await shopper.send('PUT', `/api/shop/checkout/summary${query}`, {
    reference: 'bench',
    completeDelivery: false,
    termsAccepted: true,
  });
  // What the summary page showed: placing refuses a cart that changed since.
  return { cartVersion: summary.cartVersion, totalGrossMinor: summary.totals.totalGrossMinor };
}

/**
 * The statements one add to cart and one place order send, recorded from an API started with the capture
 * preload (bench/capture-sql.cjs): the first bench buyer adds a line to a cart of two, then places its cart.
 * The place's count runs until the API has been quiet for a moment, so it includes the deliveries of the
 * order's events, which the API's own job runner makes when no Redis is configured (as in the bench).
 */
export async function countBuyingStatements(
  api,
  captureFile,
  readFile,
  { benchUrl, withClient, hashPassword, demoEmail },
) {
  const { emails, password } = await ensureBuyers(withClient, benchUrl, hashPassword, demoEmail, 1);
  const products = await orderableProducts(withClient, benchUrl, demoEmail, LINES_PER_ORDER);
  const shopper = new Shopper(api.base);
  await shopper.login(emails[0], password);
  const add = (product) =>
    shopper.send('POST', `/api/shop/cart/items?locale=${LOCALE}`, {
      productId: product.id,
      quantity: product.moq,
    });
  const size = async () => (await readFile(captureFile)).length;
  const quiet = async () => {
    for (let last = -1, now = await size(); now !== last; last = now, now = await size()) {
      await sleep(QUIET_MS);
    }
  };
  const recorded = async (work) => {
    await quiet();
    const offset = await size();
    await work();
    await quiet();
    return (await readFile(captureFile)).subarray(offset).toString('utf8').split('\n').filter(Boolean).length;
  };
  for (const product of products.slice(0, LINES_PER_ORDER - 1)) await add(product);
  const perAdd = await recorded(() => add(products[LINES_PER_ORDER - 1]));
  const shown = await completeCheckoutSteps(shopper);
  const perPlace = await recorded(() =>
    shopper.send('POST', `/api/shop/checkout/place?locale=${LOCALE}`, shown, {
      'idempotency-key': randomUUID(),
    }),
  );
  return { perAdd, perPlace };
}

/**
 * Add to cart: each shopper adds its products' minimum order quantity in turn (POST /api/shop/cart/items).
 * Place order: each shopper fills a cart of three lines and the checkout steps (not timed), then places the
 * order (POST /api/shop/checkout/place, timed); the requests per second count placed orders per second of
 * the phase, so they include the untimed preparation.
 */
export async function measureBuying(
  api,
  { benchUrl, withClient, hashPassword, demoEmail, connections, seconds },
) {
  const { emails, password } = await ensureBuyers(withClient, benchUrl, hashPassword, demoEmail, connections);
  const products = await orderableProducts(withClient, benchUrl, demoEmail, LINES_PER_CART * connections);
  if (products.length < LINES_PER_CART) throw new Error('Too few orderable products in the bench database');
  const shoppers = [];
  for (const email of emails) {
    const shopper = new Shopper(api.base);
    await shopper.login(email, password);
    shoppers.push(shopper);
  }
  const productFor = (index, round) =>
    products[(index * LINES_PER_CART + (round % LINES_PER_CART)) % products.length];
  const add = (shopper, product) =>
    shopper.send('POST', `/api/shop/cart/items?locale=${LOCALE}`, {
      productId: product.id,
      quantity: product.moq,
    });

  console.log(`\nadd to cart: ${connections} shoppers for ${seconds} s`);
  const addToCart = await runShoppers(api, shoppers, seconds, (shopper, index, round) =>
    timed(() => add(shopper, productFor(index, round))),
  );

  console.log(`place order: ${connections} shoppers for ${seconds} s`);
  // Each shopper's cart from the add phase becomes their first order; later ones hold three lines.
  const placeOrder = await runShoppers(api, shoppers, seconds, async (shopper, index, round) => {
    if (round > 0) {
      for (let line = 0; line < LINES_PER_ORDER; line += 1) {
        await add(shopper, productFor(index, round * LINES_PER_ORDER + line));
      }
    }
    const shown = await completeCheckoutSteps(shopper);
    const key = randomUUID();
    return timed(() =>
      shopper.send('POST', `/api/shop/checkout/place?locale=${LOCALE}`, shown, {
        'idempotency-key': key,
      }),
    );
  });

  return [
    {
      name: 'add to cart',
      description: `${connections} customers, each adding to its own cart (up to ${LINES_PER_CART} lines)`,
      examplePath: `POST /api/shop/cart/items?locale=${LOCALE}`,
      api: addToCart,
      rawSql: null,
      rawSqlNote: 'not replayed (a write: replaying its statements would not do the same work twice)',
    },
    {
      name: 'place order',
      description: `${connections} customers, ${LINES_PER_ORDER}-line carts, invoice payment; latency of the place call`,
      examplePath: `POST /api/shop/checkout/place?locale=${LOCALE}`,
      api: placeOrder,
      rawSql: null,
      rawSqlNote: 'not replayed (a write: replaying its statements would not do the same work twice)',
    },
  ];
}
