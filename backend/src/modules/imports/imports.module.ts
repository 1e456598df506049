import { Module } from '@nestjs/common';
import { CatalogueModule } from '../catalogue/catalogue.module';
import { CustomersModule } from '../customers/customers.module';
import { ShopConfigModule } from '../shop-config/shop-config.module';
import { CustomerPriceListReadModel } from './customer-price-list.read-model';
import { ImportPipeline } from './import-pipeline';
import { ImportReferencesReadModel } from './import-references.read-model';
import { ImportRunStore } from './import-run.store';
import { ImportsRestController, ImportsSpecController } from './imports-admin.controller';
import { ImportsJobs } from './imports.jobs';
import { ImportsService } from './imports.service';

/**
 * Queued price and cross-reference imports, company price lists and master data (back-office spec §7
 * "Imports and indexing"). The rows land in their owners' tables through the owners' import services.
 */
@Module({
  imports: [CatalogueModule, ShopConfigModule, CustomersModule],
  controllers: [ImportsSpecController, ImportsRestController],
  providers: [
    ImportsService,
    ImportRunStore,
    ImportPipeline,
    ImportReferencesReadModel,
    CustomerPriceListReadModel,
    ImportsJobs,
  ],
})
export class ImportsModule {}
