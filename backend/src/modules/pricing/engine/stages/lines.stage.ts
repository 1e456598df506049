import type { PricingLineInput } from '../../pricing.port';
import type { PricedProductRow } from '../../pricing.repository';
import { divideRounded, toScaled } from '../exact-math';
import type { QuoteData } from '../quote-data';

/** A cart line whose product still exists, counted in the product's sales unit. */
export interface CartLine {
  input: PricingLineInput;
  product: PricedProductRow;
  /** The quantity in the product's sales unit (prices are per sales unit), in millionths. */
  salesQuantity: bigint;
  /** The product's quantity over all the cart's lines, in sales units (millionths): product rules count it. */
  productSalesQuantity: bigint;
  /** The product's category and every ancestor of it. */
  categoryIds: readonly number[];
}

/** The line's quantity in the product's sales unit, by the units' conversion factors (1:1 when unknown). */
export function salesQuantity(product: PricedProductRow, unitDefinitionId: number, quantity: string): bigint {
  const scaled = toScaled(quantity);
  const unitFactor = product.unitFactors[String(unitDefinitionId)];
  const salesFactor = product.unitFactors[String(product.salesUnitId)];
  if (!unitFactor || !salesFactor || unitDefinitionId === product.salesUnitId) return scaled;
  return divideRounded(scaled * toScaled(unitFactor), toScaled(salesFactor));
}

/** The cart's lines in their order, without those whose product no longer exists. */
export function cartLines(data: Pick<QuoteData, 'lines' | 'products' | 'categoryChains'>): CartLine[] {
  const known = data.lines.flatMap((input) => {
    const product = data.products.get(input.productId);
    return product
      ? [{ input, product, salesQuantity: salesQuantity(product, input.unitDefinitionId, input.quantity) }]
      : [];
  });
  const quantityOfProduct = new Map<number, bigint>();
  for (const { product, salesQuantity: quantity } of known) {
    quantityOfProduct.set(product.id, (quantityOfProduct.get(product.id) ?? 0n) + quantity);
  }
  return known.map((line) => ({
    ...line,
    productSalesQuantity: quantityOfProduct.get(line.product.id) ?? line.salesQuantity,
    categoryIds: data.categoryChains.get(line.product.categoryId) ?? [line.product.categoryId],
  }));
}
