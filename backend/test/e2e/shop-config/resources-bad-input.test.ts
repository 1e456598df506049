import { DEMO_ACCOUNTS } from '../../../src/database/seeders/demo-accounts';
import { RESOURCE_CASES } from './resource-cases';
import { ApiError, startShopConfigSuite, type ShopConfigSuite } from './shop-config-client';

describe('shop-configuration resources refuse bad input and store nothing', () => {
  let suite: ShopConfigSuite;
  let counter = 1000;
  const next = () => (counter += 1);

  beforeAll(async () => {
    suite = await startShopConfigSuite(DEMO_ACCOUNTS.administrator);
  });

  afterAll(() => suite.testApp.close());

  const auditEntries = () =>
    suite.testApp.withClient(async (client) =>
      Number((await client.query(`select count(*) as n from audit_log`)).rows[0].n),
    );

  const total = async (restName: string) =>
    (
      await suite.dataProvider.getList(restName, {
        pagination: { page: 1, perPage: 1 },
        sort: { field: 'id', order: 'ASC' },
        filter: {},
      })
    ).total;

  async function refusal(work: Promise<unknown>): Promise<ApiError> {
    const error = await work.then(
      () => undefined,
      (caught: unknown) => caught,
    );
    expect(error).toBeInstanceOf(ApiError);
    return error as ApiError;
  }

  describe.each(RESOURCE_CASES.map((entry) => [entry.specName, entry] as const))('%s', (_name, entry) => {
    it('refuses missing fields, wrong types and unknown references with 400 naming the field, on both doors', async () => {
      const bad = await entry.bad(next(), suite);
      expect(bad.length).toBeGreaterThan(0);
      const before = await total(entry.restName);
      const auditedBefore = await auditEntries();
      for (const input of bad) {
        const rest = await refusal(suite.dataProvider.create(entry.restName, { data: input.body }));
        expect({ why: input.why, status: rest.status }).toEqual({
          why: input.why,
          status: input.status ?? 400,
        });
        expect({ why: input.why, fields: rest.body.details?.map((detail) => detail.field) }).toEqual({
          why: input.why,
          fields: expect.arrayContaining([input.field]),
        });
        expect(rest.body.message).toEqual(expect.any(String));

        const viaSpec = await suite.testApp
          .http()
          .post(`/admin/coreshop/${entry.specName}/add`)
          .set('Cookie', suite.agent.cookies)
          .set('X-CSRF-Token', suite.agent.csrf)
          .send(input.body);
        expect({ why: input.why, status: viaSpec.status }).toEqual({
          why: input.why,
          status: input.status ?? 400,
        });
      }
      expect(await total(entry.restName)).toBe(before);
      // a refused change changed nothing, so the audit log has nothing to say of it
      expect(await auditEntries()).toBe(auditedBefore);
    });

    it('refuses a change to bad values and keeps the row as it was', async () => {
      const row = (
        await suite.dataProvider.create(entry.restName, { data: await entry.valid(next(), suite) })
      ).data;
      for (const input of await entry.bad(next(), suite)) {
        // A change may leave fields out, so only the wrong values count here, not the missing ones.
        if (Object.keys(input.body).length === 0 || !(input.field in input.body)) continue;
        const error = await refusal(
          suite.dataProvider.update(entry.restName, {
            id: row.id,
            data: { [input.field]: input.body[input.field] },
            previousData: row,
          }),
        );
        expect({ why: input.why, status: error.status }).toEqual({
          why: input.why,
          status: input.status ?? 400,
        });
      }
      expect((await suite.dataProvider.getOne(entry.restName, { id: row.id })).data).toEqual(row);
    });

    it('refuses a duplicate code with 409, whatever its letter case', async () => {
      if (!entry.duplicate) return;
      const existing = (
        await suite.dataProvider.create(entry.restName, { data: await entry.valid(next(), suite) })
      ).data;
      const before = await total(entry.restName);
      const copy = await entry.duplicate(existing, next(), suite);
      const error = await refusal(suite.dataProvider.create(entry.restName, { data: copy }));
      expect(error.status).toBe(409);
      expect(error.body.message).toMatch(/already has/);
      expect(await total(entry.restName)).toBe(before);

      const other = (
        await suite.dataProvider.create(entry.restName, { data: await entry.valid(next(), suite) })
      ).data;
      const renamed = await refusal(
        suite.dataProvider.update(entry.restName, { id: other.id, data: copy, previousData: other }),
      );
      expect(renamed.status).toBe(409);
    });

    it('answers 404 to a change or deletion of a row that does not exist', async () => {
      const data = await entry.valid(next(), suite);
      const missing = await refusal(
        suite.dataProvider.update(entry.restName, { id: 999999, data, previousData: { id: 999999 } }),
      );
      expect(missing.status).toBe(404);
      const gone = await refusal(
        suite.dataProvider.delete(entry.restName, { id: 999999, previousData: { id: 999999 } }),
      );
      expect(gone.status).toBe(404);
    });
  });
});
