import { Module } from '@nestjs/common';
import { CatalogueModule } from '../catalogue/catalogue.module';
import { CarrierAndProviderLookupService } from './carrier-and-provider-lookup.service';
import { DeliveryCalendarService } from './delivery-calendar.service';
import { VoucherCodesService } from './voucher-codes.service';
import { SHOP_CONFIG_ADMIN_CONTROLLERS, SHOP_CONFIG_ADMIN_PROVIDERS } from './admin/shop-config-resources';

/**
 * The back office's shop-configuration resources (`admin/`): currencies, countries, rules, taxes, carriers,
 * payment providers, stores, catalogue configuration. The shop reads the delivery calendar through
 * `DeliveryCalendarService`; prices through the pricing module.
 */
@Module({
  imports: [CatalogueModule],
  controllers: SHOP_CONFIG_ADMIN_CONTROLLERS,
  providers: [
    DeliveryCalendarService,
    VoucherCodesService,
    CarrierAndProviderLookupService,
    ...SHOP_CONFIG_ADMIN_PROVIDERS,
  ],
  exports: [DeliveryCalendarService, VoucherCodesService, CarrierAndProviderLookupService],
})
export class ShopConfigModule {}
