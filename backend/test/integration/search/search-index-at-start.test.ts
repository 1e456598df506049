import { MikroORM } from '@mikro-orm/postgresql';
import { Client } from 'pg';
import { InProcessJobQueue } from '../../../src/jobs/in-process-job-queue';
import { SearchJobs } from '../../../src/modules/search/search.jobs';
import { startTestApp, type TestApp } from '../../support/test-app';

describe('search index after a bulk load', () => {
  let testApp: TestApp;

  beforeAll(async () => {
    testApp = await startTestApp({ products: 40 });
  });

  afterAll(() => testApp.close());

  it('is rebuilt in the background when the server finds it empty', async () => {
    const client = new Client({ connectionString: testApp.databaseUrl });
    await client.connect();
    await client.query('truncate product_search, page_search');
    const { rows } = await client.query<{ sku: string }>(
      'select sku from product where active order by id limit 1',
    );
    await client.end();
    const sku = rows[0]!.sku;

    const before = await testApp.http().get(`/api/shop/search?term=${sku}&locale=en`).expect(200);
    expect(before.body.count.products).toBe(0);

    await testApp.app.get(SearchJobs).onApplicationBootstrap();
    await testApp.app.get(InProcessJobQueue).drain();

    const after = await testApp.http().get(`/api/shop/search?term=${sku}&locale=en`).expect(200);
    expect(after.body.result.products[0].sku).toBe(sku);
    const [job] = await testApp.app
      .get(MikroORM)
      .em.fork()
      .getConnection()
      .execute(`select status from job where type = 'search.rebuild-index'`);
    expect(job.status).toBe('done');
  });

  it('is left alone when it is already built', async () => {
    const jobsBefore = await countRebuildJobs(testApp);
    await testApp.app.get(SearchJobs).onApplicationBootstrap();
    expect(await countRebuildJobs(testApp)).toBe(jobsBefore);
  });
});

async function countRebuildJobs(testApp: TestApp): Promise<number> {
  const [row] = await testApp.app
    .get(MikroORM)
    .em.fork()
    .getConnection()
    .execute(`select count(*)::int as jobs from job where type = 'search.rebuild-index'`);
  return row.jobs;
}
