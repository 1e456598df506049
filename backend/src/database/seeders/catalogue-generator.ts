import {
  LOCALES,
  type Locale,
  type ProductGroup,
  type ProductMediaKind,
  type ProductRelationKind,
  type StockStatus,
  type StoreCode,
} from '@tradeshop/shared';
import {
  productDocumentUrl,
  productImageUrl,
  productVideoUrl,
  type DocumentKind,
  type ProductArtKey,
} from '../../modules/files/media-keys';
import { slugify, type LocalisedText } from './localised-text';
import { ARCHETYPES, type Archetype, type AttributeValue } from './product-archetypes';
import { productDescription, productName } from './product-texts';
import {
  BRANDS,
  CATEGORIES,
  FAMILIES,
  LEAF_CATEGORIES,
  PRODUCT_LINES,
  STORES,
  UNITS,
  unitId,
  type BrandSeed,
  type CategorySeed,
  type FamilyCode,
  type UnitCode,
} from './reference-data';
import { chance, hashSeed, mulberry32, pick, pickWeighted, randomInt, type Random } from './seeded-random';

/**
 * The deterministic demo catalogue. Product `index` (0-based, id = index + 1) depends on nothing but its index:
 * the same index always yields the same product, and the catalogue of N products is the first N of a larger
 * one. Relations only point to earlier products, so they exist whatever N is chosen.
 */

const SEED = 0x7a5e_2026;

export const GROUP_SKU_PREFIX: Record<ProductGroup, string> = {
  batteries: 'BAT',
  chargers: 'CHG',
  lamps: 'LMP',
  'portable-lighting': 'LGT',
  'power-banks': 'PWB',
  cables: 'CBL',
  'smoke-detectors': 'SMK',
  'fire-extinguishers': 'FEX',
};

export interface ProductTranslationData {
  locale: Locale;
  name: string;
  slug: string;
  description: string;
}

export interface ProductPriceData {
  storeCode: StoreCode;
  storeId: number;
  priceMinor: number;
  recommendedPriceMinor: number;
  surchargeMinor: number;
}

export interface ProductUnitData {
  unit: UnitCode;
  unitDefinitionId: number;
  conversionFactor: string;
  precision: number;
  isDefault: boolean;
}

export interface ProductMediaData {
  id: number;
  kind: ProductMediaKind;
  url: string;
  /** Per language; images have none (their alternative text is the product's name). */
  titles: Partial<LocalisedText>;
  position: number;
}

export interface ProductRelationData {
  relatedId: number;
  kind: ProductRelationKind;
  position: number;
}

/** One generated product with everything that belongs to it. Decimals are strings, as PostgreSQL returns them. */
export interface GeneratedProduct {
  index: number;
  id: number;
  sku: string;
  eanNumber: string;
  nobbNumber: string | null;
  statisticsNumber: string;
  countryOfOrigin: string;
  brandId: number;
  brandCode: string;
  categoryId: number;
  categoryCode: string;
  productLineId: number | null;
  familyId: number;
  familyCode: FamilyCode;
  salesUnit: UnitCode;
  salesUnitId: number;
  image: string;
  surchargeCode: string | null;
  minimumOrderQuantity: string;
  quantityIncrement: string;
  quantityConversionFactor: string;
  minimumOrderOverride: boolean;
  stockStatus: StockStatus;
  stockQuantity: number;
  /** Weights in kg, volumes in dm³ (litres), sizes in mm, all of one sales unit. */
  grossWeight: string;
  netWeight: string;
  grossVolume: string;
  netVolume: string;
  height: string;
  length: string;
  width: string;
  unNumber: string | null;
  attributes: Record<string, AttributeValue>;
  active: boolean;
  createdAt: string;
  updatedAt: string;
  translations: ProductTranslationData[];
  prices: ProductPriceData[];
  units: ProductUnitData[];
  media: ProductMediaData[];
  relations: ProductRelationData[];
}

// ------------------------------------------------------------------------------------------- reference ids

