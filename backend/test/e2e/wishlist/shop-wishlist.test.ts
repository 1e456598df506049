import { insertCustomer } from '../../factories/account.factory';
import { loginToShop, visitShop, type ShopAgent } from '../../support/shop-session';
import { startTestApp, type TestApp } from '../../support/test-app';

interface WishlistState {
  id: number;
  add: boolean;
  token: string;
}

describe('shop wishlist', () => {
  let testApp: TestApp;

  beforeAll(async () => {
    testApp = await startTestApp({ products: 6 });
  });

  afterAll(() => testApp.close());

  async function newCustomer(): Promise<ShopAgent> {
    const { email, password } = await testApp.withClient((client) => insertCustomer(client));
    return loginToShop(testApp, email, password);
  }

  async function states(agent: ShopAgent, productIds: number[]): Promise<WishlistState[]> {
    const response = await testApp
      .http()
      .get('/api/shop/wishlist/states')
      .query({ productIds: productIds.join(',') })
      .set('Cookie', agent.cookies)
      .expect(200);
    return response.body;
  }

  function toggle(agent: ShopAgent, productId: number, token: string) {
    return testApp
      .http()
      .post(`/api/shop/wishlist/${productId}/toggle`)
      .set('Cookie', agent.cookies)
      .set('X-CSRF-Token', agent.csrf)
      .send({ token });
  }

  async function count(agent: ShopAgent): Promise<number> {
    const response = await testApp
      .http()
      .get('/api/shop/wishlist/count')
      .set('Cookie', agent.cookies)
      .expect(200);
    return response.body.count;
  }

  it('asks a visitor to log in', async () => {
    const visitor = await visitShop(testApp);
    const response = await testApp
      .http()
      .get('/api/shop/wishlist/count')
      .set('Cookie', visitor.cookies)
      .expect(401);
    expect(response.body.error).toBe('AUTHENTICATION_REQUIRED');
  });

  it('offers to add every product a new customer sees', async () => {
    const agent = await newCustomer();
    const answer = await states(agent, [3, 1, 2]);
    expect(answer.map(({ id, add }) => ({ id, add }))).toEqual([
      { id: 3, add: true },
      { id: 1, add: true },
      { id: 2, add: true },
    ]);
    expect(await count(agent)).toBe(0);
  });

  it('adds a product with its button token and removes it with the next toggle', async () => {
    const agent = await newCustomer();
    const [product] = await states(agent, [2]);

    const added = await toggle(agent, 2, product.token).expect(200);
    expect(added.body).toMatchObject({ id: 2, add: false });
    expect(await count(agent)).toBe(1);
    expect((await states(agent, [1, 2])).map(({ id, add }) => ({ id, add }))).toEqual([
      { id: 1, add: true },
      { id: 2, add: false },
    ]);

    const list = await testApp
      .http()
      .get('/api/shop/wishlist')
      .query({ locale: 'en' })
      .set('Cookie', agent.cookies)
      .expect(200);
    expect(list.body.items).toHaveLength(1);
    expect(list.body.items[0].product).toMatchObject({
      id: 2,
      sku: expect.any(String),
      name: expect.any(String),
    });
    expect(list.body.items[0].token).toBe(product.token);

    const removed = await toggle(agent, 2, product.token).expect(200);
    expect(removed.body).toMatchObject({ id: 2, add: true });
    expect(await count(agent)).toBe(0);
  });

  it("refuses a toggle with another product's token or another customer's, and stores nothing", async () => {
    const agent = await newCustomer();
    const other = await newCustomer();
    const [ownThree] = await states(agent, [3]);
    const [othersFour] = await states(other, [4]);

    const wrongProduct = await toggle(agent, 4, ownThree.token).expect(403);
    expect(wrongProduct.body.error).toBe('WISHLIST_TOKEN_INVALID');
    await toggle(agent, 4, othersFour.token).expect(403);
    await toggle(agent, 4, '').expect(403);

    expect(await count(agent)).toBe(0);
  });

  it('keeps one wishlist per customer', async () => {
    const agent = await newCustomer();
    const other = await newCustomer();
    const [product] = await states(agent, [5]);
    await toggle(agent, 5, product.token).expect(200);

    expect(await count(agent)).toBe(1);
    expect(await count(other)).toBe(0);
    expect((await states(other, [5]))[0].add).toBe(true);
  });

  it('answers 404 for a product that does not exist', async () => {
    const agent = await newCustomer();
    const [missing] = await states(agent, [999999]);
    const response = await toggle(agent, 999999, missing.token).expect(404);
    expect(response.body.error).toBe('PRODUCT_NOT_FOUND');
  });

  it('refuses product ids that are not positive whole numbers', async () => {
    const agent = await newCustomer();
    const response = await testApp
      .http()
      .get('/api/shop/wishlist/states')
      .query({ productIds: '1,abc' })
      .set('Cookie', agent.cookies)
      .expect(400);
    expect(response.body.error).toBe('VALIDATION_FAILED');
  });

  it('refuses a toggle without the CSRF token', async () => {
    const agent = await newCustomer();
    const [product] = await states(agent, [1]);
    await testApp
      .http()
      .post('/api/shop/wishlist/1/toggle')
      .set('Cookie', agent.cookies)
      .send({ token: product.token })
      .expect(403);
    expect(await count(agent)).toBe(0);
  });
});
