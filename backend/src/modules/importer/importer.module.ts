import { Module } from '@nestjs/common';
import { CatalogueEditingModule } from '../catalogue/catalogue-editing.module';
import { ImporterConfigsAdminController, ImporterRunsAdminController } from './importer-admin.controller';
import { ImporterSpecController } from './importer-spec.controller';
import { ImporterJobs } from './importer.jobs';
import { ImporterService } from './importer.service';

/**
 * The data importer (back-office section "imports"): configurations, files, previews and runs, at the spec's
 * paths under /admin/pimcoredataimporter and at the REST doors /api/admin/importer-configs and
 * /api/admin/importer-runs. Products are written through the catalogue's ProductImportService.
 */
@Module({
  imports: [CatalogueEditingModule],
  controllers: [ImporterSpecController, ImporterConfigsAdminController, ImporterRunsAdminController],
  providers: [ImporterService, ImporterJobs],
  exports: [ImporterService],
})
export class ImporterModule {}