const CATEGORY_IDS = new Map(CATEGORIES.map((category, position) => [category.code, position + 1]));
const FAMILY_IDS = new Map(FAMILIES.map((family, position) => [family.code, position + 1]));
const BRAND_IDS = new Map(BRANDS.map((brand, position) => [brand.code, position + 1]));
const LINE_IDS = new Map(PRODUCT_LINES.map((line, position) => [line.code, position + 1]));

export function categoryId(code: string): number {
  const id = CATEGORY_IDS.get(code);
  if (id === undefined) throw new Error(`Unknown category ${code}`);
  return id;
}

export function familyId(code: FamilyCode): number {
  return FAMILY_IDS.get(code)!;
}

export function brandId(code: string): number {
  return BRAND_IDS.get(code)!;
}

export function productLineId(code: string): number {
  return LINE_IDS.get(code)!;
}

// ------------------------------------------------------------------------------------ category assignment

/**
 * Leaf categories in a repeating cycle where each appears as often as its weight, spread evenly (smooth
 * weighted round robin), so even a small catalogue touches every category and a large one keeps the mix.
 */
const CATEGORY_CYCLE: readonly number[] = (() => {
  const weights = LEAF_CATEGORIES.map((category) => category.weight);
  const total = weights.reduce((sum, weight) => sum + weight, 0);
  const current = weights.map(() => 0);
  const cycle: number[] = [];
  for (let step = 0; step < total; step++) {
    let best = 0;
    for (let leaf = 0; leaf < weights.length; leaf++) {
      current[leaf] += weights[leaf];
      if (current[leaf] > current[best]) best = leaf;
    }
    current[best] -= total;
    cycle.push(best);
  }
  return cycle;
})();

/** For every leaf, the positions in the cycle where it occurs. */
const LEAF_SLOTS: readonly number[][] = LEAF_CATEGORIES.map((_, leaf) =>
  CATEGORY_CYCLE.flatMap((slotLeaf, slot) => (slotLeaf === leaf ? [slot] : [])),
);
const SLOT_RANK: readonly number[] = CATEGORY_CYCLE.map((leaf, slot) => LEAF_SLOTS[leaf].indexOf(slot));

export function leafCategoryOf(index: number): CategorySeed {
  return LEAF_CATEGORIES[CATEGORY_CYCLE[index % CATEGORY_CYCLE.length]];
}

/** The index of the `back`-th earlier product in the same leaf category, or -1 when there is none. */
export function previousInCategory(index: number, back: number): number {
  const cycleLength = CATEGORY_CYCLE.length;
  const slot = index % cycleLength;
  const slots = LEAF_SLOTS[CATEGORY_CYCLE[slot]];
  const occurrence = Math.floor(index / cycleLength) * slots.length + SLOT_RANK[slot] - back;
  if (occurrence < 0) return -1;
  return Math.floor(occurrence / slots.length) * cycleLength + slots[occurrence % slots.length];
}

function archetypeIndexOf(index: number, archetypes: readonly Archetype[]): number {
  return Math.floor(mulberry32(hashSeed(SEED, index, 1))() * archetypes.length);
}

export function archetypeOf(index: number): Archetype {
  const archetypes = ARCHETYPES[leafCategoryOf(index).code];
  return archetypes[archetypeIndexOf(index, archetypes)];
}

// ------------------------------------------------------------------------------------------------ numbers

/** The GS1 check digit of the first 12 digits of an EAN-13. */
export function eanCheckDigit(first12: string): number {
  let sum = 0;
  for (let position = 0; position < 12; position++) {
    sum += Number(first12[position]) * (position % 2 === 0 ? 1 : 3);
  }
  return (10 - (sum % 10)) % 10;
}

export function isValidEan13(ean: string): boolean {
  return /^\d{13}$/.test(ean) && eanCheckDigit(ean) === Number(ean[12]);
}

/** A bijection of [0, 10⁹) keeps the numbers unique while making them look unrelated. */
function eanFor(index: number): string {
  const item = (index * 7919 + 104729) % 1_000_000_000;
  const first12 = `640${String(item).padStart(9, '0')}`;
  return first12 + eanCheckDigit(first12);
}

