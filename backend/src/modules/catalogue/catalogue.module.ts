import { Module } from '@nestjs/common';
import { CatalogueAdminController } from './catalogue-admin.controller';
import { CatalogueAdminRepository } from './catalogue-admin.repository';
import { CatalogueShopController } from './catalogue-shop.controller';
import { CatalogueJobs } from './catalogue.jobs';
import { CatalogueRepository } from './catalogue.repository';
import { CatalogueService } from './catalogue.service';

@Module({
  controllers: [CatalogueShopController, CatalogueAdminController],
  providers: [CatalogueRepository, CatalogueAdminRepository, CatalogueService, CatalogueJobs],
  exports: [CatalogueService],
})
export class CatalogueModule {}
