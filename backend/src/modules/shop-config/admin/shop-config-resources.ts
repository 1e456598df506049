import type { Provider, Type } from '@nestjs/common';
import { CART_PRICE_RULES } from './cart-price-rules/cart-price-rules.resource';
import {
  VoucherCodesController,
  VoucherCodesCoreShopController,
} from './cart-price-rules/voucher-codes.controllers';
import { VoucherCodesService } from './cart-price-rules/voucher-codes.service';
import {
  FilterCloneController,
  IndexCloneController,
  ProductSolidifierController,
} from './catalogue-config.controllers';
import { CountriesExtrasController } from './countries/countries-extras.controller';
import { COUNTRIES } from './countries/countries.resource';
import { CURRENCIES } from './currencies/currencies.resource';
import { FILTERS } from './filters/filters.resource';
import { INDICES } from './indices/indices.resource';
import { PRODUCT_UNIT_DEFINITIONS } from './product-unit-definitions/product-unit-definitions.resource';
import { PRODUCT_UNITS } from './product-units/product-units.resource';
import { ProductSolidifierService } from './solidifier/solidifier.service';
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
  PRODUCT_UNITS,
  PRODUCT_UNIT_DEFINITIONS,
  INDICES,
  FILTERS,
];

/** Controllers of the resources' extra routes (voucher codes, list-active, …). */
const EXTRA_CONTROLLERS: Type[] = [
  CountriesExtrasController,
  VoucherCodesCoreShopController,
  VoucherCodesController,
  IndexCloneController,
  FilterCloneController,
  ProductSolidifierController,
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