function nobbFor(index: number): string {
  return String(10_000_000 + ((index * 7717 + 3131) % 90_000_000));
}

const ORIGINS: Record<ProductGroup, readonly (readonly [string, number])[]> = {
  batteries: [
    ['CN', 5],
    ['ID', 2],
    ['PL', 2],
    ['BE', 1],
    ['JP', 1],
  ],
  chargers: [
    ['CN', 6],
    ['VN', 2],
    ['TW', 1],
  ],
  lamps: [
    ['CN', 6],
    ['PL', 2],
    ['HU', 1],
    ['DE', 1],
  ],
  'portable-lighting': [
    ['CN', 6],
    ['TW', 2],
    ['DE', 1],
  ],
  'power-banks': [
    ['CN', 7],
    ['VN', 2],
  ],
  cables: [
    ['FI', 3],
    ['SE', 2],
    ['PL', 2],
    ['DE', 1],
    ['CN', 2],
  ],
  'smoke-detectors': [
    ['CN', 4],
    ['GB', 2],
    ['DE', 1],
    ['NL', 1],
  ],
  'fire-extinguishers': [
    ['PL', 3],
    ['IT', 2],
    ['DE', 2],
    ['DK', 1],
    ['ES', 1],
  ],
};

const CABLE_COLOURS: Record<string, string> = {
  white: 'f4f4f4',
  black: '2b2b2b',
  grey: '8a8d91',
  orange: 'e0662b',
  blue: '2f6fdb',
};

const DECIMAL = (value: number, digits: number): string => value.toFixed(digits);

// --------------------------------------------------------------------------------------------- the product

interface Resolved {
  attributes: Record<string, AttributeValue>;
  variant: number;
}

/** Chooses one value for every attribute given as a list of choices. */
function resolveAttributes(random: Random, archetype: Archetype): Resolved {
  const attributes: Record<string, AttributeValue> = {};
  let variant = 0;
  for (const [code, value] of Object.entries(archetype.attributes)) {
    if (Array.isArray(value)) {
      const choice = Math.floor(random() * value.length);
      variant = variant * value.length + choice;
      attributes[code] = value[choice] as AttributeValue;
    } else {
      attributes[code] = value as AttributeValue;
    }
  }
  return { attributes, variant };
}

function lengthOf(attributes: Record<string, AttributeValue>): number {
  return attributes.length === undefined ? 0 : Number(attributes.length);
}

/** Net price in euro cents of one sales unit, before the product's own variation. */
function basePrice(
  archetype: Archetype,
  attributes: Record<string, AttributeValue>,
  family: FamilyCode,
): number {
  const length = lengthOf(attributes);
  if (family === 'battery') {
    const pack = Number(attributes.pack_size);
    const discount = pack >= 24 ? 0.8 : pack >= 8 ? 0.9 : 1;
    return archetype.price * pack * discount;
  }
  switch (archetype.kind) {
    case 'extension':
    case 'power-strip':
      return archetype.price + 70 * length;
    case 'usb':
      return archetype.price * (0.8 + 0.3 * length);
    case 'patch':
      return archetype.price + 60 * length;
    default:
      return archetype.price;
  }
}

function salesUnitOf(archetype: Archetype, attributes: Record<string, AttributeValue>): UnitCode {
  if (archetype.salesUnit) return archetype.salesUnit;
  return Number(attributes.pack_size ?? 1) > 1 ? 'PK' : 'PCE';
}

function surchargeOf(
  family: FamilyCode,
  archetype: Archetype,
  attributes: Record<string, AttributeValue>,
  weight: number,
): { code: string; cents: number } | null {
  switch (family) {
    case 'battery': {
      const pack = Number(attributes.pack_size);
      const perCell = archetype.kind === 'lead-acid' ? 60 : archetype.shape === 'coin' ? 1 : 2;
      return { code: 'SER-BAT', cents: perCell * pack };
    }
    case 'lamp':
      return { code: 'SER-LMP', cents: 15 };
    case 'charger':
    case 'portable-light':
    case 'power-bank':
    case 'smoke-alarm':
      return { code: 'SER-EE', cents: weight > 1 ? 90 : 30 };
    case 'safety-accessory':
      return archetype.kind === 'replacement-battery' ? { code: 'SER-BAT', cents: 2 } : null;
    default:
      return null;
  }
}

