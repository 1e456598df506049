import { BRANDS, CATEGORIES } from '../../database/seeders/reference-data';
import { CONTENT_PAGES } from '../../database/seeders/content-pages';
import {
  MEDIA_URL_PREFIX,
  parseProductImageKey,
  type ProductArtKey,
  type ProductImageKey,
  type ProductShape,
} from './media-keys';

/*
 * Product, category, brand and page pictures drawn as SVG from their key alone: no files, no I/O. Every
 * function returns the same bytes for the same key, so the answers can be cached forever.
 */

const SIZE = 400;
const FONT = `font-family="Helvetica, Arial, sans-serif" font-weight="700"`;

/** A hex colour moved towards black (factor < 1) or white (factor > 1). */
export function shade(hex: string, factor: number): string {
  const channels = [0, 2, 4].map((offset) => parseInt(hex.slice(offset, offset + 2), 16));
  const moved = channels.map((channel) =>
    factor < 1 ? Math.round(channel * factor) : Math.round(channel + (255 - channel) * (factor - 1)),
  );
  return `#${moved.map((channel) => Math.min(255, Math.max(0, channel)).toString(16).padStart(2, '0')).join('')}`;
}

function isLight(hex: string): boolean {
  const [red, green, blue] = [0, 2, 4].map((offset) => parseInt(hex.slice(offset, offset + 2), 16));
  return red * 0.299 + green * 0.587 + blue * 0.114 > 170;
}

