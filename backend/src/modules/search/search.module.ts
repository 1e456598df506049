import { Module } from '@nestjs/common';
import { CatalogueModule } from '../catalogue/catalogue.module';
import { IndexationSpecController } from './indexation-spec.controller';
import { SearchAdminController } from './search-admin.controller';
import { SearchIndexRepository } from './search-index.repository';
import { SearchIndexSubscriber } from './search-index.subscriber';
import { SearchShopController } from './search-shop.controller';
import { SearchJobs } from './search.jobs';
import { SearchService } from './search.service';

@Module({
  imports: [CatalogueModule],
  controllers: [SearchShopController, SearchAdminController, IndexationSpecController],
  providers: [SearchIndexRepository, SearchService, SearchJobs, SearchIndexSubscriber],
  exports: [SearchService],
})
export class SearchModule {}
