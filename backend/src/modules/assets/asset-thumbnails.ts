import sharp from 'sharp';
import { ASSET_THUMBNAILS, type AssetMimeType, type AssetThumbnail } from '@tradeshop/shared';

/** A thumbnail's bytes and type; `resized` is false when the original is served as it is. */
export interface Thumbnail {
  bytes: Buffer;
  mimeType: string;
  resized: boolean;
}

/** The pictures sharp (libvips) shrinks, each written back in its own format; an animated GIF keeps its frames. */
const RESIZABLE: Partial<Record<AssetMimeType, 'png' | 'jpeg' | 'webp' | 'gif'>> = {
  'image/png': 'png',
  'image/jpeg': 'jpeg',
  'image/webp': 'webp',
  'image/gif': 'gif',
};

/**
 * The picture at one of the configured thumbnail sizes: fitted inside the size's square keeping its proportions,
 * never enlarged. SVG scales by itself, and documents and videos have no thumbnail: they are served as they are.
 */
export async function makeThumbnail(
  mimeType: AssetMimeType,
  bytes: Buffer,
  size: AssetThumbnail,
): Promise<Thumbnail> {
  const original = { bytes, mimeType, resized: false };
  const format = RESIZABLE[mimeType];
  if (!format) return original;
  const limit = ASSET_THUMBNAILS[size];
  const image = sharp(bytes, { animated: format === 'gif' || format === 'webp' });
  const { width = 0, pageHeight, height = 0 } = await image.metadata();
  if (Math.max(width, pageHeight ?? height) <= limit) return original;
  const resized = await image
    .rotate() // a phone's JPEG stands the way it was taken (EXIF orientation), before it is measured
    .resize(limit, limit, { fit: 'inside', withoutEnlargement: true })
    .toFormat(format)
    .toBuffer();
  return { bytes: resized, mimeType, resized: true };
}
