import { CatalogueImportService } from './catalogue-import.service';
import { CatalogueIndexationService } from './catalogue-indexation.service';
import { Module } from '@nestjs/common';
import { AssetUsageModule } from '../assets/asset-usage.module';
import { AssetsModule } from '../assets/assets.module';
import { RedirectsModule } from '../seo/redirects/redirects.module';
import { CategoryFiltersModule } from '../shop-config/category-filters/category-filters.module';
import { ConfigUsageModule } from '../shop-config/config-usage.module';
import { StoresModule } from '../shop-config/stores/stores.module';
import { CatalogueAssetUsage } from './catalogue-asset-usage';
import { ProductMediaAdminController } from './product-media-admin.controller';
import { ProductMediaAdminService } from './product-media-admin.service';
import { CatalogueConfigUsage } from './catalogue-config-usage';
import { CatalogueAdminController } from './catalogue-admin.controller';
import { CatalogueAdminReadModel } from './catalogue-admin.read-model';
import { CategoryAdminController } from './category-admin.controller';
import { CategoryAdminService } from './category-admin.service';
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
  imports: [
    ConfigUsageModule,
    AssetUsageModule,
    AssetsModule,
    RedirectsModule,
    CategoryFiltersModule,
    StoresModule,
  ],
  // The category writes' `categories/tree` before the show's `categories/:id`.
  controllers: [
    CatalogueShopController,
    CatalogueSlugsShopController,
    CategoryAdminController,
    CatalogueAdminController,
    ProductMediaAdminController,
    ProductVariantsAdminController,
  ],
  providers: [
    CatalogueIndexationService,
    CatalogueListingReadModel,
    CatalogueAdminReadModel,
    CatalogueService,
    CatalogueJobs,
    ProductLookupReadModel,
    ProductLookupService,
    CatalogueConfigUsage,
    CatalogueReadsService,
    CatalogueSlugsService,
    CatalogueAssetUsage,
    ProductMediaAdminService,
    CategoryAdminService,
    ProductVariantsService,
    CatalogueImportService,
  ],
  exports: [
    CatalogueService,
    ProductLookupService,
    CatalogueReadsService,
    ProductVariantsService,
    CatalogueImportService,
    CatalogueIndexationService,
  ],
})
export class CatalogueModule {}
