import type { EntityManager } from '@mikro-orm/postgresql';
import type { PaymentGateway } from '@tradeshop/shared';
import type { BuyerPrice } from './engine/buyer-prices';

/**
 * What the cart and the checkout ask of the pricing model. `PricingService` (this module) implements it; every
 * answer is computed from the current rows, so a rule changed in the back office applies to the next request.
 * Money is in minor units of the store's currency; quantities are decimal strings.
 */
export interface PricingContext {
  storeId: number;
  customerId: number | null;
  /** A visitor's checkout e-mail: per-customer voucher limits count a guest's uses by it. */
  guestEmail?: string | null;
  companyId: number | null;
  customerGroupIds: number[];
  /** Where the goods go: the checkout's shipping address, else the shipping calculator's, else the store's. */
  shippingCountry: string | null;
  shippingPostcode: string | null;
  voucherCodes: string[];
  carrierId: number | null;
  paymentProviderId: number | null;
  /** Defaults to now; rules with a timespan and customer prices with validity dates compare against it. */
  at?: Date;
  /**
   * The voucher codes belong to a placed order that already counted one use of each (an edit of its items):
   * that use does not count against the codes' limits again.
   */
  vouchersRedeemedByThisOrder?: boolean;
  /** A bundle the cart recorded (the fire-safety guide's set), discounted while the cart holds all of it. */
  setDiscount?: SetDiscount | null;
  /** Whether the company may pay by invoice, when the caller has read it already (else the quote reads it). */
  invoicePaymentAllowed?: boolean;
}

/**
 * `percent` off the set's quantities of its products (in sales units), applied before the cart price rules and
 * listed among `CartQuote.appliedRules` under `name` with `label`.
 */
export interface SetDiscount {
  name: string;
  label: string;
  percent: string;
  items: { productId: number; quantity: string }[];
}

export interface PricingLineInput {
  /** The cart item's id, echoed back so the caller can match lines. */
  lineId: number;
  productId: number;
  quantity: string;
  unitDefinitionId: number;
}

export interface PricedLine {
  lineId: number | null;
  productId: number;
  /** In the line's own unit (`PricingLineInput.unitDefinitionId`). */
  quantity: string;
  /** The same quantity in the product's sales unit, by the units' conversion factors. */
  salesQuantity: string;
  /**
   * The store price (or converted international price) of one of the line's unit (a box: the factor × the
   * sales unit's price), before customer prices and rules.
   */
  listUnitPriceNetMinor: number;
  /** After agreed (company, group) prices and product price rules, per one of the line's unit. */
  unitPriceNetMinor: number;
  /** This line's share of the cart price rules' discounts; the shares add up to each rule's discount. */
  discountNetMinor: number;
  surchargeCode: string | null;
  /** The recycling surcharge per sales unit × quantity; taxed like the product, not discounted. */
  surchargeNetMinor: number;
  /** salesQuantity × the sales unit's price − discountNetMinor; the surcharge is not included. */
  totalNetMinor: number;
  /** Percent with three or more decimals, e.g. '25.500'. */
  taxRate: string;
  /** This line's share (goods and surcharge) of its rate's tax, rounded once per rate (`CartQuote.taxes`). */
  taxMinor: number;
  /** Added by a gift-product action rather than by the customer. */
  isGift: boolean;
  appliedRules: string[];
}

export interface CarrierQuote {
  carrierId: number;
  identifier: string;
  label: string;
  priceNetMinor: number;
  /**
   * Included in priceNetMinor: the dangerous-goods surcharge when the cart holds lithium batteries. Free shipping
   * waives the rest of the price but not this.
   */
  dangerousGoodsSurchargeMinor: number;
  taxMinor: number;
}

export interface PaymentOption {
  paymentProviderId: number;
  identifier: string;
  gateway: PaymentGateway;
  label: string;
  description: string;
  feeNetMinor: number;
}

export type VoucherProblem = 'not_found' | 'invalid';

export interface VoucherOutcome {
  code: string;
  /** Null when the code applies to this cart. */
  problem: VoucherProblem | null;
}

export interface CartQuote {
  currency: string;
  /**
   * The priced lines, then gift lines (`lineId` null). A line whose product is gone or has no price in the store
   * (nor in the international store) is left out: compare `lineId`s to find it.
   */
  lines: PricedLine[];
  /**
   * Σ quantity × unit price, before cart price rule discounts.
   * Net total = items − discount + surcharge + shipping + payment fee; gross total = net total + tax.
   */
  itemsNetMinor: number;
  surchargeNetMinor: number;
  discountNetMinor: number;
  shippingNetMinor: number;
  paymentFeeNetMinor: number;
  /** One entry per rate, highest first; each rate's tax is rounded once on its summed net (shipping and fee in). */
  taxes: { rate: string; netMinor: number; taxMinor: number }[];
  taxMinor: number;
  totalGrossMinor: number;
  freeShipping: boolean;
  /** Carriers that may take this cart to the shipping country, cheapest first; empty = "no valid carrier found". */
  carriers: CarrierQuote[];
  selectedCarrierId: number | null;
  paymentOptions: PaymentOption[];
  vouchers: VoucherOutcome[];
  /** Labels of the cart price rules that applied, in the shopper's language. */
  appliedRules: { name: string; label: string; discountNetMinor: number }[];
}

/** Who a page's prices are shown to: the store they buy in and what their agreed prices depend on. */
export type BuyerPricingContext = Pick<
  PricingContext,
  'storeId' | 'customerId' | 'companyId' | 'customerGroupIds'
>;

/** The prices a page shows a shopper, in their store's currency (`engine/buyer-prices.ts`). */
export interface BuyerPriceList {
  storeCode: string;
  currency: string;
  /** The store shows prices with VAT ("incl. VAT"), else without ("VAT 0 %"). */
  pricesIncludeTax: boolean;
  prices: BuyerPrice[];
}

export interface Pricing {
  quote(context: PricingContext, lines: PricingLineInput[], locale: string): Promise<CartQuote>;
  /** Whether a code exists and could apply to this cart; used when the shopper types it. */
  /**
   * The unit prices (and quantity breaks) of `productIds` as the cart would charge them to this shopper, in one
   * call of a fixed handful of statements whatever the number of products.
   */
  buyerPrices(context: BuyerPricingContext, productIds: readonly number[]): Promise<BuyerPriceList>;
  checkVoucher(context: PricingContext, lines: PricingLineInput[], code: string): Promise<VoucherOutcome>;
  /**
   * Inside the order's transaction: counts one use of each code, refusing (false) when a limit is reached. A guest's
   * uses are counted by their e-mail address.
   */
  redeemVouchers(
    em: EntityManager,
    codes: string[],
    customerId: number | null,
    guestEmail?: string | null,
  ): Promise<boolean>;
}

/** The engine's helpers other modules may use on a price list: the tier a quantity reaches, exact line totals. */
export { tierAt } from './engine/buyer-prices';
export { multiplyMinor } from './engine/exact-math';
