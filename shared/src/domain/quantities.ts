/** Quantity limits (storefront spec §5, §9). */
export const QUANTITY_MIN = 0;
export const QUANTITY_MAX = 1e9;
export const CART_ITEM_QUANTITY_MIN = 1;
/** Decimal places a sales unit may allow: as many as quantities are stored with (numeric(…,3)). */
export const UNIT_PRECISION_MAX = 3;

/** Storefront timings in milliseconds (storefront spec §9). */
export const UI_TIMINGS = {
  resizeDebounce: 200,
  scrollAnimation: 300,
  searchFocusDelay: 300,
  searchLoaderHideDelay: 300,
  spinnerRepeatDelay: 500,
  spinnerRepeatInterval: 100,
} as const;
export const SPINNER_BOOST_EVERY_STEPS = 10;
/** The spinner's step grows tenfold every SPINNER_BOOST_EVERY_STEPS repeats, up to this factor. */
export const SPINNER_BOOST_MAX_FACTOR = 1000;
export const GALLERY_SCROLL_MIN_THUMBNAILS = 6;
export const GALLERY_SCROLL_MIN_WIDTH_PX = 768;
export const FIRE_SAFETY_SET_DISCOUNT_PERCENT = 10;

/** What a product says about the quantities it can be ordered in (storefront spec §3, §5). */
export interface QuantityRules {
  /** Decimal places of the sales unit, 0 to 6; the editor's step is 10^-precision. */
  precision: number;
  /** A decimal string such as '12', '12.000' or '2.5'. */
  minimumOrderQuantity: string;
  /** When set, any quantity on the unit's step may be ordered, not only multiples of the minimum. */
  minimumOrderOverride: boolean;
  /**
   * A cart item is never below CART_ITEM_QUANTITY_MIN; an editor that may be left at 0 (a quick-order line
   * that adds nothing) sets this.
   */
  allowZero?: boolean;
}

export type QuantityProblem =
  | { code: 'QUANTITY_NOT_A_NUMBER' }
  | { code: 'QUANTITY_NOT_A_MULTIPLE'; increment: string }
  | { code: 'QUANTITY_BELOW_MINIMUM'; minimum: string }
  | { code: 'QUANTITY_ABOVE_MAXIMUM'; maximum: string };

export type QuantityProblemCode = QuantityProblem['code'];

/**
 * The outcome of checking a quantity: `quantity` is the input normalised (comma to dot, rounded to the unit's
 * step, clamped to 0..1e9) as a decimal string, or null when the input is not a number.
 */
export type QuantityCheck =
  { valid: true; quantity: string } | { valid: false; quantity: string | null; problem: QuantityProblem };

// Quantities are exact integers of millionths (the finest unit precision), so 0.1 + 0.2 is 0.3.
const SCALE_DIGITS = UNIT_PRECISION_MAX;
const SCALE = 10n ** BigInt(SCALE_DIGITS);
const MAX_SCALED = BigInt(QUANTITY_MAX) * SCALE;
const CART_MIN_SCALED = BigInt(CART_ITEM_QUANTITY_MIN) * SCALE;
const DECIMAL_INPUT = /^([+-]?)(\d*)(?:\.(\d*))?$/;

interface ScaledRules {
  /** Every valid quantity is a multiple of this: the minimum order quantity (or one step when overridden). */
  increment: bigint;
  /** The smallest quantity the spinner goes down to. */
  lowest: bigint;
  /** The largest multiple of the increment within QUANTITY_MAX. */
  highest: bigint;
  precision: number;
  allowZero: boolean;
}

/** Parses a decimal text exactly and rounds it half up to `precision` places, in millionths. */
function parseScaled(input: string | number, precision: number): bigint | null {
  const text = String(input).trim().replace(',', '.');
  if (text === '') return 0n;
  const match = DECIMAL_INPUT.exec(text);
  if (!match) return null;
  const [, sign, whole = '', fraction = ''] = match;
  if (whole === '' && fraction === '') return null;
  const digits = BigInt(`${whole}${fraction}` || '0');
  let atPrecision: bigint;
  if (fraction.length <= precision) {
    atPrecision = digits * 10n ** BigInt(precision - fraction.length);
  } else {
    const divisor = 10n ** BigInt(fraction.length - precision);
    atPrecision = (digits + divisor / 2n) / divisor;
  }
  const scaled = atPrecision * 10n ** BigInt(SCALE_DIGITS - precision);
  return sign === '-' ? -scaled : scaled;
}

function formatScaled(value: bigint): string {
  const negative = value < 0n;
  const magnitude = negative ? -value : value;
  const whole = magnitude / SCALE;
  const fraction = (magnitude % SCALE).toString().padStart(SCALE_DIGITS, '0').replace(/0+$/, '');
  return `${negative ? '-' : ''}${whole}${fraction ? `.${fraction}` : ''}`;
}

function gcd(a: bigint, b: bigint): bigint {
  return b === 0n ? a : gcd(b, a % b);
}

