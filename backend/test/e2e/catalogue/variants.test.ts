import { MikroORM } from '@mikro-orm/postgresql';
import { DEMO_ACCOUNTS } from '../../../src/database/seeders/demo-accounts';
import { ProductVariantsService } from '../../../src/modules/catalogue/variants/product-variants.service';
import { loginAsAdmin, loginWithPermissions, type AdminAgent } from '../../support/admin-session';
import { startTestApp, type TestApp } from '../../support/test-app';

const SPEC = '/admin/coreshop/product-variant-solidifier';
const REST = '/api/admin/products';

/** The seeded GU10 spotlight family: parent 6 (3000 K) with variants 32 (2700 K) and 56 (4000 K). */
const PARENT = 6;
const VARIANT = 32;

interface Inherited {
  field: string;
  inheritedFrom: string;
  value: unknown;
}

/** The solidifier's entries that come from the variant's parent (the others are the unit vocabulary's). */
const fromParent = (entries: Inherited[]) =>
  entries.filter((entry) => entry.inheritedFrom.startsWith('the parent'));

describe('variant families in the back office', () => {
  let testApp: TestApp;
  let editor: AdminAgent;
  const { editor: editorAccount, administrator } = DEMO_ACCOUNTS;

  const get = (agent: AdminAgent, url: string) => testApp.http().get(url).set('Cookie', agent.cookies);
  const send = (agent: AdminAgent, method: 'put' | 'post' | 'delete', url: string, body?: object) =>
    testApp.http()[method](url).set('Cookie', agent.cookies).set('X-CSRF-Token', agent.csrf).send(body);

  /** The parent's save path as the product editor runs it: change, then pass on in the same transaction. */
  const saveParent = async (values: Record<string, unknown>) => {
    const admin = await testApp.withClient(async (client) => {
      const { rows } = await client.query<{ id: number }>('select id from admin_user where email = $1', [
        administrator.email,
      ]);
      return rows[0]!.id;
    });
    return testApp.app
      .get(ProductVariantsService)
      .updateParent(PARENT, values, { adminUserId: admin, ip: '' });
  };

  const shown = async (id: number) =>
    testApp.withClient(async (client) => {
      const { rows } = await client.query<{ name: string; price: string; ip_class: string }>(
        `select t.name, pp.price_minor::text as price, p.attributes->>'ip_class' as ip_class
         from product p join product_translation t on t.product_id = p.id and t.locale = 'fi'
         join product_price pp on pp.product_id = p.id and pp.store_id = (select id from store where code = 'fi')
         where p.id = $1`,
        [id],
      );
      return rows[0]!;
    });

  beforeAll(async () => {
    testApp = await startTestApp({ products: 80 });
    editor = await loginAsAdmin(testApp, editorAccount.email, editorAccount.password);
  });

  afterAll(() => testApp.close());

  it('lists the seeded family with its axis and what each variant keeps for itself', async () => {
    const family = await get(editor, `${REST}/${VARIANT}/variant-family`).expect(200);
    expect(family.body.parentId).toBe(PARENT);
    expect(family.body.axes).toEqual(['colour_temperature']);
    expect(family.body.children.map((child: { axisValues: object }) => child.axisValues)).toEqual([
      { colour_temperature: 2700 },
      { colour_temperature: 4000 },
    ]);
    const children = await get(editor, `${REST}/${PARENT}/variants`).expect(200);
    expect(children.headers['content-range']).toBe('variants 0-1/2');
    // The seed made the variants override what differed from the parent: their own names, not the brand's line.
    expect(children.body[0].overriddenFields).toEqual(expect.arrayContaining(['name.fi', 'name.en']));
    expect(children.body[0].overriddenFields).not.toContain('category');
  });

  it("passes the parent's name, price and attribute on to a variant until it is solidified", async () => {
    // The variant takes the parent's texts and price again, so the parent's changes reach it.
    for (const field of ['name.fi', 'price.fi', 'attributes.ip_class']) {
      await send(editor, 'delete', `${REST}/${VARIANT}/own-values/${field}`).expect(200);
    }
    await saveParent({ 'name.fi': 'Kohdevalo GU10 perhe', 'price.fi': 1234, 'attributes.ip_class': 'IP44' });
    expect(await shown(VARIANT)).toEqual({ name: 'Kohdevalo GU10 perhe', price: '1234', ip_class: 'IP44' });

    const check = await get(editor, `${SPEC}/check/${VARIANT}`).expect(200);
    expect(check.body.success).toBe(true);
    const fields = fromParent(check.body.data.inherited).map((entry) => entry.field);
    expect(fields).toEqual(
      expect.arrayContaining(['name.fi', 'price.fi', 'attributes.ip_class', 'category']),
    );
    expect(check.body.data.inherited).toContainEqual({
      field: 'name.fi',
      inheritedFrom: expect.stringMatching(/^the parent LMP-/),
      value: 'Kohdevalo GU10 perhe',
    });
    // Exactly the inherited ones: never the axis, nor what the variant keeps for itself.
    const { body: family } = await get(editor, `${REST}/${VARIANT}/variant-family`).expect(200);
    const own: string[] = family.children.find(
      (child: { id: number }) => child.id === VARIANT,
    ).overriddenFields;
    expect(fields.filter((field) => own.includes(field))).toEqual([]);
    expect(fields).not.toContain('attributes.colour_temperature');
  });

  it('keeps a solidified variant as it was when the parent changes again, and audits the apply', async () => {
    const check = await get(editor, `${SPEC}/check/${VARIANT}`).expect(200);
    const applied = await send(editor, 'put', `${SPEC}/apply/${VARIANT}`).expect(200);
    expect(fromParent(applied.body.data.stored)).toEqual(fromParent(check.body.data.inherited));
    expect(fromParent(applied.body.data.inherited)).toEqual([]);
    const after = await get(editor, `${SPEC}/check/${VARIANT}`).expect(200);
    expect(fromParent(after.body.data.inherited)).toEqual([]);
    await send(editor, 'delete', `${REST}/56/own-values/price.fi`).expect(200);

    await saveParent({ 'name.fi': 'Uusi nimi vanhemmalle', 'price.fi': 999, 'attributes.ip_class': 'IP65' });
    expect(await shown(VARIANT)).toEqual({ name: 'Kohdevalo GU10 perhe', price: '1234', ip_class: 'IP44' });
    // The sibling that was not solidified follows the parent.
    expect((await shown(56)).price).toBe('999');

    const audit = await testApp.withClient(async (client) => {
      const { rows } = await client.query<{ action: string; details: { fields: string[] } }>(
        `select action, details from audit_log where subject_type = 'product' and subject_id = $1
         and action = 'product_variant.solidified'`,
        [VARIANT],
      );
      return rows;
    });
    expect(audit).toHaveLength(1);
    expect(audit[0]!.details.fields).toContain('name.fi');
  });

  it('creates a variant from the parent with its own SKU and slugs, refusing a combination that exists', async () => {
    const created = await send(editor, 'post', `${REST}/${PARENT}/variants`, {
      sku: 'LMP-GU10-345-6500K',
      axisValues: { colour_temperature: 6500 },
    }).expect(201);
    expect(created.body).toMatchObject({
      sku: 'LMP-GU10-345-6500K',
      axisValues: { colour_temperature: 6500 },
    });
    const slugs = await testApp.withClient(async (client) => {
      const { rows } = await client.query<{ locale: string; slug: string }>(
        'select locale, slug from product_translation where product_id = $1 order by locale',
        [created.body.id],
      );
      return rows;
    });
    expect(slugs).toHaveLength(7);
    expect(slugs.every((row) => row.slug.endsWith('-lmp-gu10-345-6500k'))).toBe(true);
    expect((await shown(created.body.id)).price).toBe('999');

    const twin = await send(editor, 'post', `${REST}/${PARENT}/variants`, {
      sku: 'LMP-GU10-345-TWIN',
      axisValues: { colour_temperature: 4000 },
    }).expect(400);
    expect(twin.body.message).toMatch(/same colour_temperature/);
    await send(editor, 'post', `${REST}/${PARENT}/variants`, { sku: 'X-1', axisValues: {} }).expect(400);
    await send(editor, 'post', `${REST}/${VARIANT}/variants`, {
      sku: 'X-2',
      axisValues: { colour_temperature: 5000 },
    }).expect(400);
  });

  it("gives a variant its own value for a field and lets it inherit the parent's again", async () => {
    const child = 56;
    const own = await send(editor, 'put', `${REST}/${child}/own-values/price.fi`, { value: 4321 }).expect(
      200,
    );
    expect(own.body.overriddenFields).toContain('price.fi');
    await saveParent({ 'price.fi': 1500 });
    expect((await shown(child)).price).toBe('4321');
    const again = await send(editor, 'delete', `${REST}/${child}/own-values/price.fi`).expect(200);
    expect(again.body.overriddenFields).not.toContain('price.fi');
    expect((await shown(child)).price).toBe('1500');
    await send(editor, 'put', `${REST}/${child}/own-values/sku`, { value: 'NOPE' }).expect(400);
    await send(editor, 'put', `${REST}/${child}/own-values/attributes.colour_temperature`, {
      value: 1,
    }).expect(400);
  });

  it('answers 404 for an object id that is not digits, and reports nothing from a parent for a product that is no variant', async () => {
    for (const id of ['12abc', '-1', '1.5', 'abc']) {
      await get(editor, `${SPEC}/check/${id}`).expect(404);
      await send(editor, 'put', `${SPEC}/apply/${id}`).expect(404);
    }
    await get(editor, `${SPEC}/check/999999`).expect(404);
    const notVariant = await get(editor, `${SPEC}/check/${PARENT}`).expect(200);
    expect(fromParent(notVariant.body.data.inherited)).toEqual([]);
  });

  it('lets staff with only catalogue.read look but not change a family', async () => {
    const reader = await loginWithPermissions(testApp, ['catalogue.read']);
    await get(reader, `${REST}/${PARENT}/variants`).expect(200);
    await get(reader, `${REST}/56/variant-family`).expect(200);
    // The solidifier changes a product: reading its report is theirs, applying it is not.
    await get(reader, `${SPEC}/check/56`).expect(200);
    await send(reader, 'put', `${SPEC}/apply/56`).expect(403);
    await send(reader, 'post', `${REST}/${PARENT}/variants`, {
      sku: 'READER-1',
      axisValues: { colour_temperature: 5000 },
    }).expect(403);
    await send(reader, 'put', `${REST}/${PARENT}/variant-axes`, { axes: ['lumen'] }).expect(403);
    await send(reader, 'put', `${REST}/56/own-values/name.fi`, { value: 'x' }).expect(403);
    const check = await get(editor, `${SPEC}/check/56`).expect(200);
    expect(fromParent(check.body.data.inherited).length).toBeGreaterThan(0);
    expect(await shown(56)).not.toMatchObject({ name: 'x' });
  });

  it('lets staff with the catalogue permissions and no shop configuration solidify a variant', async () => {
    const cataloguer = await loginWithPermissions(testApp, ['catalogue.read', 'catalogue.write']);
    await get(cataloguer, '/admin/coreshop/stores/list').expect(403);
    const created = await send(cataloguer, 'post', `${REST}/${PARENT}/variants`, {
      sku: 'CATALOGUER-5700',
      axisValues: { colour_temperature: 5700 },
    }).expect(201);
    const id: number = created.body.id;
    const before = await get(cataloguer, `${SPEC}/check/${id}`).expect(200);
    expect(fromParent(before.body.data.inherited).length).toBeGreaterThan(0);
    await send(cataloguer, 'put', `${SPEC}/apply/${id}`).expect(200);
    const after = await get(cataloguer, `${SPEC}/check/${id}`).expect(200);
    expect(fromParent(after.body.data.inherited)).toEqual([]);
  });

  it("keeps what the product editor's save changed on a variant as its own", async () => {
    const variants = testApp.app.get(ProductVariantsService);
    const em = testApp.app.get(MikroORM).em.fork();
    await send(editor, 'delete', `${REST}/56/own-values/name.it`).expect(200);
    await variants.markOverridden(em, 56, ['name.it', 'sku', 'attributes.colour_temperature']);
    const { body } = await get(editor, `${REST}/56/variant-family`).expect(200);
    const own: string[] = body.children.find((child: { id: number }) => child.id === 56).overriddenFields;
    expect(own).toContain('name.it');
    expect(own).not.toContain('sku');
    expect(own).not.toContain('attributes.colour_temperature');
  });

  it('validates the axes a parent names', async () => {
    const unknown = await send(editor, 'put', `${REST}/${PARENT}/variant-axes`, {
      axes: ['nonsense'],
    }).expect(400);
    expect(unknown.body.message).toMatch(/not an attribute of the product's family/);
    await send(editor, 'put', `${REST}/${PARENT}/variant-axes`, { axes: [] }).expect(400);
    const family = await send(editor, 'put', `${REST}/${PARENT}/variant-axes`, {
      axes: ['colour_temperature'],
    }).expect(200);
    expect(family.body.axes).toEqual(['colour_temperature']);
  });
});
