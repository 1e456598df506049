import { Module } from '@nestjs/common';
import { AssetsModule } from '../assets/assets.module';
import { CatalogueModule } from '../catalogue/catalogue.module';
import { TagsAdminController } from './tags-admin.controller';
import { TagsSpecController } from './tags-spec.controller';
import { TagsJobs } from './tags.jobs';
import { TagsService } from './tags.service';

/**
 * Tags (back-office section "tags"): a tree of tags put on products, categories and assets, at the spec's paths
 * under /admin/tags and at the REST door /api/admin/tags, both calling TagsService. The catalogue's product list
 * filters by tag through its read model (docs/decisions/2026-11-27-table-owners.md), so the catalogue does
 * not depend on this module.
 */
@Module({
  imports: [CatalogueModule, AssetsModule],
  controllers: [TagsSpecController, TagsAdminController],
  providers: [TagsService, TagsJobs],
  exports: [TagsService],
})
export class TagsModule {}
