import type { CarrierQuote, CartQuote, PricedLine } from '../pricing/pricing.port';
import type { CartView } from './cart.service';
import type { CartProductRow } from '../catalogue/product-lookup.service';
import type {
  CarrierQuoteDto,
  CartDto,
  CartLineDto,
  CartSummaryDto,
  CartTotalsDto,
} from './dto/cart-shop.dto';
import { convertQuantity } from '@tradeshop/shared';
import { orderUnits, plainQuantity, quantityRules, type OrderUnitSource } from './cart-quantity';
import { preliminaryDeliveryDate } from './preliminary-delivery';

const OUT_OF_STOCK = new Set(['out_of_stock', 'on_order']);

/** Whole units of `unit` the stock (in sales units) holds. */
function stockIn(product: CartProductRow, unit: OrderUnitSource, sales: OrderUnitSource): string {
  const converted = convertQuantity(String(Math.max(product.stock_quantity, 0)), sales, unit) ?? '0';
  const [whole = '0', fraction = ''] = converted.split('.');
  const kept = fraction.slice(0, unit.precision).replace(/0+$/, '');
  return kept ? `${whole}.${kept}` : whole;
}

function unitDto(unit: OrderUnitSource) {
  return { id: unit.id, identifier: unit.identifier, label: unit.label, precision: unit.precision };
}

function lineDto(
  priced: PricedLine,
  product: CartProductRow,
  itemId: number | null,
  removeToken: string | null,
  deliveryDate: () => string,
  unitDefinitionId: number = product.sales_unit_id,
): CartLineDto {
  const outOfStock = OUT_OF_STOCK.has(product.stock_status);
  const units = orderUnits(product);
  const sales = units[0]!;
  const unit = units.find((candidate) => candidate.id === unitDefinitionId) ?? sales;
  const rules = quantityRules(product, unit.id);
  return {
    id: itemId,
    productId: product.id,
    sku: product.sku,
    name: product.name,
    slug: product.slug,
    image: product.image,
    stockStatus: product.stock_status,
    quantity: plainQuantity(priced.quantity),
    unit: unitDto(unit),
    units: units.map((candidate) => ({
      ...unitDto(candidate),
      conversionFactor: plainQuantity(candidate.conversionFactor),
      salesUnitsPerUnit: convertQuantity('1', candidate, sales) ?? '1',
      minimumOrderQuantity: quantityRules(product, candidate.id).minimumOrderQuantity,
    })),
    salesUnit: unitDto(sales),
    salesQuantity: plainQuantity(priced.salesQuantity),
    stockQuantity: stockIn(product, unit, sales),
    minimumOrderQuantity: plainQuantity(rules.minimumOrderQuantity),
    minimumOrderOverride: product.minimum_order_override,
    isGift: priced.isGift,
    listUnitPriceNetMinor: priced.listUnitPriceNetMinor,
    unitPriceNetMinor: priced.unitPriceNetMinor,
    discountNetMinor: priced.discountNetMinor,
    surchargeCode: priced.surchargeCode,
    surchargeNetMinor: priced.surchargeNetMinor,
    totalNetMinor: priced.totalNetMinor,
    lineNetMinor: priced.totalNetMinor + priced.discountNetMinor,
    taxRate: priced.taxRate,
    preliminaryDeliveryDate: outOfStock ? deliveryDate() : null,
    removeToken,
  };
}

/** The cart's lines in the order they were added, gift lines last; priced lines follow the quote. */
function cartLines(view: CartView): CartLineDto[] {
  const byLine = new Map(
    view.quote.lines.filter((line) => line.lineId !== null).map((line) => [line.lineId, line]),
  );
  const deliveryDate = () => preliminaryDeliveryDate(view.storeCode, new Date(), view.calendar);
  const stored = view.items.flatMap((item) => {
    const priced = byLine.get(item.id);
    const product = view.products.get(item.productId!);
    return priced && product
      ? [
          lineDto(
            priced,
            product,
            item.id,
            view.removeTokens.get(item.id) ?? null,
            deliveryDate,
            item.unitDefinitionId,
          ),
        ]
      : [];
  });
  const gifts = view.quote.lines.flatMap((line) => {
    const product = view.products.get(line.productId);
    return line.lineId === null && product ? [lineDto(line, product, null, null, deliveryDate)] : [];
  });
  return [...stored, ...gifts];
}

export function carrierDto(carrier: CarrierQuote): CarrierQuoteDto {
  return {
    carrierId: carrier.carrierId,
    identifier: carrier.identifier,
    label: carrier.label,
    priceNetMinor: carrier.priceNetMinor,
    dangerousGoodsSurchargeMinor: carrier.dangerousGoodsSurchargeMinor,
    taxMinor: carrier.taxMinor,
  };
}

function totalsDto(quote: CartQuote): CartTotalsDto {
  return {
    itemsNetMinor: quote.itemsNetMinor,
    surchargeNetMinor: quote.surchargeNetMinor,
    discountNetMinor: quote.discountNetMinor,
    shippingNetMinor: quote.shippingNetMinor,
    paymentFeeNetMinor: quote.paymentFeeNetMinor,
    taxes: quote.taxes.map((tax) => ({ rate: tax.rate, netMinor: tax.netMinor, taxMinor: tax.taxMinor })),
    taxMinor: quote.taxMinor,
    totalGrossMinor: quote.totalGrossMinor,
    freeShipping: quote.freeShipping,
  };
}

function appliedRules(view: CartView): CartDto['appliedRules'] {
  return view.quote.appliedRules.map((rule) => ({
    name: rule.name,
    label: rule.label,
    discountNetMinor: rule.discountNetMinor,
  }));
}

export function cartDto(view: CartView): CartDto {
  const lines = cartLines(view);
  return {
    currency: view.quote.currency,
    lines,
    itemCount: lines.length,
    totals: totalsDto(view.quote),
    appliedRules: appliedRules(view),
    carriers: view.quote.carriers.map(carrierDto),
    vouchers: view.quote.vouchers.map((voucher) => ({ code: voucher.code, problem: voucher.problem })),
    shippingCountry: view.cart?.shippingCountry?.trim() ?? null,
    shippingPostcode: view.cart?.shippingPostcode ?? null,
    completeDelivery: view.cart?.completeDelivery ?? false,
    hasOutOfStockItems: lines.some((line) => line.preliminaryDeliveryDate !== null),
    changed: view.removed.length > 0,
    removedProducts: view.removed,
  };
}

export function cartSummaryDto(view: CartView): CartSummaryDto {
  const lines = cartLines(view);
  return {
    itemCount: lines.length,
    currency: view.quote.currency,
    totalNetMinor: view.quote.itemsNetMinor + view.quote.surchargeNetMinor - view.quote.discountNetMinor,
    totalGrossMinor: view.quote.totalGrossMinor,
    surchargeNetMinor: view.quote.surchargeNetMinor,
    discounts: appliedRules(view),
    lines: lines.map((line) => ({
      id: line.id,
      productId: line.productId,
      name: line.name,
      slug: line.slug,
      image: line.image,
      quantity: line.quantity,
      unitLabel: line.unit.label,
      totalNetMinor: line.totalNetMinor,
      lineNetMinor: line.lineNetMinor,
      isGift: line.isGift,
      removeToken: line.removeToken,
    })),
  };
}
