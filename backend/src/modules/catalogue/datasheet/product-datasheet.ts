import { LOCALE_TAGS, PRODUCT_DIMENSION_UNITS, type Locale, type ProductDimension } from '@tradeshop/shared';
import type { MoneyDto, ProductDetailDto } from '../dto/catalogue-shop.dto';
import { PRODUCT_DATASHEET_LABELS, type ProductDatasheetLabels } from './product-datasheet.labels';
import { winAnsiText } from './win-ansi';

export type DatasheetRow = [label: string, value: string];

export interface DatasheetSection {
  heading: string;
  rows: DatasheetRow[];
}

/** One product's data sheet, laid out in the shopper's language before it is drawn. */
export interface ProductDatasheet {
  fileName: string;
  locale: Locale;
  title: string;
  name: string;
  /** Brand and product line. */
  subtitle: string;
  image: string;
  /** Identification and ordering facts, shown beside the picture. */
  facts: DatasheetRow[];
  prices: DatasheetSection;
  description: { heading: string; paragraphs: string[] };
  /** Specification, dimensions and units; a section without rows is left out. */
  sections: DatasheetSection[];
  footer: string;
}

const DECIMAL = /^-?\d+(\.\d+)?$/;

function fill(template: string, values: Record<string, string>): string {
  return template.replace(/\{(\w+)\}/g, (whole, name: string) => values[name] ?? whole);
}

/** A decimal string in the language's notation, exactly as given (Intl formats decimal strings without float). */
function decimal(locale: Locale, value: string, maximumFractionDigits = 6, useGrouping = true): string {
  const format = new Intl.NumberFormat(LOCALE_TAGS[locale], { maximumFractionDigits, useGrouping });
  return winAnsiText(format.format(value as unknown as number));
}

function currencyDigits(currency: string): number {
  return (
    new Intl.NumberFormat('en', { style: 'currency', currency }).resolvedOptions().maximumFractionDigits ?? 2
  );
}

/** Integer minor units as the language writes the amount with its currency, without a float on the way. */
export function formatMoney(locale: Locale, money: MoneyDto): string {
  const digits = currencyDigits(money.currency);
  const units = String(Math.abs(money.amountMinor)).padStart(digits + 1, '0');
  const whole = digits === 0 ? units : `${units.slice(0, -digits)}.${units.slice(-digits)}`;
  const format = new Intl.NumberFormat(LOCALE_TAGS[locale], { style: 'currency', currency: money.currency });
  return winAnsiText(format.format(`${money.amountMinor < 0 ? '-' : ''}${whole}` as unknown as number));
}

function attributeValue(value: string, locale: Locale, labels: ProductDatasheetLabels): string {
  if (value === 'true') return labels.yes;
  if (value === 'false') return labels.no;
  // No digit grouping: a numeric attribute may be a code rather than a quantity.
  if (DECIMAL.test(value)) return decimal(locale, value, 6, false);
  return value;
}

function present(rows: [string, string | null | undefined][]): DatasheetRow[] {
  return rows.filter((row): row is DatasheetRow => !!row[1]);
}

export function buildProductDatasheet(
  product: ProductDetailDto,
  locale: Locale,
  madeAt: Date,
): ProductDatasheet {
  const labels = PRODUCT_DATASHEET_LABELS[locale];
  const unit = product.salesUnit.label;
  const quantity = (value: string) => `${decimal(locale, value, 3)} ${unit}`;
  const countries = new Intl.DisplayNames([LOCALE_TAGS[locale]], { type: 'region' });
  const date = new Intl.DateTimeFormat(LOCALE_TAGS[locale], { dateStyle: 'long', timeZone: 'UTC' }).format(
    madeAt,
  );
  const units = product.units.length > 1 ? product.units : [];
  return {
    // The name goes into a Content-Disposition header, where quotes and non-ASCII characters would break it.
    fileName: `datasheet-${product.sku.replace(/[^A-Za-z0-9._-]/g, '_')}.pdf`,
    locale,
    title: labels.title,
    name: product.name,
    subtitle: [product.brand.name, product.productLine?.name].filter(Boolean).join(' · '),
    image: product.image,
    facts: present([
      [labels.sku, product.sku],
      [labels.ean, product.eanNumber],
      [labels.nobb, product.nobbNumber],
      [labels.brand, product.brand.name],
      [labels.productLine, product.productLine?.name],
      [labels.category, product.category.name],
      [labels.countryOfOrigin, product.countryOfOrigin ? countries.of(product.countryOfOrigin) : null],
      [labels.statisticsNumber, product.statisticsNumber],
      [labels.unNumber, product.unNumber],
      [labels.salesUnit, unit],
      [labels.minimumOrderQuantity, quantity(product.minimumOrderQuantity)],
      [labels.quantityIncrement, quantity(product.quantityIncrement)],
      [labels.stockStatus, labels.stockStatuses[product.stockStatus]],
    ]),
    prices: {
      heading: labels.prices,
      rows: present([
        [
          labels.price,
          product.price
            ? fill(labels.perUnit, { amount: formatMoney(locale, product.price), unit })
            : labels.priceOnRequest,
        ],
        [labels.recommendedPrice, product.recommendedPrice && formatMoney(locale, product.recommendedPrice)],
        [
          product.surcharge
            ? `${labels.surcharge} (${fill(labels.surchargeCode, { code: product.surcharge.code })})`
            : labels.surcharge,
          product.surcharge && formatMoney(locale, product.surcharge.amount),
        ],
      ]),
    },
    description: {
      heading: labels.description,
      paragraphs: product.description
        .split(/\n\s*\n/)
        .map((paragraph) => paragraph.trim())
        .filter(Boolean),
    },
    sections: (
      [
        {
          heading: labels.specification,
          rows: product.attributes.map((attribute): DatasheetRow => [
            attribute.label,
            `${attributeValue(attribute.value, locale, labels)}${attribute.unit ? ` ${attribute.unit}` : ''}`,
          ]),
        },
        {
          heading: labels.dimensions,
          rows: present(
            (Object.keys(PRODUCT_DIMENSION_UNITS) as ProductDimension[]).map((key) => {
              const value = product.dimensions[key];
              return [
                labels[key],
                value === null ? null : `${decimal(locale, value, 3)} ${PRODUCT_DIMENSION_UNITS[key]}`,
              ];
            }),
          ),
        },
        {
          heading: `${labels.units} (${labels.conversionFactor})`,
          rows: units.map((u): DatasheetRow => [u.label, decimal(locale, u.conversionFactor, 6)]),
        },
      ] satisfies DatasheetSection[]
    ).filter((section) => section.rows.length > 0),
    footer: fill(labels.footer, { date: winAnsiText(date) }),
  };
}
