import pg from 'pg';
import { DEMO_ACCOUNTS } from '../../../src/database/seeders/demo-accounts';
import { loginAsAdmin, type AdminAgent } from '../../support/admin-session';
import { startTestApp, type TestApp } from '../../support/test-app';

interface Tag {
  id: number;
  parentId: number | null;
  name: string;
  fullName: string;
  childCount: number;
  elementCount: number;
}

describe('tags in the back office (API)', () => {
  let testApp: TestApp;
  let db: pg.Client;
  let editor: AdminAgent;
  let productIds: number[];
  let categoryId: number;

  const as = (agent: AdminAgent) => (method: 'get' | 'post' | 'put' | 'delete', url: string) => {
    const call = testApp.http()[method](url).set('Cookie', agent.cookies);
    return method === 'get' ? call : call.set('X-CSRF-Token', agent.csrf);
  };
  const call = (method: 'get' | 'post' | 'put' | 'delete', url: string) => as(editor)(method, url);

  const addTag = async (name: string, parentId: number | null = null): Promise<Tag> =>
    (await call('post', '/admin/tags/add').send({ name, parentId }).expect(201)).body;

  const productList = async (tagId: number): Promise<number[]> =>
    (
      await call('get', '/api/admin/products')
        .query({ filter: JSON.stringify({ tag: tagId }), range: '[0,99]' })
        .expect(200)
    ).body.map((row: { id: number }) => row.id);

  const audit = async (action: string, tagId: number) =>
    (
      await db.query(
        `select details from audit_log where action = $1 and subject_type = 'tag' and subject_id = $2`,
        [action, tagId],
      )
    ).rows;

  beforeAll(async () => {
    testApp = await startTestApp({ products: 30 });
    db = new pg.Client({ connectionString: testApp.databaseUrl });
    await db.connect();
    editor = await loginAsAdmin(testApp, DEMO_ACCOUNTS.editor.email, DEMO_ACCOUNTS.editor.password);
    productIds = (await db.query('select id from product order by id limit 5')).rows.map((row) => row.id);
    // A category with products of its own, and the subcategory of one of them
    categoryId = (
      await db.query(
        `select category_id from product group by category_id order by count(*) desc, category_id limit 1`,
      )
    ).rows[0].category_id;
  });

  afterAll(async () => {
    await db.end();
    await testApp.close();
  });

  it('builds a tree at the spec paths: add, rename, move, children by node, delete with the tags below', async () => {
    const types = await addTag('Battery types');
    const lithium = await addTag('Lithium', types.id);
    const offers = await addTag('Offers');
    expect(lithium).toMatchObject({
      parentId: types.id,
      name: 'Lithium',
      fullName: 'Battery types / Lithium',
    });

    const roots: Tag[] = (await call('get', '/admin/tags/tree-get-children-by-id?node=0').expect(200)).body;
    expect(roots.map((tag) => tag.name)).toEqual(expect.arrayContaining(['Battery types', 'Offers']));
    expect(roots.find((tag) => tag.id === types.id)?.childCount).toBe(1);
    const below: Tag[] = (
      await call('get', `/admin/tags/tree-get-children-by-id?node=${types.id}`).expect(200)
    ).body;
    expect(below.map((tag) => tag.name)).toEqual(['Lithium']);

    const renamed = await call('put', '/admin/tags/update')
      .send({ id: lithium.id, name: 'Lithium-ion' })
      .expect(200);
    expect(renamed.body.fullName).toBe('Battery types / Lithium-ion');
    const moved = await call('put', '/admin/tags/update')
      .send({ id: types.id, parentId: offers.id })
      .expect(200);
    expect(moved.body.fullName).toBe('Offers / Battery types');
    // the tags below move along
    expect((await call('get', `/api/admin/tags/${lithium.id}`).expect(200)).body.fullName).toBe(
      'Offers / Battery types / Lithium-ion',
    );
    expect(await audit('tag.updated', types.id)).toEqual([
      { details: { parentId: { from: null, to: offers.id } } },
    ]);

    const refused = await call('put', '/admin/tags/update')
      .send({ id: offers.id, parentId: lithium.id })
      .expect(400);
    expect(refused.body.message).toBe('A tag cannot be moved below itself or one of its own tags');

    const deleted = await call('delete', `/admin/tags/delete?id=${offers.id}`).expect(200);
    expect(deleted.body).toEqual({ id: offers.id, deletedTags: 2 });
    await call('get', `/api/admin/tags/${lithium.id}`).expect(404);
  });

  it('refuses a blank, too long or sibling-taken name and a parent that does not exist, storing nothing', async () => {
    const before = Number((await db.query('select count(*) from tag')).rows[0].count);
    const blank = await call('post', '/admin/tags/add').send({ name: '  ' }).expect(400);
    expect(blank.body.message).toContain('name must not be blank');
    await call('post', '/admin/tags/add')
      .send({ name: 'x'.repeat(101) })
      .expect(400);
    await call('post', '/admin/tags/add').send({ name: 'Orphan', parentId: 999999 }).expect(400);
    await call('post', '/admin/tags/add').send({ name: 'Orphan', parentId: 'abc' }).expect(400);
    // a change without the CSRF token is refused
    await testApp
      .http()
      .post('/admin/tags/add')
      .set('Cookie', editor.cookies)
      .send({ name: 'Forged' })
      .expect(403);
    await addTag('Seasonal');
    const taken = await call('post', '/api/admin/tags').send({ name: 'seasonal' }).expect(409);
    expect(taken.body.message).toBe(
      "A tag named 'seasonal' already exists at this place of the tree; choose another name",
    );
    expect(Number((await db.query('select count(*) from tag')).rows[0].count)).toBe(before + 1);
  });

  it('takes ids with digits only', async () => {
    await call('get', '/api/admin/tags/1x').expect(404);
    await call('get', '/api/admin/tags/-1').expect(404);
    await call('get', '/admin/tags/tree-get-children-by-id?node=1.5').expect(400);
    await call('delete', '/admin/tags/delete?id=1e3').expect(400);
    await call('get', '/admin/tags/load-tags-for-element?elementType=product&elementId=0x1').expect(400);
  });

  it('tags a product at both doors, lists its tags, filters the product list by the tag and its subtags, and audits', async () => {
    const offers = await addTag('Campaign');
    const summer = await addTag('Summer', offers.id);
    const [first, second] = productIds as [number, number];

    const afterAdd = await call('put', '/admin/tags/add-tag-to-element')
      .send({ tagId: summer.id, elementType: 'product', elementId: first })
      .expect(200);
    expect(afterAdd.body.map((tag: Tag) => tag.fullName)).toEqual(['Campaign / Summer']);
    // again: nothing changes
    await call('put', '/admin/tags/add-tag-to-element')
      .send({ tagId: summer.id, elementType: 'product', elementId: first })
      .expect(200);
    await call('put', `/api/admin/tags/${offers.id}/elements?elementType=product&elementId=${second}`).expect(
      200,
    );

    const loaded = await call(
      'get',
      `/admin/tags/load-tags-for-element?elementType=product&elementId=${first}`,
    ).expect(200);
    expect(loaded.body.map((tag: Tag) => tag.id)).toEqual([summer.id]);
    const restLoaded = await call(
      'get',
      `/api/admin/tags/of-element?elementType=product&elementId=${second}`,
    ).expect(200);
    expect(restLoaded.body.map((tag: Tag) => tag.id)).toEqual([offers.id]);

    expect(await productList(summer.id)).toEqual([first]);
    expect((await productList(offers.id)).sort((a, b) => a - b)).toEqual(
      [first, second].sort((a, b) => a - b),
    );
    expect(await audit('tag.assigned', summer.id)).toEqual([
      { details: { elementType: 'product', elementId: first } },
    ]);

    await call(
      'delete',
      `/admin/tags/remove-tag-from-element?tagId=${summer.id}&elementType=product&elementId=${first}`,
    ).expect(200);
    expect(await productList(summer.id)).toEqual([]);
    expect(await audit('tag.unassigned', summer.id)).toHaveLength(1);

    await call('get', '/api/admin/products').query({ filter: '{"tag":"lithium"}' }).expect(400);
    // the same filter as a query parameter of its own
    const byParameter = await call('get', `/api/admin/products?tag=${offers.id}`).expect(200);
    expect(byParameter.body.map((row: { id: number }) => row.id)).toEqual([second]);
    await call('get', '/api/admin/products?tag=1x').expect(400);
  });

  it('refuses an element that does not exist or a type that is not one', async () => {
    const tag = await addTag('Checked');
    const missing = await call('put', '/admin/tags/add-tag-to-element')
      .send({ tagId: tag.id, elementType: 'product', elementId: 999999 })
      .expect(400);
    expect(missing.body.message).toBe('No product has the id 999999');
    const wrongType = await call('put', '/admin/tags/add-tag-to-element')
      .send({ tagId: tag.id, elementType: 'order', elementId: productIds[0] })
      .expect(400);
    expect(wrongType.body.message).toContain('elementType must be one of product, category, asset');
    await call('put', '/admin/tags/add-tag-to-element')
      .send({ tagId: 999999, elementType: 'category', elementId: categoryId })
      .expect(400);
    expect(
      Number(
        (await db.query('select count(*) from tag_assignment where tag_id = $1', [tag.id])).rows[0].count,
      ),
    ).toBe(0);
    // categories carry tags too
    await call('put', '/admin/tags/add-tag-to-element')
      .send({ tagId: tag.id, elementType: 'category', elementId: categoryId })
      .expect(200);
  });

  it('assigns a tag to every product of a category as a job, listed among the batch assignment jobs', async () => {
    const tag = await addTag('Whole category');
    const expected = (
      await db.query(
        `with recursive subtree (id) as (select $1::int union all
           select c.id from category c join subtree on c.parent_id = subtree.id)
         select id from product where category_id in (select id from subtree) and archived_at is null order by id`,
        [categoryId],
      )
    ).rows.map((row) => row.id);
    expect(expected.length).toBeGreaterThan(0);

    const job = await call('put', '/admin/tags/do-batch-assignment')
      .send({ tagId: tag.id, categoryId })
      .expect(200);
    expect(job.body.type).toBe('tags.batch-assignment');
    let listed: { id: string; status: string; result: { assigned: number } | null }[] = [];
    for (let attempt = 0; attempt < 50; attempt += 1) {
      listed = (await call('get', `/admin/tags/get-batch-assignment-jobs?tagId=${tag.id}`).expect(200)).body;
      if (listed[0]?.status === 'done') break;
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    expect(listed.map((entry) => entry.id)).toEqual([job.body.id]);
    expect(listed[0]).toMatchObject({ status: 'done', result: { assigned: expected.length } });
    expect((await productList(tag.id)).sort((a, b) => a - b)).toEqual(expected);
    expect(await audit('tag.batch-assigned', tag.id)).toEqual([
      { details: { elementType: 'product', categoryId, assigned: expected.length } },
    ]);

    // the REST door: a list of ids; neither or both of category and ids is refused
    const byIds = await call('post', `/api/admin/tags/${tag.id}/batch-assignments`)
      .send({ elementIds: productIds.slice(0, 2) })
      .expect(201);
    expect(byIds.body.payload).toMatchObject({ tagId: tag.id, elementIds: productIds.slice(0, 2) });
    const neither = await call('post', `/api/admin/tags/${tag.id}/batch-assignments`).send({}).expect(400);
    expect(neither.body.message).toBe('Name either a category (categoryId) or the elements (elementIds)');
    await call('put', '/admin/tags/do-batch-assignment')
      .send({ tagId: tag.id, categoryId, elementIds: [productIds[0]] })
      .expect(400);
    await call('put', '/admin/tags/do-batch-assignment')
      .send({ tagId: tag.id, categoryId: 999999 })
      .expect(400);
    const jobs = (await call('get', '/api/admin/tags/batch-assignment-jobs').expect(200)).body;
    expect(jobs.length).toBeGreaterThanOrEqual(2);
  });

  it('refuses an editor whose role lacks the tags permissions, at both doors, and lets them keep the catalogue', async () => {
    const administrator = await loginAsAdmin(
      testApp,
      DEMO_ACCOUNTS.administrator.email,
      DEMO_ACCOUNTS.administrator.password,
    );
    const asAdministrator = as(administrator);
    const role = await asAdministrator('post', '/api/admin/roles')
      .send({ name: 'Catalogue only', permissions: ['catalogue.read', 'catalogue.write'] })
      .expect(201);
    await asAdministrator('post', '/api/admin/users')
      .send({
        name: 'Cat Alogue',
        email: 'cat.alogue@tradeshop.test',
        password: 'catalogue-only-2026',
        roleId: role.body.id,
      })
      .expect(201);
    const catalogueOnly = as(await loginAsAdmin(testApp, 'cat.alogue@tradeshop.test', 'catalogue-only-2026'));
    const tag = await addTag('Not for everyone');

    await catalogueOnly('get', '/admin/tags/tree-get-children-by-id?node=0').expect(403);
    await catalogueOnly('get', '/api/admin/tags').expect(403);
    await catalogueOnly('post', '/admin/tags/add').send({ name: 'Sneaky' }).expect(403);
    await catalogueOnly('post', '/api/admin/tags').send({ name: 'Sneaky' }).expect(403);
    await catalogueOnly('put', '/admin/tags/add-tag-to-element')
      .send({ tagId: tag.id, elementType: 'product', elementId: productIds[0] })
      .expect(403);
    await catalogueOnly('delete', `/api/admin/tags/${tag.id}`).expect(403);
    await catalogueOnly('get', '/api/admin/products').expect(200);
    expect(Number((await db.query(`select count(*) from tag where name = 'Sneaky'`)).rows[0].count)).toBe(0);
  });
});
