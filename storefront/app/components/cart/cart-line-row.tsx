import {
  checkQuantity,
  convertQuantity,
  LOCALE_TAGS,
  nextQuantityUp,
  unitName,
  type QuantityRules,
} from '@tradeshop/shared';
import { useEffect, useMemo, useRef, useState } from 'react';
import { Link } from 'react-router';
import type { CartLineDto } from '../../api/cart.server';
import { useI18n } from '../../i18n/use-i18n';
import { cartRemovePath } from '../../lib/cart-paths';
import { formatMoney, formatDecimal } from '../../lib/format';
import { productPath } from '../../lib/paths';
import { QuantityInput } from '../quantity/quantity-input';
import { quantityProblemText } from '../quantity/quantity-problem';
import { useQuantityEditor } from '../quantity/use-quantity-editor';
import { StockBadge } from '../stock-badge';
import { UnitSelect } from './unit-select';

/** A refused quantity change, as the cart action answers it. */
export interface LineUpdateError {
  itemId: number;
  quantity: string;
}

/**
 * The quantity check each line hands the cart form: the normalised quantity to send, or null when the submit
 * must be blocked (the line then shows why and takes the focus).
 */
export type LineCheck = () => string | null;

/** The cart form's field names of a line (the bulk update). */
export function lineFieldNames(itemId: number) {
  return {
    quantity: `items[${itemId}][quantity]`,
    unitDefinition: `items[${itemId}][unitDefinition]`,
    remove: `items[${itemId}][remove]`,
  };
}

/**
 * One cart line: product, unit and quantity with its update button (which saves the whole cart form), the
 * line's amount before the cart's discounts (those are shown once, among the totals), and the ways to remove it:
 * a box ticked for the next update, or the spec's remove link.
 */
export function CartLineRow({
  line,
  currency,
  updateError,
  register,
}: {
  line: CartLineDto;
  currency: string;
  updateError: LineUpdateError | null;
  register: (itemId: number, check: LineCheck | null) => void;
}) {
  const i18n = useI18n();
  const { locale, messages, format } = i18n;
  const t = messages.cart;
  const money = (amountMinor: number) => formatMoney(locale, { amountMinor, currency });
  const productUrl = productPath(locale, line.slug);
  const name = unitName(line.unit.identifier, locale, line.unit.label);
  const otherUnit = line.unit.id !== line.salesUnit.id;

  return (
    <tr className="cart-line" data-product-id={line.productId} data-unit={line.unit.identifier}>
      <td className="cart-line__product">
        <img src={line.image} alt="" width={64} height={64} loading="lazy" className="cart-line__image" />
        <div>
          <Link to={productUrl} className="cart-line__name">
            {line.name}
          </Link>
          <p className="muted">{format(t.sku, { sku: line.sku })}</p>
          <StockBadge status={line.stockStatus} />
          {line.preliminaryDeliveryDate ? (
            <p className="cart-line__delivery">
              {format(t.preliminaryDelivery, { date: formatDate(locale, line.preliminaryDeliveryDate) })}
            </p>
          ) : null}
          {line.isGift ? <p className="chip">{t.gift}</p> : null}
        </div>
      </td>
      <td className="cart-line__quantity">
        {line.id === null ? (
          <span>{`${formatDecimal(locale, line.quantity, 6)} ${name}`}</span>
        ) : (
          <LineQuantity line={line} itemId={line.id} updateError={updateError} register={register} />
        )}
        {otherUnit ? (
          <p className="muted cart-line__sales-quantity">
            {format(messages.units.inSalesUnits, {
              quantity: formatDecimal(locale, line.salesQuantity, 3),
              unit: unitName(line.salesUnit.identifier, locale, line.salesUnit.label),
            })}
          </p>
        ) : null}
      </td>
      <td className="cart-line__price">
        {money(line.unitPriceNetMinor)}
        <span className="muted"> / {name}</span>
      </td>
      <td className="cart-line__total" data-amount-minor={line.lineNetMinor}>
        {money(line.lineNetMinor)}
      </td>
      <td className="cart-line__remove">
        {line.id === null || line.removeToken === null ? null : (
          <>
            <RemoveBox itemId={line.id} productName={line.name} />
            <RemoveLink itemId={line.id} removeToken={line.removeToken} productName={line.name} />
          </>
        )}
      </td>
    </tr>
  );
}

type LineUnit = CartLineDto['units'][number];

function rulesOf(line: CartLineDto, unit: LineUnit): QuantityRules {
  return {
    precision: unit.precision,
    minimumOrderQuantity: unit.minimumOrderQuantity,
    minimumOrderOverride: line.minimumOrderOverride,
  };
}

/**
 * The line's unit select (when the product has more than one unit) and quantity editor under that unit's rules.
 * Choosing another unit starts a new editor holding the same amount in the new unit, rounded up to its rules.
 */
