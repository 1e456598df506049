import { randomBytes } from 'node:crypto';
import { copyFile, mkdir, readFile, rename, rm, writeFile } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import { Inject, Injectable } from '@nestjs/common';
import { ASSET_TYPES, type AssetMimeType, type AssetThumbnail } from '@tradeshop/shared';
import { APP_CONFIG, type AppConfig } from '../../config/app-config';

/** Where uploads stream to before they are checked: beside the files, so storing one is a rename. */
export function assetUploadsDir(config: AppConfig): string {
  return join(config.assetsDir, '.uploads');
}

const KEY = /^[0-9a-f]{2}\/[0-9a-f]{32}\.[a-z0-9]{2,4}$/;

/**
 * The files of the library under ASSETS_DIR: `<2 hex>/<32 hex>.<ext>`, a new key for every file written (a
 * replaced file gets a new one), and cached thumbnails beside them under `thumbnails/`.
 */
@Injectable()
export class AssetStorage {
  constructor(@Inject(APP_CONFIG) private readonly config: AppConfig) {}

  newKey(mimeType: AssetMimeType): string {
    const name = randomBytes(16).toString('hex');
    return `${name.slice(0, 2)}/${name}.${ASSET_TYPES[mimeType].extensions[0]}`;
  }

  private path(key: string): string {
    // Keys come from our own column; anything else (a path separator too many) is never one of ours.
    if (!KEY.test(key)) throw new Error(`Not an asset storage key: ${key}`);
    return join(this.config.assetsDir, key);
  }

  private thumbnailPath(key: string, size: AssetThumbnail): string {
    this.path(key);
    return join(this.config.assetsDir, 'thumbnails', `${key.slice(3)}-${size}`);
  }

  /** Stores an upload's temporary file under `key` (moved, not copied, where the file system allows). */
  async moveIn(key: string, temporaryPath: string): Promise<void> {
    const path = this.path(key);
    await mkdir(dirname(path), { recursive: true });
    try {
      await rename(temporaryPath, path);
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EXDEV') throw error;
      await copyFile(temporaryPath, path);
      await rm(temporaryPath, { force: true });
    }
  }

  read(key: string): Promise<Buffer> {
    return readFile(this.path(key));
  }

  async readThumbnail(key: string, size: AssetThumbnail): Promise<Buffer | null> {
    try {
      return await readFile(this.thumbnailPath(key, size));
    } catch {
      return null;
    }
  }

  async writeThumbnail(key: string, size: AssetThumbnail, bytes: Buffer): Promise<void> {
    const path = this.thumbnailPath(key, size);
    await mkdir(dirname(path), { recursive: true });
    await writeFile(path, bytes);
  }

  /** Removes a file and its thumbnails; a file already gone is no error. */
  async remove(key: string, sizes: readonly AssetThumbnail[]): Promise<void> {
    await rm(this.path(key), { force: true });
    await Promise.all(sizes.map((size) => rm(this.thumbnailPath(key, size), { force: true })));
  }
}
