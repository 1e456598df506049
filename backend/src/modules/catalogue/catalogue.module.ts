import { Module } from '@nestjs/common';
import { ConfigUsageModule } from '../shop-config/config-usage.module';
import { CatalogueConfigUsage } from './catalogue-config-usage';
import { CatalogueAdminController } from './catalogue-admin.controller';
import { CatalogueAdminReadModel } from './catalogue-admin.read-model';
import { CatalogueShopController } from './catalogue-shop.controller';
import { CatalogueSlugsShopController } from './catalogue-slugs-shop.controller';
import { CatalogueSlugsService } from './catalogue-slugs.service';
import { CatalogueJobs } from './catalogue.jobs';
import { CatalogueListingReadModel } from './catalogue-listing.read-model';
import { CatalogueReadsService } from './catalogue-reads.service';
import { CatalogueService } from './catalogue.service';
import { ProductLookupReadModel } from './product-lookup.read-model';
import { ProductLookupService } from './product-lookup.service';

@Module({
  imports: [ConfigUsageModule],
  controllers: [CatalogueShopController, CatalogueSlugsShopController, CatalogueAdminController],
  providers: [
    CatalogueListingReadModel,
    CatalogueAdminReadModel,
    CatalogueService,
    CatalogueJobs,
    ProductLookupReadModel,
    ProductLookupService,
    CatalogueConfigUsage,
    CatalogueReadsService,
    CatalogueSlugsService,
  ],
  exports: [CatalogueService, ProductLookupService, CatalogueReadsService],
})
export class CatalogueModule {}
