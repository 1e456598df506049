import { Module } from '@nestjs/common';
import { AssetUsageModule } from '../assets/asset-usage.module';
import { ContentAssetUsage } from './content-asset-usage';
import { ContentShopController } from './content-shop.controller';
import { ContentRepository } from './content.repository';
import { ContentService } from './content.service';

/** The shop's content pages (delivery terms, about us, …) as the storefront shows them. */
@Module({
  imports: [AssetUsageModule],
  controllers: [ContentShopController],
  providers: [ContentRepository, ContentService, ContentAssetUsage],
  exports: [ContentService],
})
export class ContentModule {}
