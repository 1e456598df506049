import { EntityManager } from '@mikro-orm/postgresql';
import { queryRows, sql } from '../../../src/database/sql';
import { startTestApp, type TestApp } from '../../support/test-app';

describe('hand-written statements and transactions', () => {
  let testApp: TestApp;

  beforeAll(async () => {
    testApp = await startTestApp();
  });

  afterAll(async () => {
    await testApp.close();
  });

  const zoneCount = async (name: string) => {
    const em = testApp.app.get(EntityManager).fork();
    const [row] = await queryRows<{ count: number }>(
      em,
      sql`select count(*)::int as count from zone where name = ${name}`,
    );
    return row?.count;
  };

  it('undoes a raw write when the transaction it ran in rolls back', async () => {
    const em = testApp.app.get(EntityManager).fork();
    await expect(
      em.transactional(async (transactional) => {
        await queryRows(transactional, sql`insert into zone (name) values (${'Rolled back'})`);
        throw new Error('the order could not be placed');
      }),
    ).rejects.toThrow('the order could not be placed');
    expect(await zoneCount('Rolled back')).toBe(0);
  });

  it('sees what the ORM wrote earlier in the same, uncommitted transaction', async () => {
    const em = testApp.app.get(EntityManager).fork();
    const seen = await em.transactional(async (transactional) => {
      await transactional.execute(`insert into zone (name) values ('Written by the ORM')`);
      return queryRows(transactional, sql`select name from zone where name = ${'Written by the ORM'}`);
    });
    expect(seen).toHaveLength(1);
  });
});
