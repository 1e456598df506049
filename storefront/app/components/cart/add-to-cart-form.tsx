import {
  checkQuantity,
  convertQuantity,
  nextQuantityUp,
  quantityRulesInUnit,
  unitName,
} from '@tradeshop/shared';
import { useEffect, useMemo, useState } from 'react';
import { useFetcher } from 'react-router';
import { useI18n } from '../../i18n/use-i18n';
import { cartAddPath } from '../../lib/cart-paths';
import { formatDecimal, formatMoney } from '../../lib/format';
import { useShopSession } from '../../lib/use-shop-session';
import { tierAt, useBuyerPrice } from '../price/buyer-prices';
import { QuantityInput } from '../quantity/quantity-input';
import { announceCartAdded, type CartAdded } from './cart-added-notice';
import { useQuantityForm } from '../quantity/use-quantity-form';
import {
  priceInUnit,
  salesUnitsPer,
  stockInUnit,
  UnitConversion,
  UnitSelect,
  type OfferedUnit,
} from './unit-select';

/** What the form needs of a product, from a product page or a product card. */
export interface AddToCartProduct {
  id: number;
  name: string;
  minimumOrderQuantity: string;
  minimumOrderOverride: boolean;
  unit: { identifier: string; label: string; precision: number };
  /** Every unit the product is offered in (the product page's); with more than one the buyer chooses. */
  units?: OfferedUnit[];
  /** The price of one sales unit and the stock in sales units, restated in the chosen unit. */
  price?: { amountMinor: number; currency: string } | null;
  stockQuantity?: number;
}

/** The field names of storefront spec §7.6: `add_to_cart_<id>[cartItem][quantity]` and so on. */
export function addToCartFieldNames(productId: number) {
  const formId = `add_to_cart_${productId}`;
  return {
    formId,
    quantity: `${formId}[cartItem][quantity]`,
    unitDefinition: `${formId}[cartItem][unitDefinition]`,
    token: `${formId}[_token]`,
  };
}

/** The sales unit as an offered unit, when the product's units do not list it. */
function offeredUnits(product: AddToCartProduct): { units: OfferedUnit[]; sales: OfferedUnit } {
  const listed = product.units ?? [];
  const sales = listed.find((unit) => unit.identifier === product.unit.identifier) ?? {
    ...product.unit,
    conversionFactor: '1',
  };
  return { units: [sales, ...listed.filter((unit) => unit !== sales)], sales };
}

/**
 * Adds a product to the cart (storefront spec §7.6). Without JavaScript it is a plain form post; with it the
 * post goes through a fetcher, so the page stays, a loader shows meanwhile and the root loader refreshes the
 * minicart. A quantity the rules refuse blocks the add and shows why; a failed add is only logged (spec §8).
 * A product offered in several units (a 40-pack and a box of 800) gets a unit select: the quantity rules, the
 * price and the stock are then restated in the chosen unit.
 */
export function AddToCartForm({
  product,
  compact = false,
}: {
  product: AddToCartProduct;
  compact?: boolean;
}) {
  const { units, sales } = useMemo(() => offeredUnits(product), [product]);
  const [state, setState] = useState({
    identifier: sales.identifier,
    quantity: undefined as string | undefined,
  });
  const unit = units.find((candidate) => candidate.identifier === state.identifier) ?? sales;
  const choose = (identifier: string, typed: string) => {
    const next = units.find((candidate) => candidate.identifier === identifier) ?? sales;
    setState({ identifier: next.identifier, quantity: convertedQuantity(product, unit, next, sales, typed) });
  };
  // A new unit starts a new editor under that unit's rules, holding the same amount where the rules allow it.
  return (
    <AddToCartFields
      key={unit.identifier}
      product={product}
      compact={compact}
      units={units}
      unit={unit}
      sales={sales}
      initial={state.quantity}
      onUnit={choose}
    />
  );
}

/** The typed quantity restated in the new unit and put on its rules (rounded up to what they allow). */
function convertedQuantity(
  product: AddToCartProduct,
  from: OfferedUnit,
  to: OfferedUnit,
  sales: OfferedUnit,
  typed: string,
): string | undefined {
  const converted = convertQuantity(typed, from, to);
  if (converted === null || Number(converted) <= 0) return undefined;
  const rules = rulesIn(product, to, sales);
  const check = checkQuantity(converted, rules);
  return check.valid ? check.quantity : nextQuantityUp(converted, rules, 1);
}

function rulesIn(product: AddToCartProduct, unit: OfferedUnit, sales: OfferedUnit) {
  const rules = {
    precision: product.unit.precision,
    minimumOrderQuantity: product.minimumOrderQuantity,
    minimumOrderOverride: product.minimumOrderOverride,
  };
  return unit.identifier === sales.identifier ? rules : quantityRulesInUnit(rules, unit, sales);
}

