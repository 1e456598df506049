import type { EntityManager } from '@mikro-orm/postgresql';
import type { PaymentGateway } from '@tradeshop/shared';

/**
 * What the cart and the checkout ask of the pricing model. `PricingService` (this module) implements it; every
 * answer is computed from the current rows, so a rule changed in the back office applies to the next request.
 * Money is in minor units of the store's currency; quantities are decimal strings.
 */
export interface PricingContext {
  storeId: number;
  customerId: number | null;
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
  quantity: string;
  /** The store price (or converted international price) before customer prices and rules. */
  listUnitPriceNetMinor: number;
  unitPriceNetMinor: number;
  discountNetMinor: number;
  surchargeCode: string | null;
  surchargeNetMinor: number;
  totalNetMinor: number;
  taxRate: string;
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
  /** Included in priceNetMinor: the dangerous-goods surcharge when the cart holds lithium batteries. */
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
  lines: PricedLine[];
  itemsNetMinor: number;
  surchargeNetMinor: number;
  discountNetMinor: number;
  shippingNetMinor: number;
  paymentFeeNetMinor: number;
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

export interface Pricing {
  quote(context: PricingContext, lines: PricingLineInput[], locale: string): Promise<CartQuote>;
  /** Whether a code exists and could apply to this cart; used when the shopper types it. */
  checkVoucher(context: PricingContext, lines: PricingLineInput[], code: string): Promise<VoucherOutcome>;
  /** Inside the order's transaction: counts one use of each code, refusing (false) when a limit is reached. */
  redeemVouchers(em: EntityManager, codes: string[], customerId: number | null): Promise<boolean>;
}
