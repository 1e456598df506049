import { data, Link, redirect, useSearchParams } from 'react-router';
import type { Route } from './+types/index';
import { cartApi, getCart, isDocumentRequest, type CartProblem } from '../../api/cart.server';
import { CartLineRow, type LineUpdateError } from '../../components/cart/cart-line-row';
import { CartTotals } from '../../components/cart/cart-totals';
import { GuestCheckoutNotice } from '../../components/cart/guest-checkout-notice';
import { getStorePolicy } from '../../api/store-policy.server';
import { useShopSession } from '../../lib/use-shop-session';
import { OutOfStockNotice } from '../../components/cart/out-of-stock-notice';
import { ShippingCalculator, type ShippingAnswer } from '../../components/cart/shipping-calculator';
import { VoucherForm, type VoucherProblem } from '../../components/cart/voucher-form';
import { requireRouteLocale } from '../../i18n/locale.server';
import { useI18n } from '../../i18n/use-i18n';
import { cartPath } from '../../lib/cart-paths';
import { errorTitle, metaI18n, pageTitle } from '../../lib/meta';
import { homePath, withQuery } from '../../lib/paths';

/** GET /cart (storefront spec §2): the lines, totals, shipping calculator, vouchers and the way to checkout. */
export async function loader({ request, params, context }: Route.LoaderArgs) {
  const locale = requireRouteLocale(request, params);
  const [{ cart, headers }, policy] = await Promise.all([
    getCart(request, context, locale),
    getStorePolicy(request, context, locale),
  ]);
  headers.set('Cache-Control', 'no-store');
  return data({ cart, guestCheckout: policy?.guestCheckout ?? true }, { headers });
}

export function meta({ matches, error }: Route.MetaArgs) {
  const i18n = metaI18n(matches);
  if (error) return [{ title: errorTitle(i18n, error) }];
  return [{ title: pageTitle(i18n, i18n.messages.cart.title) }, { name: 'robots', content: 'noindex' }];
}

type ActionAnswer =
  | { intent: 'update'; updateError: LineUpdateError; problem: CartProblem }
  | { intent: 'voucher-add'; voucherProblem: VoucherProblem; code: string }
  | { intent: 'failed'; problem: CartProblem }
  | ShippingAnswer;

const text = (form: FormData, name: string) => {
  const value = form.get(name);
  return typeof value === 'string' ? value.trim() : '';
};

/** The cart page's forms: quantity, vouchers, the shipping calculator and the complete-delivery choice. */
export async function action({ request, params, context }: Route.ActionArgs) {
  const locale = requireRouteLocale(request, params);
  const form = await request.formData();
  const api = cartApi(request, context, locale, form.get('_token'));
  const done = (notice: string, headers: Headers) =>
    redirect(withQuery(cartPath(locale), { done: notice }), { headers });
  const failed = (answer: ActionAnswer, status: number, headers: Headers) =>
    data(answer, { status, headers });

  switch (text(form, 'intent')) {
    case 'update': {
      const itemId = Number(text(form, 'itemId'));
      const quantity = text(form, 'quantity');
      const result = await api.updateItem(itemId, quantity);
      if (result.ok) return done('updated', result.headers);
      return failed(
        { intent: 'update', updateError: { itemId, quantity }, problem: result.problem },
        result.status,
        result.headers,
      );
    }
    case 'voucher-add': {
      const code = text(form, 'code');
      const result = await api.addVoucher(code);
      if (result.ok) return done('voucher', result.headers);
      if (
        result.problem === 'VOUCHER_NOT_FOUND' ||
        result.problem === 'VOUCHER_INVALID' ||
        result.problem === 'VALIDATION_FAILED'
      )
        return failed(
          {
            intent: 'voucher-add',
            voucherProblem: result.problem === 'VOUCHER_INVALID' ? 'invalid' : 'not-found',
            code,
          },
          result.status,
          result.headers,
        );
      return failed({ intent: 'failed', problem: result.problem }, result.status, result.headers);
    }
    case 'voucher-remove': {
      const result = await api.removeVoucher(text(form, 'code'));
      if (result.ok) return done('voucher-removed', result.headers);
      return failed({ intent: 'failed', problem: result.problem }, result.status, result.headers);
    }
    case 'shipping': {
      const country = text(form, 'country').toUpperCase();
      const zip = text(form, 'zip');
      const result = await api.estimateShipping(country, zip);
      const answer: ShippingAnswer = result.ok
        ? { intent: 'shipping', country, zip, carriers: result.data.carriers, currency: result.data.currency }
        : {
            intent: 'shipping',
            country,
            zip,
            problem: result.problem === 'NO_VALID_CARRIER' ? 'no-carrier' : 'invalid',
          };
      // Without JavaScript the browser comes back to the cart, which shows the stored destination's carriers.
      if (isDocumentRequest(request))
        return redirect(
          'problem' in answer
            ? withQuery(cartPath(locale), { shipping: answer.problem, country, zip })
            : `${cartPath(locale)}#shipping`,
          { headers: result.headers },
        );
      return data(answer, { headers: result.headers });
    }
    case 'complete-delivery': {
      const result = await api.setCompleteDelivery(text(form, 'completeDelivery') === 'true');
      if (result.ok) return done('updated', result.headers);
      return failed({ intent: 'failed', problem: result.problem }, result.status, result.headers);
    }
    default:
      return failed({ intent: 'failed', problem: 'OTHER' }, 400, new Headers());
  }
}

