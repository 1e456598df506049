import { unitId } from '../../../src/database/seeders/reference-data';
import { buildProduct, insertProduct } from '../../factories/catalogue.factory';
import { visitShop, withCookies, type ShopAgent } from '../../support/shop-session';
import { startTestApp, type TestApp } from '../../support/test-app';

const CART = '/api/shop/cart';
/** The Finnish store's price of one 40-pack: 3,37 €. */
const PACK_PRICE = 337;

interface LineBody {
  id: number;
  productId: number;
  quantity: string;
  salesQuantity: string;
  stockQuantity: string;
  unit: { id: number; identifier: string; label: string };
  units: { identifier: string; salesUnitsPerUnit: string; minimumOrderQuantity: string }[];
  unitPriceNetMinor: number;
  lineNetMinor: number;
  totalNetMinor: number;
  discountNetMinor: number;
}

/** A 40-pack of AA batteries sold by the pack, also offered in boxes of 800 (20 packs). */
function packOfForty(overrides: { minimumOrderQuantity?: string; stockQuantity?: number } = {}) {
  const base = buildProduct();
  return {
    salesUnit: 'PK' as const,
    salesUnitId: unitId('PK'),
    minimumOrderQuantity: overrides.minimumOrderQuantity ?? '1',
    minimumOrderOverride: false,
    stockStatus: 'in_stock' as const,
    stockQuantity: overrides.stockQuantity ?? 100,
    surchargeCode: null,
    prices: base.prices.map((price) => ({ ...price, priceMinor: PACK_PRICE, surchargeMinor: 0 })),
    units: [
      {
        unit: 'PK' as const,
        unitDefinitionId: unitId('PK'),
        conversionFactor: '40',
        precision: 0,
        isDefault: true,
      },
      {
        unit: 'BOX' as const,
        unitDefinitionId: unitId('BOX'),
        conversionFactor: '800',
        precision: 0,
        isDefault: false,
      },
    ],
  };
}

