// `npm run bench -- --instances N`: the README's scaling recipe on this machine. N API processes and N job
// workers on loopback share one PostgreSQL database and one Redis (BENCH_REDIS_URL, default
// redis://127.0.0.1:6379), and the run shows what the README claims of them: a session made on one instance
// is valid on another, a write through one empties the others' read caches, jobs are spread over the workers
// and none is lost when a worker is killed. It also loads the product pages on one instance, then on all N.
// Used by bench/run.mjs, which passes its own process and load helpers; results in bench/results/instances.md.
import { spawn } from 'node:child_process';
import { once } from 'node:events';
import { createWriteStream } from 'node:fs';
import { performance } from 'node:perf_hooks';
import { setTimeout as sleep } from 'node:timers/promises';
import { Shopper } from './buying.mjs';

const { AbortSignal } = globalThis;
/** How long a killed worker's jobs wait before another worker takes them over (the default is 30 s). */
const JOB_STALLED_SECONDS = 5;
const SPREAD_JOBS = 200;
const WORKER_CONCURRENCY = 2;

async function waitFor(read, done, timeoutMs) {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = await read();
    if (done(value) || Date.now() > deadline) return value;
    await sleep(50);
  }
}

/** Starts `entry` with `env`, its output appended to `logPath`; resolves once `ready()` says so. */
async function startProcess(entry, env, logPath, ready) {
  const log = createWriteStream(logPath, { flags: 'a' });
  const child = spawn(process.execPath, [entry], { env, stdio: ['ignore', 'pipe', 'pipe'] });
  let output = '';
  for (const stream of [child.stdout, child.stderr]) {
    stream.on('data', (chunk) => (output += chunk));
    stream.pipe(log);
  }
  const exited = once(child, 'exit');
  let died = false;
  exited.then(() => (died = true));
  const handle = {
    child,
    pid: child.pid,
    async stop(signal = 'SIGTERM') {
      if (child.exitCode !== null || child.signalCode !== null) return;
      child.kill(signal);
      const killer = setTimeout(() => child.kill('SIGKILL'), 10_000);
      await exited;
      clearTimeout(killer);
    },
  };
  const deadline = Date.now() + 120_000;
  while (!died && Date.now() < deadline) {
    if (await ready(output)) return handle;
    await sleep(250);
  }
  await handle.stop();
  throw new Error(
    `${entry} ${died ? 'exited' : 'did not get ready'} during start-up:\n${output.slice(-3000)}`,
  );
}

async function isHealthy(base) {
  try {
    return (await fetch(`${base}/health`, { signal: AbortSignal.timeout(2000) })).status === 200;
  } catch {
    return false;
  }
}

async function adminLogin(base, { email, password }) {
  const agent = new Shopper(base);
  const { token } = await agent.send('GET', '/admin/login/csrf-token');
  agent.csrf = token;
  await agent.send('POST', '/admin/login', { username: email, password });
  return agent;
}

