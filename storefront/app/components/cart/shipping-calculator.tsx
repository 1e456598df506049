import { COUNTRIES } from '@tradeshop/shared';
import { useId, useMemo } from 'react';
import { useFetcher } from 'react-router';
import type { CarrierQuoteDto, CartDto } from '../../api/cart.server';
import { useI18n } from '../../i18n/use-i18n';
import { cartPath } from '../../lib/cart-paths';
import { countryName, formatMoney } from '../../lib/format';
import { useShopSession } from '../../lib/use-shop-session';

/** What the cart action answers the calculator's fetcher. */
export type ShippingAnswer =
  | { intent: 'shipping'; country: string; zip: string; carriers: CarrierQuoteDto[]; currency: string }
  | { intent: 'shipping'; country: string; zip: string; problem: 'no-carrier' | 'invalid' };

/**
 * The shipping calculator (storefront spec §7.5): country and postcode are posted, and the answer replaces this
 * area. With JavaScript through a fetcher; without, the post comes back to the cart page, which shows the
 * carriers of the stored destination, or the problem named in the address.
 */
export function ShippingCalculator({
  cart,
  problemWithoutScript,
}: {
  cart: CartDto;
  problemWithoutScript: { problem: 'no-carrier' | 'invalid'; country: string; zip: string } | null;
}) {
  const { locale, messages, format } = useI18n();
  const t = messages.cart.shipping;
  const { csrfToken } = useShopSession();
  const fetcher = useFetcher<ShippingAnswer>();
  const id = useId();
  const countries = useMemo(
    () =>
      COUNTRIES.map((code) => ({ code, name: countryName(locale, code) })).sort((a, b) =>
        a.name.localeCompare(b.name, locale),
      ),
    [locale],
  );
  const answer: ShippingAnswer | null =
    fetcher.data ??
    (problemWithoutScript
      ? { intent: 'shipping', ...problemWithoutScript }
      : cart.shippingCountry && cart.carriers.length > 0
        ? {
            intent: 'shipping',
            country: cart.shippingCountry,
            zip: cart.shippingPostcode ?? '',
            carriers: cart.carriers,
            currency: cart.currency,
          }
        : null);
  const busy = fetcher.state !== 'idle';

  return (
    <section className="shipping-calculator" aria-labelledby={`${id}-title`} aria-busy={busy}>
      <h2 id={`${id}-title`}>{t.title}</h2>
      <fetcher.Form method="post" action={cartPath(locale)} className="shipping-calculator__form">
        <input type="hidden" name="_token" value={csrfToken} />
        <input type="hidden" name="intent" value="shipping" />
        <label htmlFor={`${id}-country`}>{t.country}</label>
        <select
          id={`${id}-country`}
          name="country"
          defaultValue={answer?.country ?? cart.shippingCountry ?? ''}
          required
        >
          <option value="">{t.chooseCountry}</option>
          {countries.map((country) => (
            <option key={country.code} value={country.code}>
              {country.name}
            </option>
          ))}
        </select>
        <label htmlFor={`${id}-zip`}>{t.zip}</label>
        <input
          id={`${id}-zip`}
          name="zip"
          defaultValue={answer?.zip ?? cart.shippingPostcode ?? ''}
          autoComplete="postal-code"
          maxLength={12}
          required
        />
        <button type="submit" className="button button--small" disabled={busy}>
          {t.calculate}
        </button>
      </fetcher.Form>
      <div className="shipping-calculator__result" role="status">
        {answer === null ? null : 'problem' in answer ? (
          <p className="form-error">{answer.problem === 'no-carrier' ? t.noValidCarrier : t.invalidInput}</p>
        ) : (
          <>
            <p>{format(t.carriersTo, { zip: answer.zip, country: countryName(locale, answer.country) })}</p>
            <ul className="shipping-calculator__carriers">
              {answer.carriers.map((carrier) => (
                <li key={carrier.carrierId}>
                  <span>{carrier.label}</span>{' '}
                  <span className="price">
                    {formatMoney(locale, { amountMinor: carrier.priceNetMinor, currency: answer.currency })}
                  </span>
                </li>
              ))}
            </ul>
          </>
        )}
      </div>
    </section>
  );
}
