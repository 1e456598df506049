import { Module } from '@nestjs/common';
import { ConfigurationsService } from './admin/configurations/configurations.service';
import { SHOP_CONFIG_ADMIN_CONTROLLERS, SHOP_CONFIG_ADMIN_PROVIDERS } from './admin/shop-config-resources';
import { PricingRepository } from './pricing.repository';
import { PricingService } from './pricing.service';

/**
 * The pricing model (back-office spec §3): prices, rules, taxes, carriers and payment providers, and the
 * back office's shop-configuration resources that edit them (`admin/`).
 */
@Module({
  controllers: SHOP_CONFIG_ADMIN_CONTROLLERS,
  providers: [PricingService, PricingRepository, ...SHOP_CONFIG_ADMIN_PROVIDERS],
  // The cart and the checkout read the store's delivery calendar from the shop configuration.
  exports: [PricingService, ConfigurationsService],
})
export class ShopConfigModule {}
