import type { ApiSchemas } from '@tradeshop/shared';

// The shapes the back-office API answers with, generated from its OpenAPI document.
export type Asset = ApiSchemas['AdminAssetDto'];
export type AssetFolder = ApiSchemas['AdminAssetFolderDto'];
export type AssetUser = ApiSchemas['AssetUserDto'];
