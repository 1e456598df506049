import type { ReactNode } from 'react';
import { Link } from 'react-router';
import type { Messages } from '../../i18n/messages';
import { useI18n } from '../../i18n/use-i18n';
import { cartPath } from '../../lib/cart-paths';
import { errorTitle, metaI18n, pageTitle } from '../../lib/meta';
import type { CheckoutStep } from '../../lib/checkout-paths';
import checkoutStylesHref from './checkout.css?url';
import { StepIndicator } from './step-indicator';
import type { CheckoutStateDto } from '../../api/checkout.server';
import { CheckoutAside } from './checkout-aside';

/** The checkout's own stylesheet, linked by every checkout route. */
export function checkoutLinks() {
  return [{ rel: 'stylesheet', href: checkoutStylesHref }];
}

interface MetaArgsLike {
  matches: Parameters<typeof metaI18n>[0];
  error?: unknown;
}

/** Checkout pages are personal: titled in the page language, never indexed. */
export function checkoutMeta({ matches, error }: MetaArgsLike, title: (t: Messages['checkout']) => string) {
  const i18n = metaI18n(matches);
  if (error) return [{ title: errorTitle(i18n, error) }];
  return [
    { title: pageTitle(i18n, `${title(i18n.messages.checkout)} – ${i18n.messages.checkout.title}`) },
    { name: 'robots', content: 'noindex, nofollow' },
  ];
}

/**
 * A checkout step's page: its heading, the step indicator and a way back to the cart; with `state`, the order
 * summary beside the step (below it on a narrow screen).
 */
export function CheckoutStepPage({
  step,
  completed,
  children,
  state,
}: {
  step: CheckoutStep;
  completed: CheckoutStep[];
  children: ReactNode;
  state?: CheckoutStateDto;
}) {
  const { locale, messages } = useI18n();
  const t = messages.checkout;
  return (
    <div
      className={
        state
          ? 'page account-page checkout-page checkout-page--with-aside'
          : 'page account-page checkout-page'
      }
    >
      <header className="page-header">
        <p className="page-header__lead">{t.title}</p>
        <h1>{t.steps[step]}</h1>
      </header>
      <StepIndicator current={step} completed={completed} />
      <div className="checkout-layout">
        <div className="checkout-layout__main">
          {children}
          <p>
            <Link to={cartPath(locale)}>{t.backToCart}</Link>
          </p>
        </div>
        {state ? <CheckoutAside state={state} /> : null}
      </div>
    </div>
  );
}
