import { Inject, Injectable } from '@nestjs/common';
import { EntityManager } from '@mikro-orm/postgresql';
import { DEFAULT_STORE_FOR_LOCALE, type Locale, type StoreCode } from '@tradeshop/shared';
import { APP_CONFIG, type AppConfig } from '../../config/app-config';
import { queryRows, sql } from '../../database/sql';
import { ProductLookupService } from '../catalogue/product-lookup.service';
import type { WishlistDto, WishlistStateDto } from './dto/wishlist.dto';
import { wishlistProductNotFound, wishlistTokenInvalid } from './wishlist.errors';
import { WishlistRepository } from './wishlist.repository';
import { isValidWishlistToken, wishlistToken } from './wishlist-token';

/** A customer's wishlist: the only writer of `wishlist_item`. */
@Injectable()
export class WishlistService {
  constructor(
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    private readonly em: EntityManager,
    private readonly repository: WishlistRepository,
    private readonly products: ProductLookupService,
  ) {}

  async list(customerId: number, locale: Locale, store?: StoreCode): Promise<WishlistDto> {
    const productIds = await this.repository.findProductIds(customerId);
    const cards = await this.products.cards(productIds, locale, store ?? DEFAULT_STORE_FOR_LOCALE[locale]);
    return { items: cards.map((product) => ({ product, token: this.token(customerId, product.id) })) };
  }

  async count(customerId: number): Promise<number> {
    return this.products.countActive(await this.repository.findProductIds(customerId));
  }

  /** The buttons' states for the products a page shows, in the order asked, each with its token. */
  async states(customerId: number, productIds: number[]): Promise<WishlistStateDto[]> {
    const unique = [...new Set(productIds)];
    const listed = await this.repository.findListedIds(customerId, unique);
    return unique.map((id) => ({ id, add: !listed.has(id), token: this.token(customerId, id) }));
  }

  /**
   * Removes the product when it is on the wishlist, adds it otherwise; the answer is the button's new state.
   * One statement each way, so two quick clicks never store the product twice.
   */
  async toggle(customerId: number, productId: number, token: string): Promise<WishlistStateDto> {
    if (!isValidWishlistToken(token, this.config.sessionSecret, customerId, productId))
      throw wishlistTokenInvalid();
    const removed = await queryRows(
      this.em,
      sql`delete from wishlist_item where customer_id = ${customerId} and product_id = ${productId} returning 1`,
    );
    if (removed.length === 0) {
      if (!(await this.products.isActive(productId))) throw wishlistProductNotFound(productId);
      await queryRows(
        this.em,
        sql`insert into wishlist_item (customer_id, product_id) values (${customerId}, ${productId})
            on conflict do nothing`,
      );
    }
    return { id: productId, add: removed.length > 0, token: this.token(customerId, productId) };
  }

  private token(customerId: number, productId: number): string {
    return wishlistToken(this.config.sessionSecret, customerId, productId);
  }
}
