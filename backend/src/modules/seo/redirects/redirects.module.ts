import { Module } from '@nestjs/common';
import { RedirectsShopController } from './redirects-shop.controller';
import { RedirectsService } from './redirects.service';

/** Old addresses that lead to new ones; modules that move a page record the move through RedirectsService. */
@Module({
  controllers: [RedirectsShopController],
  providers: [RedirectsService],
  exports: [RedirectsService],
})
export class RedirectsModule {}
