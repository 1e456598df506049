import { Module } from '@nestjs/common';
import { AssetFoldersService } from './asset-folders.service';
import { AssetMediaController } from './asset-media.controller';
import { AssetStorage } from './asset-storage';
import { AssetUsageModule } from './asset-usage.module';
import { AssetFoldersAdminController, AssetsAdminController } from './assets-admin.controller';
import { AssetsService } from './assets.service';

/**
 * The media library (back office: assets): folders and files on disk under ASSETS_DIR, served at
 * `/media/assets/…`. Other modules pick files by id through AssetsService and tell who uses a file through
 * the AssetUsageRegistry.
 */
@Module({
  imports: [AssetUsageModule],
  controllers: [AssetsAdminController, AssetFoldersAdminController, AssetMediaController],
  providers: [AssetsService, AssetFoldersService, AssetStorage],
  exports: [AssetsService],
})
export class AssetsModule {}
