// The shop mix (issue 18): the load of a real shop, not of eight addresses in rotation. Visitors and logged-in
// buyers spread over every category and its pages, common filter combinations, every product and the seven
// languages, each picked by a Zipf distribution (a few popular, a long tail), while an ERP stream writes stock
// and price changes. Used by bench/run.mjs; the figures land in the same report.
import http from 'node:http';
import { randomUUID } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import { performance } from 'node:perf_hooks';
import { setTimeout as sleep } from 'node:timers/promises';

const { Buffer, setInterval, clearInterval } = globalThis;
import { completeCheckoutSteps, ensureBuyers, orderableProducts, percentile, Shopper } from './buying.mjs';

const LOCALES = ['fi', 'en', 'sv', 'nb', 'da', 'fr', 'it'];
const PER_PAGE = 12;
const LIVE_SEARCH_PER_PAGE = 8;
/** How steeply popularity falls: the k-th most popular is asked 1/k^s as often as the first. */
const ZIPF_EXPONENT = 1;
/** The share of each kind of request, and which of them a visitor can send. */
const MIX = [
  { kind: 'product page', share: 0.6 },
  { kind: 'listing', share: 0.125 },
  { kind: 'filtered listing', share: 0.125 },
  { kind: 'live search', share: 0.1 },
  { kind: 'add to cart', share: 0.04, buyerOnly: true },
  { kind: 'place order', share: 0.01, buyerOnly: true },
];
/** The share of all requests that logged-in buyers send (add to cart and place order are all theirs). */
const BUYER_SHARE = 0.3;
/** Stock or price changes per second from the ERP stream, through one connection. */
const ERP_WRITES_PER_SECOND = 20;
/** Lines a buyer's cart holds at most before it adds to the lines it has. */
const LINES_PER_CART = 20;
const LINES_PER_ORDER = 3;

// ------------------------------------------------------------------------------------------------ sampling

