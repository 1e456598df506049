import { Module } from '@nestjs/common';
import { MulterModule } from '@nestjs/platform-express';
import { APP_CONFIG, type AppConfig } from '../../config/app-config';
import { AssetFoldersService } from './asset-folders.service';
import { AssetMediaController } from './asset-media.controller';
import { AssetStorage, assetUploadsDir } from './asset-storage';
import { uploadTempStorage } from './asset-upload-files';
import { AssetUsageModule } from './asset-usage.module';
import { AssetFoldersAdminController, AssetsAdminController } from './assets-admin.controller';
import { AssetsService } from './assets.service';

/**
 * The media library (back office: assets): folders and files on disk under ASSETS_DIR, served at
 * `/media/assets/…`. Other modules pick files by id through AssetsService and tell who uses a file through
 * the AssetUsageRegistry.
 */
@Module({
  imports: [
    AssetUsageModule,
    // Uploads stream to temporary files beside the library's, never into memory.
    MulterModule.registerAsync({
      inject: [APP_CONFIG],
      useFactory: (config: AppConfig) => ({ storage: uploadTempStorage(assetUploadsDir(config)) }),
    }),
  ],
  controllers: [AssetsAdminController, AssetFoldersAdminController, AssetMediaController],
  providers: [AssetsService, AssetFoldersService, AssetStorage],
  exports: [AssetsService],
})
export class AssetsModule {}