function escapeXml(text: string): string {
  return text.replace(/[<>&"']/g, (char) => `&#${char.charCodeAt(0)};`);
}

/** Text centred on (x, y), shrunk so that it fits `width`. */
function label(text: string, x: number, y: number, width: number, colour: string, maxSize = 36): string {
  if (!text) return '';
  const size = Math.max(10, Math.min(maxSize, Math.floor((width / text.length) * 1.7)));
  return `<text x="${x}" y="${y}" ${FONT} font-size="${size}" fill="${colour}" text-anchor="middle" dominant-baseline="central">${escapeXml(text)}</text>`;
}

type Drawing = (colour: string, text: string) => string;

const STROKE = '#2b2f33';

const SHAPES: Record<ProductShape, Drawing> = {
  battery: (c, t) =>
    `<rect x="178" y="66" width="44" height="22" rx="5" fill="#9aa0a6" stroke="${STROKE}" stroke-width="3"/>` +
    `<rect x="140" y="84" width="120" height="256" rx="16" fill="#${c}" stroke="${STROKE}" stroke-width="4"/>` +
    `<rect x="140" y="84" width="120" height="52" rx="16" fill="${shade(c, 0.55)}"/>` +
    `<rect x="140" y="120" width="120" height="16" fill="${shade(c, 0.55)}"/>` +
    `<text x="200" y="111" ${FONT} font-size="30" fill="#ffffff" text-anchor="middle" dominant-baseline="central">+</text>` +
    `<rect x="152" y="150" width="14" height="176" rx="7" fill="#ffffff" opacity="0.35"/>` +
    label(t, 206, 240, 96, isLight(c) ? STROKE : '#ffffff'),
  ninevolt: (c, t) =>
    `<circle cx="168" cy="108" r="16" fill="#9aa0a6" stroke="${STROKE}" stroke-width="3"/>` +
    `<polygon points="232,92 248,100 248,116 232,124 216,116 216,100" fill="#9aa0a6" stroke="${STROKE}" stroke-width="3"/>` +
    `<rect x="128" y="118" width="144" height="220" rx="12" fill="#${c}" stroke="${STROKE}" stroke-width="4"/>` +
    `<rect x="128" y="118" width="144" height="40" rx="12" fill="${shade(c, 0.55)}"/>` +
    label(t, 200, 250, 120, isLight(c) ? STROKE : '#ffffff'),
  coin: (c, t) =>
    `<circle cx="200" cy="206" r="128" fill="${shade(c, 0.7)}"/>` +
    `<circle cx="200" cy="196" r="128" fill="#c9ced3" stroke="${STROKE}" stroke-width="4"/>` +
    `<circle cx="200" cy="196" r="104" fill="none" stroke="#${c}" stroke-width="8"/>` +
    `<text x="200" y="128" ${FONT} font-size="30" fill="${STROKE}" text-anchor="middle" dominant-baseline="central">+</text>` +
    label(t, 200, 206, 170, STROKE),
  sla: (c, t) =>
    `<rect x="118" y="106" width="30" height="24" fill="#c8102e" stroke="${STROKE}" stroke-width="3"/>` +
    `<rect x="252" y="106" width="30" height="24" fill="#2b2b2b" stroke="${STROKE}" stroke-width="3"/>` +
    `<rect x="84" y="126" width="232" height="200" rx="10" fill="#3a3f44" stroke="${STROKE}" stroke-width="4"/>` +
    `<rect x="84" y="126" width="232" height="36" rx="10" fill="#${c}"/>` +
    `<rect x="112" y="190" width="176" height="100" rx="6" fill="#ffffff"/>` +
    label(t, 200, 240, 160, STROKE),
  charger: (c, t) =>
    [140, 180, 220, 260]
      .map(
        (x) =>
          `<rect x="${x - 15}" y="96" width="30" height="110" rx="6" fill="#d4a017" stroke="${STROKE}" stroke-width="3"/>`,
      )
      .join('') +
    `<rect x="84" y="170" width="232" height="150" rx="24" fill="#${c}" stroke="${STROKE}" stroke-width="4"/>` +
    [140, 180, 220, 260].map((x) => `<circle cx="${x}" cy="196" r="6" fill="#7ee081"/>`).join('') +
    label(t, 200, 262, 200, isLight(c) ? STROKE : '#ffffff'),
  plug: (c, t) =>
    `<rect x="104" y="182" width="18" height="60" rx="9" fill="#9aa0a6" stroke="${STROKE}" stroke-width="3"/>` +
    `<rect x="104" y="262" width="18" height="60" rx="9" fill="#9aa0a6" stroke="${STROKE}" stroke-width="3"/>` +
    `<rect x="118" y="118" width="180" height="224" rx="34" fill="#${c}" stroke="${STROKE}" stroke-width="4"/>` +
    `<rect x="176" y="146" width="64" height="20" rx="5" fill="${STROKE}"/>` +
    `<rect x="184" y="180" width="48" height="16" rx="8" fill="${STROKE}"/>` +
    label(t, 208, 270, 140, isLight(c) ? STROKE : '#ffffff'),
  station: (c, t) =>
    [130, 175, 220, 265]
      .map(
        (x) =>
          `<rect x="${x - 18}" y="80" width="36" height="130" rx="8" fill="#2b2f33" stroke="#9aa0a6" stroke-width="3"/>`,
      )
      .join('') +
    `<rect x="70" y="190" width="260" height="130" rx="18" fill="#${c}" stroke="${STROKE}" stroke-width="4"/>` +
    label(t, 200, 262, 200, isLight(c) ? STROKE : '#ffffff'),
  bulb: (c, t) =>
    `<circle cx="200" cy="160" r="100" fill="#fff6cf" stroke="#${c}" stroke-width="8"/>` +
    `<path d="M150 236 Q200 270 250 236 L240 276 L160 276 Z" fill="#fff6cf" stroke="#${c}" stroke-width="6"/>` +
    `<rect x="158" y="276" width="84" height="64" rx="8" fill="#b8bcc1" stroke="${STROKE}" stroke-width="4"/>` +
    [292, 308, 324]
      .map((y) => `<line x1="158" y1="${y}" x2="242" y2="${y - 8}" stroke="${STROKE}" stroke-width="3"/>`)
      .join('') +
    `<path d="M184 340 L216 340 L206 358 L194 358 Z" fill="${STROKE}"/>` +
    label(t, 200, 160, 150, shade(c, 0.5), 48),
  candle: (c, t) =>
    `<path d="M200 56 C262 130 258 220 236 262 L164 262 C142 220 138 130 200 56 Z" fill="#fff6cf" stroke="#${c}" stroke-width="8"/>` +
    `<rect x="166" y="262" width="68" height="70" rx="8" fill="#b8bcc1" stroke="${STROKE}" stroke-width="4"/>` +
    [282, 300, 318]
      .map((y) => `<line x1="166" y1="${y}" x2="234" y2="${y - 8}" stroke="${STROKE}" stroke-width="3"/>`)
      .join('') +
    label(t, 200, 190, 90, shade(c, 0.5)),
  spot: (c, t) =>
    `<ellipse cx="200" cy="110" rx="120" ry="34" fill="#fff6cf" stroke="#${c}" stroke-width="8"/>` +
    `<path d="M80 110 L170 280 L230 280 L320 110" fill="#${c}" fill-opacity="0.25" stroke="#${c}" stroke-width="8"/>` +
    `<rect x="166" y="276" width="68" height="34" rx="6" fill="#b8bcc1" stroke="${STROKE}" stroke-width="4"/>` +
    `<rect x="176" y="310" width="10" height="34" fill="${STROKE}"/><rect x="214" y="310" width="10" height="34" fill="${STROKE}"/>` +
    label(t, 200, 190, 110, shade(c, 0.4)),
  tube: (c, t) =>
    `<rect x="52" y="176" width="296" height="48" rx="24" fill="#fdfdf6" stroke="#${c === 'e8eef2' ? '9aa0a6' : c}" stroke-width="6"/>` +
    `<rect x="30" y="170" width="30" height="60" rx="6" fill="#b8bcc1" stroke="${STROKE}" stroke-width="4"/>` +
    `<rect x="340" y="170" width="30" height="60" rx="6" fill="#b8bcc1" stroke="${STROKE}" stroke-width="4"/>` +
    `<line x1="14" y1="188" x2="30" y2="188" stroke="${STROKE}" stroke-width="4"/><line x1="14" y1="212" x2="30" y2="212" stroke="${STROKE}" stroke-width="4"/>` +
    `<line x1="370" y1="188" x2="386" y2="188" stroke="${STROKE}" stroke-width="4"/><line x1="370" y1="212" x2="386" y2="212" stroke="${STROKE}" stroke-width="4"/>` +
    label(t, 200, 280, 160, STROKE),
  capsule: (c, t) =>
    `<rect x="150" y="76" width="100" height="190" rx="50" fill="#fff6cf" stroke="#${c === 'a0a4a8' ? '9aa0a6' : c}" stroke-width="8"/>` +
    `<rect x="166" y="262" width="68" height="30" rx="6" fill="#b8bcc1" stroke="${STROKE}" stroke-width="4"/>` +
    `<path d="M180 292 v44 a10 10 0 0 0 20 0 M220 292 v44" fill="none" stroke="${STROKE}" stroke-width="6"/>` +
    label(t, 200, 170, 80, STROKE),
  torch: (c, t) =>
    `<path d="M300 150 L360 120 L360 280 L300 250 Z" fill="#fff6cf" opacity="0.8"/>` +
    `<rect x="48" y="168" width="200" height="64" rx="14" fill="#${c}" stroke="${STROKE}" stroke-width="4"/>` +
    `<path d="M248 168 L300 146 L300 254 L248 232 Z" fill="${shade(c, 0.65)}" stroke="${STROKE}" stroke-width="4"/>` +
    `<rect x="120" y="156" width="32" height="14" rx="5" fill="${STROKE}"/>` +
    label(t, 150, 200, 150, isLight(c) ? STROKE : '#ffffff'),
  headlamp: (c, t) =>
    `<ellipse cx="200" cy="200" rx="160" ry="70" fill="none" stroke="${shade(c, 0.6)}" stroke-width="22"/>` +
    `<rect x="130" y="150" width="140" height="110" rx="24" fill="#${c}" stroke="${STROKE}" stroke-width="4"/>` +
    `<circle cx="200" cy="196" r="34" fill="#fff6cf" stroke="${STROKE}" stroke-width="4"/>` +
    label(t, 200, 246, 110, isLight(c) ? STROKE : '#ffffff', 24),
  worklight: (c, t) =>
    `<path d="M120 330 L200 250 L280 330" fill="none" stroke="${STROKE}" stroke-width="10"/>` +
    `<rect x="88" y="70" width="224" height="180" rx="14" fill="#${c}" stroke="${STROKE}" stroke-width="4"/>` +
    `<rect x="108" y="90" width="184" height="120" rx="6" fill="#fff6cf"/>` +
    [130, 160, 190, 220, 250, 280]
      .map((x) => `<line x1="${x}" y1="90" x2="${x}" y2="210" stroke="#e6d98a" stroke-width="2"/>`)
      .join('') +
    label(t, 200, 230, 150, isLight(c) ? STROKE : '#ffffff', 24),
  lantern: (c, t) =>
    `<path d="M150 96 Q200 30 250 96" fill="none" stroke="${STROKE}" stroke-width="8"/>` +
    `<rect x="130" y="92" width="140" height="40" rx="10" fill="#${c}" stroke="${STROKE}" stroke-width="4"/>` +
    `<rect x="142" y="132" width="116" height="140" fill="#fff6cf" stroke="${STROKE}" stroke-width="4"/>` +
    `<rect x="120" y="272" width="160" height="64" rx="12" fill="#${c}" stroke="${STROKE}" stroke-width="4"/>` +
    label(t, 200, 304, 130, isLight(c) ? STROKE : '#ffffff', 28),
  powerbank: (c, t) =>
    `<rect x="122" y="70" width="156" height="270" rx="26" fill="#${c}" stroke="${STROKE}" stroke-width="4"/>` +
    `<rect x="168" y="62" width="28" height="12" rx="3" fill="${STROKE}"/><rect x="206" y="62" width="22" height="12" rx="6" fill="${STROKE}"/>` +
    [170, 190, 210, 230].map((x) => `<circle cx="${x}" cy="300" r="6" fill="#7ee081"/>`).join('') +
    `<path d="M208 120 L178 180 L202 180 L190 232 L226 164 L202 164 L214 120 Z" fill="#ffffff" opacity="0.85"/>` +
    label(t, 200, 262, 130, isLight(c) ? STROKE : '#ffffff', 26),
  coil: (c, t) =>
    `<circle cx="200" cy="200" r="140" fill="#b08a5a" stroke="${STROKE}" stroke-width="4"/>` +
    [118, 104, 90, 76]
      .map((r) => `<circle cx="200" cy="200" r="${r}" fill="none" stroke="#${c}" stroke-width="13"/>`)
      .join('') +
    `<circle cx="200" cy="200" r="56" fill="none" stroke="${STROKE}" stroke-width="2"/>` +
    `<circle cx="200" cy="200" r="50" fill="#d8c29a" stroke="${STROKE}" stroke-width="4"/>` +
    label(t, 200, 200, 86, STROKE, 24),
  usbcable: (c, t) =>
    `<path d="M90 110 C260 110 140 290 310 290" fill="none" stroke="#${c}" stroke-width="18" stroke-linecap="round"/>` +
    `<rect x="40" y="92" width="62" height="36" rx="8" fill="#c9ced3" stroke="${STROKE}" stroke-width="4"/>` +
    `<rect x="298" y="272" width="62" height="36" rx="8" fill="#c9ced3" stroke="${STROKE}" stroke-width="4"/>` +
    label(t, 270, 150, 120, STROKE),
  strip: (c, t) =>
    `<path d="M70 200 C30 200 40 300 110 320" fill="none" stroke="#${c}" stroke-width="12"/>` +
    `<rect x="70" y="160" width="300" height="80" rx="16" fill="#${c}" stroke="${STROKE}" stroke-width="4"/>` +
    [125, 195, 265, 335]
      .map(
        (x) =>
          `<circle cx="${x - 10}" cy="200" r="24" fill="${shade(c, 0.8)}" stroke="${STROKE}" stroke-width="3"/><circle cx="${x - 18}" cy="200" r="4" fill="${STROKE}"/><circle cx="${x - 2}" cy="200" r="4" fill="${STROKE}"/>`,
      )
      .join('') +
    label(t, 220, 282, 150, STROKE),
  detector: (c, t) =>
    `<ellipse cx="200" cy="226" rx="142" ry="40" fill="#d4d8dc"/>` +
    `<circle cx="200" cy="196" r="140" fill="#f7f8f9" stroke="${STROKE}" stroke-width="4"/>` +
    `<circle cx="200" cy="196" r="112" fill="none" stroke="#${c}" stroke-width="6"/>` +
    [0, 60, 120, 180, 240, 300]
      .map(
        (angle) =>
          `<rect x="196" y="96" width="8" height="26" rx="4" fill="#c0c4c8" transform="rotate(${angle} 200 196)"/>`,
      )
      .join('') +
    `<circle cx="262" cy="150" r="7" fill="#e0262e"/>` +
    label(t, 200, 200, 130, STROKE, 30),
  extinguisher: (c, t) =>
    `<path d="M230 96 C300 110 310 200 290 300" fill="none" stroke="${STROKE}" stroke-width="10"/>` +
    `<rect x="178" y="62" width="44" height="36" rx="4" fill="${STROKE}"/>` +
    `<path d="M170 70 L250 50" stroke="${STROKE}" stroke-width="10" stroke-linecap="round"/>` +
    `<rect x="140" y="96" width="120" height="260" rx="54" fill="#${c}" stroke="${STROKE}" stroke-width="4"/>` +
    `<circle cx="244" cy="84" r="12" fill="#ffffff" stroke="${STROKE}" stroke-width="3"/>` +
    `<rect x="152" y="186" width="96" height="96" rx="8" fill="#ffffff"/>` +
    label(t, 200, 234, 84, STROKE),
  blanket: (c, t) =>
    `<rect x="110" y="70" width="180" height="240" rx="14" fill="#${c}" stroke="${STROKE}" stroke-width="4"/>` +
    `<rect x="140" y="306" width="30" height="44" rx="6" fill="${STROKE}"/><rect x="230" y="306" width="30" height="44" rx="6" fill="${STROKE}"/>` +
    `<path d="M200 110 C240 150 236 190 200 214 C164 190 160 150 200 110 Z" fill="#ffffff"/>` +
    label(t, 200, 262, 150, '#ffffff', 26),
  bracket: (c, t) =>
    `<path d="M130 70 L130 330 L270 330 L270 300 L160 300 L160 70 Z" fill="#${c}" stroke="${STROKE}" stroke-width="4"/>` +
    `<rect x="150" y="150" width="150" height="26" rx="8" fill="${shade(c, 0.6)}"/>` +
    [100, 250].map((y) => `<circle cx="145" cy="${y}" r="6" fill="#ffffff"/>`).join('') +
    label(t, 236, 240, 110, STROKE, 22),
  sign: (c, t) =>
    `<rect x="80" y="80" width="240" height="240" rx="14" fill="#c8102e" stroke="${STROKE}" stroke-width="4"/>` +
    `<rect x="170" y="130" width="50" height="120" rx="20" fill="#ffffff"/><path d="M195 130 L240 110" stroke="#ffffff" stroke-width="10"/>` +
    label(t, 200, 286, 200, '#ffffff', 28),
  spray: (c, t) =>
    `<rect x="186" y="52" width="28" height="26" rx="4" fill="${STROKE}"/>` +
    `<path d="M150 110 Q200 60 250 110 Z" fill="#c9ced3" stroke="${STROKE}" stroke-width="4"/>` +
    `<rect x="150" y="108" width="100" height="240" rx="12" fill="#${c}" stroke="${STROKE}" stroke-width="4"/>` +
    `<rect x="150" y="180" width="100" height="90" fill="#ffffff"/>` +
    label(t, 200, 225, 90, STROKE, 22),
  cabinet: (c, t) =>
    `<rect x="110" y="50" width="180" height="300" rx="8" fill="#${c}" stroke="${STROKE}" stroke-width="4"/>` +
    `<rect x="128" y="70" width="144" height="200" rx="4" fill="#dfe6ec" stroke="${STROKE}" stroke-width="3"/>` +
    `<rect x="176" y="110" width="48" height="140" rx="20" fill="#c8102e"/>` +
    `<rect x="256" y="290" width="14" height="34" rx="4" fill="${STROKE}"/>` +
    label(t, 190, 306, 110, isLight(c) ? STROKE : '#ffffff', 22),
  bag: (c, t) =>
    `<path d="M140 90 L260 90 L290 340 L110 340 Z" fill="#${c === '5b6770' ? 'e9e4d8' : c}" stroke="${STROKE}" stroke-width="4"/>` +
    `<path d="M140 90 Q200 60 260 90" fill="none" stroke="${STROKE}" stroke-width="4"/>` +
    label(t, 200, 230, 150, STROKE),
};

/** The eight views of a product: angle, setting and crop vary; the drawing stays recognisable. */
function frame(view: number, colour: string, drawing: string): string {
  const tint = shade(colour, 1.85);
  switch (view) {
    case 2:
      return `<rect width="${SIZE}" height="${SIZE}" fill="${tint}"/><g transform="rotate(-10 200 200)">${drawing}</g>`;
    case 3:
      return (
        `<rect width="${SIZE}" height="${SIZE}" fill="#f4f1ea"/>` +
        `<rect x="40" y="40" width="320" height="320" rx="10" fill="#e2d6bd" stroke="#b8a57f" stroke-width="4"/>` +
        `<rect x="40" y="40" width="320" height="44" rx="10" fill="#${colour}"/>` +
        `<g transform="translate(50 60) scale(0.75)">${drawing}</g>`
      );
    case 4:
      return (
        `<rect width="${SIZE}" height="${SIZE}" fill="#ffffff"/>` +
        [-120, 0, 120]
          .map((dx) => `<g transform="translate(${110 + dx} 110) scale(0.45)">${drawing}</g>`)
          .join('') +
        [-60, 60].map((dx) => `<g transform="translate(${110 + dx} 200) scale(0.45)">${drawing}</g>`).join('')
      );
    case 5:
      return `<rect width="${SIZE}" height="${SIZE}" fill="#ffffff"/><g transform="translate(-160 -120) scale(1.8)">${drawing}</g>`;
    case 6:
      return (
        `<rect width="${SIZE}" height="${SIZE}" fill="${tint}"/>` +
        `<ellipse cx="200" cy="356" rx="140" ry="18" fill="#000000" opacity="0.12"/>` +
        `<g transform="rotate(12 200 200) translate(30 20) scale(0.85)">${drawing}</g>`
      );
    case 7:
      return (
        `<rect width="${SIZE}" height="${SIZE}" fill="#1f2328"/>` +
        `<circle cx="200" cy="200" r="170" fill="#${colour}" opacity="0.18"/>${drawing}`
      );
    case 8:
      return (
        `<defs><filter id="grey"><feColorMatrix type="saturate" values="0"/></filter></defs>` +
        `<rect width="${SIZE}" height="${SIZE}" fill="#ffffff"/><g filter="url(#grey)">${drawing}</g>`
      );
    default:
      return `<rect width="${SIZE}" height="${SIZE}" fill="#f7f7f8"/>${drawing}`;
  }
}

function svg(width: number, height: number, title: string, body: string): string {
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}" role="img">` +
    `<title>${escapeXml(title)}</title>${body}</svg>`
  );
}

