import { Module } from '@nestjs/common';
import { AssetsModule } from '../assets/assets.module';
import { ConfigUsageModule } from '../shop-config/config-usage.module';
import { ShopConfigModule } from '../shop-config/shop-config.module';
import { CatalogueAdminReadModel } from './catalogue-admin.read-model';
import { CatalogueModule } from './catalogue.module';
import { ProductAdminController } from './product-admin.controller';
import { ProductImportService } from './product-import.service';
import { ProductWriteService } from './product-write.service';

/**
 * The back office's product editor: a module of its own inside the catalogue because it writes the product's
 * units through shop-config. The search index follows its writes through `catalogue.products_changed` events,
 * as it follows every catalogue writer's.
 */
@Module({
  imports: [ShopConfigModule, ConfigUsageModule, CatalogueModule, AssetsModule],
  controllers: [ProductAdminController],
  providers: [ProductWriteService, ProductImportService, CatalogueAdminReadModel],
  exports: [ProductWriteService, ProductImportService],
})
export class CatalogueEditingModule {}
