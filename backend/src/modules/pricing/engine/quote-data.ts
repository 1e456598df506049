import type { PricingContext, PricingLineInput } from '../pricing.port';
import type {
  CarrierRow,
  PaymentProviderRow,
  PricedProductRow,
  PricingStoreRow,
  RuleRow,
  VoucherRow,
} from '../pricing.repository';
import type { TaxRuleRow } from './tax';
import type { AgreedPrice } from './unit-price';

/** Everything a quote is computed from, read fresh for each quote. */
export interface QuoteData {
  context: PricingContext;
  lines: readonly PricingLineInput[];
  locale: string;
  store: PricingStoreRow;
  /** Units of the store's currency per unit of the international store's; null when there is no rate. */
  exchangeRate: string | null;
  /** The destination: the shipping country, else the store's country. */
  country: { isoCode: string; zoneId: number | null } | null;
  /** The cart's products and the gift products of the cart price rules. */
  products: ReadonlyMap<number, PricedProductRow>;
  categoryChains: ReadonlyMap<number, number[]>;
  agreedPrices: readonly (AgreedPrice & { productId: number })[];
  productPriceRules: readonly RuleRow[];
  cartPriceRules: readonly RuleRow[];
  vouchers: readonly VoucherRow[];
  taxRules: readonly TaxRuleRow[];
  carriers: readonly CarrierRow[];
  paymentProviders: readonly PaymentProviderRow[];
  invoicePaymentAllowed: boolean;
}
