import type { ResourceProps } from 'react-admin';
import { cartPriceRules } from './resources/cartPriceRules';
import { carriers } from './resources/carriers';
import { countries } from './resources/countries';
import { currencies } from './resources/currencies';
import { filters } from './resources/filters';
import { indices } from './resources/indices';
import { notificationRules } from './resources/notificationRules';
import { paymentProviders } from './resources/paymentProviders';
import { paymentProviderRules, productPriceRules, shippingRules } from './resources/priceAndCheckoutRules';
import { productUnitDefinitions } from './resources/productUnitDefinitions';
import { productUnits } from './resources/productUnits';
import { states } from './resources/states';
import { zones } from './resources/zones';
import { addressIdentifiers } from './resources/addressIdentifiers';
import { configurations } from './resources/configurations';
import { exchangeRates } from './resources/exchangeRates';
import { stores } from './resources/stores';
import { storeWordings } from './resources/storeWordings';
import { taxRates } from './resources/taxRates';
import { taxRuleGroups } from './resources/taxRuleGroups';

/** The shop-configuration screens, in menu order; each is one `defineScreen` (see kit/defineScreen.tsx). */
const SHOP_CONFIG_SCREENS = [
  cartPriceRules,
  currencies,
  zones,
  countries,
  states,
  productPriceRules,
  shippingRules,
  paymentProviderRules,
  stores,
  storeWordings,
  taxRates,
  taxRuleGroups,
  exchangeRates,
  addressIdentifiers,
  configurations,
  productUnits,
  productUnitDefinitions,
  indices,
  filters,
  carriers,
  paymentProviders,
  notificationRules,
];

/** Voucher codes have no menu entry (they live on their rule's page) but are a resource for the data provider. */
const voucherCodes: ResourceProps = { name: 'shop-config/voucher-codes' };

export function shopConfigResources(canWrite: boolean): ResourceProps[] {
  return [...SHOP_CONFIG_SCREENS.map((screen) => screen(canWrite)), voucherCodes];
}
