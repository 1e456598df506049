import { Module } from '@nestjs/common';
import { CartModule } from '../cart/cart.module';
import { CustomersModule } from '../customers/customers.module';
import { StoresModule } from '../shop-config/stores/stores.module';
import { remoteOrderSourceProvider } from './erp/remote-order-source.provider';
import { OrderHistoryReadModel } from './order-history.read-model';
import { OrderHistoryService } from './order-history.service';
import { OrderHistoryShopController } from './order-history-shop.controller';

/** The order history part of the orders section: read-only over the orders, plus reorder through the cart. */
@Module({
  imports: [CartModule, CustomersModule, StoresModule],
  controllers: [OrderHistoryShopController],
  providers: [OrderHistoryReadModel, OrderHistoryService, remoteOrderSourceProvider],
})
export class OrderHistoryModule {}
