import { Module } from '@nestjs/common';
import { IdentityModule } from '../identity/identity.module';
import { NewsletterShopController } from './newsletter-shop.controller';
import { NewsletterService } from './newsletter.service';

/** The storefront's newsletter subscription with double opt-in. */
@Module({
  imports: [IdentityModule],
  controllers: [NewsletterShopController],
  providers: [NewsletterService],
  exports: [NewsletterService],
})
export class NewsletterModule {}
