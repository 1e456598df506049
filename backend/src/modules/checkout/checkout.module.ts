import { Module } from '@nestjs/common';
import { CartModule } from '../cart/cart.module';
import { CustomersModule } from '../customers/customers.module';
import { OrdersModule } from '../orders/orders.module';
import { PricingModule } from '../pricing/pricing.module';
import { ShopConfigModule } from '../shop-config/shop-config.module';
import { CheckoutShopController } from './checkout-shop.controller';
import { CheckoutRepository } from './checkout.repository';
import { CheckoutService } from './checkout.service';

/** The checkout steps and placing the order of the shopper's cart. */
@Module({
  imports: [CartModule, CustomersModule, OrdersModule, PricingModule, ShopConfigModule],
  controllers: [CheckoutShopController],
  providers: [CheckoutRepository, CheckoutService],
})
export class CheckoutModule {}