function AddToCartFields({
  product,
  compact,
  units,
  unit,
  sales,
  initial,
  onUnit,
}: {
  product: AddToCartProduct;
  compact: boolean;
  units: OfferedUnit[];
  unit: OfferedUnit;
  sales: OfferedUnit;
  initial: string | undefined;
  onUnit: (identifier: string, typed: string) => void;
}) {
  const { locale, messages, format } = useI18n();
  const t = messages.quantity;
  const { csrfToken } = useShopSession();
  const fetcher = useFetcher<unknown>();
  const fields = addToCartFieldNames(product.id);
  const action = cartAddPath(locale, product.id);
  const { editor, inputRef, onSubmit } = useQuantityForm({
    rules: rulesIn(product, unit, sales),
    fieldName: fields.quantity,
    send: (data) => void fetcher.submit(data, { method: 'post', action }),
    initial,
  });
  const busy = fetcher.state !== 'idle';
  const name = unitName(unit.identifier, locale, unit.label);
  const perUnit = salesUnitsPer(unit, sales);
  const otherUnit = unit.identifier !== sales.identifier;
  const salesUnitPrice = useSalesUnitPrice(product, perUnit);

  useEffect(() => {
    if (fetcher.state === 'submitting') announceCartAdded(null);
    if (fetcher.state !== 'idle') return;
    if (isFailure(fetcher.data))
      console.error(`adding product ${product.id} to the cart failed`, fetcher.data);
    else if (addedOf(fetcher.data)) announceCartAdded(addedOf(fetcher.data));
  }, [fetcher.state, fetcher.data, product.id]);

  return (
    <fetcher.Form
      method="post"
      action={action}
      id={fields.formId}
      className={compact ? 'add-to-cart add-to-cart--compact' : 'add-to-cart'}
      onSubmit={onSubmit}
      aria-busy={busy}
      noValidate
    >
      <input type="hidden" name={fields.token} value={csrfToken} />
      {units.length > 1 ? (
        <UnitSelect
          units={units}
          name={fields.unitDefinition}
          value={unit.identifier}
          valueOf={(candidate) => candidate.identifier}
          onChange={(identifier) => onUnit(identifier, editor.text)}
          label={compact ? format(messages.units.unitFor, { product: product.name }) : messages.units.unit}
          labelHidden={compact}
        />
      ) : (
        <input type="hidden" name={fields.unitDefinition} value={unit.identifier} />
      )}
      <QuantityInput
        editor={editor}
        name={fields.quantity}
        label={compact ? format(t.labelFor, { product: product.name }) : t.label}
        labelHidden={compact}
        unitLabel={name}
        inputRef={inputRef}
      />
      {otherUnit ? (
        <p className="add-to-cart__unit-facts">
          <UnitConversion unit={unit} salesUnit={sales} />
          {salesUnitPrice ? (
            <span data-testid="unit-price">
              {formatMoney(locale, {
                amountMinor: priceInUnit(salesUnitPrice.amountMinor, perUnit),
                currency: salesUnitPrice.currency,
              })}{' '}
              / {name}
            </span>
          ) : null}
          {product.stockQuantity !== undefined && product.stockQuantity > 0 ? (
            <span>
              {format(messages.units.stockInUnit, {
                quantity: formatDecimal(locale, stockInUnit(product.stockQuantity, unit, sales), 0),
                unit: name,
              })}
            </span>
          ) : null}
        </p>
      ) : null}
      <button type="submit" className="button add-to-cart__submit" disabled={busy}>
        {busy ? <span className="add-to-cart__loader" aria-hidden="true" /> : null}
        {t.addToCart}
      </button>
      <span className="visually-hidden" role="status">
        {busy ? t.adding : ''}
      </span>
    </fetcher.Form>
  );
}

/**
 * The price of one sales unit when buying one of a unit holding `perUnit` of them: a logged-in buyer's own price
 * (at the quantity break that unit reaches, with the tax their store's prices show), as the price above the form
 * and the cart show it; else the public price.
 */
function useSalesUnitPrice(
  product: AddToCartProduct,
  perUnit: string,
): { amountMinor: number; currency: string } | null {
  const buyer = useBuyerPrice(product.id);
  if (!buyer) return product.price ?? null;
  const tier = tierAt(buyer.price, perUnit);
  const priced = tier ?? buyer.price;
  return {
    amountMinor: buyer.pricesIncludeTax ? priced.unitPriceGrossMinor : priced.unitPriceNetMinor,
    currency: buyer.currency,
  };
}

/** The add action answers `{ ok: true, added }` with what the cart now holds of the product. */
function addedOf(data: unknown): CartAdded | null {
  if (typeof data !== 'object' || data === null || !('added' in data)) return null;
  return (data.added as CartAdded | null) ?? null;
}

/** The add action answers `{ ok: false, ... }` when the cart refused the item. */
function isFailure(data: unknown): boolean {
  return typeof data === 'object' && data !== null && 'ok' in data && data.ok === false;
}
