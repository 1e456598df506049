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
import { FULFILMENT_CONTROLLERS, FULFILMENT_PROVIDERS } from './fulfilment';
import { OrderShopController } from './order-shop.controller';
import { OrderConfigUsage } from './order-config-usage';
import { OrderCustomerRecords } from './order-customer-records';
import { OrderGridActions } from './grid/order-grid-actions.registry';
import { OrderGridService } from './grid/order-grid.service';
import { OrderFindService } from './admin/order-find.service';
import { OrderFindSpecController, OrderListRestController } from './admin/order-find.controller';
import { OrderGridRestController, OrderGridSpecController } from './admin/order-grid.controller';
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
import { OrderDetailService } from './admin/order-detail.service';
import { OrderStatesRestController } from './admin/order-states-rest.controller';
import { OrderStatesSpecController } from './admin/order-states-spec.controller';
import { OrderPaymentsAdminService } from './payments/order-payments-admin.service';
import { OrderStatesService } from './workflow/order-states.service';
import { WorkflowController } from './workflow/workflow.controller';
import { WorkflowService } from './workflow/workflow.service';
import { ErpConversionShopController } from './erp/erp-conversion-shop.controller';
import { ErpExportReadModel } from './erp/erp-export.read-model';
import { ErpOrderExportJobs } from './erp/erp-order-export.jobs';
import { ErpOrderExportService } from './erp/erp-order-export.service';
import { erpOrderExporterProvider } from './erp/erp-order-exporter.provider';
import { ErpOrdersRestController, ErpOrdersSpecController } from './erp/erp-orders-admin.controller';

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
  controllers: [
    // Before any `api/admin/orders/:id` controller, so that `grid/...` is not taken for an id.
    OrderGridSpecController,
    OrderGridRestController,
    OrderFindSpecController,
    OrderListRestController,
    OrderShopController,
    PaymentShopController,
    OrderStatesSpecController,
    OrderStatesRestController,
    WorkflowController,
    ErpConversionShopController,
    ErpOrdersSpecController,
    ErpOrdersRestController,
    ...FULFILMENT_CONTROLLERS,
  ],
  providers: [
    OrderRepository,
    OrdersService,
    OrderGridActions,
    OrderGridService,
    OrderFindService,
    PaymentService,
    PaymentLedger,
    PaymentChangeRepository,
    OrderConfirmationSubscriber,
    OrderConfigUsage,
    OrderCustomerRecords,
    InvoicePaymentAdapter,
    CardPaymentAdapter,
    OrderTrackingService,
    OrderItemHistory,
    { provide: ORDER_TRACKING, useExisting: OrderTrackingService },
    OrderStatesService,
    OrderPaymentsAdminService,
    OrderDetailService,
    WorkflowService,
    erpOrderExporterProvider,
    ErpExportReadModel,
    ErpOrderExportService,
    ErpOrderExportJobs,
    ...FULFILMENT_PROVIDERS,
  ],
  exports: [
    OrdersService,
    PaymentService,
    PaymentLedger,
    OrderItemHistory,
    ORDER_TRACKING,
    OrderStatesService,
  ],
})
export class OrdersModule {}