const ceilToMultiple = (value: bigint, of: bigint) => ((value + of - 1n) / of) * of;
const floorToMultiple = (value: bigint, of: bigint) => (value / of) * of;

function scaledRules(rules: QuantityRules): ScaledRules {
  const { precision } = rules;
  if (!Number.isInteger(precision) || precision < 0 || precision > UNIT_PRECISION_MAX)
    throw new RangeError(`unit precision must be an integer from 0 to ${UNIT_PRECISION_MAX}: ${precision}`);
  const step = 10n ** BigInt(SCALE_DIGITS - precision);
  const minimumOrder = parseScaled(rules.minimumOrderQuantity, SCALE_DIGITS);
  if (minimumOrder === null || minimumOrder <= 0n)
    throw new RangeError(`minimum order quantity must be a positive decimal: ${rules.minimumOrderQuantity}`);
  // Quantities are on the unit's step and multiples of the minimum order: a minimum of 2.5 on a whole-number
  // unit allows 5, 10, 15...
  const increment = rules.minimumOrderOverride ? step : (minimumOrder * step) / gcd(minimumOrder, step);
  const allowZero = rules.allowZero ?? false;
  return {
    increment,
    lowest: allowZero ? increment : ceilToMultiple(CART_MIN_SCALED, increment),
    highest: floorToMultiple(MAX_SCALED, increment),
    precision,
    allowZero,
  };
}

/** Where the spinner may go: from the lowest quantity up to the largest multiple within 1e9. */
function spinnable(value: bigint, { lowest, highest }: ScaledRules): bigint {
  if (value < lowest) return lowest;
  return value > highest ? highest : value;
}

function clamp(value: bigint): bigint {
  if (value < 0n) return 0n;
  return value > MAX_SCALED ? MAX_SCALED : value;
}

/**
 * The editor's normalisation when the field is left: a comma becomes a dot, an empty field 0, the value is
 * rounded to the unit's step and kept within 0..1e9. Null when the text is not a number.
 */
export function normaliseQuantity(
  input: string | number,
  rules: Pick<QuantityRules, 'precision'>,
): string | null {
  const value = parseScaled(input, rules.precision);
  return value === null ? null : formatScaled(clamp(value));
}

/**
 * Checks a quantity against a product's rules, the same way in the browser and on the server: a number, on the
 * unit's step (rounded), a multiple of the minimum order quantity unless overridden, at least the minimum and
 * at most 1e9.
 */
export function checkQuantity(input: string | number, rules: QuantityRules): QuantityCheck {
  const scaled = scaledRules(rules);
  const raw = parseScaled(input, scaled.precision);
  if (raw === null) return { valid: false, quantity: null, problem: { code: 'QUANTITY_NOT_A_NUMBER' } };
  const value = clamp(raw);
  const quantity = formatScaled(value);
  const minimum = scaled.allowZero ? 0n : scaled.lowest;
  if (raw > MAX_SCALED)
    return {
      valid: false,
      quantity,
      problem: { code: 'QUANTITY_ABOVE_MAXIMUM', maximum: formatScaled(scaled.highest) },
    };
  if (value % scaled.increment !== 0n)
    return {
      valid: false,
      quantity,
      problem: { code: 'QUANTITY_NOT_A_MULTIPLE', increment: formatScaled(scaled.increment) },
    };
  if (raw < minimum)
    return {
      valid: false,
      quantity,
      problem: { code: 'QUANTITY_BELOW_MINIMUM', minimum: formatScaled(minimum) },
    };
  return { valid: true, quantity };
}

/** What the spinner adds and what the increment message names: the minimum order quantity, or one step. */
export function quantityIncrement(rules: QuantityRules): string {
  return formatScaled(scaledRules(rules).increment);
}

/** The quantity an editor starts at: the smallest that can be added to the cart. */
export function lowestQuantity(rules: QuantityRules): string {
  return formatScaled(scaledRules(rules).lowest);
}

/**
 * The spinner's "+": the next multiple of the increment above `current` (rounding up when between multiples),
 * `steps` increments on; never below the lowest quantity nor above 1e9. Text that is not a number counts as 0.
 */
export function nextQuantityUp(current: string | number, rules: QuantityRules, steps = 1): string {
  const scaled = scaledRules(rules);
  const value = clamp(parseScaled(current, SCALE_DIGITS) ?? 0n);
  const roundedUp = ceilToMultiple(value, scaled.increment);
  const next =
    roundedUp > value
      ? roundedUp + BigInt(steps - 1) * scaled.increment
      : value + BigInt(steps) * scaled.increment;
  return formatScaled(spinnable(next, scaled));
}

/**
 * The spinner's "−": the next multiple of the increment below `current`, `steps` increments down; never below
 * the lowest quantity (the minimum order quantity, or one step when overridden).
 */
export function nextQuantityDown(current: string | number, rules: QuantityRules, steps = 1): string {
  const scaled = scaledRules(rules);
  const value = clamp(parseScaled(current, SCALE_DIGITS) ?? 0n);
  const roundedDown = floorToMultiple(value, scaled.increment);
  const next =
    roundedDown < value
      ? roundedDown - BigInt(steps - 1) * scaled.increment
      : value - BigInt(steps) * scaled.increment;
  return formatScaled(spinnable(next, scaled));
}

