import type { Provider, Type } from '@nestjs/common';
import { CARRIERS } from './carriers/carriers.resource';
import { CART_PRICE_RULES } from './cart-price-rules/cart-price-rules.resource';
import {
  VoucherCodesController,
  VoucherCodesCoreShopController,
} from './cart-price-rules/voucher-codes.controllers';
import { VoucherCodesService } from './cart-price-rules/voucher-codes.service';
import { CountriesExtrasController } from './countries/countries-extras.controller';
import { COUNTRIES } from './countries/countries.resource';
import { CURRENCIES } from './currencies/currencies.resource';
import {
  NotificationRulesSortController,
  NotificationRulesSortCoreShopController,
} from './notification-rules/notification-rules-sort.controllers';
import { NOTIFICATION_RULES } from './notification-rules/notification-rules.resource';
import { PAYMENT_PROVIDERS } from './payment-providers/payment-providers.resource';
import { PAYMENT_PROVIDER_RULES, SHIPPING_RULES } from './plain-rules/plain-rules.resource';
import { PRODUCT_PRICE_RULES } from './product-price-rules/product-price-rules.resource';
import { STATES } from './states/states.resource';
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
  // cfg-ship
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
  NotificationRulesSortCoreShopController,
  NotificationRulesSortController,
];
const EXTRA_PROVIDERS: Provider[] = [VoucherCodesService];

export const SHOP_CONFIG_ADMIN_CONTROLLERS: Type[] = [
  ...SHOP_CONFIG_RESOURCES.flatMap((resource) => createShopConfigControllers(resource)),
  ...EXTRA_CONTROLLERS,
];

export const SHOP_CONFIG_ADMIN_PROVIDERS: Provider[] = [
  ...SHOP_CONFIG_RESOURCES.map((resource) => resource.service),
  ...EXTRA_PROVIDERS,
];