/** Runs the checks and loads; every process it starts is stopped before it returns. */
export async function measureInstances(options) {
  const { benchUrl, count, tools, entries, demo, redisUrl, load } = options;
  const bullmq = tools.backendRequire('bullmq');
  const { redisOptionsFromUrl } = tools.backendRequire('./dist/jobs/redis-connection.js');
  const { BULLMQ_QUEUE_NAME, JOB_ATTEMPTS } = tools.backendRequire('./dist/jobs/job-queue.js');
  const { ERP_STATUS_SYNC_JOB } = tools.backendRequire(
    './dist/modules/orders/erp/erp-order-export.service.js',
  );
  const prefix = `bench-instances-${process.pid}`;
  const shared = {
    REDIS_URL: redisUrl,
    QUEUE_PREFIX: prefix,
    JOB_STALLED_SECONDS: String(JOB_STALLED_SECONDS),
    RUN_WORKERS: 'false',
    SERVE_FRONTENDS: 'false',
  };

  const started = [];
  const queue = new bullmq.Queue(BULLMQ_QUEUE_NAME, { connection: redisOptionsFromUrl(redisUrl), prefix });
  const db = new tools.pg.Client({ connectionString: benchUrl });
  await db.connect();
  try {
    console.log(`Starting ${count} API processes and ${count} workers`);
    const apis = await Promise.all(
      Array.from({ length: count }, async () => {
        const port = await tools.freePort();
        const base = `http://127.0.0.1:${port}`;
        const api = await startProcess(
          entries.api,
          { ...tools.apiEnvironment(benchUrl, port), ...shared },
          tools.apiLog,
          () => isHealthy(base),
        );
        started.push(api);
        return { ...api, port, base };
      }),
    );
    const workers = await Promise.all(
      Array.from({ length: count }, async () => {
        const worker = await startProcess(
          entries.worker,
          { ...tools.apiEnvironment(benchUrl, 1), ...shared },
          tools.apiLog,
          (output) => output.includes('Tradeshop worker is running'),
        );
        started.push(worker);
        return worker;
      }),
    );

    // A buyer's session made on the first instance, read on each of the others.
    const buyer = new Shopper(apis[0].base);
    await buyer.login(demo.customer.email, demo.customer.password);
    const sessions = [];
    for (const api of apis.slice(1)) {
      const response = await fetch(`${api.base}/api/shop/session`, {
        headers: { cookie: [...buyer.cookies].map(([name, value]) => `${name}=${value}`).join('; ') },
      });
      sessions.push((await response.json()).customer?.email === demo.customer.email);
    }
    const sessionShared = sessions.every(Boolean);
    console.log(`  a session made on instance 1 is valid on the others: ${sessionShared ? 'yes' : 'NO'}`);

    // A product page cached on the last instance, unpublished through the first, then published again.
    const ctx = await tools.discover(apis[0]);
    const product = ctx.products[0];
    const pagePath = `/api/shop/products/${product.slug}?locale=en`;
    const last = apis.at(-1);
    const pageStatus = async () => {
      const response = await fetch(last.base + pagePath);
      await response.arrayBuffer();
      return { status: response.status, cache: response.headers.get('x-cache') };
    };
    await pageStatus();
    const cachedBefore = (await pageStatus()).cache === 'hit';
    const editor = await adminLogin(apis[0].base, demo.editor);
    const timeUntil = async (action, status) => {
      const from = performance.now();
      await editor.send('POST', '/api/admin/products/bulk', { action, ids: [product.id] });
      const seen = await waitFor(pageStatus, (page) => page.status === status, 10_000);
      return seen.status === status ? Math.round(performance.now() - from) : null;
    };
    const unpublishedMs = await timeUntil('unpublish', 404);
    const republishedMs = await timeUntil('publish', 200);
    console.log(
      `  instance ${count} served the cached page: ${cachedBefore ? 'yes' : 'NO'}; ` +
        `gone ${unpublishedMs ?? 'NEVER'} ms after the write through instance 1, back ${republishedMs ?? 'NEVER'} ms after republishing`,
    );

    // The product pages: all connections on one instance, then spread over all of them.
    const paths = ctx.products.map((item) => `/api/shop/products/${item.slug}?locale=en`);
    const loadWith = async (targets) => {
      const writes = await tools.writeStockChanges(benchUrl, ctx.products);
      try {
        const perInstance = Math.max(1, Math.round(load.connections / targets.length));
        return await Promise.all(
          targets.map((api) =>
            tools.loadApi(api, paths, { connections: perInstance, seconds: load.seconds }),
          ),
        );
      } finally {
        await writes.stop();
      }
    };
    console.log(`  product pages, ${load.connections} connections on one instance, ${load.seconds} s`);
    const single = await loadWith([apis[0]]);
    console.log(
      `  product pages, ${load.connections} connections over ${count} instances, ${load.seconds} s`,
    );
    const spread = await loadWith(apis);

    // Jobs: many quick ones, spread; then some held until a worker is killed in the middle of its share.
    const store = async (type, jobs) =>
      (
        await db.query(
          `insert into job (type, status) select $1, 'queued' from generate_series(1, $2) returning id`,
          [type, jobs],
        )
      ).rows.map((row) => row.id);
    const queueJobs = (type, ids) =>
      queue.addBulk(
        ids.map((id) => ({
          name: type,
          data: { jobId: id },
          opts: { jobId: id, attempts: JOB_ATTEMPTS, removeOnComplete: 10_000, removeOnFail: 10_000 },
        })),
      );
    const enqueue = async (type, jobs) => {
      const ids = await store(type, jobs);
      await queueJobs(type, ids);
      return ids;
    };
    const states = async (ids) =>
      (await db.query('select status from job where id = any($1::uuid[])', [ids])).rows.map(
        (row) => row.status,
      );
    const countOf = (list, status) => list.filter((value) => value === status).length;
    const processedBy = async (ids) => {
      const byWorker = new Map(workers.map((worker) => [worker.pid, 0]));
      for (const job of await Promise.all(ids.map((id) => queue.getJob(id)))) {
        const pid = Number(job?.processedBy?.split(':').at(-1));
        if (byWorker.has(pid)) byWorker.set(pid, byWorker.get(pid) + 1);
      }
      return [...byWorker.values()];
    };

    const spreadStarted = performance.now();
    const quick = await enqueue(ERP_STATUS_SYNC_JOB, SPREAD_JOBS);
    const quickStates = await waitFor(
      () => states(quick),
      (list) => countOf(list, 'done') === list.length,
      60_000,
    );
    const spreadSeconds = (performance.now() - spreadStarted) / 1000;
    const quickByWorker = await processedBy(quick);
    console.log(
      `  ${SPREAD_JOBS} jobs in ${spreadSeconds.toFixed(1)} s, per worker: ${quickByWorker.join(', ')}`,
    );

    // The job table locked while the jobs are handed out, so each worker holds its share, blocked as it claims
    // them, when one worker dies.
    const blocker = new tools.pg.Client({ connectionString: benchUrl });
    await blocker.connect();
    let killed;
    try {
      const held = await store(ERP_STATUS_SYNC_JOB, count * WORKER_CONCURRENCY + 4);
      await blocker.query('begin');
      await blocker.query('lock table job in share mode');
      await queueJobs(ERP_STATUS_SYNC_JOB, held);
      const inHand = await waitFor(
        () => queue.getActiveCount(),
        (active) => active === count * WORKER_CONCURRENCY,
        30_000,
      );
      await workers[0].stop('SIGKILL');
      await blocker.query('rollback');
      const killedAt = performance.now();
      const finalStates = await waitFor(
        () => states(held),
        (list) => countOf(list, 'done') === list.length,
        (JOB_STALLED_SECONDS * 3 + 30) * 1000,
      );
      killed = {
        jobs: held.length,
        inHandWhenKilled: inHand,
        done: countOf(finalStates, 'done'),
        lost: held.length - countOf(finalStates, 'done'),
        states: Object.fromEntries(
          [...new Set(finalStates)].map((status) => [status, countOf(finalStates, status)]),
        ),
        secondsUntilAllDone: Math.round(((performance.now() - killedAt) / 1000) * 10) / 10,
      };
    } finally {
      await blocker.end();
    }
    console.log(
      `  worker 1 killed with ${killed.inHandWhenKilled} of ${killed.jobs} jobs in hand across the workers: ` +
        `${killed.done} done, ${killed.lost} not done (${JSON.stringify(killed.states)}), ` +
        `${killed.secondsUntilAllDone} s after the kill`,
    );

    return {
      instances: count,
      workers: count,
      jobStalledSeconds: JOB_STALLED_SECONDS,
      sessionShared,
      readCache: { cachedBefore, unpublishedMs, republishedMs, instance: count },
      productPages: { connections: load.connections, seconds: load.seconds, single, spread },
      jobs: {
        spread: {
          jobs: SPREAD_JOBS,
          done: countOf(quickStates, 'done'),
          seconds: Math.round(spreadSeconds * 10) / 10,
          perWorker: quickByWorker,
        },
        killed,
      },
    };
  } finally {
    await Promise.all(started.map((process) => process.stop()));
    await queue.obliterate({ force: true }).catch(() => undefined);
    await queue.close();
    await db.end();
  }
}

