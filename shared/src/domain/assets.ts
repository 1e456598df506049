/**
 * The media library (back office: assets): what may be uploaded, how large, and the thumbnail sizes every
 * picture is offered in. The API refuses past these limits; the back office names them and refuses early.
 */
export const ASSET_MAX_FILE_MB = 20;
export const ASSET_MAX_FILE_BYTES = ASSET_MAX_FILE_MB * 1024 * 1024;
/** Files in one upload. */
export const ASSET_MAX_FILES_PER_UPLOAD = 20;

export const ASSET_KINDS = ['image', 'document', 'video'] as const;
export type AssetKind = (typeof ASSET_KINDS)[number];

/** The accepted file types: their kind in the library and the file-name extensions that may carry them. */
export const ASSET_TYPES = {
  'image/jpeg': { kind: 'image', extensions: ['jpg', 'jpeg'] },
  'image/png': { kind: 'image', extensions: ['png'] },
  'image/webp': { kind: 'image', extensions: ['webp'] },
  'image/gif': { kind: 'image', extensions: ['gif'] },
  'image/svg+xml': { kind: 'image', extensions: ['svg'] },
  'application/pdf': { kind: 'document', extensions: ['pdf'] },
  'video/mp4': { kind: 'video', extensions: ['mp4', 'm4v'] },
  'video/webm': { kind: 'video', extensions: ['webm'] },
} as const satisfies Record<string, { kind: AssetKind; extensions: readonly string[] }>;
export type AssetMimeType = keyof typeof ASSET_TYPES;
export const ASSET_MIME_TYPES = Object.keys(ASSET_TYPES) as AssetMimeType[];

/** What a file picker may offer: `image/jpeg,.jpg,.jpeg,…`. */
export const ASSET_ACCEPT = ASSET_MIME_TYPES.flatMap((type) => [
  type,
  ...ASSET_TYPES[type].extensions.map((extension) => `.${extension}`),
]).join(',');

/**
 * The thumbnail configurations: the longest side, in pixels, of each size a picture is served in. A picture is
 * never enlarged; a vector picture (SVG) is served as it is at every size.
 */
export const ASSET_THUMBNAILS = { small: 160, medium: 480, large: 1200 } as const;
export type AssetThumbnail = keyof typeof ASSET_THUMBNAILS;
export const ASSET_THUMBNAIL_NAMES = Object.keys(ASSET_THUMBNAILS) as AssetThumbnail[];

/** The public address of an asset's thumbnail, beside the asset's own address (`/media/assets/<id>/<name>`). */
export function assetThumbnailUrl(url: string, size: AssetThumbnail): string {
  return `${url}?thumbnail=${size}`;
}
