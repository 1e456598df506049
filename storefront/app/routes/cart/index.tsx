import { useCallback, useRef, type FormEvent } from 'react';
import { data, Form, Link, redirect, useNavigation, useSearchParams, useSubmit } from 'react-router';
import type { Route } from './+types/index';
import { cartApi, getCart, isDocumentRequest, type CartProblem } from '../../api/cart.server';
import {
  CartLineRow,
  lineFieldNames,
  type LineCheck,
  type LineUpdateError,
} from '../../components/cart/cart-line-row';
import { useShopSession } from '../../lib/use-shop-session';
import { CartTotals } from '../../components/cart/cart-totals';
import { GuestCheckoutNotice } from '../../components/cart/guest-checkout-notice';
import { getStorePolicy } from '../../api/store-policy.server';
import { OutOfStockNotice } from '../../components/cart/out-of-stock-notice';
import { ShippingCalculator, type ShippingAnswer } from '../../components/cart/shipping-calculator';
import { VoucherForm, type VoucherProblem } from '../../components/cart/voucher-form';
import { requireRouteLocale } from '../../i18n/locale.server';
import { useI18n } from '../../i18n/use-i18n';
import { cartPath } from '../../lib/cart-paths';
import { errorTitle, metaI18n, pageTitle } from '../../lib/meta';
import { homePath, withQuery } from '../../lib/paths';
import { StoreNote } from '../../components/store-wording/store-note';
import { postedForm } from '../../lib/posted-form.server';

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
  | { intent: 'update'; updateError: LineUpdateError | null; problem: CartProblem }
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
  const form = await postedForm(request);
  const api = cartApi(request, context, locale, form.get('_token'));
  const done = (notice: string, headers: Headers) =>
    redirect(withQuery(cartPath(locale), { done: notice }), { headers });
  const failed = (answer: ActionAnswer, status: number, headers: Headers) =>
    data(answer, { status, headers });

  switch (text(form, 'intent')) {
    case 'update': {
      // The bulk update: every line's quantity and unit, and the lines ticked for removal, in one submit.
      const { items, remove } = bulkUpdateOf(form);
      const result = await api.updateItems(items, remove);
      if (result.ok) return done('updated', result.headers);
      const refusedId = Number(/^items\.(\d+)\./.exec(result.field ?? '')?.[1] ?? NaN);
      const refused = items.find((item) => item.id === refusedId);
      return failed(
        {
          intent: 'update',
          updateError: refused ? { itemId: refused.id, quantity: refused.quantity } : null,
          problem: result.problem,
        },
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

/** The cart form's lines: `items[<id>][quantity]`, `items[<id>][unitDefinition]` and `items[<id>][remove]`. */
function bulkUpdateOf(form: FormData) {
  const lines = new Map<number, { quantity?: string; unitDefinition?: string; remove?: boolean }>();
  for (const [name, value] of form.entries()) {
    const match = /^items\[(\d{1,9})\]\[(quantity|unitDefinition|remove)\]$/.exec(name);
    if (!match || typeof value !== 'string') continue;
    const id = Number(match[1]);
    const line = lines.get(id) ?? {};
    if (match[2] === 'remove') line.remove = value === 'true';
    else line[match[2] as 'quantity' | 'unitDefinition'] = value.trim();
    lines.set(id, line);
  }
  const items: { id: number; quantity: string; unitDefinitionId?: number }[] = [];
  const remove: number[] = [];
  for (const [id, line] of lines) {
    if (line.remove) remove.push(id);
    else if (line.quantity !== undefined)
      items.push({
        id,
        quantity: line.quantity,
        ...(line.unitDefinition && /^\d{1,9}$/.test(line.unitDefinition)
          ? { unitDefinitionId: Number(line.unitDefinition) }
          : {}),
      });
  }
  return { items, remove };
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
      {answer?.intent === 'update' && answer.updateError === null ? (
        <p className="form-error cart-notice" role="alert">
          {answer.problem === 'CSRF_TOKEN_INVALID' ? t.tryAgain : t.updateFailed}
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
          <CartLinesForm cart={cart} updateError={updateError} />
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
            <StoreNote kind="vatNotice" />
            <StoreNote kind="deliveryNote" />
            <Link to={`${homePath(locale)}/checkout`} className="button cart-page__checkout">
              {t.checkout}
            </Link>
          </div>
        </>
      )}
    </div>
  );
}

/**
 * The cart's lines as one form (the bulk update): each line's unit and quantity and a box to remove it; any
 * update button saves them all at once. A quantity a line's rules refuse blocks the submit and shows why.
 */
function CartLinesForm({
  cart,
  updateError,
}: {
  cart: Route.ComponentProps['loaderData']['cart'];
  updateError: LineUpdateError | null;
}) {
  const { messages } = useI18n();
  const t = messages.cart;
  const { csrfToken } = useShopSession();
  const submit = useSubmit();
  const navigation = useNavigation();
  const checks = useRef(new Map<number, LineCheck>());
  const register = useCallback((itemId: number, check: LineCheck | null) => {
    if (check) checks.current.set(itemId, check);
    else checks.current.delete(itemId);
  }, []);
  const busy = navigation.state !== 'idle' && navigation.formData?.get('intent') === 'update';

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const data = new FormData(event.currentTarget);
    for (const [itemId, check] of checks.current) {
      const fields = lineFieldNames(itemId);
      if (data.get(fields.remove) === 'true') continue;
      const quantity = check();
      if (quantity === null) return;
      data.set(fields.quantity, quantity);
    }
    void submit(data, { method: 'post', preventScrollReset: true });
  };

  return (
    <Form method="post" className="cart-lines-form" onSubmit={onSubmit} noValidate preventScrollReset>
      <input type="hidden" name="_token" value={csrfToken} />
      <input type="hidden" name="intent" value="update" />
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
                key={`${line.id ?? `gift-${line.productId}`}-${line.unit.id}-${line.quantity}`}
                line={line}
                currency={cart.currency}
                updateError={updateError?.itemId === line.id ? updateError : null}
                register={register}
              />
            ))}
          </tbody>
        </table>
      </div>
      <div className="cart-lines-form__actions">
        <p className="form-hint">{messages.units.bulk.hint}</p>
        <button type="submit" className="button" disabled={busy} data-testid="cart-bulk-update">
          {messages.units.bulk.submit}
        </button>
      </div>
    </Form>
  );
}
