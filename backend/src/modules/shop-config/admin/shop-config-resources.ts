import type { Provider, Type } from '@nestjs/common';
import { ADDRESS_IDENTIFIERS } from './address-identifiers/address-identifiers.resource';
import { CONFIGURATIONS } from './configurations/configurations.resource';
import { CURRENCIES } from './currencies/currencies.resource';
import { EXCHANGE_RATES } from './exchange-rates/exchange-rates.resource';
import { StoreSitesController } from './stores/store-sites.controller';
import { STORES } from './stores/stores.resource';
import { TAX_RATES } from './tax-rates/tax-rates.resource';
import { TAX_RULE_GROUPS } from './tax-rule-groups/tax-rule-groups.resource';
import type { AnyShopConfigResource } from './resource';
import { createShopConfigControllers } from './resource-controllers';

/** Every shop-configuration resource of the back office; adding one here gives it both doors. */
export const SHOP_CONFIG_RESOURCES: readonly AnyShopConfigResource[] = [
  CURRENCIES,
  // cfg-tax: taxes, exchange rates, address identifiers, stores, configurations
  TAX_RATES,
  TAX_RULE_GROUPS,
  EXCHANGE_RATES,
  ADDRESS_IDENTIFIERS,
  STORES,
  CONFIGURATIONS,
];

/** Controllers of the resources' extra routes (voucher codes, list-active, …). */
const EXTRA_CONTROLLERS: Type[] = [StoreSitesController];
const EXTRA_PROVIDERS: Provider[] = [];

export const SHOP_CONFIG_ADMIN_CONTROLLERS: Type[] = [
  ...SHOP_CONFIG_RESOURCES.flatMap((resource) => createShopConfigControllers(resource)),
  ...EXTRA_CONTROLLERS,
];

export const SHOP_CONFIG_ADMIN_PROVIDERS: Provider[] = [
  ...SHOP_CONFIG_RESOURCES.map((resource) => resource.service),
  ...EXTRA_PROVIDERS,
];
