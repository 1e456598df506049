/**
 * Addresses of the locally drawn media. Product images, videos and documents carry everything the renderer
 * needs in their key, so nothing is stored per product and every address renders the same bytes forever.
 *
 *   /media/products/<shape>-<rrggbb>-<label>-<view>.svg   e.g. /media/products/battery-d4a017-AA-1.svg
 *   /media/videos/<shape>-<rrggbb>-<label>.svg            an animated illustration standing in for a video
 *   /media/documents/<kind>-<SKU>.pdf                     kind: datasheet, sds (safety data sheet), manual
 *   /media/categories/<category code>.svg
 *   /media/brands/<brand code>.svg
 *   /media/pages/<content page code>.svg
 */
export const MEDIA_URL_PREFIX = '/media';

export const PRODUCT_SHAPES = [
  'battery',
  'ninevolt',
  'coin',
  'sla',
  'charger',
  'plug',
  'station',
  'bulb',
  'candle',
  'spot',
  'tube',
  'capsule',
  'torch',
  'headlamp',
  'worklight',
  'lantern',
  'powerbank',
  'coil',
  'usbcable',
  'strip',
  'detector',
  'extinguisher',
  'blanket',
  'bracket',
  'sign',
  'spray',
  'cabinet',
  'bag',
] as const;
export type ProductShape = (typeof PRODUCT_SHAPES)[number];

export const PRODUCT_IMAGE_VIEWS = 8;
export const DOCUMENT_KINDS = ['datasheet', 'sds', 'manual'] as const;
export type DocumentKind = (typeof DOCUMENT_KINDS)[number];

export interface ProductArtKey {
  shape: ProductShape;
  /** Six lowercase hex digits, without `#`. */
  colour: string;
  /** Up to 12 letters, digits or dots, printed on the picture. */
  label: string;
}

export interface ProductImageKey extends ProductArtKey {
  /** 1 to 8: the angle or setting of the picture. */
  view: number;
}

export interface DocumentKey {
  kind: DocumentKind;
  sku: string;
}

const SHAPE_SET: ReadonlySet<string> = new Set(PRODUCT_SHAPES);
const ART_KEY = /^([a-z]+)-([0-9a-f]{6})-([A-Za-z0-9.]{1,12})$/;
const IMAGE_KEY = /^([a-z]+)-([0-9a-f]{6})-([A-Za-z0-9.]{1,12})-([1-8])$/;
const DOCUMENT_KEY = /^([a-z]+)-([A-Z0-9][A-Z0-9-]{2,39})$/;

export function productImageUrl(key: ProductImageKey): string {
  return `${MEDIA_URL_PREFIX}/products/${key.shape}-${key.colour}-${key.label}-${key.view}.svg`;
}

export function productVideoUrl(key: ProductArtKey): string {
  return `${MEDIA_URL_PREFIX}/videos/${key.shape}-${key.colour}-${key.label}.svg`;
}

export function productDocumentUrl(key: DocumentKey): string {
  return `${MEDIA_URL_PREFIX}/documents/${key.kind}-${key.sku}.pdf`;
}

export function categoryImageUrl(code: string): string {
  return `${MEDIA_URL_PREFIX}/categories/${code}.svg`;
}

export function brandLogoUrl(code: string): string {
  return `${MEDIA_URL_PREFIX}/brands/${code}.svg`;
}

export function pageThumbnailUrl(code: string): string {
  return `${MEDIA_URL_PREFIX}/pages/${code}.svg`;
}

export function parseProductImageKey(text: string): ProductImageKey | null {
  const match = IMAGE_KEY.exec(text);
  if (!match || !SHAPE_SET.has(match[1])) return null;
  return { shape: match[1] as ProductShape, colour: match[2], label: match[3], view: Number(match[4]) };
}

export function parseProductArtKey(text: string): ProductArtKey | null {
  const match = ART_KEY.exec(text);
  if (!match || !SHAPE_SET.has(match[1])) return null;
  return { shape: match[1] as ProductShape, colour: match[2], label: match[3] };
}

export function parseDocumentKey(text: string): DocumentKey | null {
  const match = DOCUMENT_KEY.exec(text);
  if (!match || !(DOCUMENT_KINDS as readonly string[]).includes(match[1])) return null;
  return { kind: match[1] as DocumentKind, sku: match[2] };
}
