import { Module } from '@nestjs/common';
import { ConfigurationsService } from './admin/configurations/configurations.service';
import { SHOP_CONFIG_ADMIN_CONTROLLERS, SHOP_CONFIG_ADMIN_PROVIDERS } from './admin/shop-config-resources';
import { OrderNotifier } from './notifications/order-notifier';
import { PricingRepository } from './pricing.repository';
import { PricingService } from './pricing.service';

/**
 * The pricing model (back-office spec §3): prices, rules, taxes, carriers and payment providers, and the
 * back office's shop-configuration resources that edit them (`admin/`); notification rules act through
 * `OrderNotifier`, which the orders module calls on every order event.
 */
@Module({
  controllers: SHOP_CONFIG_ADMIN_CONTROLLERS,
  providers: [PricingService, PricingRepository, OrderNotifier, ...SHOP_CONFIG_ADMIN_PROVIDERS],
  // The cart and the checkout read the store's delivery calendar from the shop configuration.
  exports: [PricingService, ConfigurationsService, OrderNotifier],
})
export class ShopConfigModule {}