/** A deterministic random source, so two runs ask for the same addresses in the same order. */
function mulberry32(seed) {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** Picks an index below `size`, index k with probability proportional to 1/(k+1)^s. */
export function zipf(size, random, exponent = ZIPF_EXPONENT) {
  const cumulative = new Float64Array(size);
  let sum = 0;
  for (let index = 0; index < size; index++) {
    sum += 1 / (index + 1) ** exponent;
    cumulative[index] = sum;
  }
  return () => {
    const target = random() * sum;
    let low = 0;
    let high = size - 1;
    while (low < high) {
      const middle = (low + high) >> 1;
      if (cumulative[middle] < target) low = middle + 1;
      else high = middle;
    }
    return low;
  };
}

function shuffled(items, random) {
  const copy = [...items];
  for (let index = copy.length - 1; index > 0; index--) {
    const other = Math.floor(random() * (index + 1));
    [copy[index], copy[other]] = [copy[other], copy[index]];
  }
  return copy;
}

// ------------------------------------------------------------------------------------------------ discovery

function flatten(nodes) {
  return nodes.flatMap((node) => [node, ...flatten(node.children ?? [])]);
}

/** Up to three filter combinations per category: the commonest stock status, then brand, then attribute. */
async function filterCombinations(api, getJson, slug) {
  const combinations = [];
  let query = '';
  for (const param of ['stockStatusIds', 'brandIds', 'attributeIds']) {
    const { facets } = await getJson(
      api,
      `/api/shop/categories/${slug}/products?locale=en&perPage=1${query}`,
    );
    const [best] = facets
      .filter((facet) => facet.param === param)
      .flatMap((facet) => facet.values)
      .filter((value) => !value.selected && value.count > 0)
      .sort((a, b) => b.count - a.count);
    if (!best) break;
    query += `&${param}=${encodeURIComponent(best.value)}`;
    combinations.push(query);
  }
  return combinations;
}

/** Words a buyer types: the first word or two of product names in each language, and SKU prefixes. */
function searchTermsOf(products, random) {
  const terms = new Set();
  for (const product of shuffled(products, random).slice(0, 400)) {
    terms.add(product.sku.split('-').slice(0, 2).join('-'));
    const words = product.name.split(/\s+/).filter((word) => word.length >= 3);
    if (words.length > 0) terms.add(words.slice(0, 1 + Math.floor(random() * 2)).join(' '));
  }
  return shuffled([...terms], random);
}

/**
 * Everything the mix picks from, ranked by popularity: categories by size, products in a shuffled order (a
 * product's popularity has nothing to do with its id), languages as listed, search terms shuffled.
 */
async function discoverShop(api, { benchUrl, withClient, getJson }) {
  const random = mulberry32(18);
  const categoriesByLocale = {};
  for (const locale of LOCALES) {
    const tree = await getJson(api, `/api/shop/categories?locale=${locale}`);
    categoriesByLocale[locale] = new Map(flatten(tree).map((node) => [node.id, node]));
  }
  const categories = [...categoriesByLocale.en.values()]
    .filter((node) => node.productCount > 0)
    .sort((a, b) => b.productCount - a.productCount)
    .map((node) => ({
      id: node.id,
      productCount: node.productCount,
      // as the storefront's API client sends them: a tree path's slashes encoded
      slugs: Object.fromEntries(
        LOCALES.map((locale) => [locale, encodeURIComponent(categoriesByLocale[locale].get(node.id).slug)]),
      ),
    }));
  for (const category of categories) {
    category.filters = await filterCombinations(api, getJson, category.slugs.en);
  }
  const products = await withClient(benchUrl, async (client) => {
    const { rows } = await client.query(
      `select p.id, p.sku, array_agg(t.locale order by t.locale) as locales, array_agg(t.slug order by t.locale) as slugs,
              min(t.name) filter (where t.locale = 'en') as name
         from product p join product_translation t on t.product_id = p.id
        where p.active
        group by p.id`,
    );
    return rows.map((row) => ({
      id: row.id,
      sku: row.sku,
      name: row.name ?? row.sku,
      slugs: Object.fromEntries(
        row.locales.map((locale, index) => [locale, encodeURIComponent(row.slugs[index])]),
      ),
    }));
  });
  return {
    categories,
    products: shuffled(products, random),
    searchTerms: searchTermsOf(products, random),
  };
}

// ------------------------------------------------------------------------------------------------ requests

/** A keep-alive HTTP client with one socket per connection, lighter on the shared cores than fetch. */
function httpClient(base, connections) {
  const agent = new http.Agent({ keepAlive: true, maxSockets: connections });
  const { hostname, port } = new URL(base);
  return {
    agent,
    get(path, headers = {}) {
      return new Promise((resolve, reject) => {
        const request = http.get({ hostname, port, path, agent, headers }, (response) => {
          const chunks = [];
          response.on('data', (chunk) => chunks.push(chunk));
          response.on('end', () =>
            resolve({
              status: response.statusCode,
              cache: response.headers['x-cache'] ?? 'none',
              body: Buffer.concat(chunks),
            }),
          );
          response.on('error', reject);
        });
        request.setTimeout(30_000, () => request.destroy(new Error(`GET ${path} timed out`)));
        request.on('error', reject);
      });
    },
  };
}

/** Latencies, failures and read-cache outcomes of one kind of request. */
class Tally {
  constructor() {
    this.latencies = [];
    this.failures = 0;
    this.firstFailure = null;
    this.cache = {};
  }

  ok(milliseconds, cache) {
    this.latencies.push(milliseconds);
    if (cache) this.cache[cache] = (this.cache[cache] ?? 0) + 1;
  }

  failed(message) {
    this.failures += 1;
    this.firstFailure ??= message;
  }

  summary(seconds) {
    const sorted = [...this.latencies].sort((a, b) => a - b);
    const round = (value) => (value === null ? null : Math.round(value * 100) / 100);
    const answers = Object.values(this.cache).reduce((sum, count) => sum + count, 0);
    const cached = answers > 0 && this.cache.none !== answers;
    return {
      requests: sorted.length,
      requestsPerSecond: Math.round(sorted.length / seconds),
      latencyMs: {
        p50: round(percentile(sorted, 50)),
        p95: round(percentile(sorted, 95)),
        p99: round(percentile(sorted, 99)),
      },
      failures: this.failures,
      firstFailure: this.firstFailure,
      readCacheHitRate: cached ? round(((this.cache.hit ?? 0) / answers) * 100) : null,
    };
  }
}

// ------------------------------------------------------------------------------------------------ the ERP stream

/** ERP_WRITES_PER_SECOND stock or price changes, alternately, on products picked by the same popularity. */
function startErpStream(benchUrl, pg, products) {
  const client = new pg.Client({ connectionString: benchUrl });
  const random = mulberry32(4);
  const pick = zipf(products.length, random);
  let written = 0;
  let failures = 0;
  let stopped = false;
  const running = (async () => {
    await client.connect();
    const started = performance.now();
    while (!stopped) {
      const product = products[pick()];
      const up = random() < 0.5 ? 1 : -1;
      try {
        if (written % 2 === 0) {
          await client.query(
            'update product set stock_quantity = greatest(0, stock_quantity + $2) where id = $1',
            [product.id, up],
          );
        } else {
          await client.query(
            'update product_price set price_minor = greatest(1, price_minor + $2) where product_id = $1',
            [product.id, up],
          );
        }
      } catch {
        failures += 1;
      }
      written += 1;
      const due = started + (written * 1000) / ERP_WRITES_PER_SECOND;
      const wait = due - performance.now();
      if (wait > 0) await sleep(wait);
    }
    await client.end();
  })();
  return {
    async stop() {
      stopped = true;
      await running;
      return { written, failures };
    },
  };
}

/** The API process's resident memory, sampled every half second; the largest seen. */
function watchMemory(pid) {
  let maxKb = 0;
  let lastKb = 0;
  const sample = async () => {
    try {
      const status = await readFile(`/proc/${pid}/status`, 'utf8');
      lastKb = Number(status.match(/^VmRSS:\s+(\d+)/m)?.[1] ?? 0);
      maxKb = Math.max(maxKb, lastKb);
    } catch {
      // not on Linux, or the process ended
    }
  };
  const timer = setInterval(sample, 500);
  return {
    async stop() {
      clearInterval(timer);
      await sample();
      return { maxMb: Math.round(maxKb / 1024), lastMb: Math.round(lastKb / 1024) };
    },
  };
}

// ------------------------------------------------------------------------------------------------ the mix

/**
 * Loads the API with the shop mix for `seconds` over `connections` connections. Each connection has its own
 * buyer (its own cart) for the requests the mix gives to buyers, and sends the rest as a visitor.
 */
async function runMix(api, shop, buyers, orderable, { connections, seconds, benchUrl, pg }) {
  const random = mulberry32(connections * 7919 + seconds);
  const pickProduct = zipf(shop.products.length, random);
  const pickCategory = zipf(shop.categories.length, random);
  const pickLocale = zipf(LOCALES.length, random);
  const pickTerm = zipf(shop.searchTerms.length, random);
  const pickPage = (count) => zipf(Math.max(1, Math.min(50, Math.ceil(count / PER_PAGE))), random)() + 1;
  const visitorShare = MIX.filter((entry) => !entry.buyerOnly).reduce((sum, entry) => sum + entry.share, 0);
  const buyerOnlyShare = 1 - visitorShare;
  // A read is a buyer's with the probability that makes buyers send BUYER_SHARE of all requests.
  const buyerReadShare = (BUYER_SHARE - buyerOnlyShare) / visitorShare;

  const client = httpClient(api.base, connections);
  const tallies = Object.fromEntries(
    [...MIX.map((entry) => entry.kind), 'buyer prices'].map((kind) => [kind, new Tally()]),
  );
  const pickKind = () => {
    let target = random();
    for (const entry of MIX) {
      target -= entry.share;
      if (target < 0) return entry.kind;
    }
    return MIX[0].kind;
  };

  const timedGet = async (kind, path, headers) => {
    const started = performance.now();
    try {
      const response = await client.get(path, headers);
      const elapsed = performance.now() - started;
      if (response.status >= 200 && response.status < 300) {
        tallies[kind].ok(elapsed, response.cache);
        return JSON.parse(response.body.toString('utf8'));
      }
      tallies[kind].failed(
        `GET ${path} answered ${response.status}: ${response.body.toString().slice(0, 200)}`,
      );
    } catch (error) {
      tallies[kind].failed(`GET ${path}: ${error.message}`);
    }
    return null;
  };
  const timedWrite = async (kind, work) => {
    const started = performance.now();
    try {
      await work();
      tallies[kind].ok(performance.now() - started, null);
    } catch (error) {
      tallies[kind].failed(error.message);
    }
  };

  const buyerPrices = (locale, ids, cookie) =>
    ids.length > 0
      ? timedGet('buyer prices', `/api/shop/prices?locale=${locale}&products=${ids.join(',')}`, { cookie })
      : null;

  const cartLines = buyers.map(() => 0);
  const productForBuyer = (index) =>
    orderable[(index * LINES_PER_CART + cartLines[index]) % orderable.length];
  const addToCart = (index) => {
    const buyer = buyers[index];
    const product = productForBuyer(index);
    cartLines[index] = (cartLines[index] + 1) % LINES_PER_CART;
    return buyer.send('POST', '/api/shop/cart/items?locale=en', {
      productId: product.id,
      quantity: product.moq,
    });
  };

  const erp = startErpStream(benchUrl, pg, shop.products);
  const memory = watchMemory(api.pid);
  const deadline = performance.now() + seconds * 1000;
  const started = performance.now();
  await Promise.all(
    buyers.map(async (buyer, index) => {
      const cookie = buyer.cookieHeader();
      while (performance.now() < deadline) {
        const kind = pickKind();
        const asBuyer = kind === 'add to cart' || kind === 'place order' || random() < buyerReadShare;
        const headers = asBuyer ? { cookie } : {};
        const locale = LOCALES[pickLocale()];
        if (kind === 'product page') {
          const product = shop.products[pickProduct()];
          const slug = product.slugs[locale] ?? product.slugs.en;
          const detail = await timedGet(kind, `/api/shop/products/${slug}?locale=${locale}`, headers);
          if (detail && asBuyer) {
            const ids = [
              detail.id,
              ...detail.related.map((card) => card.id),
              ...detail.alternatives.map((card) => card.id),
            ];
            await buyerPrices(locale, ids, cookie);
          }
        } else if (kind === 'listing' || kind === 'filtered listing') {
          const category = shop.categories[pickCategory()];
          const slug = category.slugs[locale];
          const filters = kind === 'filtered listing' ? category.filters : [];
          const query =
            filters.length > 0
              ? `&perPage=${PER_PAGE}${filters[zipf(filters.length, random)()]}`
              : `&perPage=${PER_PAGE}&page=${pickPage(category.productCount)}`;
          const listing = await timedGet(
            kind,
            `/api/shop/categories/${slug}/products?locale=${locale}${query}`,
            headers,
          );
          if (listing && asBuyer)
            await buyerPrices(
              locale,
              listing.items.map((item) => item.id),
              cookie,
            );
        } else if (kind === 'live search') {
          const term = shop.searchTerms[pickTerm()];
          await timedGet(
            kind,
            `/api/shop/search?term=${encodeURIComponent(term)}&locale=${locale}&perPage=${LIVE_SEARCH_PER_PAGE}`,
            headers,
          );
        } else if (kind === 'add to cart') {
          await timedWrite(kind, () => addToCart(index));
        } else {
          // The checkout's steps are load too, but the time a buyer waits on is the place call's.
          try {
            for (let line = 0; line < LINES_PER_ORDER; line++) await addToCart(index);
            const shown = await completeCheckoutSteps(buyer);
            await timedWrite(kind, () =>
              buyer.send('POST', '/api/shop/checkout/place?locale=en', shown, {
                'idempotency-key': randomUUID(),
              }),
            );
          } catch (error) {
            tallies[kind].failed(error.message);
          }
        }
      }
    }),
  );
  const elapsed = (performance.now() - started) / 1000;
  const erpResult = await erp.stop();
  const memoryResult = await memory.stop();
  client.agent.destroy();

  const kinds = Object.fromEntries(
    Object.entries(tallies).map(([kind, tally]) => [kind, tally.summary(elapsed)]),
  );
  const total = Object.values(kinds).reduce((sum, kind) => sum + kind.requests, 0);
  const failures = Object.values(kinds).reduce((sum, kind) => sum + kind.failures, 0);
  return {
    connections,
    seconds: Math.round(elapsed * 100) / 100,
    requestsPerSecond: Math.round(total / elapsed),
    failures,
    kinds,
    erpWrites: { perSecond: Math.round(erpResult.written / elapsed), failures: erpResult.failures },
    apiMemoryMb: memoryResult,
  };
}

/**
 * The shop mix at each of `connectionCounts`, against the API given (started by the caller with or without
 * its read cache). Buyers are made once, one per connection of the largest count.
 */
export async function measureShopMix(
  api,
  { benchUrl, withClient, getJson, pg, hashPassword, demoEmail, connectionCounts, seconds, shop },
) {
  const most = Math.max(...connectionCounts);
  const { emails, password } = await ensureBuyers(withClient, benchUrl, hashPassword, demoEmail, most);
  const orderable = await orderableProducts(withClient, benchUrl, demoEmail, LINES_PER_CART * most);
  const discovered = shop ?? (await discoverShop(api, { benchUrl, withClient, getJson }));
  const results = [];
  for (const connections of connectionCounts) {
    const buyers = [];
    for (const email of emails.slice(0, connections)) {
      const buyer = new Shopper(api.base);
      await buyer.login(email, password);
      buyers.push(buyer);
    }
    console.log(`  shop mix, ${connections} connections, ${seconds} s`);
    const result = await runMix(api, discovered, buyers, orderable, { connections, seconds, benchUrl, pg });
    const reads = ['product page', 'listing', 'filtered listing', 'live search']
      .map((kind) => `${kind} p95 ${result.kinds[kind].latencyMs.p95} ms`)
      .join(', ');
    console.log(`    ${result.requestsPerSecond} req/s, ${result.failures} failed; ${reads}`);
    results.push(result);
  }
  return { shop: discovered, results };
}

export const SHOP_MIX = {
  locales: LOCALES,
  mix: MIX,
  buyerShare: BUYER_SHARE,
  erpWritesPerSecond: ERP_WRITES_PER_SECOND,
};
