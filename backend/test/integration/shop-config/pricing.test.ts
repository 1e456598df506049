import { MikroORM } from '@mikro-orm/postgresql';
import pg from 'pg';
import { DEFAULT_CUSTOMER_GROUP_CODE } from '@tradeshop/shared';
import { buildOrmOptions } from '../../../src/database/mikro-orm.config';
import { DEMO_CUSTOMER_GROUPS } from '../../../src/database/seeders/customer-groups';
import { VoucherCode } from '../../../src/modules/shop-config/entities/cart-price-rule.entity';
import { Carrier } from '../../../src/modules/shop-config/entities/carrier.entity';
import { Country } from '../../../src/modules/shop-config/entities/country.entity';
import { CustomerPrice } from '../../../src/modules/shop-config/entities/customer-price.entity';
import { TaxRule } from '../../../src/modules/shop-config/entities/tax.entity';
import { PricingFactsReadModel } from '../../../src/modules/pricing/pricing-facts.read-model';
import { ConfigurationCache } from '../../../src/read-cache/configuration-cache';
import { NoChangeFeed } from '../../../src/read-cache/catalogue-change-feed';
import { PricingRepository } from '../../../src/modules/pricing/pricing.repository';
import { VoucherCodesService } from '../../../src/modules/shop-config/voucher-codes.service';
import { PricingService } from '../../../src/modules/pricing/pricing.service';
import type { PricingContext, PricingLineInput } from '../../../src/modules/pricing/pricing.port';
import {
  insertCartPriceRule,
  insertCatalogue,
  insertCustomerPrice,
  pricingContext,
  pricingLine,
  productInCategory,
  salesUnitOf,
  setProductPrice,
  setProductShippingFacts,
  storeIdOf,
  zoneIdOf,
} from '../../factories';
import { createTestDatabase } from '../../support/test-database';

const groupId = (code: string): number => DEMO_CUSTOMER_GROUPS.find((group) => group.code === code)!.id;
const DEMO_COMPANY_ID = 1;
const DEMO_CUSTOMER_ID = 1;

class VoucherRefused extends Error {}

