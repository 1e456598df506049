import { CustomerPriceImportService } from './customer-price-import.service';
import { Module } from '@nestjs/common';
import { CatalogueModule } from '../catalogue/catalogue.module';
import { ConfigUsageModule } from './config-usage.module';
import { ProductUnitInheritance } from './admin/product-unit-definitions/product-unit-inheritance';
import { ProductUnitSetService } from './admin/product-unit-definitions/product-unit-set.service';
import { ProductUnitDefinitionUsage } from './admin/product-unit-definitions/product-unit-definition-usage';
import { CustomerGroupUsage } from './customer-group-usage';
import { ResourceLookups } from './admin/resource-lookups';
import { CarrierAndProviderLookupService } from './carrier-and-provider-lookup.service';
import { ActiveNotificationRulesService } from './active-notification-rules.service';
import { DeliveryCalendarService } from './delivery-calendar.service';
import { VoucherCodesService } from './voucher-codes.service';
import { SHOP_CONFIG_ADMIN_CONTROLLERS, SHOP_CONFIG_ADMIN_PROVIDERS } from './admin/shop-config-resources';

/**
 * The back office's shop-configuration resources (`admin/`): currencies, countries, rules, taxes, carriers,
 * payment providers, stores, catalogue configuration. The shop reads the delivery calendar through
 * `DeliveryCalendarService`; prices through the pricing module.
 */
@Module({
  imports: [ConfigUsageModule, CatalogueModule],
  controllers: SHOP_CONFIG_ADMIN_CONTROLLERS,
  providers: [
    ActiveNotificationRulesService,
    DeliveryCalendarService,
    VoucherCodesService,
    CarrierAndProviderLookupService,
    ResourceLookups,
    ProductUnitDefinitionUsage,
    CustomerGroupUsage,
    ProductUnitSetService,
    ProductUnitInheritance,
    CustomerPriceImportService,
    ...SHOP_CONFIG_ADMIN_PROVIDERS,
  ],
  exports: [
    ActiveNotificationRulesService,
    DeliveryCalendarService,
    VoucherCodesService,
    CarrierAndProviderLookupService,
    ProductUnitSetService,
    CustomerPriceImportService,
  ],
})
export class ShopConfigModule {}
