import type { Locale } from '@tradeshop/shared';
import { homePath, withQuery } from './paths';

/** The checkout's steps, in the order the shopper walks them (storefront spec §2). */
export const CHECKOUT_STEPS = ['address', 'shipping', 'payment', 'summary'] as const;
export type CheckoutStep = (typeof CHECKOUT_STEPS)[number];

/** Which steps hold valid answers, as the checkout state tells. */
interface StepProgress {
  steps: Record<CheckoutStep, boolean>;
}

/** The first step without a valid answer; the summary when all are answered. */
export function firstOpenStep({ steps }: StepProgress): CheckoutStep {
  return CHECKOUT_STEPS.find((step) => !steps[step]) ?? 'summary';
}

/** The steps that hold valid answers (the step indicator links back to them). */
export function completedSteps({ steps }: StepProgress): CheckoutStep[] {
  return CHECKOUT_STEPS.filter((step) => steps[step]);
}

/** `/checkout` (which sends the shopper to the first step still to do) or one step's page. */
export function checkoutPath(locale: Locale, step?: CheckoutStep): string {
  return step ? `${homePath(locale)}/checkout/${step}` : `${homePath(locale)}/checkout`;
}

/** The order confirmation; a guest's order is shown only with the token the API signed for it. */
export function thankYouPath(locale: Locale, orderNumber: string, token?: string | null): string {
  return withQuery(`${homePath(locale)}/checkout/thank-you/${encodeURIComponent(orderNumber)}`, { token });
}
