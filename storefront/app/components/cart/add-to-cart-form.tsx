import { useEffect } from 'react';
import { useFetcher } from 'react-router';
import { useI18n } from '../../i18n/use-i18n';
import { cartAddPath } from '../../lib/cart-paths';
import { useShopSession } from '../../lib/use-shop-session';
import { QuantityInput } from '../quantity/quantity-input';
import { announceCartAdded, type CartAdded } from './cart-added-notice';
import { useQuantityForm } from '../quantity/use-quantity-form';

/** What the form needs of a product, from a product page or a product card. */
export interface AddToCartProduct {
  id: number;
  name: string;
  minimumOrderQuantity: string;
  minimumOrderOverride: boolean;
  unit: { identifier: string; label: string; precision: number };
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

/**
 * Adds a product to the cart (storefront spec §7.6). Without JavaScript it is a plain form post; with it the
 * post goes through a fetcher, so the page stays, a loader shows meanwhile and the root loader refreshes the
 * minicart. A quantity the rules refuse blocks the add and shows why; a failed add is only logged (spec §8).
 */
export function AddToCartForm({
  product,
  compact = false,
}: {
  product: AddToCartProduct;
  compact?: boolean;
}) {
  const { locale, messages, format } = useI18n();
  const t = messages.quantity;
  const { csrfToken } = useShopSession();
  const fetcher = useFetcher<unknown>();
  const fields = addToCartFieldNames(product.id);
  const action = cartAddPath(locale, product.id);
  const { editor, inputRef, onSubmit } = useQuantityForm({
    rules: {
      precision: product.unit.precision,
      minimumOrderQuantity: product.minimumOrderQuantity,
      minimumOrderOverride: product.minimumOrderOverride,
    },
    fieldName: fields.quantity,
    send: (data) => void fetcher.submit(data, { method: 'post', action }),
  });
  const busy = fetcher.state !== 'idle';

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
      <input type="hidden" name={fields.unitDefinition} value={product.unit.identifier} />
      <QuantityInput
        editor={editor}
        name={fields.quantity}
        label={compact ? format(t.labelFor, { product: product.name }) : t.label}
        labelHidden={compact}
        unitLabel={product.unit.label}
        inputRef={inputRef}
      />
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

/** The add action answers `{ ok: true, added }` with what the cart now holds of the product. */
function addedOf(data: unknown): CartAdded | null {
  if (typeof data !== 'object' || data === null || !('added' in data)) return null;
  return (data.added as CartAdded | null) ?? null;
}

/** The add action answers `{ ok: false, ... }` when the cart refused the item. */
function isFailure(data: unknown): boolean {
  return typeof data === 'object' && data !== null && 'ok' in data && data.ok === false;
}
