import pg from 'pg';
import { seedDatabase } from '../../../src/database/seeders/seed';
import { REBUILD_FACET_COMBINATIONS_SQL } from '../../../src/modules/catalogue/facet-combinations.sql';
import { createTestDatabase } from '../../support/test-database';

/** The facet counts' table must always equal a fresh grouping of the active products. */
describe('the facet combinations of the category listing', () => {
  let database: Awaited<ReturnType<typeof createTestDatabase>>;
  let db: pg.Client;

  const KEY = 'category_id, brand_id, product_line_id, stock_status, family_id, attributes';

  /** Rows that differ between the maintained table and a grouping done now (both directions). */
  const drift = async (): Promise<unknown[]> => {
    const { rows } = await db.query(`
      (select ${KEY}, products from category_facet_combination
       except all
       select ${KEY}, count(*)::int from product where active group by ${KEY})
      union all
      (select ${KEY}, count(*)::int from product where active group by ${KEY}
       except all
       select ${KEY}, products from category_facet_combination)`);
    return rows;
  };

  const someProducts = async (count: number, offset = 0): Promise<number[]> =>
    (
      await db.query<{ id: number }>('select id from product where active order by id limit $1 offset $2', [
        count,
        offset,
      ])
    ).rows.map((row) => row.id);

  beforeAll(async () => {
    database = await createTestDatabase();
    db = new pg.Client({ connectionString: database.url });
    await db.connect();
    await seedDatabase(db, { products: 300, supportsCopy: true });
  });

  afterAll(async () => {
    await db.end();
    await database.drop();
  });

  it('holds every active product after seeding', async () => {
    const { rows } = await db.query<{ products: number }>(
      'select coalesce(sum(products), 0)::int as products from category_facet_combination',
    );
    const { rows: active } = await db.query<{ count: number }>(
      'select count(*)::int from product where active',
    );
    expect(rows[0]?.products).toBe(active[0]?.count);
    expect(await drift()).toEqual([]);
  });

  it('follows products that change brand, stock status, attributes or category', async () => {
    const ids = await someProducts(40);
    const { rows: brands } = await db.query<{ id: number }>('select id from brand order by id desc limit 1');
    const { rows: categories } = await db.query<{ id: number }>(
      'select id from category order by id desc limit 1',
    );
    await db.query('update product set brand_id = $2 where id = any($1::int[])', [
      ids.slice(0, 10),
      brands[0]?.id,
    ]);
    await db.query(`update product set stock_status = 'on_order' where id = any($1::int[])`, [
      ids.slice(10, 20),
    ]);
    await db.query(
      `update product set attributes = attributes || '{"chemistry": "zinc-air"}' where id = any($1::int[])`,
      [ids.slice(20, 30)],
    );
    await db.query('update product set category_id = $2 where id = any($1::int[])', [
      ids.slice(30, 40),
      categories[0]?.id,
    ]);
    expect(await drift()).toEqual([]);
  });

  it('ignores updates that change no filtered column', async () => {
    const before = await db.query(`select ${KEY}, products from category_facet_combination order by ${KEY}`);
    await db.query('update product set stock_quantity = stock_quantity + 1');
    const after = await db.query(`select ${KEY}, products from category_facet_combination order by ${KEY}`);
    expect(after.rows).toEqual(before.rows);
  });

  it('drops deactivated and deleted products and counts them again when reactivated or inserted', async () => {
    const ids = await someProducts(30, 50);
    await db.query('update product set active = false where id = any($1::int[])', [ids.slice(0, 15)]);
    await db.query('delete from product where id = any($1::int[])', [ids.slice(15)]);
    expect(await drift()).toEqual([]);

    await db.query('update product set active = true where id = any($1::int[])', [ids.slice(0, 15)]);
    await db.query(`
      insert into product (sku, category_id, brand_id, product_line_id, family_id, sales_unit_id, stock_status,
                           attributes, image, active)
      select sku || '-copy', category_id, brand_id, product_line_id, family_id, sales_unit_id, stock_status,
             attributes, image, active
      from product where active order by id limit 5`);
    expect(await drift()).toEqual([]);
  });

  it('removes a combination whose last product goes', async () => {
    const { rows } = await db.query<{ id: number; category_id: number }>(
      `insert into product (sku, category_id, brand_id, family_id, sales_unit_id, stock_status, attributes, image)
       select 'LONELY-1', category_id, brand_id, family_id, sales_unit_id, 'low_stock',
              '{"unique": "only-this-one"}', image
       from product order by id limit 1
       returning id, category_id`,
    );
    const lonely = () =>
      db.query(
        `select products from category_facet_combination where attributes = '{"unique": "only-this-one"}'`,
      );
    expect((await lonely()).rows).toEqual([{ products: 1 }]);
    await db.query('delete from product where id = $1', [rows[0]?.id]);
    expect((await lonely()).rows).toEqual([]);
  });

  it('is rebuilt to the same rows by the recount', async () => {
    await db.query(REBUILD_FACET_COMBINATIONS_SQL);
    expect(await drift()).toEqual([]);
  });
});