/** Weight in kg and package size in mm of one sales unit. */
function measure(
  random: Random,
  archetype: Archetype,
  attributes: Record<string, AttributeValue>,
  family: FamilyCode,
): { net: number; gross: number; size: [number, number, number] } {
  const jitter = () => 0.97 + random() * 0.06;
  const [height, length, width] = archetype.size;
  if (family === 'battery') {
    const pack = Number(attributes.pack_size);
    const net = archetype.weight * pack;
    if (archetype.shape === 'coin') {
      return { net, gross: net + 0.006 * Math.ceil(pack / 5), size: [95, 70, 6 + 2 * Math.ceil(pack / 5)] };
    }
    if (archetype.kind === 'lead-acid' || pack === 1) {
      return { net, gross: net * 1.04 + 0.01, size: [height + 4, length + 4, width + 4] };
    }
    const across = Math.min(pack, 4);
    const rows = Math.ceil(pack / 4);
    return { net, gross: net * 1.06 + 0.012, size: [height + 30, across * width + 10, rows * width + 6] };
  }
  const cableLength = lengthOf(attributes);
  let net = archetype.weight;
  let size: [number, number, number] = [height, length, width];
  switch (archetype.kind) {
    case 'extension':
    case 'power-strip':
      net = archetype.weight + 0.085 * cableLength;
      size = [80 + 6 * cableLength, 280, 120];
      break;
    case 'usb':
    case 'patch':
      net = 0.015 + 0.035 * cableLength;
      size = [20, 150, 100 + 8 * cableLength];
      break;
  }
  net *= jitter();
  return {
    net,
    gross: net * (archetype.salesUnit === 'M' ? 1 : 1.12) + (archetype.salesUnit === 'M' ? 0 : 0.02),
    size: [size[0] * jitter(), size[1] * jitter(), size[2] * jitter()],
  };
}

function imageLabel(
  archetype: Archetype,
  attributes: Record<string, AttributeValue>,
  family: FamilyCode,
): string {
  const clean = (text: string) =>
    text
      .replace(/×/g, 'x')
      .replace(/[^A-Za-z0-9.]/g, '')
      .slice(0, 12);
  switch (family) {
    case 'battery':
      return attributes.size === 'SLA'
        ? clean(`${attributes.voltage}V${Number(attributes.capacity) / 1000}Ah`)
        : clean(String(attributes.size));
    case 'charger':
      return archetype.kind === 'battery-charger'
        ? `${attributes.slots}SLOT`
        : archetype.kind === 'maintainer'
          ? clean(`${attributes.output_current}A`)
          : clean(`${attributes.output_power}W`);
    case 'lamp':
      return archetype.kind === 'tube' ? 'T8' : clean(String(attributes.socket));
    case 'portable-light':
      return `${attributes.lumen}lm`;
    case 'power-bank':
      return `${attributes.capacity}mAh`;
    case 'cable':
      if (archetype.kind === 'install' || archetype.kind === 'reel')
        return clean(archetype.designation ?? 'CABLE');
      return clean(`${lengthOf(attributes) || attributes.length}m`);
    case 'smoke-alarm':
      return (
        { optical: 'SMOKE', heat: 'HEAT', co: 'CO', 'optical-heat': 'SMOKE' }[
          String(attributes.sensor_type)
        ] ?? 'ALARM'
      );
    case 'fire-extinguisher':
      return attributes.capacity_kg !== undefined
        ? `${attributes.capacity_kg}kg`
        : `${attributes.capacity_l}l`;
    case 'fire-blanket':
      return clean(String(attributes.size).replace(' cm', ''));
    case 'safety-accessory':
      return clean(archetype.code);
  }
}

