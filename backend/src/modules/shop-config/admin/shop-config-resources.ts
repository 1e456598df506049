import type { Provider, Type } from '@nestjs/common';
import { ADDRESS_IDENTIFIERS } from './address-identifiers/address-identifiers.resource';
import { CARRIERS } from './carriers/carriers.resource';
import { CART_PRICE_RULES } from './cart-price-rules/cart-price-rules.resource';
import {
  VoucherCodesController,
  VoucherCodesCoreShopController,
} from './cart-price-rules/voucher-codes.controllers';
import { VoucherCodesService } from './cart-price-rules/voucher-codes.service';
import { CONFIGURATIONS } from './configurations/configurations.resource';
import { CountriesExtrasController } from './countries/countries-extras.controller';
import { COUNTRIES } from './countries/countries.resource';
import { CURRENCIES } from './currencies/currencies.resource';
import { EXCHANGE_RATES } from './exchange-rates/exchange-rates.resource';
import {
  FilterCloneController,
  IndexCloneController,
  ProductSolidifierController,
} from './catalogue-config.controllers';
import { FILTERS } from './filters/filters.resource';
import { INDICES } from './indices/indices.resource';
import { PRODUCT_UNIT_DEFINITIONS } from './product-unit-definitions/product-unit-definitions.resource';
import { PRODUCT_UNITS } from './product-units/product-units.resource';
import { ProductSolidifierService } from './solidifier/solidifier.service';
import {
  NotificationRulesSortController,
  NotificationRulesSortCoreShopController,
} from './notification-rules/notification-rules-sort.controllers';
import { NOTIFICATION_RULES } from './notification-rules/notification-rules.resource';
import { PAYMENT_PROVIDERS } from './payment-providers/payment-providers.resource';
import { PAYMENT_PROVIDER_RULES, SHIPPING_RULES } from './plain-rules/plain-rules.resource';
import { PRODUCT_PRICE_RULES } from './product-price-rules/product-price-rules.resource';
import { STATES } from './states/states.resource';
import { StoreSitesController } from './stores/store-sites.controller';
import { STORES } from './stores/stores.resource';
import { STORE_WORDINGS } from './store-wordings/store-wordings.resource';
import { TAX_RATES } from './tax-rates/tax-rates.resource';
import { TAX_RULE_GROUPS } from './tax-rule-groups/tax-rule-groups.resource';
import { ZONES } from './zones/zones.resource';
import type { AnyShopConfigResource } from './resource';
import { createShopConfigControllers } from './resource-controllers';

/** Every shop-configuration resource of the back office; adding one here gives it both doors. */
export const SHOP_CONFIG_RESOURCES: readonly AnyShopConfigResource[] = [
  CURRENCIES,
  ZONES,
  COUNTRIES,
  STATES,
  CART_PRICE_RULES,
  TAX_RATES,
  TAX_RULE_GROUPS,
  EXCHANGE_RATES,
  ADDRESS_IDENTIFIERS,
  STORES,
  STORE_WORDINGS,
  CONFIGURATIONS,
  PRODUCT_UNITS,
  PRODUCT_UNIT_DEFINITIONS,
  INDICES,
  FILTERS,
  PRODUCT_PRICE_RULES,
  SHIPPING_RULES,
  CARRIERS,
  PAYMENT_PROVIDER_RULES,
  PAYMENT_PROVIDERS,
  NOTIFICATION_RULES,
];

/** Controllers of the resources' extra routes (voucher codes, list-active, …). */
const EXTRA_CONTROLLERS: Type[] = [
  CountriesExtrasController,
  VoucherCodesCoreShopController,
  VoucherCodesController,
  StoreSitesController,
  IndexCloneController,
  FilterCloneController,
  ProductSolidifierController,
  NotificationRulesSortCoreShopController,
  NotificationRulesSortController,
];
const EXTRA_PROVIDERS: Provider[] = [VoucherCodesService, ProductSolidifierService];

export const SHOP_CONFIG_ADMIN_CONTROLLERS: Type[] = [
  ...SHOP_CONFIG_RESOURCES.flatMap((resource) => createShopConfigControllers(resource)),
  ...EXTRA_CONTROLLERS,
];

export const SHOP_CONFIG_ADMIN_PROVIDERS: Provider[] = [
  ...SHOP_CONFIG_RESOURCES.map((resource) => resource.service),
  ...EXTRA_PROVIDERS,
];
