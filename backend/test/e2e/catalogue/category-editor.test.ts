import { LOCALES } from '@tradeshop/shared';
import { DEMO_ACCOUNTS } from '../../../src/database/seeders/demo-accounts';
import { loginAsAdmin, type AdminAgent } from '../../support/admin-session';
import { startTestApp, type TestApp } from '../../support/test-app';

interface TreeNode {
  id: number;
  code: string;
  parentId: number | null;
  position: number;
  published: boolean;
  productCount: number;
  names: Record<string, string>;
  slugs: Record<string, string>;
}

describe('back-office category editor (tree, addresses, redirects)', () => {
  let testApp: TestApp;
  let agent: AdminAgent;
  const admin = () => ({
    get: (url: string) => testApp.http().get(url).set('Cookie', agent.cookies),
    send: (method: 'post' | 'put' | 'delete', url: string, body?: object) =>
      testApp.http()[method](url).set('Cookie', agent.cookies).set('X-CSRF-Token', agent.csrf).send(body),
  });
  const tree = async (): Promise<TreeNode[]> =>
    (await admin().get('/api/admin/categories/tree').expect(200)).body;
  const resolve = (path: string) =>
    testApp.http().get(`/api/shop/redirects?path=${encodeURIComponent(path)}`);
  const shopCategory = (slug: string, locale = 'en') =>
    testApp.http().get(`/api/shop/categories/${encodeURIComponent(slug)}?locale=${locale}`);

  beforeAll(async () => {
    testApp = await startTestApp({ products: 60 });
    const { editor } = DEMO_ACCOUNTS;
    agent = await loginAsAdmin(testApp, editor.email, editor.password);
  });

  afterAll(() => testApp.close());

  it('keeps the tree path in every address: a child is its parent path and its own segment', async () => {
    const nodes = await tree();
    const child = nodes.find((node) => node.parentId !== null)!;
    const parent = nodes.find((node) => node.id === child.parentId)!;
    for (const locale of LOCALES) {
      expect(child.slugs[locale]).toMatch(new RegExp(`^${parent.slugs[locale]}/[a-z0-9-]+$`));
    }
    await shopCategory(child.slugs.en!).expect(200);
  });

  it('moves a category under another parent: its subtree gets new addresses in every language and the old ones redirect (301)', async () => {
    const created = await admin()
      .send('post', '/api/admin/categories', {
        code: 'move-me',
        parentId: (await tree()).find((node) => node.parentId === null)!.id,
        translations: LOCALES.map((locale) => ({
          locale,
          name: `Move me ${locale}`,
          slug: `move-me-${locale}`,
        })),
      })
      .expect(201);
    const grandchild = await admin()
      .send('post', '/api/admin/categories', {
        code: 'move-me-child',
        parentId: created.body.id,
        translations: LOCALES.map((locale) => ({ locale, name: `Child ${locale}` })),
      })
      .expect(201);
    const before = await tree();
    const oldSlugs = {
      parent: before.find((node) => node.id === created.body.id)!.slugs,
      child: before.find((node) => node.id === grandchild.body.id)!.slugs,
    };
    expect(oldSlugs.child.fi).toBe(`${oldSlugs.parent.fi}/child-fi`);
    const target = before.filter((node) => node.parentId === null)[1]!;

    await admin()
      .send('put', `/api/admin/categories/${created.body.id}/move`, { parentId: target.id, position: 0 })
      .expect(200);

    const after = await tree();
    const moved = after.find((node) => node.id === created.body.id)!;
    const movedChild = after.find((node) => node.id === grandchild.body.id)!;
    expect(moved.parentId).toBe(target.id);
    expect(moved.position).toBe(0);
    for (const locale of LOCALES) {
      expect(moved.slugs[locale]).toBe(`${target.slugs[locale]}/move-me-${locale}`);
      expect(movedChild.slugs[locale]).toBe(`${moved.slugs[locale]}/child-${locale}`);
      const redirect = await resolve(`/${locale}/c/${oldSlugs.child[locale]}`).expect(200);
      expect(redirect.body).toEqual({ target: `/${locale}/c/${movedChild.slugs[locale]}`, statusCode: 301 });
    }
    await shopCategory(movedChild.slugs.sv!, 'sv').expect(200);
    await shopCategory(oldSlugs.child.sv!, 'sv').expect(404);

    // Moved back and forth: no chain, no loop; the address that is a page again redirects nowhere.
    const home = before.find((node) => node.id === created.body.id)!;
    await admin()
      .send('put', `/api/admin/categories/${created.body.id}/move`, { parentId: home.parentId, position: 0 })
      .expect(200);
    await resolve(`/en/c/${oldSlugs.parent.en}`).expect(404);
    expect((await resolve(`/en/c/${moved.slugs.en}`).expect(200)).body.target).toBe(
      `/en/c/${oldSlugs.parent.en}`,
    );
  });

  it('changes a slug: the subtree follows and the old address redirects to the new one', async () => {
    const nodes = await tree();
    const parent = nodes.find((node) => node.parentId === null && nodes.some((n) => n.parentId === node.id))!;
    const child = nodes.find((node) => node.parentId === parent.id)!;
    await admin()
      .send('put', `/api/admin/categories/${parent.id}`, {
        translations: [{ locale: 'en', name: parent.names.en, slug: 'renamed-top' }],
      })
      .expect(200);
    const after = await tree();
    const newChildSlug = after.find((node) => node.id === child.id)!.slugs.en!;
    expect(newChildSlug).toBe(`renamed-top/${child.slugs.en!.split('/').pop()}`);
    expect((await resolve(`/en/c/${child.slugs.en}`).expect(200)).body.target).toBe(`/en/c/${newChildSlug}`);
    expect(after.find((node) => node.id === parent.id)!.slugs.fi).toBe(parent.slugs.fi);
  });

  it('refuses to move a category under itself or its descendants', async () => {
    const nodes = await tree();
    const parent = nodes.find((node) => node.parentId === null && nodes.some((n) => n.parentId === node.id))!;
    const child = nodes.find((node) => node.parentId === parent.id)!;
    const underChild = await admin()
      .send('put', `/api/admin/categories/${parent.id}/move`, { parentId: child.id, position: 0 })
      .expect(400);
    expect(underChild.body.message).toMatch(/under itself or one of its subcategories/);
    await admin()
      .send('put', `/api/admin/categories/${parent.id}/move`, { parentId: parent.id, position: 0 })
      .expect(400);
    expect((await tree()).find((node) => node.id === parent.id)!.parentId).toBeNull();
  });

  it('refuses a slug another category has, and stores nothing', async () => {
    const nodes = await tree();
    const [first, second] = nodes.filter((node) => node.parentId === null);
    const response = await admin()
      .send('put', `/api/admin/categories/${second!.id}`, {
        published: false,
        translations: [{ locale: 'de', name: 'x' }],
      })
      .expect(400);
    expect(JSON.stringify(response.body)).toMatch(/locale must be one of/);
    const taken = await admin()
      .send('put', `/api/admin/categories/${second!.id}`, {
        published: false,
        translations: [{ locale: 'fi', name: second!.names.fi, slug: first!.slugs.fi }],
      })
      .expect(409);
    expect(taken.body.message).toContain(`/fi/c/${first!.slugs.fi} is already another category's`);
    expect((await tree()).find((node) => node.id === second!.id)!.published).toBe(true);
  });

  it('unpublishes a category: it leaves the shop tree, its page and its subcategories answer 404', async () => {
    const nodes = await tree();
    const top = nodes.filter(
      (node) => node.parentId === null && nodes.some((n) => n.parentId === node.id),
    )[1]!;
    const child = nodes.find((node) => node.parentId === top.id)!;
    await admin().send('put', `/api/admin/categories/${top.id}`, { published: false }).expect(200);
    const shopTree = (await testApp.http().get('/api/shop/categories?locale=en').expect(200)).body;
    expect(shopTree.map((node: { id: number }) => node.id)).not.toContain(top.id);
    await shopCategory(top.slugs.en!).expect(404);
    await shopCategory(child.slugs.en!).expect(404);
    await testApp
      .http()
      .get(`/api/shop/categories/${encodeURIComponent(top.slugs.en!)}/products?locale=en`)
      .expect(404);
    await admin().send('put', `/api/admin/categories/${top.id}`, { published: true }).expect(200);
    await shopCategory(child.slugs.en!).expect(200);
  });

  it("leaves an unpublished category out of a product page's breadcrumb, and its published parent in", async () => {
    const nodes = await tree();
    const category = nodes.find(
      (node) =>
        node.productCount > 0 &&
        !nodes.some((child) => child.parentId === node.id) &&
        nodes.find((parent) => parent.id === node.parentId)?.parentId === null,
    )!;
    const parent = nodes.find((node) => node.id === category.parentId)!;
    const listing = await testApp
      .http()
      .get(`/api/shop/categories/${encodeURIComponent(category.slugs.en!)}/products?locale=en`)
      .expect(200);
    const slug: string = listing.body.items[0].slug;
    const trail = async () =>
      (
        await testApp
          .http()
          .get(`/api/shop/products/${encodeURIComponent(slug)}?locale=en`)
          .expect(200)
      ).body.breadcrumbs as { id: number; slug: string }[];
    expect((await trail()).map((crumb) => crumb.id)).toEqual([parent.id, category.id]);

    await admin().send('put', `/api/admin/categories/${category.id}`, { published: false }).expect(200);
    try {
      expect(await trail()).toEqual([{ id: parent.id, name: parent.names.en, slug: parent.slugs.en }]);
      // an unpublished parent takes its published subcategories out of the trail too
      await admin().send('put', `/api/admin/categories/${parent.id}`, { published: false }).expect(200);
      await admin().send('put', `/api/admin/categories/${category.id}`, { published: true }).expect(200);
      expect(await trail()).toEqual([]);
    } finally {
      await admin().send('put', `/api/admin/categories/${parent.id}`, { published: true }).expect(200);
      await admin().send('put', `/api/admin/categories/${category.id}`, { published: true }).expect(200);
    }
    expect((await trail()).map((crumb) => crumb.id)).toEqual([parent.id, category.id]);
  });

  it('refuses to delete a category with products or subcategories; deletes an empty one', async () => {
    const nodes = await tree();
    const withProducts = nodes.find((node) => node.parentId !== null && node.productCount > 0)!;
    const refused = await admin().send('delete', `/api/admin/categories/${withProducts.id}`).expect(409);
    expect(refused.body.message).toMatch(/still has \d+ products/);
    const parent = nodes.find((node) => node.id === withProducts.parentId)!;
    await admin().send('delete', `/api/admin/categories/${parent.id}`).expect(409);

    const empty = await admin()
      .send('post', '/api/admin/categories', {
        code: 'empty-one',
        translations: LOCALES.map((locale) => ({ locale, name: `Empty ${locale}` })),
      })
      .expect(201);
    await admin().send('delete', `/api/admin/categories/${empty.body.id}`).expect(200);
    await admin().get(`/api/admin/categories/${empty.body.id}`).expect(404);
    const { administrator } = DEMO_ACCOUNTS;
    const auditor = await loginAsAdmin(testApp, administrator.email, administrator.password);
    const audit = await testApp
      .http()
      .get(`/api/admin/audit-log?filter=${encodeURIComponent(JSON.stringify({ subjectType: 'category' }))}`)
      .set('Cookie', auditor.cookies)
      .expect(200);
    const actions = audit.body.map((entry: { action: string }) => entry.action);
    expect(actions).toEqual(
      expect.arrayContaining(['category.created', 'category.moved', 'category.deleted']),
    );
  });

  it('answers a flat address of before with the path of today', async () => {
    const nodes = await tree();
    const child = nodes.find((node) => node.parentId !== null)!;
    const flat = child.slugs.en!.split('/').pop()!;
    const response = await testApp.http().get(`/api/shop/slugs/categories/${flat}?locale=en`).expect(200);
    expect(response.body.slug).toBe(child.slugs.en);
  });
});
