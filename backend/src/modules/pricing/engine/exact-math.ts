/*
 * Exact arithmetic for money and quantities. Quantities and percentages are decimal strings; they become
 * integers of millionths (BigInt) so that no float ever touches money. Money is integer minor units.
 */

const SCALE_DIGITS = 6;
export const SCALE = 10n ** BigInt(SCALE_DIGITS);
const DECIMAL = /^(-?)(\d*)(?:\.(\d*))?$/;

/** A decimal string (`'12.5'`, `'3'`, `'0.125'`) as millionths; digits beyond the sixth are rounded half up. */
export function toScaled(value: string | number): bigint {
  const text = String(value).trim();
  const match = DECIMAL.exec(text);
  if (!match || (match[2] === '' && (match[3] ?? '') === '')) {
    throw new RangeError(`Not a decimal number: ${JSON.stringify(value)}`);
  }
  const [, sign, whole = '', fraction = ''] = match;
  const padded = fraction.padEnd(SCALE_DIGITS + 1, '0');
  let scaled = BigInt(whole || '0') * SCALE + BigInt(padded.slice(0, SCALE_DIGITS));
  if (Number(padded[SCALE_DIGITS]) >= 5) scaled += 1n;
  return sign === '-' ? -scaled : scaled;
}

/** Millionths back to a decimal string with at least `minDigits` fraction digits (trailing zeros trimmed). */
export function fromScaled(scaled: bigint, minDigits = 0): string {
  const negative = scaled < 0n;
  const absolute = negative ? -scaled : scaled;
  const whole = absolute / SCALE;
  let fraction = (absolute % SCALE).toString().padStart(SCALE_DIGITS, '0').replace(/0+$/, '');
  fraction = fraction.padEnd(minDigits, '0');
  return `${negative ? '-' : ''}${whole}${fraction ? `.${fraction}` : ''}`;
}

/** `numerator / denominator` rounded half away from zero. */
export function divideRounded(numerator: bigint, denominator: bigint): bigint {
  if (denominator === 0n) throw new RangeError('Division by zero');
  const negative = numerator < 0n !== denominator < 0n;
  const n = numerator < 0n ? -numerator : numerator;
  const d = denominator < 0n ? -denominator : denominator;
  const quotient = (n * 2n + d) / (d * 2n);
  return negative ? -quotient : quotient;
}

/** Minor units × a decimal quantity, rounded to whole minor units. */
export function multiplyMinor(unitMinor: number, quantity: string | bigint): number {
  const scaled = typeof quantity === 'bigint' ? quantity : toScaled(quantity);
  return Number(divideRounded(BigInt(unitMinor) * scaled, SCALE));
}

/** `percent` % of an amount in minor units, rounded to whole minor units. */
export function percentOf(amountMinor: number, percent: string | bigint): number {
  const scaled = typeof percent === 'bigint' ? percent : toScaled(percent);
  return Number(divideRounded(BigInt(amountMinor) * scaled, 100n * SCALE));
}

/**
 * Splits `total` across `weights` in proportion, in whole units, so that the parts add up to `total` exactly
 * (largest remainder; ties go to the earlier weight). All weights zero: an even split.
 */
export function distribute(total: number, weights: readonly number[]): number[] {
  if (weights.length === 0) return [];
  const sum = weights.reduce((a, b) => a + BigInt(b), 0n);
  const effective = sum === 0n ? weights.map(() => 1n) : weights.map((weight) => BigInt(weight));
  const effectiveSum = sum === 0n ? BigInt(weights.length) : sum;
  const target = BigInt(total);
  const parts = effective.map((weight) => (target * weight) / effectiveSum);
  const remainders = effective.map((weight, index) => ({
    index,
    remainder: (target * weight) % effectiveSum,
  }));
  let left = target - parts.reduce((a, b) => a + b, 0n);
  remainders.sort((a, b) =>
    a.remainder === b.remainder ? a.index - b.index : a.remainder > b.remainder ? -1 : 1,
  );
  for (const { index } of remainders) {
    if (left <= 0n) break;
    parts[index] += 1n;
    left -= 1n;
  }
  return parts.map(Number);
}
