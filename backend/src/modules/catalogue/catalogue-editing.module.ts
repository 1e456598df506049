import { Module } from '@nestjs/common';
import { SearchModule } from '../search/search.module';
import { ConfigUsageModule } from '../shop-config/config-usage.module';
import { ShopConfigModule } from '../shop-config/shop-config.module';
import { CatalogueAdminReadModel } from './catalogue-admin.read-model';
import { CatalogueModule } from './catalogue.module';
import { ProductAdminController } from './product-admin.controller';
import { ProductWriteService } from './product-write.service';

/**
 * The back office's product editor: a module of its own inside the catalogue because its writes rebuild the
 * products' search rows at once (the search module builds on the catalogue's reads, so the catalogue module
 * itself cannot import it) and write the product's units through shop-config.
 */
@Module({
  imports: [SearchModule, ShopConfigModule, ConfigUsageModule, CatalogueModule],
  controllers: [ProductAdminController],
  providers: [ProductWriteService, CatalogueAdminReadModel],
  exports: [ProductWriteService],
})
export class CatalogueEditingModule {}
