import type { Provider, Type } from '@nestjs/common';
import { CURRENCIES } from './currencies/currencies.resource';
import type { AnyShopConfigResource } from './resource';
import { createShopConfigControllers } from './resource-controllers';

/** Every shop-configuration resource of the back office; adding one here gives it both doors. */
export const SHOP_CONFIG_RESOURCES: readonly AnyShopConfigResource[] = [CURRENCIES];

/** Controllers of the resources' extra routes (voucher codes, list-active, …). */
const EXTRA_CONTROLLERS: Type[] = [];
const EXTRA_PROVIDERS: Provider[] = [];

export const SHOP_CONFIG_ADMIN_CONTROLLERS: Type[] = [
  ...SHOP_CONFIG_RESOURCES.flatMap((resource) => createShopConfigControllers(resource)),
  ...EXTRA_CONTROLLERS,
];

export const SHOP_CONFIG_ADMIN_PROVIDERS: Provider[] = [
  ...SHOP_CONFIG_RESOURCES.map((resource) => resource.service),
  ...EXTRA_PROVIDERS,
];
