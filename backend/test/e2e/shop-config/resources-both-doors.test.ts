import { DEMO_ACCOUNTS } from '../../../src/database/seeders/demo-accounts';
import { RESOURCE_CASES } from './resource-cases';
import { ApiError, startShopConfigSuite, type ShopConfigSuite } from './shop-config-client';

describe('shop-configuration resources through both doors', () => {
  let suite: ShopConfigSuite;
  let counter = 0;
  const next = () => (counter += 1);

  beforeAll(async () => {
    suite = await startShopConfigSuite(DEMO_ACCOUNTS.administrator);
  });

  afterAll(() => suite.testApp.close());

  const spec = (specName: string, method: 'get' | 'post' | 'delete', action: string) =>
    suite.spec(specName, method, action);

  /** What the audit log says of one record, oldest first. */
  const auditOf = (subject: string, id: number) =>
    suite.testApp.withClient(async (client) => {
      const { rows } = await client.query<{ action: string; actor: string; fields: string[] }>(
        `select l.action, u.email as actor, l.details->'fields' as fields
         from audit_log l left join admin_user u on u.id = l.actor_id and l.actor_type = 'admin'
         where l.subject_type = $1 and l.subject_id = $2 order by l.id`,
        [subject, id],
      );
      return rows;
    });

  describe.each(RESOURCE_CASES.map((entry) => [entry.specName, entry] as const))('%s', (_name, entry) => {
    it('creates, finds, pages, changes and deletes through the react-admin data provider', async () => {
      const data = await entry.valid(next(), suite);
      const created = (await suite.dataProvider.create(entry.restName, { data })).data;
      expect(created).toMatchObject(data);
      expect(created.id).toEqual(expect.any(Number));

      expect((await suite.dataProvider.getOne(entry.restName, { id: created.id })).data).toEqual(created);

      const second = (
        await suite.dataProvider.create(entry.restName, { data: await entry.valid(next(), suite) })
      ).data;
      const many = await suite.dataProvider.getMany(entry.restName, { ids: [created.id, second.id] });
      expect(many.data.map((row) => row.id).sort()).toEqual([created.id, second.id].sort());

      const searched = await suite.dataProvider.getList(entry.restName, {
        pagination: { page: 1, perPage: 10 },
        sort: { field: 'id', order: 'DESC' },
        filter: { q: String(data[entry.searchField]) },
      });
      expect(searched.data.map((row) => row.id)).toContain(created.id);

      const firstPage = await suite.dataProvider.getList(entry.restName, {
        pagination: { page: 1, perPage: 1 },
        sort: { field: 'id', order: 'DESC' },
        filter: {},
      });
      expect(firstPage.data).toHaveLength(1);
      expect(firstPage.data[0]).toEqual(second);
      expect(firstPage.total).toBeGreaterThanOrEqual(2);
      const secondPage = await suite.dataProvider.getList(entry.restName, {
        pagination: { page: 2, perPage: 1 },
        sort: { field: 'id', order: 'DESC' },
        filter: {},
      });
      expect(secondPage.data[0]?.id).not.toBe(second.id);

      const change = entry.change(next());
      const updated = (
        await suite.dataProvider.update(entry.restName, {
          id: created.id,
          data: change,
          previousData: created,
        })
      ).data;
      expect(updated).toMatchObject({ ...change, id: created.id });
      expect((await suite.dataProvider.getOne(entry.restName, { id: created.id })).data).toEqual(updated);

      const deleted = await suite.dataProvider.delete(entry.restName, {
        id: second.id,
        previousData: second,
      });
      expect(deleted.data.id).toBe(second.id);
      await expect(suite.dataProvider.getOne(entry.restName, { id: second.id })).rejects.toMatchObject({
        status: 404,
      });
      expect((await auditOf(entry.restName, created.id)).map((row) => row.action)).toEqual([
        `shop_config.${entry.restName}.created`,
        `shop_config.${entry.restName}.updated`,
      ]);
      expect((await auditOf(entry.restName, second.id)).map((row) => row.action)).toEqual([
        `shop_config.${entry.restName}.created`,
        `shop_config.${entry.restName}.deleted`,
      ]);
    });

    it('answers the spec routes with the same rows', async () => {
      const data = await entry.valid(next(), suite);
      const added = await spec(entry.specName, 'post', 'add').send(data).expect(200);
      expect(added.body).toMatchObject({ success: true, data });
      const id = added.body.data.id as number;

      const got = await spec(entry.specName, 'get', `get?id=${id}`).expect(200);
      expect(got.body).toEqual({ success: true, data: added.body.data });
      // The react-admin door reads what the spec door wrote.
      expect((await suite.dataProvider.getOne(entry.restName, { id })).data).toEqual(added.body.data);

      const listed = await spec(entry.specName, 'get', `list?sort=id&dir=DESC&limit=5`).expect(200);
      expect(listed.body.success).toBe(true);
      expect(listed.body.data[0]).toEqual(added.body.data);
      expect(listed.body.total).toBeGreaterThanOrEqual(1);

      const change = entry.change(next());
      const saved = await spec(entry.specName, 'post', `save?id=${id}`).send(change).expect(200);
      expect(saved.body.data).toMatchObject({ ...change, id });
      expect((await suite.dataProvider.getOne(entry.restName, { id })).data).toEqual(saved.body.data);

      const config = await spec(entry.specName, 'get', 'get-config').expect(200);
      expect(config.body.data.sortFields).toContain('id');

      await spec(entry.specName, 'delete', `delete?id=${id}`).expect(200, { success: true, id });
      await spec(entry.specName, 'get', `get?id=${id}`).expect(404);

      // Who changed what, with the fields sent but not their values (a provider's settings may be secret).
      const actor = DEMO_ACCOUNTS.administrator.email;
      expect(await auditOf(entry.restName, id)).toEqual([
        { action: `shop_config.${entry.restName}.created`, actor, fields: Object.keys(data) },
        { action: `shop_config.${entry.restName}.updated`, actor, fields: Object.keys(change) },
        { action: `shop_config.${entry.restName}.deleted`, actor, fields: [] },
      ]);
    });

    it('answers 404, not a database error, to ids that are not digits', async () => {
      for (const id of ['abc', '1e3', '-1', '12.5', "1'--"]) {
        const specGet = await spec(entry.specName, 'get', `get?id=${encodeURIComponent(id)}`);
        expect({ id, status: specGet.status }).toEqual({ id, status: 404 });
        const specDelete = await spec(entry.specName, 'delete', `delete?id=${encodeURIComponent(id)}`);
        expect({ id, status: specDelete.status }).toEqual({ id, status: 404 });
        await expect(suite.dataProvider.getOne(entry.restName, { id })).rejects.toMatchObject({
          status: 404,
        });
      }
      await expect(suite.dataProvider.getOne(entry.restName, { id: 999999 })).rejects.toBeInstanceOf(
        ApiError,
      );
    });
  });
});
