import { Module } from '@nestjs/common';
import { ContentShopController } from './content-shop.controller';
import { ContentRepository } from './content.repository';
import { ContentService } from './content.service';

/** The shop's content pages (delivery terms, about us, …) as the storefront shows them. */
@Module({
  controllers: [ContentShopController],
  providers: [ContentRepository, ContentService],
  exports: [ContentService],
})
export class ContentModule {}