export function renderProductImage(key: ProductImageKey): string {
  const drawing = SHAPES[key.shape](key.colour, key.label);
  return svg(SIZE, SIZE, `${key.shape} ${key.label}`, frame(key.view, key.colour, drawing));
}

const PRODUCT_IMAGE_PATH = `${MEDIA_URL_PREFIX}/products/`;

/** The SVG behind a product image address of this shop (`/media/products/….svg`); null for any other address. */
export function renderProductImageAt(url: string): string | null {
  if (!url.startsWith(PRODUCT_IMAGE_PATH) || !url.endsWith('.svg')) return null;
  const key = parseProductImageKey(url.slice(PRODUCT_IMAGE_PATH.length, -'.svg'.length));
  return key ? renderProductImage(key) : null;
}

/** An animated illustration that stands in for a product video (no third-party player, no tracking). */
export function renderProductVideo(key: ProductArtKey): string {
  const drawing = SHAPES[key.shape](key.colour, key.label);
  return svg(
    640,
    360,
    `${key.shape} ${key.label} video`,
    `<rect width="640" height="360" fill="#1f2328"/>` +
      `<circle cx="320" cy="170" r="150" fill="#${key.colour}" opacity="0.2">` +
      `<animate attributeName="r" values="130;160;130" dur="3s" repeatCount="indefinite"/></circle>` +
      `<g transform="translate(190 40) scale(0.65)"><g>${drawing}` +
      `<animateTransform attributeName="transform" type="rotate" values="-8 200 200;8 200 200;-8 200 200" dur="4s" repeatCount="indefinite"/>` +
      `</g></g>` +
      `<rect x="40" y="326" width="560" height="6" rx="3" fill="#3a3f44"/>` +
      `<rect x="40" y="326" width="0" height="6" rx="3" fill="#${key.colour}">` +
      `<animate attributeName="width" values="0;560" dur="12s" repeatCount="indefinite"/></rect>`,
  );
}

