import { Module } from '@nestjs/common';
import { AssetUsageRegistry } from './asset-usage.registry';

/**
 * The registry of who uses library files, in a module of its own so that the modules registering finders
 * (catalogue, content) import it without importing the rest of the library.
 */
@Module({ providers: [AssetUsageRegistry], exports: [AssetUsageRegistry] })
export class AssetUsageModule {}