const sum = (results, pick) => results.reduce((total, result) => total + pick(result), 0);

export function instancesMarkdown(result, { startedAt, products, machineLine }) {
  const row = (label, results) => {
    const p95 = Math.max(...results.map((item) => item.latencyMs.p95 ?? 0));
    const hits = sum(results, (item) => item.cacheOutcomes.hit ?? 0);
    const answered = sum(results, (item) => Object.values(item.cacheOutcomes).reduce((a, b) => a + b, 0));
    const failed = sum(results, (item) => item.non2xx + item.errors + item.timeouts);
    return `| ${label} | ${sum(results, (item) => item.requestsPerSecond)} | ${results.map((item) => item.requestsPerSecond).join(' + ')} | ${p95} | ${answered ? Math.round((hits / answered) * 100) : 0} % | ${failed} |`;
  };
  const { readCache, jobs, productPages } = result;
  const yes = (value) => (value ? 'yes' : '**no**');
  return [
    `# ${result.instances} API instances and ${result.workers} workers, ${startedAt}`,
    '',
    `${products.toLocaleString('en')} products · one PostgreSQL database and one Redis, all on loopback · ` +
      'production mode, read cache as deployed, RUN_WORKERS=false in the API processes',
    '',
    '| shown | result |',
    '|---|---|',
    `| a buyer's session made on instance 1 is valid on the others | ${yes(result.sessionShared)} |`,
    `| instance ${readCache.instance} answered a product page from its read cache | ${yes(readCache.cachedBefore)} |`,
    `| the page unpublished through instance 1 is gone from instance ${readCache.instance} after | ${readCache.unpublishedMs ?? '**never**'} ms |`,
    `| published again, it is back on instance ${readCache.instance} after | ${readCache.republishedMs ?? '**never**'} ms |`,
    `| ${jobs.spread.jobs} quick jobs done, per worker | ${jobs.spread.done} in ${jobs.spread.seconds} s: ${jobs.spread.perWorker.join(' / ')} |`,
    `| worker 1 killed (SIGKILL) with ${jobs.killed.inHandWhenKilled} jobs in hand across the workers, ${jobs.killed.jobs} queued in all | ${jobs.killed.done} done, ${jobs.killed.lost} lost; all done ${jobs.killed.secondsUntilAllDone} s after the kill (JOB_STALLED_SECONDS=${result.jobStalledSeconds}) |`,
    '',
    `## Product pages, ${productPages.connections} connections, ${productPages.seconds} s, one stock write per second`,
    '',
    '| API processes | requests/s | per instance | p95 ms (worst instance) | read cache hits | failed |',
    '|---|--:|--:|--:|--:|--:|',
    row('1', productPages.single),
    row(String(result.instances), productPages.spread),
    '',
    'On one machine the instances share its cores with PostgreSQL and the load generator, so the second row ' +
      'shows that the instances work together, not how far more machines would carry the shop.',
    '',
    machineLine,
    '',
  ].join('\n');
}
