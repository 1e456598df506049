import { Injectable } from '@nestjs/common';
import type { EntityManager } from '@mikro-orm/postgresql';
import type { Locale, StoreCode } from '@tradeshop/shared';
import { toProductCard } from './catalogue.mapper';
import type { ProductCardDto } from './dto/catalogue-shop.dto';
import {
  ProductLookupReadModel,
  type CartProductRow,
  type CheckoutProductRow,
  type FamilyProductRow,
  type ProductByCodeRow,
} from './product-lookup.read-model';

export type {
  CartProductRow,
  CartProductUnit,
  CheckoutProductRow,
  FamilyProductRow,
  ProductByCodeRow,
  ProductNameRow,
} from './product-lookup.read-model';

/**
 * The catalogue's product facts for other sections (cart, quick order, wishlist, service requests), each
 * answered in one statement. Read-only: nothing outside the catalogue writes its tables.
 */
@Injectable()
export class ProductLookupService {
  constructor(private readonly repository: ProductLookupReadModel) {}

  /** The products whose SKU (letter case ignored), EAN or Nobb number is one of the codes, inactive included. */
  byCodes(codes: string[], locale: Locale): Promise<ProductByCodeRow[]> {
    return this.repository.findByCodes(codes, locale);
  }

  /** SKUs of the first `count` active products, e.g. for a sample file. */
  sampleSkus(count: number): Promise<string[]> {
    return this.repository.findSampleSkus(count);
  }

  /** The active product with this SKU (letter case ignored) and its name in `locale`, or null. */
  activeBySku(sku: string, locale: Locale): Promise<{ sku: string; name: string } | null> {
    return this.repository.findActiveBySku(sku, locale);
  }

  /** The cards of the active products among `ids` that are translated into `locale`, in the order of `ids`. */
  async cards(ids: number[], locale: Locale, store: StoreCode): Promise<ProductCardDto[]> {
    const rows = await this.repository.findCardsByIds(ids, locale, store);
    return rows.map((row) => toProductCard(row, row.currency));
  }

  /** Products of the families (by family code) that are priced in the store and in stock, by id. */
  deliverableInFamilies(families: string[], store: StoreCode): Promise<FamilyProductRow[]> {
    return this.repository.findDeliverableInFamilies(families, store);
  }

  async isActive(productId: number): Promise<boolean> {
    return (await this.repository.countActive([productId])) > 0;
  }

  /** How many of `ids` are active products. */
  countActive(ids: number[]): Promise<number> {
    return this.repository.countActive(ids);
  }

  /** The products of cart lines by id, active or not; read inside the caller's transaction when `em` is in one. */
  async forCart(em: EntityManager, ids: number[], locale: string): Promise<Map<number, CartProductRow>> {
    const rows = await this.repository.findForCart(em, ids, locale);
    return new Map(rows.map((row) => [row.id, row]));
  }

  /** Names, units and quantity rules of the products of a checkout, in the shopper's language. */
  async forCheckout(
    em: EntityManager,
    ids: number[],
    locale: string,
  ): Promise<Map<number, CheckoutProductRow>> {
    const rows = await this.repository.findForCheckout(em, ids, locale);
    return new Map(rows.map((row) => [row.id, row]));
  }

  /** Whether a product has this id, active or not; read inside the caller's transaction. */
  async exists(em: EntityManager, productId: number): Promise<boolean> {
    return (await this.repository.findSalesUnits(em, [productId])).length > 0;
  }

  /** The sales unit id of each product, active or not. */
  async salesUnitIds(em: EntityManager, ids: number[]): Promise<Map<number, number>> {
    const rows = await this.repository.findSalesUnits(em, ids);
    return new Map(rows.map((row) => [Number(row.id), Number(row.sales_unit_id)]));
  }
}
