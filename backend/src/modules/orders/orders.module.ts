import { Module } from '@nestjs/common';
import { CartModule } from '../cart/cart.module';
import { CatalogueModule } from '../catalogue/catalogue.module';
import { CustomersModule } from '../customers/customers.module';
import { PricingModule } from '../pricing/pricing.module';
import { ConfigUsageModule } from '../shop-config/config-usage.module';
import { ShopConfigModule } from '../shop-config/shop-config.module';
import { StoresModule } from '../shop-config/stores/stores.module';
import { OrderItemHistory } from './creation/order-item-history';
import { OrderHistoryModule } from './order-history.module';
import { OrderShopController } from './order-shop.controller';
import { OrderConfigUsage } from './order-config-usage';
import { OrderGridActions } from './grid/order-grid-actions.registry';
import { OrderConfirmationSubscriber } from './order-confirmation.subscriber';
import { OrderTrackingService } from './order-tracking.service';
import { ORDER_TRACKING } from './order-tracking.port';
import { OrderRepository } from './order.repository';
import { OrdersService } from './orders.service';
import { PaymentShopController } from './payment-shop.controller';
import { CardPaymentAdapter } from './payments/card-payment.adapter';
import { InvoicePaymentAdapter } from './payments/invoice-payment.adapter';
import { PaymentChangeRepository } from './payments/payment-change.repository';
import { PaymentLedger } from './payments/payment-ledger.service';
import { PaymentService } from './payments/payment.service';

/** Placed orders: their machines, payments, confirmation mails and tracking. */
@Module({
  imports: [
    CartModule,
    CatalogueModule,
    CustomersModule,
    StoresModule,
    ShopConfigModule,
    ConfigUsageModule,
    OrderHistoryModule,
    PricingModule,
  ],
  controllers: [OrderShopController, PaymentShopController],
  providers: [
    OrderRepository,
    OrdersService,
    OrderGridActions,
    PaymentService,
    PaymentLedger,
    PaymentChangeRepository,
    OrderConfirmationSubscriber,
    OrderConfigUsage,
    InvoicePaymentAdapter,
    CardPaymentAdapter,
    OrderTrackingService,
    OrderItemHistory,
    { provide: ORDER_TRACKING, useExisting: OrderTrackingService },
  ],
  exports: [OrdersService, PaymentService, PaymentLedger, OrderItemHistory, ORDER_TRACKING],
})
export class OrdersModule {}
