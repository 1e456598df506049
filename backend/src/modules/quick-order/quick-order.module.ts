import { Module } from '@nestjs/common';
import { CartModule } from '../cart/cart.module';
import { CartService } from '../cart/cart.service';
import { CatalogueModule } from '../catalogue/catalogue.module';
import { CustomersModule } from '../customers/customers.module';
import { QUICK_ORDER_CART } from './quick-order-cart.port';
import { QuickOrderService } from './quick-order.service';
import { QuickOrderShopController } from './quick-order-shop.controller';

@Module({
  imports: [CartModule, CatalogueModule, CustomersModule],
  controllers: [QuickOrderShopController],
  providers: [QuickOrderService, { provide: QUICK_ORDER_CART, useExisting: CartService }],
})
export class QuickOrderModule {}
