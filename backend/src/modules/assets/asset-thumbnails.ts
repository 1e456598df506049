import { PNG } from 'pngjs';
import { ASSET_THUMBNAILS, type AssetMimeType, type AssetThumbnail } from '@tradeshop/shared';

/** A thumbnail's bytes and type; `resized` is false when the original is served as it is. */
export interface Thumbnail {
  bytes: Buffer;
  mimeType: string;
  resized: boolean;
}

/** The size that fits a picture inside `limit` × `limit` keeping its proportions; never larger than it is. */
export function fitInside(width: number, height: number, limit: number): { width: number; height: number } {
  const scale = Math.min(1, limit / Math.max(width, height));
  return { width: Math.max(1, Math.round(width * scale)), height: Math.max(1, Math.round(height * scale)) };
}

/** Shrinks RGBA pixels by averaging every source pixel a target pixel covers (a box filter). */
function shrink(
  source: { width: number; height: number; data: Buffer },
  width: number,
  height: number,
): Buffer {
  const target = Buffer.alloc(width * height * 4);
  const xRatio = source.width / width;
  const yRatio = source.height / height;
  for (let y = 0; y < height; y++) {
    const top = Math.floor(y * yRatio);
    const bottom = Math.max(top + 1, Math.floor((y + 1) * yRatio));
    for (let x = 0; x < width; x++) {
      const left = Math.floor(x * xRatio);
      const right = Math.max(left + 1, Math.floor((x + 1) * xRatio));
      let red = 0;
      let green = 0;
      let blue = 0;
      let opacity = 0;
      let count = 0;
      for (let sy = top; sy < bottom; sy++) {
        for (let sx = left; sx < right; sx++) {
          const at = (sy * source.width + sx) * 4;
          const alpha = source.data[at + 3]!;
          // Colours weighted by their opacity, so transparent pixels do not darken the edges.
          red += source.data[at]! * alpha;
          green += source.data[at + 1]! * alpha;
          blue += source.data[at + 2]! * alpha;
          opacity += alpha;
          count++;
        }
      }
      const out = (y * width + x) * 4;
      target[out] = opacity ? Math.round(red / opacity) : 0;
      target[out + 1] = opacity ? Math.round(green / opacity) : 0;
      target[out + 2] = opacity ? Math.round(blue / opacity) : 0;
      target[out + 3] = Math.round(opacity / count);
    }
  }
  return target;
}

/**
 * The picture at one of the configured thumbnail sizes. PNG pictures are shrunk here; SVG scales by itself;
 * JPEG, WebP and GIF are served as they are until an image library is part of the build (no decoder for them
 * ships with the backend), which the browser scales down.
 */
export function makeThumbnail(mimeType: AssetMimeType, bytes: Buffer, size: AssetThumbnail): Thumbnail {
  const original = { bytes, mimeType, resized: false };
  if (mimeType !== 'image/png') return original;
  const image = PNG.sync.read(bytes);
  const limit = ASSET_THUMBNAILS[size];
  if (Math.max(image.width, image.height) <= limit) return original;
  const { width, height } = fitInside(image.width, image.height, limit);
  const thumbnail = new PNG({ width, height });
  thumbnail.data = shrink(image, width, height);
  return { bytes: PNG.sync.write(thumbnail), mimeType: 'image/png', resized: true };
}