const DOCUMENT_TITLES: Record<DocumentKind, LocalisedText> = {
  datasheet: {
    fi: 'Valmistajan tuoteseloste (PDF)',
    nb: 'Produsentens datablad (PDF)',
    sv: 'Tillverkarens datablad (PDF)',
    en: 'Manufacturer’s data sheet (PDF)',
    fr: 'Fiche technique du fabricant (PDF)',
    it: 'Scheda tecnica del produttore (PDF)',
    da: 'Producentens datablad (PDF)',
  },
  sds: {
    fi: 'Käyttöturvallisuustiedote (PDF)',
    nb: 'Sikkerhetsdatablad (PDF)',
    sv: 'Säkerhetsdatablad (PDF)',
    en: 'Safety data sheet (PDF)',
    fr: 'Fiche de données de sécurité (PDF)',
    it: 'Scheda di dati di sicurezza (PDF)',
    da: 'Sikkerhedsdatablad (PDF)',
  },
  manual: {
    fi: 'Käyttöohje (PDF)',
    nb: 'Bruksanvisning (PDF)',
    sv: 'Bruksanvisning (PDF)',
    en: 'User manual (PDF)',
    fr: 'Mode d’emploi (PDF)',
    it: 'Manuale d’uso (PDF)',
    da: 'Brugsanvisning (PDF)',
  },
};

const VIDEO_TITLE: LocalisedText = {
  fi: 'Tuotevideo',
  nb: 'Produktvideo',
  sv: 'Produktvideo',
  en: 'Product video',
  fr: 'Vidéo du produit',
  it: 'Video del prodotto',
  da: 'Produktvideo',
};

function documentKindFor(
  random: Random,
  family: FamilyCode,
  attributes: Record<string, AttributeValue>,
): DocumentKind | null {
  switch (family) {
    case 'battery':
      return ['lithium', 'li-ion', 'lead-acid'].includes(String(attributes.chemistry)) && chance(random, 0.7)
        ? 'sds'
        : chance(random, 0.25)
          ? 'datasheet'
          : null;
    case 'fire-extinguisher':
      return chance(random, 0.7) ? 'manual' : 'datasheet';
    case 'smoke-alarm':
    case 'charger':
      return chance(random, 0.5) ? 'manual' : null;
    default:
      return chance(random, 0.3) ? 'datasheet' : null;
  }
}

const IMAGE_COUNTS: readonly (readonly [number, number])[] = [
  [1, 25],
  [2, 25],
  [3, 20],
  [4, 12],
  [5, 8],
  [6, 5],
  [7, 3],
  [8, 2],
];

const STOCK: readonly (readonly [StockStatus, number])[] = [
  ['in_stock', 72],
  ['low_stock', 10],
  ['out_of_stock', 8],
  ['on_order', 10],
];

/** Quantity step per unit kind; a value of 1 is by far the most common. */
function orderQuantity(random: Random, unit: UnitCode, family: FamilyCode, pack: number): number {
  switch (unit) {
    case 'M':
      return pickWeighted(random, [
        [1, 5],
        [0.5, 3],
        [2.5, 1],
        [10, 1],
      ]);
    case 'KG':
      return pickWeighted(random, [
        [1, 2],
        [0.5, 1],
        [0.25, 1],
      ]);
    case 'ROLL':
      return 1;
    default:
      if (family === 'battery' && pack === 1)
        return pickWeighted(random, [
          [1, 5],
          [10, 3],
          [12, 1],
          [4, 1],
        ]);
      if (family === 'lamp')
        return pickWeighted(random, [
          [1, 7],
          [10, 2],
          [4, 1],
        ]);
      return pickWeighted(random, [
        [1, 18],
        [4, 1],
        [12, 1],
      ]);
  }
}

/** Rounds a price in minor units: whole cents in euros, tens of öre in the crowns. */
function roundPrice(value: number, currency: string): number {
  return currency === 'EUR' ? Math.round(value) : Math.round(value / 10) * 10;
}

/** A recommended retail price ending in .95 (euros) or ,90 (crowns). */
function retailPrice(value: number, currency: string): number {
  const ending = currency === 'EUR' ? 5 : 10;
  return Math.ceil(value / 100) * 100 - ending;
}

const CREATED_FROM = Date.UTC(2024, 0, 1);

