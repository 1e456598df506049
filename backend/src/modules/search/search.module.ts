import { Module } from '@nestjs/common';
import { CatalogueModule } from '../catalogue/catalogue.module';
import { SearchAdminController } from './search-admin.controller';
import { SearchIndexRepository } from './search-index.repository';
import { SearchShopController } from './search-shop.controller';
import { SearchJobs } from './search.jobs';
import { SearchService } from './search.service';

@Module({
  imports: [CatalogueModule],
  controllers: [SearchShopController, SearchAdminController],
  providers: [SearchIndexRepository, SearchService, SearchJobs],
  exports: [SearchService],
})
export class SearchModule {}