/** The pricing service against the demo seed on real PostgreSQL: what the cart and the checkout will see. */
describe('pricing a cart', () => {
  let database: Awaited<ReturnType<typeof createTestDatabase>>;
  let db: pg.Client;
  let orm: MikroORM;
  let pricing: PricingService;
  let fi: number;
  let no: number;
  /** A plain product (no lithium, 1 kg, no recycling fee) at 100.00 in every store. */
  let plain: number;
  let plainUnit: number;
  let lithium: number;
  let lithiumUnit: number;

  const line = (productId: number, unit: number, quantity = '1', lineId = productId): PricingLineInput =>
    pricingLine(lineId, productId, unit, quantity);
  const quote = (context: PricingContext, lines: PricingLineInput[]) => pricing.quote(context, lines, 'en');

  beforeAll(async () => {
    database = await createTestDatabase();
    db = new pg.Client({ connectionString: database.url });
    await db.connect();
    await insertCatalogue(db, { products: 150 });
    fi = await storeIdOf(db, 'fi');
    no = await storeIdOf(db, 'no');
    // Products 1–10 carry the seed's agreed prices; these two are free of them.
    plain = 20;
    lithium = 21;
    for (const productId of [plain, lithium]) {
      for (const storeCode of ['fi', 'no', 'se', 'dk', 'fr', 'it', 'int']) {
        await setProductPrice(db, { productId, storeCode, priceMinor: 10_000 });
      }
      await db.query('update product set tax_rule_group_id = null where id = $1', [productId]);
    }
    await setProductShippingFacts(db, plain, { unNumber: null, grossWeight: '1', surchargeCode: null });
    await setProductShippingFacts(db, lithium, { unNumber: 'UN3480', grossWeight: '1', surchargeCode: null });
    plainUnit = await salesUnitOf(db, plain);
    lithiumUnit = await salesUnitOf(db, lithium);
    orm = await MikroORM.init(buildOrmOptions(database.url, 12));
    pricing = new PricingService(
      orm.em.fork(),
      new PricingRepository(),
      // This test changes the configuration between quotes: nothing is kept.
      new PricingFactsReadModel(new ConfigurationCache(new NoChangeFeed(), false)),
      new VoucherCodesService(),
    );
  });

  afterAll(async () => {
    await orm.close();
    await db.end();
    await database.drop();
  });

  it('maps the seeded configuration onto the entities the back office will edit', async () => {
    const em = orm.em.fork();

    const pallet = await em.findOneOrFail(Carrier, { identifier: 'fi-pallet' });
    const welcome = await em.findOneOrFail(VoucherCode, { code: 'WELCOME10' }, { populate: ['rule'] });
    const finnishVat = await em.findOneOrFail(
      TaxRule,
      { country: { isoCode: 'FI' } },
      { populate: ['taxRate'] },
    );
    const sweden = await em.findOneOrFail(Country, { isoCode: 'SE' }, { populate: ['zone'] });
    const tiers = await em.find(
      CustomerPrice,
      { companyId: DEMO_COMPANY_ID, productId: 1 },
      { orderBy: { minQuantity: 'asc' } },
    );

    expect(pallet).toMatchObject({
      acceptsDangerousGoods: true,
      dangerousGoodsSurchargeMinor: 4500,
      active: true,
    });
    expect(welcome).toMatchObject({ perCustomerLimit: 1, usageLimit: null });
    expect(welcome.rule.getEntity()).toMatchObject({
      name: 'Welcome 10 %',
      isVoucherRule: true,
      actions: [{ type: 'discount_percent', percent: '10' }],
    });
    expect(finnishVat.taxRate.getEntity().rate).toBe('25.500');
    expect(sweden.zone?.getEntity().name).toBe('Nordics');
    expect(sweden.labels).toMatchObject({ fi: 'Ruotsi', sv: 'Sverige', en: 'Sweden' });
    expect(tiers.map((tier) => tier.minQuantity)).toEqual(['1.000', '10.000']);
    expect(tiers[1].priceMinor).toBeLessThan(tiers[0].priceMinor);
  });

  it("prices a product at the company's agreed price instead of the store price", async () => {
    await insertCustomerPrice(db, {
      productId: plain,
      storeCode: 'fi',
      companyId: DEMO_COMPANY_ID,
      priceMinor: 8200,
    });
    const lines = [line(plain, plainUnit, '3')];

    const forCompany = await quote(pricingContext(fi, { companyId: DEMO_COMPANY_ID }), lines);
    const forVisitor = await quote(pricingContext(fi), lines);

    expect(forCompany.lines[0]).toMatchObject({ listUnitPriceNetMinor: 10_000, unitPriceNetMinor: 8200 });
    expect(forCompany.itemsNetMinor).toBe(24_600);
    expect(forVisitor.lines[0].unitPriceNetMinor).toBe(10_000);
    await db.query('delete from customer_price where product_id = $1', [plain]);
  });

  it("prices a product at the customer group's price", async () => {
    await insertCustomerPrice(db, {
      productId: plain,
      storeCode: 'fi',
      customerGroupId: groupId('wholesale'),
      priceMinor: 9100,
    });
    const lines = [line(plain, plainUnit)];

    const wholesaler = await quote(pricingContext(fi, { customerGroupIds: [groupId('wholesale')] }), lines);
    const registered = await quote(
      pricingContext(fi, { customerGroupIds: [groupId(DEFAULT_CUSTOMER_GROUP_CODE)] }),
      lines,
    );

    expect(wholesaler.lines[0].unitPriceNetMinor).toBe(9100);
    expect(registered.lines[0].unitPriceNetMinor).toBe(10_000);
    await db.query('delete from customer_price where product_id = $1', [plain]);
  });

  it('gives installers the seeded 5 % on chargers, found through the parent category', async () => {
    const charger = await productInCategory(db, 'chargers');
    await setProductPrice(db, { productId: charger, storeCode: 'fi', priceMinor: 4000 });
    const unit = await salesUnitOf(db, charger);

    const installer = await quote(pricingContext(fi, { customerGroupIds: [groupId('installers')] }), [
      line(charger, unit),
    ]);
    const visitor = await quote(pricingContext(fi), [line(charger, unit)]);

    expect(installer.lines[0]).toMatchObject({
      unitPriceNetMinor: 3800,
      appliedRules: ['Installers: chargers 5 % off'],
    });
    expect(visitor.lines[0].unitPriceNetMinor).toBe(4000);
  });

  it('takes 10 % off with the WELCOME10 voucher, whatever its letter case', async () => {
    const result = await quote(pricingContext(fi, { voucherCodes: ['welcome10'] }), [
      line(plain, plainUnit, '2'),
      line(lithium, lithiumUnit, '1'),
    ]);

    expect(result.vouchers).toEqual([{ code: 'WELCOME10', problem: null }]);
    expect(result.discountNetMinor).toBe(3000);
    expect(result.lines.map((priced) => priced.discountNetMinor)).toEqual([2000, 1000]);
    expect(result.appliedRules).toEqual([
      { name: 'Welcome 10 %', label: 'Welcome discount 10 %', discountNetMinor: 3000 },
    ]);
  });

  it('tells a code that does not exist from one that cannot be used', async () => {
    await insertCartPriceRule(db, {
      name: 'Spent voucher',
      actions: [{ type: 'discount_percent', percent: '50' }],
      codes: [{ code: 'SPENT', usageLimit: 1, usedCount: 1 }],
    });
    await insertCartPriceRule(db, {
      name: 'Big orders voucher',
      conditions: [{ type: 'voucher' }, { type: 'amount', minMinor: 1_000_000 }],
      actions: [{ type: 'discount_percent', percent: '5' }],
      codes: [{ code: 'BIGORDER' }],
    });
    const context = pricingContext(fi);
    const lines = [line(plain, plainUnit)];

    expect(await pricing.checkVoucher(context, lines, 'NOSUCHCODE')).toEqual({
      code: 'NOSUCHCODE',
      problem: 'not_found',
    });
    expect(await pricing.checkVoucher(context, lines, 'spent')).toEqual({
      code: 'SPENT',
      problem: 'invalid',
    });
    expect(await pricing.checkVoucher(context, lines, 'BIGORDER')).toEqual({
      code: 'BIGORDER',
      problem: 'invalid',
    });
    expect(await pricing.checkVoucher(context, [line(plain, plainUnit, '100')], 'BIGORDER')).toEqual({
      code: 'BIGORDER',
      problem: null,
    });
    const withBoth = await quote({ ...context, voucherCodes: ['NOSUCHCODE', 'SPENT'] }, lines);
    expect(withBoth.discountNetMinor).toBe(0);
  });

  it('ships free inside a zone named by a free-shipping rule', async () => {
    const nordics = await zoneIdOf(db, 'Nordics');
    const toSweden = pricingContext(fi, { shippingCountry: 'SE' });
    const lines = [line(plain, plainUnit)];
    const before = await quote(toSweden, lines);
    const parcelBefore = before.carriers.find((carrier) => carrier.identifier === 'fi-parcel');
    expect(parcelBefore?.priceNetMinor).toBe(2490);

    const ruleId = await insertCartPriceRule(db, {
      name: 'Free freight to the Nordics',
      conditions: [{ type: 'zones', zoneIds: [nordics] }],
      actions: [{ type: 'free_shipping' }],
    });
    const toSwedenFree = await quote(toSweden, lines);
    const toFrance = await quote(pricingContext(fi, { shippingCountry: 'FR' }), lines);
    await db.query('delete from cart_price_rule where id = $1', [ruleId]);

    expect(toSwedenFree.freeShipping).toBe(true);
    expect(toSwedenFree.carriers.find((carrier) => carrier.identifier === 'fi-parcel')?.priceNetMinor).toBe(
      0,
    );
    expect(toSwedenFree.shippingNetMinor).toBe(0);
    expect(toFrance.freeShipping).toBe(false);
    expect(toFrance.carriers.find((carrier) => carrier.identifier === 'fi-parcel')?.priceNetMinor).toBe(3490);
  });

  it("ships free at the store's free-freight value", async () => {
    const small = await quote(pricingContext(fi), [line(plain, plainUnit, '4')]);
    const large = await quote(pricingContext(fi), [line(plain, plainUnit, '5')]);

    expect(small.carriers.map((carrier) => [carrier.identifier, carrier.priceNetMinor])).toEqual([
      ['fi-pickup', 0],
      ['fi-parcel', 1290],
      ['fi-pallet', 8900],
    ]);
    expect(large.carriers.find((carrier) => carrier.identifier === 'fi-parcel')?.priceNetMinor).toBe(0);
  });

  it('sends lithium batteries only with carriers that take dangerous goods, with their surcharge', async () => {
    const result = await quote(pricingContext(fi), [line(plain, plainUnit), line(lithium, lithiumUnit)]);

    expect(result.carriers.map((carrier) => carrier.identifier)).toEqual(['fi-pickup', 'fi-pallet']);
    expect(result.carriers.find((carrier) => carrier.identifier === 'fi-pallet')).toMatchObject({
      priceNetMinor: 8900 + 4500,
      dangerousGoodsSurchargeMinor: 4500,
    });
  });

  it('offers invoice only to trade customers of a company allowed to pay by invoice', async () => {
    const lines = [line(plain, plainUnit)];
    const identifiers = async (context: PricingContext) =>
      (await quote(context, lines)).paymentOptions.map((option) => option.identifier);
    const installerOfCompany = pricingContext(fi, {
      customerId: DEMO_CUSTOMER_ID,
      companyId: DEMO_COMPANY_ID,
      customerGroupIds: [groupId('installers')],
    });

    expect(await identifiers(installerOfCompany)).toEqual(['invoice', 'card']);
    expect(
      await identifiers({ ...installerOfCompany, customerGroupIds: [groupId(DEFAULT_CUSTOMER_GROUP_CODE)] }),
    ).toEqual(['card']);
    expect(await identifiers(pricingContext(fi, { customerGroupIds: [groupId('installers')] }))).toEqual([
      'card',
    ]);

    await db.query('update customer_company set invoice_payment_allowed = false where id = $1', [
      DEMO_COMPANY_ID,
    ]);
    expect(await identifiers(installerOfCompany)).toEqual(['card']);
    await db.query('update customer_company set invoice_payment_allowed = true where id = $1', [
      DEMO_COMPANY_ID,
    ]);
  });

  it('taxes goods by the destination country: 25.5 % in Finland, 25 % in Sweden', async () => {
    const finland = await quote(pricingContext(fi, { shippingCountry: 'FI' }), [line(plain, plainUnit, '2')]);
    const pickupId = finland.carriers.find((carrier) => carrier.identifier === 'fi-pickup')!.carrierId;
    const inFinland = await quote(pricingContext(fi, { shippingCountry: 'FI', carrierId: pickupId }), [
      line(plain, plainUnit, '2'),
    ]);
    const inSweden = await quote(pricingContext(fi, { shippingCountry: 'SE' }), [
      line(plain, plainUnit, '2'),
    ]);

    expect(inFinland.lines[0]).toMatchObject({ taxRate: '25.500', taxMinor: 5100 });
    expect(inFinland.taxes).toEqual([{ rate: '25.500', netMinor: 20_000, taxMinor: 5100 }]);
    expect(inFinland.totalGrossMinor).toBe(25_100);
    expect(inSweden.lines[0].taxRate).toBe('25.000');
    expect(inSweden.shippingNetMinor).toBe(2490);
    expect(inSweden.taxes).toEqual([{ rate: '25.000', netMinor: 22_490, taxMinor: 5623 }]);
    expect(inSweden.totalGrossMinor).toBe(22_490 + 5623);
  });

  it("converts the international store's price at the exchange rate when a store has none", async () => {
    await setProductPrice(db, { productId: plain, storeCode: 'no', priceMinor: null });
    await setProductPrice(db, { productId: plain, storeCode: 'int', priceMinor: 12_345 });

    const result = await quote(pricingContext(no), [line(plain, plainUnit)]);

    expect(result.currency).toBe('NOK');
    // 123.45 EUR × 11.65 = 1 438.1925 NOK
    expect(result.lines[0]).toMatchObject({ listUnitPriceNetMinor: 143_819, unitPriceNetMinor: 143_819 });
    await setProductPrice(db, { productId: plain, storeCode: 'no', priceMinor: 10_000 });
    await setProductPrice(db, { productId: plain, storeCode: 'int', priceMinor: 10_000 });
  });

  it('reads the same number of statements for one line as for twenty', async () => {
    const knex = orm.em.getKnex();
    const count = async (lines: PricingLineInput[]) => {
      let queries = 0;
      const listener = () => (queries += 1);
      knex.on('query', listener);
      try {
        await quote(pricingContext(fi, { companyId: DEMO_COMPANY_ID, voucherCodes: ['WELCOME10'] }), lines);
      } finally {
        knex.removeListener('query', listener);
      }
      return queries;
    };
    const { rows } = await db.query<{ id: number; unit: number }>(
      'select id, sales_unit_id as unit from product order by id limit 20',
    );

    expect(await count(rows.map((row) => line(row.id, row.unit)))).toBe(
      await count([line(plain, plainUnit)]),
    );
  });

  it('lets exactly as many orders redeem a code as its usage limit allows, however many race', async () => {
    await insertCartPriceRule(db, {
      name: 'Limited voucher',
      actions: [{ type: 'discount_amount', amountMinor: 500 }],
      codes: [{ code: 'LIMITED', usageLimit: 10 }],
    });

    const attempts = await Promise.allSettled(
      Array.from({ length: 50 }, () =>
        orm.em.fork().transactional(async (em) => {
          if (!(await pricing.redeemVouchers(em, ['limited'], null))) throw new VoucherRefused();
        }),
      ),
    );

    expect(attempts.filter((attempt) => attempt.status === 'fulfilled')).toHaveLength(10);
    expect(
      attempts
        .filter((attempt) => attempt.status === 'rejected')
        .map((attempt) => (attempt as PromiseRejectedResult).reason),
    ).toEqual(Array.from({ length: 40 }, () => expect.any(VoucherRefused)));
    const { rows } = await db.query<{ used: number; usages: number }>(
      `select used_count as used, (select count(*)::int from voucher_code_usage u where u.voucher_code_id = v.id) as usages
       from voucher_code v where code = 'LIMITED'`,
    );
    expect(rows[0]).toEqual({ used: 10, usages: 10 });
  });

  it('lets a customer use WELCOME10 once, and then finds it invalid for them', async () => {
    const redeem = () =>
      orm.em.fork().transactional(async (em) => {
        if (!(await pricing.redeemVouchers(em, ['WELCOME10'], DEMO_CUSTOMER_ID))) throw new VoucherRefused();
      });
    const context = pricingContext(fi, { customerId: DEMO_CUSTOMER_ID });

    await expect(redeem()).resolves.toBeUndefined();
    await expect(redeem()).rejects.toBeInstanceOf(VoucherRefused);
    expect(await pricing.checkVoucher(context, [line(plain, plainUnit)], 'WELCOME10')).toEqual({
      code: 'WELCOME10',
      problem: 'invalid',
    });
    expect(await pricing.checkVoucher(pricingContext(fi), [line(plain, plainUnit)], 'WELCOME10')).toEqual({
      code: 'WELCOME10',
      problem: null,
    });
  });
});
