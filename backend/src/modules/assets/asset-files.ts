import {
  ASSET_MAX_FILE_BYTES,
  ASSET_MAX_FILE_MB,
  ASSET_TYPES,
  type AssetKind,
  type AssetMimeType,
} from '@tradeshop/shared';

/**
 * One uploaded file as the checks see it: its name, declared type and size as multer reports them, and `buffer`
 * the bytes to inspect (the file's first bytes, an SVG whole: asset-upload-files.ts reads them from the upload's
 * temporary file).
 */
export interface UploadedAssetFile {
  originalname: string;
  mimetype: string;
  size: number;
  buffer: Buffer;
}

/** A file that passed every check: its real type, read from its bytes, and its size in pixels if a picture. */
export interface CheckedAssetFile {
  fileName: string;
  mimeType: AssetMimeType;
  kind: AssetKind;
  width: number | null;
  height: number | null;
}

/** Why a file is refused, in words for the person who chose it. */
export class AssetFileRefusal extends Error {
  constructor(
    readonly fileName: string,
    readonly reason: string,
  ) {
    super(`${fileName}: ${reason}`);
  }
}

const starts = (bytes: Buffer, signature: number[] | string, at = 0) =>
  typeof signature === 'string'
    ? bytes.subarray(at, at + signature.length).toString('latin1') === signature
    : signature.every((byte, index) => bytes[at + index] === byte);

/** The leading text of an SVG file without BOM, XML declaration and comments: must open with `<svg`. */
function looksLikeSvg(bytes: Buffer): boolean {
  const head = bytes
    .subarray(0, 4096)
    .toString('utf8')
    .replace(/^\uFEFF/, '');
  const rest = head.replace(/^\s*(<\?xml[^>]*\?>\s*)?((<!--[\s\S]*?-->|<!DOCTYPE[^>]*>)\s*)*/i, '');
  return /^<svg[\s>]/i.test(rest);
}

