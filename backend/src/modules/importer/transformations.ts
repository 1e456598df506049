import type { DateFormat, Transformation } from './importer.types';

export type TransformationResultType = 'empty' | 'text' | 'number' | 'date' | 'boolean';

export class TransformationError extends Error {}

const DATE_PATTERNS: Record<
  DateFormat,
  { pattern: RegExp; order: ['y' | 'm' | 'd', 'y' | 'm' | 'd', 'y' | 'm' | 'd'] }
> = {
  'YYYY-MM-DD': { pattern: /^(\d{4})-(\d{1,2})-(\d{1,2})$/, order: ['y', 'm', 'd'] },
  'DD.MM.YYYY': { pattern: /^(\d{1,2})\.(\d{1,2})\.(\d{4})$/, order: ['d', 'm', 'y'] },
  'D.M.YYYY': { pattern: /^(\d{1,2})\.(\d{1,2})\.(\d{4})$/, order: ['d', 'm', 'y'] },
  'DD/MM/YYYY': { pattern: /^(\d{1,2})\/(\d{1,2})\/(\d{4})$/, order: ['d', 'm', 'y'] },
  'MM/DD/YYYY': { pattern: /^(\d{1,2})\/(\d{1,2})\/(\d{4})$/, order: ['m', 'd', 'y'] },
};

/** '1 234,50' with decimal separator ',' → '1234.50'; refuses anything that is not a number. */
export function normaliseNumber(value: string, decimalSeparator: ',' | '.' = '.'): string {
  const thousands = decimalSeparator === ',' ? /[.\s\u00a0']/g : /[,\s\u00a0']/g;
  let text = value.trim().replace(thousands, '');
  if (decimalSeparator === ',') text = text.replace(',', '.');
  if (!/^-?\d+(\.\d+)?$/.test(text)) {
    throw new TransformationError(`'${value}' is not a number`);
  }
  return text;
}

/** Multiplies a decimal text by a decimal factor exactly (no float drift), trimming trailing zeros. */
export function multiplyDecimal(value: string, factor: string): string {
  const parse = (text: string) => {
    const [whole, fraction = ''] = text.replace('-', '').split('.');
    return {
      digits: BigInt(`${whole}${fraction}` || '0'),
      scale: fraction.length,
      negative: text.startsWith('-'),
    };
  };
  const left = parse(normaliseNumber(value));
  const right = parse(normaliseNumber(factor));
  const digits = (left.digits * right.digits).toString();
  const scale = left.scale + right.scale;
  const padded = digits.padStart(scale + 1, '0');
  const whole = padded.slice(0, padded.length - scale);
  const fraction = padded.slice(padded.length - scale).replace(/0+$/, '');
  const negative = left.negative !== right.negative && /[1-9]/.test(digits);
  return `${negative ? '-' : ''}${whole}${fraction ? `.${fraction}` : ''}`;
}

export function parseDate(value: string, format: DateFormat): string {
  const text = value.trim();
  const { pattern, order } = DATE_PATTERNS[format];
  const match = pattern.exec(text);
  if (!match) throw new TransformationError(`'${value}' is not a date written ${format}`);
  const parts: Record<string, number> = {};
  order.forEach((part, index) => (parts[part] = Number(match[index + 1])));
  const date = new Date(Date.UTC(parts.y!, parts.m! - 1, parts.d!));
  if (date.getUTCMonth() !== parts.m! - 1 || date.getUTCDate() !== parts.d!) {
    throw new TransformationError(`'${value}' is not a date of the calendar`);
  }
  return date.toISOString().slice(0, 10);
}

/** Applies the mapping's transformations in order to one cell; throws TransformationError with a reason. */
export function applyTransformations(value: string, transformations: readonly Transformation[]): string {
  let result = value;
  for (const transformation of transformations) {
    if (transformation.type !== 'lookup' && result === '') continue;
    switch (transformation.type) {
      case 'trim':
        result = result.trim().replace(/\s+/g, ' ');
        break;
      case 'uppercase':
        result = result.toUpperCase();
        break;
      case 'number':
        result = normaliseNumber(result, transformation.decimalSeparator ?? '.');
        break;
      case 'date':
        result = parseDate(result, transformation.dateFormat ?? 'YYYY-MM-DD');
        break;
      case 'unit':
        result = multiplyDecimal(result, transformation.factor ?? '1');
        break;
      case 'lookup': {
        const table = transformation.lookup ?? {};
        const key = Object.keys(table).find(
          (candidate) => candidate.trim().toLowerCase() === result.trim().toLowerCase(),
        );
        if (key !== undefined) result = table[key]!;
        else if (transformation.lookupOtherwise !== undefined) result = transformation.lookupOtherwise;
        break;
      }
    }
  }
  return result;
}

/** What a transformed value is: the type the mapping editor shows beside the preview value. */
export function resultType(value: string): TransformationResultType {
  if (value === '') return 'empty';
  if (/^-?\d+(\.\d+)?$/.test(value)) return 'number';
  if (/^\d{4}-\d{2}-\d{2}$/.test(value)) return 'date';
  if (/^(true|false)$/i.test(value)) return 'boolean';
  return 'text';
}
