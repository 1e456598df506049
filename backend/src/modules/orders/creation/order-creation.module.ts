import { Module } from '@nestjs/common';
import { CatalogueModule } from '../../catalogue/catalogue.module';
import { CustomersModule } from '../../customers/customers.module';
import { PricingModule } from '../../pricing/pricing.module';
import { ServiceRequestsModule } from '../../service-requests/service-requests.module';
import { ShopConfigModule } from '../../shop-config/shop-config.module';
import { StoresModule } from '../../shop-config/stores/stores.module';
import { OrdersModule } from '../orders.module';
import { CustomerOrderPricing } from './customer-order-pricing';
import { OrderCreationRestController, OrderCreationSpecController } from './order-creation-admin.controller';
import { OrderCreationService } from './order-creation.service';
import { OrderItemsEditor } from './order-items-editor.service';

/**
 * Orders the back office enters or edits for a customer (phone orders, warranty replacements, invoice
 * adjustments, item changes). A module of its own beside `OrdersModule`, whose services it uses, so that it can
 * read warranty registrations without the service requests (which ask the orders for tracking) going in a circle.
 */
@Module({
  imports: [
    OrdersModule,
    PricingModule,
    CustomersModule,
    CatalogueModule,
    ShopConfigModule,
    StoresModule,
    ServiceRequestsModule,
  ],
  controllers: [OrderCreationSpecController, OrderCreationRestController],
  providers: [CustomerOrderPricing, OrderCreationService, OrderItemsEditor],
  exports: [OrderItemsEditor],
})
export class OrderCreationModule {}
