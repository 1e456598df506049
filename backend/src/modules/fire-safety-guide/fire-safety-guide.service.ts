import { Injectable } from '@nestjs/common';
import { FIRE_SAFETY_SET_DISCOUNT_PERCENT, type FireSafetyAnswers } from '@tradeshop/shared';
import { DomainError } from '../../common/errors/domain-error';
import { ProductLookupService } from '../catalogue/product-lookup.service';
import type { CartOwner } from '../cart/cart.port';
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
    const cards = new Map(
      (
        await this.catalogue.cards(
          recommendation.lines.map((line) => line.productId),
          locale,
          storeCode,
        )
      ).map((card) => [card.id, card]),
    );
    const unavailable: GuideRole[] = [...recommendation.unavailable];
    const lines = recommendation.lines.flatMap((line) => {
      const product = cards.get(line.productId);
      if (!product?.price) {
        unavailable.push(line.role);
        return [];
      }
      return [
        {
          role: line.role,
          product,
          needed: line.needed,
          quantity: line.quantity,
          totalNetMinor: Math.round(product.price.amountMinor * Number(line.quantity)),
          reasons: line.reasons,
        },
      ];
    });
    const itemsNetMinor = lines.reduce((sum, line) => sum + line.totalNetMinor, 0);
    return {
      lines,
      unavailable,
      currency: lines[0]?.product.price?.currency ?? '',
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
