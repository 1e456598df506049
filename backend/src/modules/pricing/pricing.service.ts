import { Injectable } from '@nestjs/common';
import { EntityManager } from '@mikro-orm/postgresql';
import { buildQuote } from './engine/build-quote';
import { buyerPrices } from './engine/buyer-prices';
import { distinctCodes } from './engine/vouchers';
import type {
  BuyerPriceList,
  BuyerPricingContext,
  CartQuote,
  Pricing,
  PricingContext,
  PricingLineInput,
  VoucherOutcome,
} from './pricing.port';
import { VoucherCodesService } from '../shop-config/voucher-codes.service';
import { PricingFactsReadModel } from './pricing-facts.read-model';
import { PricingRepository } from './pricing.repository';

/**
 * The pricing model's answers. Every call reads the current rules, prices and rates (a fixed handful of
 * statements whatever the size of the cart) and hands them to the quote engine: `engine/build-quote.ts`, a
 * pipeline of the pure stages in `engine/stages/`.
 */
@Injectable()
export class PricingService implements Pricing {
  constructor(
    private readonly em: EntityManager,
    private readonly repository: PricingRepository,
    private readonly facts: PricingFactsReadModel,
    private readonly voucherCodes: VoucherCodesService,
  ) {}

  /**
   * Three rounds of reads, each sent at once (the statements of a round do not depend on one another): the
   * rules and the store, then the products, then what depends on the products.
   */
  async quote(context: PricingContext, lines: PricingLineInput[], locale: string): Promise<CartQuote> {
    const em = this.em;
    const lineProductIds = [...new Set(lines.map((line) => line.productId))];
    const [
      stores,
      cartPriceRules,
      productPriceRules,
      voucherRows,
      carriers,
      paymentProviders,
      invoicePaymentAllowed,
    ] = await Promise.all([
      this.facts.stores(em, context.storeId),
      this.facts.cartPriceRules(em),
      this.facts.productPriceRules(em),
      this.facts.vouchers(em, distinctCodes(context.voucherCodes), {
        customerId: context.customerId,
        guestEmail: context.guestEmail,
      }),
      this.facts.carriers(em),
      this.facts.paymentProviders(em),
      context.companyId === null
        ? Promise.resolve(false)
        : (context.invoicePaymentAllowed ?? this.facts.invoicePaymentAllowed(em, context.companyId)),
    ]);
    const vouchers = context.vouchersRedeemedByThisOrder
      ? voucherRows.map((voucher) => ({
          ...voucher,
          usedCount: Math.max(0, voucher.usedCount - 1),
          customerUses: Math.max(0, voucher.customerUses - 1),
        }))
      : voucherRows;
    const store = stores.find((candidate) => candidate.id === context.storeId);
    if (!store) throw new RangeError(`No store ${context.storeId}`);
    const international = stores.find((candidate) => candidate.code === 'int') ?? store;
    const destination = context.shippingCountry ?? store.country;

    const giftProductIds = cartPriceRules.flatMap((rule) =>
      rule.actions.flatMap((action) => (action.type === 'gift_product' ? [action.productId] : [])),
    );
    const [products, country, agreedPrices] = await Promise.all([
      this.facts.products(
        em,
        [...new Set([...lineProductIds, ...giftProductIds])],
        store.id,
        international.id,
      ),
      destination ? this.facts.country(em, destination) : Promise.resolve(null),
      this.facts.agreedPrices(em, store.id, lineProductIds, context.companyId, context.customerGroupIds),
    ]);

    const needsConversion = products.some((product) => product.storePriceMinor === null);
    const productTaxGroups = products.flatMap((product) =>
      product.taxRuleGroupId ? [product.taxRuleGroupId] : [],
    );
    const [exchangeRate, categoryChains, taxRules] = await Promise.all([
      store.currency === international.currency
        ? Promise.resolve('1')
        : needsConversion
          ? this.facts.exchangeRate(em, international.currency, store.currency)
          : Promise.resolve(null),
      this.facts.categoryChains(em, [...new Set(products.map((product) => product.categoryId))]),
      this.facts.taxRules(em, [
        ...new Set([
          ...productTaxGroups,
          ...(store.defaultTaxRuleGroupId ? [store.defaultTaxRuleGroupId] : []),
        ]),
      ]),
    ]);

    return buildQuote({
      context,
      lines,
      locale,
      store,
      exchangeRate,
      country,
      products: new Map(products.map((product) => [product.id, product])),
      categoryChains,
      agreedPrices,
      productPriceRules,
      cartPriceRules,
      vouchers,
      taxRules,
      carriers,
      paymentProviders,
      invoicePaymentAllowed,
    });
  }

  /**
   * The shown prices of a page's products: the quote's reads without carriers, payments and vouchers, in one
   * statement, then the engine's unit-price and product-rule stages per product (`buyerPrices`).
   */
  async buyerPrices(context: BuyerPricingContext, productIds: readonly number[]): Promise<BuyerPriceList> {
    const wanted = [...new Set(productIds)];
    const facts = await this.facts.buyerPriceFacts(this.em, {
      storeId: context.storeId,
      productIds: wanted,
      companyId: context.companyId,
      customerGroupIds: context.customerGroupIds,
    });
    const store = facts.stores.find((candidate) => candidate.id === context.storeId);
    if (!store) throw new RangeError(`No store ${context.storeId}`);
    const prices = buyerPrices(
      {
        context: {
          ...context,
          shippingCountry: null,
          shippingPostcode: null,
          voucherCodes: [],
          carrierId: null,
          paymentProviderId: null,
        },
        store,
        exchangeRate: facts.exchangeRate,
        country: facts.country,
        categoryChains: facts.categoryChains,
        agreedPrices: facts.agreedPrices,
        productPriceRules: facts.productPriceRules,
        taxRules: facts.taxRules,
        products: new Map(facts.products.map((product) => [product.id, product])),
      },
      wanted,
    );
    return {
      storeCode: store.code,
      currency: store.currency.trim(),
      pricesIncludeTax: store.pricesIncludeTax,
      prices,
    };
  }

  async checkVoucher(
    context: PricingContext,
    lines: PricingLineInput[],
    code: string,
  ): Promise<VoucherOutcome> {
    const quote = await this.quote(
      { ...context, voucherCodes: [...context.voucherCodes, code] },
      lines,
      'en',
    );
    const outcome = quote.vouchers.find(
      (voucher) => voucher.code.toLowerCase() === code.trim().toLowerCase(),
    );
    return outcome ?? { code, problem: 'not_found' };
  }

  /**
   * Counts one use of each code and records who used it: the customer, or a guest by their e-mail address. False
   * when a code is unknown or a limit is reached (a per-customer limit also per guest e-mail); the caller then
   * rolls its transaction back, which also undoes the uses counted before.
   */
  async redeemVouchers(
    em: EntityManager,
    codes: string[],
    customerId: number | null,
    guestEmail: string | null = null,
  ): Promise<boolean> {
    const user = { customerId, guestEmail };
    for (const code of distinctCodes(codes)) {
      const voucher = await this.voucherCodes.countUse(em, code);
      if (!voucher) return false;
      if (voucher.perCustomerLimit !== null) {
        if (customerId === null && !guestEmail?.trim()) return false;
        const uses = await this.repository.customerUses(em, voucher.id, user);
        if (uses >= voucher.perCustomerLimit) return false;
      }
      await this.repository.recordUse(em, voucher.id, user);
    }
    return true;
  }
}
