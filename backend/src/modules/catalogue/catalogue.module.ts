import { Module } from '@nestjs/common';
import { CatalogueAdminController } from './catalogue-admin.controller';
import { CatalogueAdminRepository } from './catalogue-admin.repository';
import { CatalogueShopController } from './catalogue-shop.controller';
import { CatalogueJobs } from './catalogue.jobs';
import { CatalogueRepository } from './catalogue.repository';
import { CatalogueService } from './catalogue.service';
import { ProductLookupRepository } from './product-lookup.repository';
import { ProductLookupService } from './product-lookup.service';

@Module({
  controllers: [CatalogueShopController, CatalogueAdminController],
  providers: [
    CatalogueRepository,
    CatalogueAdminRepository,
    CatalogueService,
    CatalogueJobs,
    ProductLookupRepository,
    ProductLookupService,
  ],
  exports: [CatalogueService, ProductLookupService],
})
export class CatalogueModule {}