const CATEGORY_ART = new Map(CATEGORIES.map((category) => [category.code, category]));
const BRAND_ART = new Map(BRANDS.map((brand) => [brand.code, brand]));
const PAGE_ART = new Map(CONTENT_PAGES.map((page) => [page.code, page]));

/** The picture of a category, or null for a code the catalogue does not know. */
export function renderCategoryImage(code: string): string | null {
  const category = CATEGORY_ART.get(code);
  if (!category) return null;
  const tint = shade(category.colour, 1.8);
  return svg(
    SIZE,
    SIZE,
    category.names.en,
    `<rect width="${SIZE}" height="${SIZE}" rx="24" fill="${tint}"/>${SHAPES[category.shape](category.colour, '')}`,
  );
}

export function renderBrandLogo(code: string): string | null {
  const brand = BRAND_ART.get(code);
  if (!brand) return null;
  return svg(
    400,
    120,
    brand.name,
    `<rect width="400" height="120" rx="16" fill="#${brand.colour}"/>` +
      `<circle cx="60" cy="60" r="30" fill="none" stroke="#ffffff" stroke-width="8"/>` +
      `<path d="M64 36 L50 64 L62 64 L56 86 L74 56 L62 56 Z" fill="#ffffff"/>` +
      `<text x="110" y="62" ${FONT} font-size="44" fill="${isLight(brand.colour) ? STROKE : '#ffffff'}" dominant-baseline="central">${escapeXml(brand.name)}</text>`,
  );
}

export function renderPageThumbnail(code: string): string | null {
  const page = PAGE_ART.get(code);
  if (!page) return null;
  return svg(
    400,
    300,
    page.titles.en,
    `<rect width="400" height="300" fill="${shade(page.colour, 1.8)}"/>` +
      `<rect x="24" y="24" width="352" height="252" rx="12" fill="#ffffff" opacity="0.7"/>` +
      `<g transform="translate(80 20) scale(0.65)">${SHAPES[page.shape](page.colour, '')}</g>`,
  );
}
