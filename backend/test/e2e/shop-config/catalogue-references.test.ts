import pg from 'pg';
import type { DataProvider } from 'ra-core';
import { DEMO_ACCOUNTS } from '../../../src/database/seeders/demo-accounts';
import { loginAsAdmin } from '../../support/admin-session';
import { startTestApp, type TestApp } from '../../support/test-app';
import { adminDataProvider, listen } from './shop-config-client';

/** The shop configuration checks its references to catalogue rows through the catalogue's read service. */
describe('shop configuration: what it says about the catalogue rows it refers to', () => {
  let testApp: TestApp;
  let dataProvider: DataProvider;
  let db: pg.Client;

  /** The refusal a request answered with: its status and message. */
  const refused = (status: number, message: string) => ({
    status,
    body: expect.objectContaining({ message }),
  });

  const firstRow = async <T>(statement: string): Promise<T> => (await db.query(statement)).rows[0] as T;

  beforeAll(async () => {
    testApp = await startTestApp({ products: 30 });
    const baseUrl = await listen(testApp);
    const { email, password } = DEMO_ACCOUNTS.administrator;
    dataProvider = adminDataProvider(baseUrl, await loginAsAdmin(testApp, email, password));
    db = new pg.Client({ connectionString: testApp.databaseUrl });
    await db.connect();
  });

  afterAll(async () => {
    await db.end();
    await testApp.close();
  });

  it('names unknown attributes and categories, and the category another filter already shows on', async () => {
    await expect(
      dataProvider.create('indices', {
        data: { code: 'refs-index', name: 'Refs', attributeCodes: ['no_such_attribute', 'nor_this'] },
      }),
    ).rejects.toMatchObject(
      refused(400, 'attributeCodes: no product attribute is called no_such_attribute, nor_this'),
    );

    const { code: attribute } = await firstRow<{ code: string }>('select code from family_attribute limit 1');
    const index = (
      await dataProvider.create('indices', {
        data: { code: 'refs-index', name: 'Refs', attributeCodes: [attribute, attribute] },
      })
    ).data;
    expect(index.attributeCodes).toEqual([attribute]);

    const category = await firstRow<{ id: number; code: string }>(
      'select id, code from category order by id limit 1',
    );
    await expect(
      dataProvider.create('filters', {
        data: {
          code: 'refs-a',
          name: 'A',
          indexId: index.id,
          facets: [],
          categoryIds: [category.id, 99999998],
        },
      }),
    ).rejects.toMatchObject(refused(400, 'categoryIds: no category has the id 99999998'));

    const shown = (
      await dataProvider.create('filters', {
        data: { code: 'refs-a', name: 'A', indexId: index.id, facets: [], categoryIds: [category.id] },
      })
    ).data;
    expect(shown.categoryIds).toEqual([category.id]);
    await expect(
      dataProvider.create('filters', {
        data: { code: 'refs-b', name: 'B', indexId: index.id, facets: [], categoryIds: [category.id] },
      }),
    ).rejects.toMatchObject(
      refused(
        409,
        `A category shows one filter: ${category.code} (filter refs-a) already has another; take it out of that filter first`,
      ),
    );
    // The filter's own categories are not claimed by another.
    await dataProvider.update('filters', {
      id: shown.id,
      data: { categoryIds: [category.id] },
      previousData: shown,
    });
  });

  it('keeps a tax rule group that products are taxed by, counting them', async () => {
    const group = (await dataProvider.create('tax-rule-groups', { data: { name: 'Refs group', rules: [] } }))
      .data;
    await db.query('update product set tax_rule_group_id = $1 where id in (select id from product limit 2)', [
      group.id,
    ]);
    await expect(
      dataProvider.delete('tax-rule-groups', { id: group.id, previousData: group }),
    ).rejects.toMatchObject(
      refused(409, 'This tax rule group is still used by 2 products; change those first'),
    );

    await db.query('update product set tax_rule_group_id = null where tax_rule_group_id = $1', [group.id]);
    await dataProvider.delete('tax-rule-groups', { id: group.id, previousData: group });
  });
});