function LineQuantity({
  line,
  itemId,
  updateError,
  register,
}: {
  line: CartLineDto;
  itemId: number;
  updateError: LineUpdateError | null;
  register: (itemId: number, check: LineCheck | null) => void;
}) {
  const [choice, setChoice] = useState<{ unitId: number; quantity: string }>({
    unitId: line.unit.id,
    quantity: updateError?.quantity ?? line.quantity,
  });
  const unit = line.units.find((candidate) => candidate.id === choice.unitId) ?? line.units[0]!;
  const changeUnit = (value: string, typed: string) => {
    const next = line.units.find((candidate) => String(candidate.id) === value);
    if (!next) return;
    const rules = rulesOf(line, next);
    const converted = convertQuantity(typed, unit, next);
    const check = converted === null ? null : checkQuantity(converted, rules);
    setChoice({
      unitId: next.id,
      quantity: check?.valid ? check.quantity : nextQuantityUp(converted ?? '0', rules),
    });
  };
  return (
    <LineQuantityEditor
      key={unit.id}
      line={line}
      itemId={itemId}
      unit={unit}
      initial={choice.quantity}
      serverRefused={updateError !== null && choice.unitId === line.unit.id}
      register={register}
      onUnit={changeUnit}
    />
  );
}

function LineQuantityEditor({
  line,
  itemId,
  unit,
  initial,
  serverRefused,
  register,
  onUnit,
}: {
  line: CartLineDto;
  itemId: number;
  unit: LineUnit;
  initial: string;
  serverRefused: boolean;
  register: (itemId: number, check: LineCheck | null) => void;
  onUnit: (value: string, typed: string) => void;
}) {
  const i18n = useI18n();
  const { locale, messages, format } = i18n;
  const rules = useMemo(() => rulesOf(line, unit), [line, unit]);
  const editor = useQuantityEditor(rules, initial);
  const inputRef = useRef<HTMLInputElement>(null);
  const fields = lineFieldNames(itemId);
  const submitRef = useRef(editor.submit);
  submitRef.current = editor.submit;

  useEffect(() => {
    register(itemId, () => {
      const quantity = submitRef.current();
      if (quantity === null) inputRef.current?.focus();
      return quantity;
    });
    return () => register(itemId, null);
  }, [itemId, register]);

  return (
    <div className="cart-line__form">
      {line.units.length > 1 ? (
        <UnitSelect
          units={line.units}
          name={fields.unitDefinition}
          value={String(unit.id)}
          valueOf={(candidate) => String((candidate as LineUnit).id)}
          onChange={(value) => onUnit(value, editor.text)}
          label={format(messages.units.unitFor, { product: line.name })}
          labelHidden
        />
      ) : null}
      <QuantityInput
        editor={editor}
        name={fields.quantity}
        label={format(messages.quantity.labelFor, { product: line.name })}
        labelHidden
        unitLabel={unitName(unit.identifier, locale, unit.label)}
        inputRef={inputRef}
      />
      {serverRefused && !editor.problem ? (
        <p className="quantity-input__error" role="alert">
          {serverProblemText(i18n, editor.text, rules)}
        </p>
      ) : null}
      <button type="submit" className="button button--small">
        {messages.cart.update}
      </button>
    </div>
  );
}

/** Why the cart refused a quantity: the rules' own message when they explain it, else the spec's general one. */
function serverProblemText(i18n: ReturnType<typeof useI18n>, quantity: string, rules: QuantityRules): string {
  const check = checkQuantity(quantity, rules);
  return check.valid ? i18n.messages.cart.updateFailed : quantityProblemText(i18n, check.problem);
}

/** Ticked, the line is removed by the cart form's next update (the bulk update). */
function RemoveBox({ itemId, productName }: { itemId: number; productName: string }) {
  const { messages, format } = useI18n();
  const t = messages.units.bulk;
  return (
    <label className="cart-line__remove-box">
      <input type="checkbox" name={lineFieldNames(itemId).remove} value="true" />
      <span aria-hidden="true">{t.remove}</span>
      <span className="visually-hidden">{format(t.removeLabel, { product: productName })}</span>
    </label>
  );
}

/** The spec's GET remove link (storefront spec §7.4) with the line's own token; a full page load on purpose. */
function RemoveLink({
  itemId,
  removeToken,
  productName,
}: {
  itemId: number;
  removeToken: string;
  productName: string;
}) {
  const { locale, messages, format } = useI18n();
  return (
    <a
      href={cartRemovePath(locale, itemId, removeToken)}
      className="cart-line__remove-link"
      aria-label={format(messages.cart.removeLabel, { product: productName })}
      title={messages.cart.remove}
    >
      <span aria-hidden="true">×</span>
    </a>
  );
}

function formatDate(locale: ReturnType<typeof useI18n>['locale'], isoDate: string): string {
  return new Intl.DateTimeFormat(LOCALE_TAGS[locale], { dateStyle: 'medium', timeZone: 'UTC' }).format(
    new Date(`${isoDate}T00:00:00Z`),
  );
}