export function generateProduct(index: number): GeneratedProduct {
  if (!Number.isInteger(index) || index < 0)
    throw new RangeError(`Product index must be a whole number ≥ 0: ${index}`);
  const random = mulberry32(hashSeed(SEED, index, 2));
  const id = index + 1;
  const category = leafCategoryOf(index);
  const group = category.parent!;
  const family = category.family!;
  const archetypes = ARCHETYPES[category.code];
  const archetype = archetypes[archetypeIndexOf(index, archetypes)];
  const { attributes, variant } = resolveAttributes(random, archetype);

  const brands = BRANDS.filter((brand) => brand.groups.includes(group));
  const brand: BrandSeed = pick(random, brands);
  const lineName = pick(random, brand.lines);
  const lineCode = `${brand.code}-${lineName.toLowerCase()}`;
  const hasLine = chance(random, 0.9);

  const variantCode = String(
    family === 'battery' ? Number(attributes.pack_size) : (variant % 99) + 1,
  ).padStart(2, '0');
  const sku = `${GROUP_SKU_PREFIX[group]}-${archetype.code}-${variantCode}-${String(id).padStart(6, '0')}`;

  const context = {
    brandName: brand.name,
    lineName: `${brand.name} ${lineName}`,
    categoryCode: category.code,
    archetype,
    attributes,
  };
  const skuSlug = sku.toLowerCase();
  const translations = LOCALES.map((locale) => {
    const name = productName(family, locale, context);
    return {
      locale,
      name,
      slug: `${slugify(name)}-${skuSlug}`,
      description: productDescription(family, locale, context),
    };
  });

  const salesUnit = salesUnitOf(archetype, attributes);
  const pack = Number(attributes.pack_size ?? 1);
  const conversion = salesUnit === 'PK' ? pack : salesUnit === 'ROLL' ? (archetype.extra?.reel ?? 1) : 1;
  const step = orderQuantity(random, salesUnit, family, pack);
  const unitPrecision = UNITS.find((unit) => unit.identifier === salesUnit)!.precision;

  const { net, gross, size } = measure(random, archetype, attributes, family);
  const grossVolume = (size[0] * size[1] * size[2]) / 1e6;
  const surcharge = surchargeOf(family, archetype, attributes, net);

  const netPrice = basePrice(archetype, attributes, family) * (0.9 + random() * 0.25);
  const markup = 1.6 + random() * 0.5;
  const prices = STORES.map((store, position) => {
    const priceMinor = Math.max(roundPrice(netPrice * store.priceFactor, store.currency), 1);
    return {
      storeCode: store.code,
      storeId: position + 1,
      priceMinor,
      recommendedPriceMinor: retailPrice(priceMinor * markup, store.currency),
      surchargeMinor: surcharge ? roundPrice(surcharge.cents * store.priceFactor, store.currency) : 0,
    };
  });

  const units: ProductUnitData[] = [
    {
      unit: salesUnit,
      unitDefinitionId: unitId(salesUnit),
      conversionFactor: DECIMAL(conversion, 6),
      precision: unitPrecision,
      isDefault: true,
    },
  ];
  if ((salesUnit === 'PCE' || salesUnit === 'PK') && chance(random, 0.35)) {
    const perBox = pick(random, [6, 10, 12, 20, 24, 48]);
    units.push({
      unit: 'BOX',
      unitDefinitionId: unitId('BOX'),
      conversionFactor: DECIMAL(perBox * conversion, 6),
      precision: 0,
      isDefault: false,
    });
  }

  const cableColour = family === 'cable' ? CABLE_COLOURS[String(attributes.colour)] : undefined;
  const art: ProductArtKey = {
    shape: archetype.shape,
    colour: archetype.colour ?? cableColour ?? (attributes.glass === 'amber' ? 'd98b2b' : brand.colour),
    label: imageLabel(archetype, attributes, family),
  };
  const imageCount = pickWeighted(random, IMAGE_COUNTS);
  const media: ProductMediaData[] = [];
  for (let view = 1; view <= imageCount; view++) {
    media.push({
      id: id * 10 + media.length,
      kind: 'image',
      url: productImageUrl({ ...art, view }),
      titles: {},
      position: media.length,
    });
  }
  const documentKind = documentKindFor(random, family, attributes);
  if (documentKind) {
    media.push({
      id: id * 10 + media.length,
      kind: 'document',
      url: productDocumentUrl({ kind: documentKind, sku }),
      titles: DOCUMENT_TITLES[documentKind],
      position: media.length,
    });
  }
  const videoChance =
    family === 'portable-light' || family === 'fire-extinguisher' || family === 'smoke-alarm' ? 0.2 : 0.06;
  if (chance(random, videoChance)) {
    media.push({
      id: id * 10 + media.length,
      kind: 'video',
      url: productVideoUrl(art),
      titles: VIDEO_TITLE,
      position: media.length,
    });
  }

  const relations: ProductRelationData[] = [];
  const relatedCount = randomInt(random, 0, 3);
  const offsets = [1, 2, 3, 4, 5, 6, 7, 8];
  for (let taken = 0; taken < relatedCount; taken++) {
    const [offset] = offsets.splice(Math.floor(random() * offsets.length), 1);
    const previous = previousInCategory(index, offset);
    if (previous >= 0)
      relations.push({ relatedId: previous + 1, kind: 'related', position: relations.length });
  }
  let alternatives = 0;
  for (let back = 1; back <= 16 && alternatives < 2; back++) {
    const previous = previousInCategory(index, back);
    if (previous < 0) break;
    const isRelated = relations.some((relation) => relation.relatedId === previous + 1);
    if (!isRelated && archetypeIndexOf(previous, archetypes) === archetypeIndexOf(index, archetypes)) {
      relations.push({ relatedId: previous + 1, kind: 'alternative', position: alternatives++ });
    }
  }

  const stockStatus = pickWeighted(random, STOCK);
  const stockQuantity =
    stockStatus === 'in_stock'
      ? randomInt(random, 25, 5000)
      : stockStatus === 'low_stock'
        ? randomInt(random, 1, 24)
        : 0;
  const createdAt = CREATED_FROM + index * 30_000 + randomInt(random, 0, 29_999);
  const updatedAt = createdAt + randomInt(random, 0, 200) * 86_400_000;

  return {
    index,
    id,
    sku,
    eanNumber: eanFor(index),
    nobbNumber: chance(random, 0.45) ? nobbFor(index) : null,
    statisticsNumber: archetype.statistics,
    countryOfOrigin: pickWeighted(random, ORIGINS[group]),
    brandId: brandId(brand.code),
    brandCode: brand.code,
    categoryId: categoryId(category.code),
    categoryCode: category.code,
    productLineId: hasLine ? productLineId(lineCode) : null,
    familyId: familyId(family),
    familyCode: family,
    salesUnit,
    salesUnitId: unitId(salesUnit),
    image: media[0].url,
    surchargeCode: surcharge?.code ?? null,
    minimumOrderQuantity: DECIMAL(step, 3),
    quantityIncrement: DECIMAL(step, 3),
    quantityConversionFactor: DECIMAL(conversion, 6),
    minimumOrderOverride: step > 1 && chance(random, 0.2),
    stockStatus,
    stockQuantity,
    grossWeight: DECIMAL(gross, 4),
    netWeight: DECIMAL(net, 4),
    grossVolume: DECIMAL(grossVolume, 6),
    netVolume: DECIMAL(grossVolume * (0.55 + random() * 0.25), 6),
    height: DECIMAL(size[0], 1),
    length: DECIMAL(size[1], 1),
    width: DECIMAL(size[2], 1),
    unNumber: archetype.unNumber ?? null,
    attributes,
    active: !chance(random, 0.015),
    createdAt: new Date(createdAt).toISOString(),
    updatedAt: new Date(updatedAt).toISOString(),
    translations,
    prices,
    units,
    media,
    relations,
  };
}

/** Products `from` (inclusive) to `to` (exclusive), generated lazily so a caller never holds them all. */
export function* generateProducts(from: number, to: number): Generator<GeneratedProduct> {
  for (let index = from; index < to; index++) yield generateProduct(index);
}
