import { Module } from '@nestjs/common';
import { ConfigUsageModule } from '../shop-config/config-usage.module';
import { StoresModule } from '../shop-config/stores/stores.module';
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
import { ProductVariantsAdminController } from './variants/product-variants-admin.controller';
import { ProductVariantsService } from './variants/product-variants.service';

@Module({
  imports: [ConfigUsageModule, StoresModule],
  controllers: [
    CatalogueShopController,
    CatalogueSlugsShopController,
    CatalogueAdminController,
    ProductVariantsAdminController,
  ],
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
    ProductVariantsService,
  ],
  exports: [CatalogueService, ProductLookupService, CatalogueReadsService, ProductVariantsService],
})
export class CatalogueModule {}
