// Indexation (issue 15): how long the back office's two indexing jobs take on the bench catalogue, and what a
// shopper searching meanwhile gets: the search index is rebuilt in a shadow table and swapped in, so searches
// keep answering from the old index. Used by bench/run.mjs (`--only indexation`, and at the end of a full run).
import { performance } from 'node:perf_hooks';
import { setTimeout as sleep } from 'node:timers/promises';
import { percentile } from './buying.mjs';

/** Live-search terms that find products in any catalogue the seed makes. */
export const TERMS = ['alkaline', 'power bank', 'led torch', 'headlamp', 'lithium coin', 'rubber cable'];
/** Shoppers searching side by side while the index is rebuilt. */
const SEARCHERS = 4;
const IDLE_SECONDS = 5;
const JOB_TIMEOUT_MS = 10 * 60_000;

const round1 = (value) => (value === null ? null : Math.round(value * 10) / 10);

/** A back-office session: its cookies and CSRF token. */
async function adminSession(base, { email, password }) {
  const tokenResponse = await fetch(`${base}/admin/login/csrf-token`);
  const cookies = tokenResponse.headers.getSetCookie().map((line) => line.split(';')[0]);
  const { token } = await tokenResponse.json();
  const login = await fetch(`${base}/admin/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', cookie: cookies.join('; '), 'x-csrf-token': token },
    body: JSON.stringify({ username: email, password }),
  });
  if (!login.ok) throw new Error(`The bench could not log in to the back office: ${login.status}`);
  cookies.push(...login.headers.getSetCookie().map((line) => line.split(';')[0]));
  const headers = { cookie: cookies.join('; '), 'x-csrf-token': token };
  return {
    async post(path) {
      const response = await fetch(`${base}${path}`, { method: 'POST', headers });
      if (response.status !== 202) throw new Error(`POST ${path} answered ${response.status}`);
      return response.json();
    },
    async job(id) {
      const response = await fetch(`${base}/api/admin/jobs/${id}`, { headers });
      if (!response.ok) throw new Error(`GET /api/admin/jobs/${id} answered ${response.status}`);
      return response.json();
    },
  };
}

/** Searches side by side until `stop()`; each answer's time and whether it found nothing or failed. */
function searchWhile(base) {
  let running = true;
  const samples = [];
  const loops = Array.from({ length: SEARCHERS }, async (_, searcher) => {
    for (let index = searcher; running; index += 1) {
      const term = TERMS[index % TERMS.length];
      const started = performance.now();
      try {
        const response = await fetch(
          `${base}/api/shop/search?locale=en&perPage=8&term=${encodeURIComponent(term)}`,
        );
        const body = response.ok ? await response.json() : null;
        samples.push({
          ms: performance.now() - started,
          failed: !response.ok,
          empty: body !== null && body.result.products.length === 0,
        });
      } catch {
        samples.push({ ms: performance.now() - started, failed: true, empty: false });
      }
    }
  });
  return {
    async stop() {
      running = false;
      await Promise.all(loops);
      const latencies = samples
        .filter((sample) => !sample.failed)
        .map((sample) => sample.ms)
        .sort((a, b) => a - b);
      return {
        searches: samples.length,
        failed: samples.filter((sample) => sample.failed).length,
        empty: samples.filter((sample) => sample.empty).length,
        p50Ms: round1(percentile(latencies, 50)),
        p95Ms: round1(percentile(latencies, 95)),
        maxMs: round1(latencies.at(-1) ?? null),
      };
    },
  };
}

/** Starts a job through its back-office route and waits for it: the answer's time and the job's run time. */
async function runJob(session, path) {
  const asked = performance.now();
  const queued = await session.post(path);
  const acceptedMs = performance.now() - asked;
  const deadline = Date.now() + JOB_TIMEOUT_MS;
  for (;;) {
    const job = await session.job(queued.id);
    if (job.status === 'done' || job.status === 'failed') {
      if (job.status === 'failed') throw new Error(`${path} failed: ${job.error}`);
      const seconds = (Date.parse(job.finishedAt) - Date.parse(job.startedAt)) / 1000;
      return { acceptedMs: round1(acceptedMs), seconds: round1(seconds), result: job.result };
    }
    if (Date.now() > deadline) throw new Error(`${path} did not finish within ${JOB_TIMEOUT_MS / 1000} s`);
    await sleep(200);
  }
}

export async function measureIndexation(api, { admin }) {
  const session = await adminSession(api.base, admin);
  console.log(`\nIndexation: searches for ${IDLE_SECONDS} s idle, then during the search index rebuild`);
  const idle = searchWhile(api.base);
  await sleep(IDLE_SECONDS * 1000);
  const searchesIdle = await idle.stop();
  const during = searchWhile(api.base);
  let searchIndex;
  try {
    searchIndex = await runJob(session, '/admin/run-elasticsearch-indexation');
  } finally {
    searchIndex = { ...searchIndex, searchesDuring: await during.stop() };
  }
  console.log(`  search index rebuilt in ${searchIndex.seconds} s`);
  const catalogue = await runJob(session, '/admin/run-coreshop-indexation');
  console.log(`  categories and facets recounted in ${catalogue.seconds} s`);
  return { searchers: SEARCHERS, searchesIdle, searchIndex, catalogue };
}

export function indexationMarkdown(indexation) {
  const { searchIndex, catalogue, searchesIdle } = indexation;
  const during = searchIndex.searchesDuring;
  return [
    '## Indexation',
    '',
    '| job | run time | answered in | searches meanwhile | p50 | p95 | max | failed | empty |',
    '|---|---:|---:|---:|---:|---:|---:|---:|---:|',
    `| search index rebuild (${searchIndex.result.products} products) | ${searchIndex.seconds} s | ` +
      `${searchIndex.acceptedMs} ms | ${during.searches} | ${during.p50Ms} ms | ${during.p95Ms} ms | ` +
      `${during.maxMs} ms | ${during.failed} | ${during.empty} |`,
    `| categories and facets recount | ${catalogue.seconds} s | ${catalogue.acceptedMs} ms | | | | | | |`,
    `| (no job: searches idle for the comparison) | | | ${searchesIdle.searches} | ${searchesIdle.p50Ms} ms | ` +
      `${searchesIdle.p95Ms} ms | ${searchesIdle.maxMs} ms | ${searchesIdle.failed} | ${searchesIdle.empty} |`,
    '',
    `- run time: the job's own start to finish (\`POST /admin/run-elasticsearch-indexation\`, ` +
      '`/admin/run-coreshop-indexation`, each answered at once with the job); the rebuild fills a shadow table ' +
      'language by language on two connections, indexes it and swaps it in with one transaction.',
    `- searches meanwhile: ${indexation.searchers} shoppers searching one after another with the read cache ` +
      'off (each answer reads the index); "empty" counts answers without products for terms that always find ' +
      'some, which would show a shopper seeing a half-built index.',
    '',
  ].join('\n');
}
