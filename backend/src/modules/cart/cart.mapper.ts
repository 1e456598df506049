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
import { plainQuantity } from './cart-quantity';
import { preliminaryDeliveryDate } from './preliminary-delivery';

const OUT_OF_STOCK = new Set(['out_of_stock', 'on_order']);

function lineDto(
  priced: PricedLine,
  product: CartProductRow,
  itemId: number | null,
  removeToken: string | null,
  deliveryDate: () => string,
): CartLineDto {
  const outOfStock = OUT_OF_STOCK.has(product.stock_status);
  return {
    id: itemId,
    productId: product.id,
    sku: product.sku,
    name: product.name,
    slug: product.slug,
    image: product.image,
    stockStatus: product.stock_status,
    quantity: plainQuantity(priced.quantity),
    unit: {
      id: product.sales_unit_id,
      identifier: product.unit_identifier,
      label: product.unit_label,
      precision: product.unit_precision,
    },
    minimumOrderQuantity: product.minimum_order_quantity,
    minimumOrderOverride: product.minimum_order_override,
    isGift: priced.isGift,
    listUnitPriceNetMinor: priced.listUnitPriceNetMinor,
    unitPriceNetMinor: priced.unitPriceNetMinor,
    discountNetMinor: priced.discountNetMinor,
    surchargeCode: priced.surchargeCode,
    surchargeNetMinor: priced.surchargeNetMinor,
    totalNetMinor: priced.totalNetMinor,
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
      ? [lineDto(priced, product, item.id, view.removeTokens.get(item.id) ?? null, deliveryDate)]
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
      isGift: line.isGift,
      removeToken: line.removeToken,
    })),
  };
}
