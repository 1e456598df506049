import { Module } from '@nestjs/common';
import { CartModule } from '../cart/cart.module';
import { CatalogueModule } from '../catalogue/catalogue.module';
import { CustomersModule } from '../customers/customers.module';
import { OrdersModule } from '../orders/orders.module';
import { PricingModule } from '../pricing/pricing.module';
import { ShopConfigModule } from '../shop-config/shop-config.module';
import { StoresModule } from '../shop-config/stores/stores.module';
import { CheckoutShopController } from './checkout-shop.controller';
import { CheckoutService } from './checkout.service';

/** The checkout steps and placing the order of the shopper's cart. */
@Module({
  imports: [
    CartModule,
    OrdersModule,
    PricingModule,
    ShopConfigModule,
    StoresModule,
    CustomersModule,
    CatalogueModule,
  ],
  controllers: [CheckoutShopController],
  providers: [CheckoutService],
})
export class CheckoutModule {}
