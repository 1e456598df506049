import { useId } from 'react';
import { Form } from 'react-router';
import type { CartDto } from '../../api/cart.server';
import { useI18n } from '../../i18n/use-i18n';
import { useShopSession } from '../../lib/use-shop-session';

export type VoucherProblem = 'not-found' | 'invalid';

/** Entering a voucher code (storefront spec §5, §8: 'voucher not found' or 'voucher invalid'), and taking one off. */
export function VoucherForm({
  cart,
  problem,
  typed,
}: {
  cart: CartDto;
  problem: VoucherProblem | null;
  typed: string;
}) {
  const { messages, format } = useI18n();
  const t = messages.cart.voucher;
  const { csrfToken } = useShopSession();
  const id = useId();
  const applied = cart.vouchers.filter((voucher) => voucher.problem === null);
  return (
    <section className="voucher-form" aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`}>{t.title}</h2>
      <Form method="post" preventScrollReset>
        <input type="hidden" name="_token" value={csrfToken} />
        <input type="hidden" name="intent" value="voucher-add" />
        <label htmlFor={`${id}-code`}>{t.code}</label>
        <input
          id={`${id}-code`}
          name="code"
          defaultValue={typed}
          maxLength={64}
          autoComplete="off"
          required
          aria-invalid={problem ? true : undefined}
          aria-describedby={problem ? `${id}-problem` : undefined}
        />
        <button type="submit" className="button button--small">
          {t.apply}
        </button>
        {problem ? (
          <p id={`${id}-problem`} className="form-error" role="alert">
            {problem === 'not-found' ? t.notFound : t.invalid}
          </p>
        ) : null}
      </Form>
      {applied.length > 0 ? (
        <ul className="voucher-form__applied">
          {applied.map((voucher) => (
            <li key={voucher.code}>
              <span>{format(t.applied, { code: voucher.code })}</span>{' '}
              <Form method="post" preventScrollReset className="voucher-form__remove">
                <input type="hidden" name="_token" value={csrfToken} />
                <input type="hidden" name="intent" value="voucher-remove" />
                <input type="hidden" name="code" value={voucher.code} />
                <button
                  type="submit"
                  className="button button--small"
                  aria-label={format(t.removeLabel, { code: voucher.code })}
                >
                  {t.remove}
                </button>
              </Form>
            </li>
          ))}
        </ul>
      ) : null}
    </section>
  );
}
