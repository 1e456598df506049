import { data, Link, redirectDocument } from 'react-router';
import type { Route } from './+types/payment-return';
import { retryPayment, returnFromPayment, type PaymentOutcome } from '../../api/checkout.server';
import { AccountForm } from '../../components/account/account-form';
import { checkoutLinks, checkoutMeta } from '../../components/checkout/checkout-page';
import { thankYouPath } from '../../lib/checkout-paths';
import { requireRouteLocale } from '../../i18n/locale.server';
import { useI18n } from '../../i18n/use-i18n';
import { cartPath } from '../../lib/cart-paths';
import { routeError } from '../../lib/route-error';
import { postedForm } from '../../lib/posted-form.server';

export const links: Route.LinksFunction = checkoutLinks;

const OUTCOMES: readonly PaymentOutcome[] = ['paid', 'cancelled', 'failed'];

/**
 * GET /checkout/payment/return?payment=…&outcome=…&signature=…: where the card gateway sends the shopper back.
 * Paid goes on to the thank-you page; cancelled, failed, already paid and no-longer-changeable are explained here
 * (storefront spec §8).
 */
export async function loader({ request, params, context }: Route.LoaderArgs) {
  const locale = requireRouteLocale(request, params);
  const query = new URL(request.url).searchParams;
  const paymentId = query.get('payment') ?? '';
  const outcome = query.get('outcome') as PaymentOutcome;
  const signature = query.get('signature') ?? '';
  if (!/^\d{1,9}$/.test(paymentId) || !OUTCOMES.includes(outcome) || !signature) {
    throw routeError({ reason: 'not-found' }, 404);
  }
  return {
    view: await returnFromPayment(request, context, locale, Number(paymentId), outcome, signature),
  };
}

/** POST: pay again after a failed payment, at a new gateway page. */
export async function action({ request, params, context }: Route.ActionArgs) {
  const locale = requireRouteLocale(request, params);
  const result = await retryPayment(request, context, locale, await postedForm(request));
  if (result.ok) return redirectDocument(result.data.paymentRedirectUrl, { headers: result.headers });
  return data({ failure: result.failure }, { status: result.status });
}

export const meta: Route.MetaFunction = (args) => checkoutMeta(args, (t) => t.steps.payment);

export default function PaymentReturnPage({ loaderData, actionData }: Route.ComponentProps) {
  const { locale, messages } = useI18n();
  const t = messages.checkout.paymentResult;
  const { view } = loaderData;
  const texts = {
    cancelled: [t.cancelledTitle, t.cancelled],
    failed: [t.errorTitle, t.error],
    'already-paid': [t.alreadyPaidTitle, t.alreadyPaid],
    'change-not-allowed': [t.changeNotAllowedTitle, t.changeNotAllowed],
  } as const;
  const [title, text] = texts[view.kind];
  return (
    <div className="page account-page checkout-page">
      <header className="page-header">
        <h1>{title}</h1>
      </header>
      <p className="form-error-summary" role="alert">
        {text}
      </p>
      {view.kind === 'failed' ? (
        <AccountForm failure={actionData?.failure} submitLabel={t.tryAgain}>
          <input type="hidden" name="number" value={view.orderNumber} />
          <input type="hidden" name="token" value={view.token ?? ''} />
        </AccountForm>
      ) : null}
      <p className="account-form__actions">
        {view.kind === 'cancelled' ? (
          <Link to={cartPath(locale)} className="button">
            {t.goToCart}
          </Link>
        ) : null}
        {view.orderNumber && view.kind !== 'cancelled' ? (
          <Link to={thankYouPath(locale, view.orderNumber, view.token)}>{t.showOrder}</Link>
        ) : null}
      </p>
    </div>
  );
}
