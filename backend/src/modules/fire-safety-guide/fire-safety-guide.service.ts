import { Injectable } from '@nestjs/common';
import { FIRE_SAFETY_SET_DISCOUNT_PERCENT, type FireSafetyAnswers } from '@tradeshop/shared';
import { DomainError } from '../../common/errors/domain-error';
import { ProductLookupService } from '../catalogue/product-lookup.service';
import type { CartOwner } from '../cart/cart.port';
import { multiplyMinor, tierAt } from '../pricing/pricing.port';
import { PricingService } from '../pricing/pricing.service';
import { CartService, type CartResult, type CartView } from '../cart/cart.service';
import type { FireSafetyRecommendationDto } from './dto/fire-safety-guide.dto';
import { GUIDE_FAMILIES, recommendFireSafetySet, type GuideRole } from './fire-safety-rules';

/**
 * The fire-safety guide (storefront spec §1, §9): recommends a set from the shopper's store's catalogue and
 * adds it to the cart, where the cart records it for its discount.
 */
@Injectable()
export class FireSafetyGuideService {
  constructor(
    private readonly catalogue: ProductLookupService,
    private readonly carts: CartService,
    private readonly pricing: PricingService,
  ) {}

  async recommend(owner: CartOwner, answers: FireSafetyAnswers): Promise<FireSafetyRecommendationDto> {
    const { locale, store } = owner.shop;
    const storeCode = store.code;
    const rows = await this.catalogue.deliverableInFamilies([...GUIDE_FAMILIES], storeCode);
    const recommendation = recommendFireSafetySet(
      answers,
      rows.map((row) => ({
        id: row.id,
        family: row.family,
        attributes: row.attributes,
        stockStatus: row.stock_status,
        priceMinor: row.price_minor,
        quantityRules: {
          precision: row.unit_precision,
          minimumOrderQuantity: row.minimum_order_quantity,
          minimumOrderOverride: row.minimum_order_override,
        },
      })),
    );
    const productIds = recommendation.lines.map((line) => line.productId);
    const { customer } = owner.shop;
    // The shopper's own unit prices (agreed prices, tiers, product rules), as the cart will charge them.
    const [cardRows, shown] = await Promise.all([
      this.catalogue.cards(productIds, locale, storeCode),
      this.pricing.buyerPrices(
        {
          storeId: store.id,
          customerId: customer?.id ?? null,
          companyId: customer?.companyId ?? null,
          customerGroupIds: customer?.groupIds ?? [],
        },
        productIds,
      ),
    ]);
    const prices = new Map(shown.prices.map((price) => [price.productId, price]));
    const cards = new Map(cardRows.map((card) => [card.id, card]));
    const unavailable: GuideRole[] = [...recommendation.unavailable];
    const lines = recommendation.lines.flatMap((line) => {
      const card = cards.get(line.productId);
      const price = prices.get(line.productId);
      const tier = price ? tierAt(price, line.quantity) : null;
      if (!card || !tier) {
        unavailable.push(line.role);
        return [];
      }
      const product = { ...card, price: { amountMinor: tier.unitPriceNetMinor, currency: shown.currency } };
      return [
        {
          role: line.role,
          product,
          needed: line.needed,
          quantity: line.quantity,
          totalNetMinor: multiplyMinor(tier.unitPriceNetMinor, line.quantity),
          reasons: line.reasons,
        },
      ];
    });
    const itemsNetMinor = lines.reduce((sum, line) => sum + line.totalNetMinor, 0);
    return {
      lines,
      unavailable,
      currency: lines.length > 0 ? shown.currency : '',
      itemsNetMinor,
      // The cart prices the set the same way: rounded once on the set's value.
      discountNetMinor: Math.round((itemsNetMinor * FIRE_SAFETY_SET_DISCOUNT_PERCENT) / 100),
      discountPercent: FIRE_SAFETY_SET_DISCOUNT_PERCENT,
    };
  }

  /**
   * Recomputes the set from the answers (the client's list of products is never trusted) and adds all of it to
   * the cart as one discounted set.
   */
  async addToCart(owner: CartOwner, answers: FireSafetyAnswers): Promise<CartResult<CartView>> {
    const recommendation = await this.recommend(owner, answers);
    if (recommendation.lines.length === 0)
      throw new DomainError('FIRE_SAFETY_SET_EMPTY', 'No product of the recommended set is in stock');
    return this.carts.addSet(
      owner,
      recommendation.lines.map((line) => ({ productId: line.product.id, quantity: line.quantity })),
    );
  }
}
