import { DEMO_ACCOUNTS } from '../../../backend/src/database/seeders/demo-accounts';
import type { Browser, Page } from 'playwright-core';
import {
  api,
  baseUrl,
  gotoHydrated,
  launchBrowser,
  logInToBackOffice,
  newPage,
  screenshot,
  type ProductList,
} from './support';

interface ShopNode {
  id: number;
  code: string;
  name: string;
  slug: string;
  productCount: number;
  children: ShopNode[];
}

let browser: Browser;
let page: Page;

beforeAll(async () => {
  browser = await launchBrowser();
  page = await newPage(browser);
});

afterAll(async () => {
  await browser?.close();
});

describe('categories in the back office', () => {
  it('an editor drags a category into another in the tree; its old storefront address redirects (301) to the new one, showing the same products', async () => {
    const tree = await api<ShopNode[]>('/api/shop/categories?locale=en');
    const [from, to] = tree.filter((node) => node.children.length > 0);
    const moved = from!.children.find((child) => child.productCount > 0)!;
    const segment = moved.slug.split('/').pop()!;
    const oldPath = `/en/c/${moved.slug}`;
    const listing = await api<ProductList>(
      `/api/shop/categories/${encodeURIComponent(moved.slug)}/products?locale=en&perPage=12`,
    );
    const firstProduct = listing.items[0]!.name;

    await logInToBackOffice(page, DEMO_ACCOUNTS.editor);
    await page.goto('/admin/#/categories');
    const source = page.getByTestId(`category-row-${moved.code}`);
    const target = page.getByTestId(`category-row-${to!.code}`);
    await source.waitFor({ timeout: 60_000 });
    await screenshot(page, 'admin-category-tree-1280', { fullPage: false });

    // Dropped on the middle of the other category's row: inside it, as its last subcategory.
    await source.dragTo(target);
    await page.getByText('Category moved; its old addresses now redirect to the new ones').waitFor();
    await page
      .getByRole('treeitem', { name: to!.name })
      .getByRole('treeitem', { name: moved.name })
      .waitFor();
    await screenshot(page, 'admin-category-tree-moved-1280', { fullPage: false });

    const newPath = `/en/c/${to!.slug}/${segment}`;
    const answer = await fetch(`${baseUrl()}${oldPath}?sort=name`, { redirect: 'manual' });
    expect(answer.status).toBe(301);
    expect(answer.headers.get('location')).toBe(`${newPath}?sort=name`);

    await gotoHydrated(page, oldPath);
    expect(new URL(page.url()).pathname).toBe(newPath);
    expect(await page.getByRole('heading', { level: 1 }).innerText()).toBe(moved.name);
    await page.getByText(firstProduct).first().waitFor();
    const crumbs = await page.getByRole('navigation', { name: /breadcrumb/i }).innerText();
    expect(crumbs).toContain(to!.name);
    await screenshot(page, 'storefront-moved-category-1280', { fullPage: false });
  }, 240_000);

  it('an editor moves a category with the keyboard alternative and edits its texts per language, on a phone', async () => {
    const phone = await newPage(browser, { viewport: { width: 390, height: 844 } });
    const tree = await api<ShopNode[]>('/api/shop/categories?locale=en');
    const parent = tree.find((node) => node.children.length > 1)!;
    const [first, second] = parent.children;

    await logInToBackOffice(phone, DEMO_ACCOUNTS.editor);
    await phone.goto('/admin/#/categories');
    const row = phone.getByTestId(`category-row-${second!.code}`);
    await row.waitFor({ timeout: 60_000 });
    await row.getByRole('button', { name: `Move ${second!.name} up` }).click();
    await phone.getByText('Category moved; its old addresses now redirect to the new ones').waitFor();
    await screenshot(phone, 'admin-category-tree-390', { fullPage: false });
    const shopChildren = (await api<ShopNode[]>('/api/shop/categories?locale=en')).find(
      (node) => node.id === parent.id,
    )!.children;
    expect(shopChildren.slice(0, 2).map((child) => child.id)).toEqual([second!.id, first!.id]);

    await phone.getByRole('link', { name: `Edit ${first!.name}` }).click();
    await phone.getByRole('tab', { name: /Suomi/ }).click();
    await phone.locator('#category-panel-fi').getByLabel('Meta title').fill('Testiotsikko');
    await screenshot(phone, 'admin-category-edit-390');
    await phone.getByRole('button', { name: 'Save' }).click();
    await phone.getByTestId(`category-row-${first!.code}`).waitFor();
    await phone.close();

    const fiSlug = (
      await api<{ slug: string }>(`/api/shop/slugs/categories/${encodeURIComponent(first!.slug)}?locale=fi`)
    ).slug;
    await gotoHydrated(page, `/fi/c/${fiSlug}`);
    expect(await page.title()).toContain('Testiotsikko');
  }, 240_000);
});