const NOTICES = ['updated', 'removed', 'voucher', 'voucher-removed'] as const;
type Notice = (typeof NOTICES)[number];

export default function CartPage({ loaderData, actionData }: Route.ComponentProps) {
  const { locale, messages, format } = useI18n();
  const t = messages.cart;
  const { cart, guestCheckout } = loaderData;
  const { customer } = useShopSession();
  const [searchParams] = useSearchParams();
  const answer = actionData as ActionAnswer | undefined;
  const notice = NOTICES.find((candidate) => candidate === searchParams.get('done')) as Notice | undefined;
  const shippingProblem = searchParams.get('shipping');
  const updateError = answer?.intent === 'update' ? answer.updateError : null;
  const noticeText: Record<Notice, string> = {
    updated: t.updated,
    removed: t.removed,
    voucher: t.updated,
    'voucher-removed': t.updated,
  };

  return (
    <div className="page cart-page">
      <header className="page-header">
        <h1>{t.title}</h1>
      </header>
      {!customer && !guestCheckout ? <GuestCheckoutNotice /> : null}
      {searchParams.get('error') === 'remove' ? (
        <p className="form-error cart-notice" role="alert">
          {t.removeFailed}
        </p>
      ) : null}
      {answer?.intent === 'failed' ? (
        <p className="form-error cart-notice" role="alert">
          {answer.problem === 'CSRF_TOKEN_INVALID' ? t.tryAgain : t.updateFailed}
        </p>
      ) : null}
      {notice && !answer ? (
        <p className="account-notice" role="status">
          {noticeText[notice]}
        </p>
      ) : null}
      {cart.changed ? (
        <section className="cart-notice cart-notice--warning" role="alert">
          <p>{t.changed}</p>
          <ul>
            {cart.removedProducts.map((product) => (
              <li key={product.sku}>{format(t.noLongerAvailable, { sku: product.sku })}</li>
            ))}
          </ul>
        </section>
      ) : null}
      {cart.lines.length === 0 ? (
        <div className="empty-state">
          <p>{t.empty}</p>
          <Link to={homePath(locale)} className="button">
            {t.continueShopping}
          </Link>
        </div>
      ) : (
        <>
          {cart.hasOutOfStockItems ? <OutOfStockNotice cart={cart} /> : null}
          <div className="cart-table-wrap">
            <table className="cart-table">
              <thead>
                <tr>
                  <th scope="col">{t.columns.product}</th>
                  <th scope="col">{t.columns.quantity}</th>
                  <th scope="col">{t.columns.unitPrice}</th>
                  <th scope="col">{t.columns.total}</th>
                  <th scope="col">
                    <span className="visually-hidden">{t.remove}</span>
                  </th>
                </tr>
              </thead>
              <tbody>
                {cart.lines.map((line) => (
                  <CartLineRow
                    key={`${line.id ?? `gift-${line.productId}`}-${line.quantity}`}
                    line={line}
                    currency={cart.currency}
                    updateError={updateError?.itemId === line.id ? updateError : null}
                  />
                ))}
              </tbody>
            </table>
          </div>
          <div className="cart-page__aside">
            <div id="shipping">
              <ShippingCalculator
                cart={cart}
                problemWithoutScript={
                  shippingProblem === 'no-carrier' || shippingProblem === 'invalid'
                    ? {
                        problem: shippingProblem,
                        country: searchParams.get('country') ?? '',
                        zip: searchParams.get('zip') ?? '',
                      }
                    : null
                }
              />
            </div>
            <VoucherForm
              cart={cart}
              problem={answer?.intent === 'voucher-add' ? answer.voucherProblem : null}
              typed={answer?.intent === 'voucher-add' ? answer.code : ''}
            />
            <CartTotals cart={cart} />
            <Link to={`${homePath(locale)}/checkout`} className="button cart-page__checkout">
              {t.checkout}
            </Link>
          </div>
        </>
      )}
    </div>
  );
}
