import { Module } from '@nestjs/common';
import { CatalogueModule } from '../catalogue/catalogue.module';
import { CustomersModule } from '../customers/customers.module';
import { IdentityModule } from '../identity/identity.module';
import { PricingModule } from '../pricing/pricing.module';
import { ConfigUsageModule } from '../shop-config/config-usage.module';
import { ShopConfigModule } from '../shop-config/shop-config.module';
import { StoresModule } from '../shop-config/stores/stores.module';
import { CartConfigUsage } from './cart-config-usage';
import { CartCustomerRecords } from './cart-customer-records';
import { CartCheckoutService } from './cart-checkout.service';
import { CartShopController } from './cart-shop.controller';
import { PreliminaryDeliveryShopController } from './preliminary-delivery-shop.controller';
import { CartRepository } from './cart.repository';
import { CartService } from './cart.service';

/** The shopper's cart; `CartService` also serves the checkout (`CartForOrders`) and quick order (`addItems`). */
@Module({
  imports: [
    IdentityModule,
    CustomersModule,
    StoresModule,
    PricingModule,
    ShopConfigModule,
    ConfigUsageModule,
    CatalogueModule,
  ],
  controllers: [CartShopController, PreliminaryDeliveryShopController],
  providers: [CartRepository, CartService, CartCheckoutService, CartConfigUsage, CartCustomerRecords],
  exports: [CartService, CartCheckoutService],
})
export class CartModule {}
