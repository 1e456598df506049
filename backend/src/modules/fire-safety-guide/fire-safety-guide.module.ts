import { Module } from '@nestjs/common';
import { CartModule } from '../cart/cart.module';
import { CatalogueModule } from '../catalogue/catalogue.module';
import { CustomersModule } from '../customers/customers.module';
import { IdentityModule } from '../identity/identity.module';
import { PricingModule } from '../pricing/pricing.module';
import { FireSafetyGuideShopController } from './fire-safety-guide-shop.controller';
import { FireSafetyGuideService } from './fire-safety-guide.service';

/** The storefront's fire-safety guide: recommendation rules over the catalogue, and the discounted set. */
@Module({
  imports: [CartModule, CatalogueModule, CustomersModule, IdentityModule, PricingModule],
  controllers: [FireSafetyGuideShopController],
  providers: [FireSafetyGuideService],
})
export class FireSafetyGuideModule {}
