import { Module } from '@nestjs/common';
import { PricingRepository } from './pricing.repository';
import { PricingService } from './pricing.service';

/** The pricing model (back-office spec §3): prices, rules, taxes, carriers and payment providers. */
@Module({ providers: [PricingService, PricingRepository], exports: [PricingService] })
export class ShopConfigModule {}
