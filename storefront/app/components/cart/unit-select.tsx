import { convertQuantity, unitName } from '@tradeshop/shared';
import { useId } from 'react';
import { useI18n } from '../../i18n/use-i18n';
import { formatDecimal } from '../../lib/format';

/** A unit a product is offered in: its identifier, name, precision and `product_unit` conversion factor. */
export interface OfferedUnit {
  identifier: string;
  label: string;
  precision: number;
  /** Base quantity in one of this unit (a 40-pack: 40, a box of 800: 800). */
  conversionFactor: string;
}

/** The sales units in one of `unit` (a box of 20 packs: '20'). */
export function salesUnitsPer(unit: OfferedUnit, salesUnit: OfferedUnit): string {
  return convertQuantity('1', unit, salesUnit) ?? '1';
}

/** The price of one of a unit holding `perUnit` sales units (a decimal string), exact in minor units. */
export function priceInUnit(amountMinor: number, perUnit: string): number {
  const [whole = '0', fraction = ''] = perUnit.split('.');
  const scale = 10n ** BigInt(fraction.length);
  const scaled = BigInt(amountMinor) * BigInt(`${whole}${fraction}`);
  return Number((scaled * 2n + scale) / (scale * 2n));
}

/** Whole units of `unit` that a stock counted in sales units holds. */
export function stockInUnit(stock: number, unit: OfferedUnit, salesUnit: OfferedUnit): string {
  return (convertQuantity(String(Math.max(stock, 0)), salesUnit, unit) ?? '0').split('.')[0] ?? '0';
}

/** A select of the units a product is offered in (storefront spec §7.6 `unitDefinition`). */
export function UnitSelect({
  units,
  name,
  value,
  valueOf,
  onChange,
  label,
  labelHidden = false,
}: {
  units: OfferedUnit[];
  name: string;
  value: string;
  /** What the form posts for a unit: its identifier (the add-to-cart form) or its id (the cart). */
  valueOf: (unit: OfferedUnit) => string;
  onChange: (value: string) => void;
  label: string;
  labelHidden?: boolean;
}) {
  const { locale } = useI18n();
  const id = useId();
  return (
    <div className="unit-select">
      <label htmlFor={id} className={labelHidden ? 'visually-hidden' : 'unit-select__label'}>
        {label}
      </label>
      <select id={id} name={name} value={value} onChange={(event) => onChange(event.target.value)}>
        {units.map((unit) => (
          <option key={unit.identifier} value={valueOf(unit)}>
            {unitName(unit.identifier, locale, unit.label)}
          </option>
        ))}
      </select>
    </div>
  );
}

/** "1 box = 20 packs": one of `unit` in the sales unit; nothing for the sales unit itself. */
export function UnitConversion({ unit, salesUnit }: { unit: OfferedUnit; salesUnit: OfferedUnit }) {
  const { locale, messages, format } = useI18n();
  if (unit.identifier === salesUnit.identifier) return null;
  return (
    <span className="unit-conversion" data-testid="unit-conversion">
      {format(messages.units.conversion, {
        unit: unitName(unit.identifier, locale, unit.label),
        quantity: formatDecimal(locale, salesUnitsPer(unit, salesUnit), 3),
        salesUnit: unitName(salesUnit.identifier, locale, salesUnit.label),
      })}
    </span>
  );
}
