import { Module } from '@nestjs/common';
import { OrderNotifier } from './order-notifier';

/** Notification rules (back-office spec §7) acting on order events: which rules match and the mails they send. */
@Module({
  providers: [OrderNotifier],
  exports: [OrderNotifier],
})
export class NotificationsModule {}