/** The file's real type from its first bytes; the name and the declared type are only the sender's word. */
export function detectAssetType(bytes: Buffer): AssetMimeType | null {
  if (starts(bytes, [0xff, 0xd8, 0xff])) return 'image/jpeg';
  if (starts(bytes, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) return 'image/png';
  if (starts(bytes, 'RIFF') && starts(bytes, 'WEBP', 8)) return 'image/webp';
  if (starts(bytes, 'GIF87a') || starts(bytes, 'GIF89a')) return 'image/gif';
  if (starts(bytes, '%PDF-')) return 'application/pdf';
  if (starts(bytes, 'ftyp', 4)) return 'video/mp4';
  if (starts(bytes, [0x1a, 0x45, 0xdf, 0xa3])) return 'video/webm';
  if (looksLikeSvg(bytes)) return 'image/svg+xml';
  return null;
}

/** What a well-known file starts with but the library does not take, so the refusal can name it. */
function describeForeign(bytes: Buffer): string | null {
  if (starts(bytes, 'MZ')) return 'a Windows program';
  if (starts(bytes, [0x7f, 0x45, 0x4c, 0x46])) return 'a Linux program';
  if (starts(bytes, [0x50, 0x4b, 0x03, 0x04])) return 'a ZIP archive or Office document';
  if (starts(bytes, '<!DOCTYPE html', 0) || /^\s*<html/i.test(bytes.subarray(0, 256).toString('latin1')))
    return 'a web page';
  return null;
}

const ACCEPTED = 'JPEG, PNG, WebP, GIF, SVG, PDF, MP4 or WebM';

function typeName(type: AssetMimeType): string {
  return ASSET_TYPES[type].extensions[0]!.toUpperCase();
}

/** Things an SVG may not hold: it would run code or fetch something when opened or embedded. */
const SVG_DANGERS: [RegExp, string][] = [
  [/<script[\s>/]/i, 'a script'],
  [/<foreignObject[\s>/]/i, 'a foreignObject element'],
  [/\son[a-z]+\s*=/i, 'an event handler attribute (onload, onclick, …)'],
  [/<!ENTITY/i, 'an entity declaration'],
  [/javascript:/i, 'a javascript: address'],
  [/\s(xlink:)?href\s*=\s*["']\s*(?!#)/i, 'a link or reference to another address'],
  [/url\(\s*["']?\s*(?!#)/i, 'a reference to another address in a style'],
  [/@import/i, 'a style import'],
];

/**
 * SVG is refused, not rewritten, when it holds anything active: a picture from a design tool never needs a
 * script or an outside reference, and a rewrite that misses one trick would serve it from the shop's own origin.
 */
export function svgDanger(text: string): string | null {
  for (const [pattern, name] of SVG_DANGERS) if (pattern.test(text)) return name;
  return null;
}

function svgLength(value: string | undefined): number | null {
  if (!value) return null;
  const match = /^\s*([\d.]+)\s*(px)?\s*$/.exec(value);
  return match ? Math.round(Number(match[1])) : null;
}

function svgSize(text: string): { width: number | null; height: number | null } {
  const tag = /<svg\b[^>]*>/i.exec(text)?.[0] ?? '';
  const attribute = (name: string) => new RegExp(`\\s${name}\\s*=\\s*["']([^"']*)["']`, 'i').exec(tag)?.[1];
  const width = svgLength(attribute('width'));
  const height = svgLength(attribute('height'));
  if (width && height) return { width, height };
  const box = attribute('viewBox')
    ?.trim()
    .split(/[\s,]+/)
    .map(Number);
  if (box?.length === 4 && box.every(Number.isFinite))
    return { width: Math.round(box[2]!), height: Math.round(box[3]!) };
  return { width: null, height: null };
}

function jpegSize(bytes: Buffer): { width: number; height: number } | null {
  let offset = 2;
  while (offset + 9 < bytes.length) {
    if (bytes[offset] !== 0xff) return null;
    const marker = bytes[offset + 1]!;
    const length = bytes.readUInt16BE(offset + 2);
    // SOF0…SOF15 without DHT (c4), JPG (c8) and DAC (cc) carry the frame size.
    if (marker >= 0xc0 && marker <= 0xcf && ![0xc4, 0xc8, 0xcc].includes(marker)) {
      return { height: bytes.readUInt16BE(offset + 5), width: bytes.readUInt16BE(offset + 7) };
    }
    offset += 2 + length;
  }
  return null;
}

function webpSize(bytes: Buffer): { width: number; height: number } | null {
  const chunk = bytes.subarray(12, 16).toString('latin1');
  if (chunk === 'VP8 ' && bytes.length >= 30)
    return { width: bytes.readUInt16LE(26) & 0x3fff, height: bytes.readUInt16LE(28) & 0x3fff };
  if (chunk === 'VP8L' && bytes.length >= 25) {
    const bits = bytes.readUInt32LE(21);
    return { width: (bits & 0x3fff) + 1, height: ((bits >> 14) & 0x3fff) + 1 };
  }
  if (chunk === 'VP8X' && bytes.length >= 30) {
    return { width: bytes.readUIntLE(24, 3) + 1, height: bytes.readUIntLE(27, 3) + 1 };
  }
  return null;
}

/** Width and height in pixels of a picture, read from its header; null for documents and videos. */
export function imageSize(
  type: AssetMimeType,
  bytes: Buffer,
): { width: number | null; height: number | null } {
  const none = { width: null, height: null };
  switch (type) {
    case 'image/png':
      return bytes.length >= 24 ? { width: bytes.readUInt32BE(16), height: bytes.readUInt32BE(20) } : none;
    case 'image/gif':
      return bytes.length >= 10 ? { width: bytes.readUInt16LE(6), height: bytes.readUInt16LE(8) } : none;
    case 'image/jpeg':
      return jpegSize(bytes) ?? none;
    case 'image/webp':
      return webpSize(bytes) ?? none;
    case 'image/svg+xml':
      return svgSize(bytes.toString('utf8'));
    default:
      return none;
  }
}

/** The file name as stored and shown: no folders, no control characters, at most 200 characters. */
export function cleanFileName(name: string): string {
  const base = name.split(/[\\/]/).pop() ?? '';
  // eslint-disable-next-line no-control-regex
  const cleaned = base.replace(/[\u0000-\u001f\u007f"<>|:*?]/g, '').trim();
  return cleaned.slice(-200) || 'file';
}

export function extensionOf(name: string): string {
  const dot = name.lastIndexOf('.');
  return dot > 0 ? name.slice(dot + 1).toLowerCase() : '';
}

/**
 * Checks one upload: not empty, within the size limit, of an accepted type by its bytes, and with a file-name
 * extension and a declared type that agree with those bytes. SVG must be free of anything active.
 */
export function checkAssetFile(file: UploadedAssetFile): CheckedAssetFile {
  const fileName = cleanFileName(file.originalname);
  const refuse = (reason: string) => new AssetFileRefusal(fileName, reason);
  if (!file.size || file.buffer.length === 0) throw refuse('the file is empty');
  if (file.size > ASSET_MAX_FILE_BYTES) throw refuse(`the file is larger than ${ASSET_MAX_FILE_MB} MB`);
  const type = detectAssetType(file.buffer);
  if (!type) {
    const foreign = describeForeign(file.buffer);
    throw refuse(
      foreign
        ? `the content is ${foreign}, not a picture, document or video: only ${ACCEPTED} files are accepted`
        : `the content is not a ${ACCEPTED} file`,
    );
  }
  const extension = extensionOf(fileName);
  const extensions: readonly string[] = ASSET_TYPES[type].extensions;
  if (!extensions.includes(extension)) {
    throw refuse(
      `the content is ${typeName(type)} but the name ends in ${extension ? `.${extension}` : 'no extension'}; ` +
        `name it .${extensions[0]}`,
    );
  }
  const declared = file.mimetype.split(';')[0]!.trim().toLowerCase();
  const undeclared = !declared || declared === 'application/octet-stream';
  if (!undeclared && declared !== type && !(declared === 'image/jpg' && type === 'image/jpeg')) {
    throw refuse(`the content is ${typeName(type)} but it was sent as ${declared}`);
  }
  if (type === 'image/svg+xml') {
    const danger = svgDanger(file.buffer.toString('utf8'));
    if (danger) throw refuse(`the SVG holds ${danger}; save it without scripts and outside references`);
  }
  const { width, height } = imageSize(type, file.buffer);
  return { fileName, mimeType: type, kind: ASSET_TYPES[type].kind, width, height };
}
