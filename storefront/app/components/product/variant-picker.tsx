import type { Locale } from '@tradeshop/shared';
import { Link } from 'react-router';
import type { ProductDetailDto } from '../../api/catalogue.server';
import { useI18n } from '../../i18n/use-i18n';
import { formatDecimal } from '../../lib/format';
import { productPath } from '../../lib/paths';

type VariantAxis = ProductDetailDto['variants'][number];

const DECIMAL = /^-?\d+(\.\d+)?$/;

/** An option's text: the enum option's label, or the number in the page's format with the axis's unit. */
function optionText(option: VariantAxis['options'][number], axis: VariantAxis, locale: Locale): string {
  const label = DECIMAL.test(option.label)
    ? formatDecimal(locale, option.label, 6, { useGrouping: false })
    : option.label;
  return axis.unit ? `${label} ${axis.unit}` : label;
}

/**
 * The product's variants, one group per axis (colour temperature, pack size, voltage): each value leads to
 * the sibling that has it with the other values kept, the shown one is marked current, a combination no
 * sibling has is shown but cannot be chosen. Plain links, so it works without JavaScript and keeps the
 * language; keyboard users tab through the values.
 */
export function VariantPicker({ axes, locale }: { axes: VariantAxis[]; locale: Locale }) {
  const { messages: t } = useI18n();
  if (axes.length === 0) return null;
  return (
    <section className="variant-picker" aria-label={t.productDetail.variants} data-testid="variant-picker">
      {axes.map((axis) => {
        const labelId = `variant-axis-${axis.code}`;
        return (
          <div key={axis.code} className="variant-picker__axis" role="group" aria-labelledby={labelId}>
            <p id={labelId} className="variant-picker__label">
              {axis.label}
            </p>
            <ul className="variant-picker__options">
              {axis.options.map((option) => {
                const text = optionText(option, axis, locale);
                if (option.current) {
                  return (
                    <li key={option.value}>
                      <span
                        className="variant-picker__option variant-picker__option--current"
                        aria-current="true"
                      >
                        {text}
                      </span>
                    </li>
                  );
                }
                if (!option.available || option.slug === null) {
                  return (
                    <li key={option.value}>
                      <span
                        className="variant-picker__option variant-picker__option--unavailable"
                        aria-disabled="true"
                      >
                        {text}
                        <span className="visually-hidden">, {t.productDetail.variantUnavailable}</span>
                      </span>
                    </li>
                  );
                }
                return (
                  <li key={option.value}>
                    <Link className="variant-picker__option" to={productPath(locale, option.slug)}>
                      {text}
                    </Link>
                  </li>
                );
              })}
            </ul>
          </div>
        );
      })}
    </section>
  );
}
