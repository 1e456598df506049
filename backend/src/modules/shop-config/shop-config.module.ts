import { Module } from '@nestjs/common';
import { DeliveryCalendarService } from './delivery-calendar.service';
import { VoucherCodeLookupService } from './voucher-code-lookup.service';
import { SHOP_CONFIG_ADMIN_CONTROLLERS, SHOP_CONFIG_ADMIN_PROVIDERS } from './admin/shop-config-resources';

/**
 * The back office's shop-configuration resources (`admin/`): currencies, countries, rules, taxes, carriers,
 * payment providers, stores, catalogue configuration. The shop reads the delivery calendar through
 * `DeliveryCalendarService`; prices through the pricing module.
 */
@Module({
  controllers: SHOP_CONFIG_ADMIN_CONTROLLERS,
  providers: [DeliveryCalendarService, VoucherCodeLookupService, ...SHOP_CONFIG_ADMIN_PROVIDERS],
  exports: [DeliveryCalendarService, VoucherCodeLookupService],
})
export class ShopConfigModule {}
