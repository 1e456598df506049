import { Module } from '@nestjs/common';
import { OrdersModule } from '../orders/orders.module';
import { ShopConfigModule } from '../shop-config/shop-config.module';
import { StoresModule } from '../shop-config/stores/stores.module';
import { OrderNotifier } from './order-notifier';

/** Notification rules (back-office spec §7) acting on order events: which rules match and the mails they send. */
@Module({
  imports: [OrdersModule, ShopConfigModule, StoresModule],
  providers: [OrderNotifier],
  exports: [OrderNotifier],
})
export class NotificationsModule {}
