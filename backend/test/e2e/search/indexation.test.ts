import { MikroORM } from '@mikro-orm/postgresql';
import pg from 'pg';
import { DEMO_ACCOUNTS } from '../../../src/database/seeders/demo-accounts';
import { Job } from '../../../src/jobs/job.entity';
import { RECOUNT_CATEGORIES_JOB } from '../../../src/modules/catalogue/catalogue.jobs';
import { rebuildSearchIndex, reindexProducts } from '../../../src/modules/search/search-index.repository';
import { REBUILD_SEARCH_INDEX_JOB } from '../../../src/modules/search/search.jobs';
import { fetchCsrf, loginAsAdmin, type AdminAgent } from '../../support/admin-session';
import { loginToShop } from '../../support/shop-session';
import { startTestApp, type TestApp } from '../../support/test-app';

describe('indexation jobs in the back office', () => {
  let testApp: TestApp;
  let database: pg.Client;
  let admin: AdminAgent;

  const post = (agent: AdminAgent, url: string) =>
    testApp.http().post(url).set('Cookie', agent.cookies).set('X-CSRF-Token', agent.csrf);

  const foundSkus = async (term: string): Promise<string[]> => {
    const { body } = await testApp.http().get('/api/shop/search').query({ term, locale: 'en' }).expect(200);
    return (body.result.products as { sku: string }[]).map((product) => product.sku);
  };

  async function waitForJob(id: string): Promise<Job> {
    const em = testApp.app.get(MikroORM).em.fork();
    for (let attempt = 0; attempt < 300; attempt += 1) {
      const job = await em.findOneOrFail(Job, { id }, { refresh: true });
      if (job.status === 'done' || job.status === 'failed') return job;
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    throw new Error(`job ${id} did not finish`);
  }

  /** The search answers through the read cache, which hears of the swap a moment after it commits. */
  async function eventuallyFound(term: string): Promise<string[]> {
    for (let attempt = 0; attempt < 50; attempt += 1) {
      const skus = await foundSkus(term);
      if (skus.length > 0) return skus;
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    return [];
  }

  /** Renames a product behind the search index's back, as a bulk load writing the tables directly would. */
  async function renameUnindexed(productId: number, name: string): Promise<void> {
    await database.query(`update product_translation set name = $2 where product_id = $1 and locale = 'en'`, [
      productId,
      name,
    ]);
  }

  const jobRows = async (type: string): Promise<number> =>
    Number((await database.query('select count(*) from job where type = $1', [type])).rows[0].count);

  let products: { id: number; sku: string }[];

  beforeAll(async () => {
    testApp = await startTestApp({ products: 60, env: { READ_CACHE_MB: '16' } });
    database = new pg.Client({ connectionString: testApp.databaseUrl });
    await database.connect();
    admin = await loginAsAdmin(
      testApp,
      DEMO_ACCOUNTS.administrator.email,
      DEMO_ACCOUNTS.administrator.password,
    );
    products = (await database.query('select id, sku from product where active order by id limit 4')).rows;
  });

  afterAll(async () => {
    await database.end();
    await testApp.close();
  });

  it('starts the search index rebuild at once as one job, however often it is asked, and the shop then finds the change', async () => {
    const [product] = products;
    await renameUnindexed(product!.id, 'Zyxwvut lantern');
    expect(await foundSkus('zyxwvut')).toEqual([]);

    const [first, second] = await Promise.all([
      post(admin, '/admin/run-elasticsearch-indexation').expect(202),
      post(admin, '/admin/run-elasticsearch-indexation').expect(202),
    ]);
    expect(first.body).toMatchObject({
      type: REBUILD_SEARCH_INDEX_JOB,
      status: expect.stringMatching(/queued|running/),
    });
    expect(second.body.id).toBe(first.body.id);

    const done = await waitForJob(first.body.id);
    expect(done.status).toBe('done');
    const active = Number((await database.query('select count(*) from product where active')).rows[0].count);
    expect(done.result).toMatchObject({ products: active });
    expect(await eventuallyFound('zyxwvut')).toEqual([product!.sku]);
    // The shadow table is gone and the index has its indexes, primary key and trigger under their names.
    const { rows } = await database.query(
      `select to_regclass('product_search_next') as shadow,
              (select count(*)::int from pg_indexes where tablename = 'product_search') as indexes,
              (select count(*)::int from pg_constraint where conname = 'product_search_pkey') as primary_keys,
              (select count(*)::int from pg_trigger where tgrelid = 'product_search'::regclass and not tgisinternal) as triggers`,
    );
    expect(rows[0]).toEqual({ shadow: null, indexes: 25, primary_keys: 1, triggers: 1 });
  });

  it('keeps answering searches from the old index until the new one is swapped in, with edits made meanwhile', async () => {
    const [, renamed, editedDuringRebuild] = products;
    await renameUnindexed(renamed!.id, 'Qwmnbvc torch');
    const seen: { progress: number; old: string[]; renamed: string[] }[] = [];
    const em = testApp.app.get(MikroORM).em.fork();

    const rebuilt = rebuildSearchIndex(em, async (progress) => {
      if (progress < 50 || seen.length > 0) return;
      // The shadow table is filled: a shopper still gets the old index's answers.
      seen.push({ progress, old: await foundSkus(renamed!.sku), renamed: await foundSkus('qwmnbvc') });
      // A product saved now is indexed into the old table; the swap must not lose it.
      await renameUnindexed(editedDuringRebuild!.id, 'Plokijuh lamp');
      await reindexProducts(testApp.app.get(MikroORM).em.fork(), [editedDuringRebuild!.id]);
    });
    await rebuilt;

    expect(seen).toEqual([{ progress: expect.any(Number), old: [renamed!.sku], renamed: [] }]);
    expect(await eventuallyFound('qwmnbvc')).toEqual([renamed!.sku]);
    expect(await eventuallyFound('plokijuh')).toEqual([editedDuringRebuild!.sku]);
    expect(
      (await database.query('select count(*)::int as rows from search_index_backlog')).rows[0].rows,
    ).toBe(0);
  });

  it('recounts categories and facets as a job from the coreshop indexation route', async () => {
    const { rows } = await database.query(
      'select id, product_count from category where product_count > 0 order by product_count desc limit 1',
    );
    const category = rows[0] as { id: number; product_count: number };
    await database.query('update category set product_count = 0 where id = $1', [category.id]);

    const answer = await post(admin, '/admin/run-coreshop-indexation').expect(202);
    expect(answer.body).toMatchObject({ type: RECOUNT_CATEGORIES_JOB });
    expect((await waitForJob(answer.body.id)).status).toBe('done');
    const recounted = await database.query('select product_count from category where id = $1', [category.id]);
    expect(recounted.rows[0].product_count).toBe(category.product_count);

    const door = await post(admin, '/api/admin/search/recount-facets').expect(202);
    expect((await waitForJob(door.body.id)).status).toBe('done');
  });

  it('refuses shoppers, strangers and forged requests, starting nothing', async () => {
    const before = await jobRows(REBUILD_SEARCH_INDEX_JOB);
    const shopper = await loginToShop(testApp, DEMO_ACCOUNTS.customer.email, DEMO_ACCOUNTS.customer.password);
    expect((await post(shopper, '/admin/run-elasticsearch-indexation')).status).toBe(403);
    const stranger = await fetchCsrf(testApp);
    expect((await post(stranger, '/admin/run-elasticsearch-indexation')).status).toBe(401);
    const forged = await testApp
      .http()
      .post('/admin/run-elasticsearch-indexation')
      .set('Cookie', admin.cookies);
    expect(forged.status).toBe(403);
    expect((await post(shopper, '/admin/run-coreshop-indexation')).status).toBe(403);
    expect(await jobRows(REBUILD_SEARCH_INDEX_JOB)).toBe(before);

    // The editor role may run the search section's indexing.
    const editor = await loginAsAdmin(testApp, DEMO_ACCOUNTS.editor.email, DEMO_ACCOUNTS.editor.password);
    const started = await post(editor, '/admin/run-elasticsearch-indexation').expect(202);
    expect((await waitForJob(started.body.id)).status).toBe('done');
  });
});
