import { Module } from '@nestjs/common';
import { CustomersModule } from '../customers/customers.module';
import { ShopConfigModule } from '../shop-config/shop-config.module';
import { PricingFactsReadModel } from './pricing-facts.read-model';
import { PricingRepository } from './pricing.repository';
import { PricingShopController } from './pricing-shop.controller';
import { PricingService } from './pricing.service';

/**
 * The pricing model (back-office spec §3) as the shop uses it: the quote engine (`engine/`: unit prices, price
 * rules, vouchers, shipping, payment options, tax, totals) and the port the cart, the checkout and the orders
 * price through. The rules it evaluates are edited in the shop configuration.
 */
@Module({
  imports: [ShopConfigModule, CustomersModule],
  controllers: [PricingShopController],
  providers: [PricingService, PricingRepository, PricingFactsReadModel],
  exports: [PricingService],
})
export class PricingModule {}
