import { Form, useSubmit } from 'react-router';
import type { CartDto } from '../../api/cart.server';
import { useI18n } from '../../i18n/use-i18n';
import { useHydrated } from '../../lib/use-hydrated';
import { useShopSession } from '../../lib/use-shop-session';

/** Storefront spec §8: an item is out of stock; the shopper may choose complete delivery. */
export function OutOfStockNotice({ cart }: { cart: CartDto }) {
  const { messages } = useI18n();
  const t = messages.cart;
  const { csrfToken } = useShopSession();
  const submit = useSubmit();
  const hydrated = useHydrated();
  return (
    <section className="cart-notice cart-notice--warning" role="status">
      <p>{t.outOfStock}</p>
      <Form
        method="post"
        preventScrollReset
        onChange={(event) => {
          if (hydrated) void submit(event.currentTarget, { method: 'post', preventScrollReset: true });
        }}
      >
        <input type="hidden" name="_token" value={csrfToken} />
        <input type="hidden" name="intent" value="complete-delivery" />
        <label className="cart-notice__choice">
          <input
            type="checkbox"
            name="completeDelivery"
            value="true"
            defaultChecked={cart.completeDelivery}
          />{' '}
          {t.completeDelivery}
        </label>{' '}
        {hydrated ? null : (
          <button type="submit" className="button button--small">
            {t.saveDeliveryChoice}
          </button>
        )}
      </Form>
    </section>
  );
}