/**
 * How many increments one repeat of a held spinner button moves: 1 for the first SPINNER_BOOST_EVERY_STEPS
 * repeats, then ten times more after every further SPINNER_BOOST_EVERY_STEPS (×10 after 10, ×100 after 20),
 * capped at SPINNER_BOOST_MAX_FACTOR so a long hold stays controllable.
 */
export function spinnerBoostFactor(repeats: number): number {
  const boosts = Math.floor(Math.max(repeats, 0) / SPINNER_BOOST_EVERY_STEPS);
  return Math.min(10 ** boosts, SPINNER_BOOST_MAX_FACTOR);
}

/** A unit a product is offered in, as `product_unit` states it: its precision and its conversion factor. */
export interface UnitFactor {
  /** Decimal places of quantities in this unit. */
  precision: number;
  /** Base quantity in one of this unit (a decimal string such as '40' for a 40-pack, '800' for a box). */
  conversionFactor: string;
}

/** A positive decimal text as an exact fraction. */
function fraction(text: string): { numerator: bigint; denominator: bigint } {
  const match = /^(\d*)(?:\.(\d*))?$/.exec(text.trim());
  if (!match || (match[1] === '' && (match[2] ?? '') === ''))
    throw new RangeError(`conversion factor must be a positive decimal: ${text}`);
  const decimals = match[2] ?? '';
  const numerator = BigInt(`${match[1] ?? ''}${decimals}` || '0');
  if (numerator <= 0n) throw new RangeError(`conversion factor must be a positive decimal: ${text}`);
  const denominator = 10n ** BigInt(decimals.length);
  const divisor = gcd(numerator, denominator);
  return { numerator: numerator / divisor, denominator: denominator / divisor };
}

/** Sales units in one of `unit`: the two conversion factors' ratio as an exact fraction. */
function salesUnitsPer(unit: UnitFactor, salesUnit: Pick<UnitFactor, 'conversionFactor'>) {
  const u = fraction(unit.conversionFactor);
  const s = fraction(salesUnit.conversionFactor);
  const numerator = u.numerator * s.denominator;
  const denominator = u.denominator * s.numerator;
  const divisor = gcd(numerator, denominator);
  return { numerator: numerator / divisor, denominator: denominator / divisor };
}

/**
 * The product's quantity rules restated for ordering in another of its units (a box of 20 packs): quantities on
 * that unit's step whose sales-unit equivalent is a multiple of the minimum order quantity. A minimum of 50 packs
 * in boxes of 20 packs becomes 5 boxes (100 packs), the first whole number of boxes that holds a multiple of 50.
 */
export function quantityRulesInUnit(
  rules: QuantityRules,
  unit: UnitFactor,
  salesUnit: Pick<UnitFactor, 'conversionFactor'>,
): QuantityRules {
  const precision = unit.precision;
  if (!Number.isInteger(precision) || precision < 0 || precision > UNIT_PRECISION_MAX)
    throw new RangeError(`unit precision must be an integer from 0 to ${UNIT_PRECISION_MAX}: ${precision}`);
  const step = 10n ** BigInt(SCALE_DIGITS - precision);
  if (rules.minimumOrderOverride) return { ...rules, precision };
  const ratio = salesUnitsPer(unit, salesUnit);
  const minimum = parseScaled(rules.minimumOrderQuantity, SCALE_DIGITS);
  if (minimum === null || minimum <= 0n)
    throw new RangeError(`minimum order quantity must be a positive decimal: ${rules.minimumOrderQuantity}`);
  // In thousandths: Q of this unit hold Q × num / den of the sales unit, a multiple of the minimum M exactly when
  // Q is a multiple of aN, where aN / aD is M × den / num in lowest terms. The increment is also on the step.
  const aNumerator = minimum * ratio.denominator;
  const aN = aNumerator / gcd(aNumerator, ratio.numerator);
  const increment = (aN / gcd(aN, step)) * step;
  return { ...rules, precision, minimumOrderQuantity: formatScaled(increment) };
}

/**
 * A quantity in one unit restated in another (800 pieces are 20 packs of 40), rounded to UNIT_PRECISION_MAX
 * decimal places. Null when the quantity is not a number.
 */
export function convertQuantity(
  quantity: string | number,
  from: Pick<UnitFactor, 'conversionFactor'>,
  to: Pick<UnitFactor, 'conversionFactor'>,
): string | null {
  const value = parseScaled(quantity, SCALE_DIGITS);
  if (value === null) return null;
  const ratio = salesUnitsPer({ precision: 0, conversionFactor: from.conversionFactor }, to);
  const negative = value < 0n;
  const numerator = (negative ? -value : value) * ratio.numerator;
  const rounded = (numerator * 2n + ratio.denominator) / (ratio.denominator * 2n);
  return formatScaled(negative ? -rounded : rounded);
}