describe('ordering in any unit a product offers', () => {
  let testApp: TestApp;
  let pack: number;
  let packOfFiftyMinimum: number;

  beforeAll(async () => {
    testApp = await startTestApp({ products: 3 });
    await testApp.withClient(async (client) => {
      pack = (await insertProduct(client, packOfForty())).id;
      packOfFiftyMinimum = (await insertProduct(client, packOfForty({ minimumOrderQuantity: '50' }))).id;
    });
  });

  afterAll(() => testApp.close());

  function send(agent: ShopAgent, method: 'get' | 'post' | 'patch' | 'put', path = '', body?: object) {
    const call = testApp.http()[method](`${CART}${path}?locale=fi`).set('Cookie', agent.cookies);
    return method === 'get' ? call : call.set('X-CSRF-Token', agent.csrf).send(body);
  }

  async function visitorWith(lines: { productId: number; quantity: string; unit?: string }[]) {
    let agent = await visitShop(testApp);
    for (const line of lines) {
      const response = await send(agent, 'post', '/items', line).expect(200);
      agent = withCookies(agent, response.headers['set-cookie']);
    }
    return agent;
  }

  const lineOf = (lines: LineBody[], identifier: string) =>
    lines.find((line) => line.unit.identifier === identifier)!;

  it('adds a box of 800 as 20 packs: priced at 20 × the pack price, named in the language, stock in boxes', async () => {
    const agent = await visitorWith([{ productId: pack, quantity: '1', unit: 'BOX' }]);
    const cart = await send(agent, 'get').expect(200);
    const [line] = cart.body.lines as LineBody[];

    expect(line).toMatchObject({
      quantity: '1',
      salesQuantity: '20',
      unit: { id: unitId('BOX'), identifier: 'BOX', label: 'ltk' },
      unitPriceNetMinor: 20 * PACK_PRICE,
      lineNetMinor: 20 * PACK_PRICE,
      // 100 packs in stock are five whole boxes.
      stockQuantity: '5',
    });
    expect(line!.units.map((unit) => [unit.identifier, unit.salesUnitsPerUnit])).toEqual([
      ['PK', '1'],
      ['BOX', '20'],
    ]);
    expect(cart.body.totals.itemsNetMinor).toBe(20 * PACK_PRICE);
  });

  it('keeps packs and boxes of one product on separate lines, each priced in its unit', async () => {
    const agent = await visitorWith([
      { productId: pack, quantity: '3' },
      { productId: pack, quantity: '2', unit: 'BOX' },
    ]);
    const cart = await send(agent, 'get').expect(200);
    const lines = cart.body.lines as LineBody[];
    expect(lineOf(lines, 'PK')).toMatchObject({ quantity: '3', unitPriceNetMinor: PACK_PRICE });
    expect(lineOf(lines, 'BOX')).toMatchObject({
      quantity: '2',
      salesQuantity: '40',
      lineNetMinor: 40 * PACK_PRICE,
    });
    expect(cart.body.totals.itemsNetMinor).toBe(43 * PACK_PRICE);
  });

  it('refuses a unit the product is not offered in and stores nothing', async () => {
    const visitor = await visitShop(testApp);
    const response = await send(visitor, 'post', '/items', {
      productId: pack,
      quantity: '1',
      unit: 'ROLL',
    }).expect(400);
    expect(response.body.error).toBe('VALIDATION_FAILED');
    expect(response.body.details).toEqual([expect.objectContaining({ field: 'unitDefinition' })]);
    const cart = await send(withCookies(visitor, response.headers['set-cookie']), 'get').expect(200);
    expect(cart.body.lines).toEqual([]);
  });

  it('restates a minimum of 50 packs as 5 boxes and refuses 3 boxes with the increment message', async () => {
    const visitor = await visitShop(testApp);
    const refused = await send(visitor, 'post', '/items', {
      productId: packOfFiftyMinimum,
      quantity: '3',
      unit: 'BOX',
    }).expect(400);
    expect(refused.body.message).toBe('You can only add in increments of 5');

    const agent = await visitorWith([{ productId: packOfFiftyMinimum, quantity: '5', unit: 'BOX' }]);
    const cart = await send(agent, 'get').expect(200);
    expect(cart.body.lines[0]).toMatchObject({
      quantity: '5',
      salesQuantity: '100',
      minimumOrderQuantity: '5',
    });
  });

  it('changes a line from packs to boxes by the box rules', async () => {
    const agent = await visitorWith([{ productId: pack, quantity: '20' }]);
    const [line] = (await send(agent, 'get').expect(200)).body.lines as LineBody[];
    const changed = await send(agent, 'patch', `/items/${line!.id}`, {
      quantity: '2',
      unitDefinitionId: unitId('BOX'),
    }).expect(200);
    expect(changed.body.lines).toEqual([
      expect.objectContaining({
        id: line!.id,
        quantity: '2',
        salesQuantity: '40',
        lineNetMinor: 40 * PACK_PRICE,
      }),
    ]);
  });

  describe('bulk update', () => {
    it('changes two quantities and removes a line in one call', async () => {
      const other = await testApp.withClient((client) =>
        insertProduct(client, { minimumOrderQuantity: '1' }),
      );
      const agent = await visitorWith([
        { productId: pack, quantity: '1' },
        { productId: pack, quantity: '1', unit: 'BOX' },
        { productId: other.id, quantity: '1' },
      ]);
      const lines = (await send(agent, 'get').expect(200)).body.lines as LineBody[];
      const packs = lineOf(lines, 'PK');
      const boxes = lineOf(lines, 'BOX');
      const removed = lines.find((line) => line.productId === other.id)!;

      const updated = await send(agent, 'put', '/items', {
        items: [
          { id: packs.id, quantity: '4' },
          { id: boxes.id, quantity: '3' },
        ],
        remove: [removed.id],
      }).expect(200);
      expect(
        (updated.body.lines as LineBody[]).map((line) => [line.id, line.quantity, line.unit.identifier]),
      ).toEqual([
        [packs.id, '4', 'PK'],
        [boxes.id, '3', 'BOX'],
      ]);
      expect(updated.body.totals.itemsNetMinor).toBe((4 + 60) * PACK_PRICE);
    });

    it('stores nothing when one of the changes is refused, and names that line', async () => {
      const agent = await visitorWith([
        { productId: pack, quantity: '1' },
        { productId: packOfFiftyMinimum, quantity: '50' },
      ]);
      const lines = (await send(agent, 'get').expect(200)).body.lines as LineBody[];
      const [first, fifty] = lines;
      const refused = await send(agent, 'put', '/items', {
        items: [
          { id: first!.id, quantity: '9' },
          { id: fifty!.id, quantity: '60' },
        ],
        remove: [],
      }).expect(400);
      expect(refused.body.message).toBe('You can only add in increments of 50');
      expect(refused.body.details).toEqual([
        expect.objectContaining({ field: `items.${fifty!.id}.quantity` }),
      ]);
      const cart = await send(agent, 'get').expect(200);
      expect((cart.body.lines as LineBody[]).map((line) => line.quantity)).toEqual(['1', '50']);
    });

    it('joins two lines that end in the same unit into one with the sum', async () => {
      const agent = await visitorWith([
        { productId: pack, quantity: '20' },
        { productId: pack, quantity: '1', unit: 'BOX' },
      ]);
      const lines = (await send(agent, 'get').expect(200)).body.lines as LineBody[];
      const updated = await send(agent, 'put', '/items', {
        items: [{ id: lineOf(lines, 'PK').id, quantity: '1', unitDefinitionId: unitId('BOX') }],
        remove: [],
      }).expect(200);
      expect((updated.body.lines as LineBody[]).map((line) => [line.quantity, line.unit.identifier])).toEqual(
        [['2', 'BOX']],
      );
    });

    it('answers the cart as it is for an empty update, also before the first add', async () => {
      const visitor = await visitShop(testApp);
      const empty = await send(visitor, 'put', '/items', { items: [], remove: [] }).expect(200);
      expect(empty.body.lines).toEqual([]);
    });

    it("refuses another shopper's line and stores nothing", async () => {
      const stranger = await visitorWith([{ productId: pack, quantity: '1' }]);
      const strangerLine = ((await send(stranger, 'get').expect(200)).body.lines as LineBody[])[0]!;
      const agent = await visitorWith([{ productId: pack, quantity: '1' }]);
      await send(agent, 'put', '/items', { items: [], remove: [strangerLine.id] }).expect(404);
      expect((await send(stranger, 'get').expect(200)).body.lines).toHaveLength(1);
    });
  });

  it("shows each amount once: the lines before discounts, then the discount, add up to the cart's and minicart's totals", async () => {
    const agent = await visitorWith([
      { productId: pack, quantity: '5' },
      { productId: pack, quantity: '1', unit: 'BOX' },
    ]);
    const applied = await send(agent, 'post', '/vouchers', { code: 'WELCOME10' }).expect(200);
    const { lines, totals } = applied.body as {
      lines: LineBody[];
      totals: { itemsNetMinor: number; discountNetMinor: number; surchargeNetMinor: number };
    };
    expect(totals.discountNetMinor).toBeGreaterThan(0);
    const sumOfLines = lines.reduce((sum, line) => sum + line.lineNetMinor, 0);
    expect(sumOfLines).toBe(totals.itemsNetMinor);
    expect(lines.reduce((sum, line) => sum + line.totalNetMinor, 0)).toBe(
      totals.itemsNetMinor - totals.discountNetMinor,
    );

    const summary = await send(agent, 'get', '/summary').expect(200);
    const minicartLines = (summary.body.lines as { lineNetMinor: number }[]).reduce(
      (sum, line) => sum + line.lineNetMinor,
      0,
    );
    const discounts = (summary.body.discounts as { discountNetMinor: number }[]).reduce(
      (sum, discount) => sum + discount.discountNetMinor,
      0,
    );
    expect(minicartLines + summary.body.surchargeNetMinor - discounts).toBe(summary.body.totalNetMinor);
  });
});
