import { Link } from 'react-router';
import { useI18n } from '../../i18n/use-i18n';
import { CHECKOUT_STEPS, checkoutPath, type CheckoutStep } from '../../lib/checkout-paths';

/**
 * Where the shopper is in the checkout: steps already done link back to their page, the current one is marked
 * for screen readers with aria-current, later ones are plain text until the earlier ones are done.
 */
export function StepIndicator({ current, completed }: { current: CheckoutStep; completed: CheckoutStep[] }) {
  const { locale, messages } = useI18n();
  const t = messages.checkout.steps;
  return (
    <nav aria-label={t.label} className="checkout-steps">
      <ol>
        {CHECKOUT_STEPS.map((step, index) => {
          const isCurrent = step === current;
          const isDone = completed.includes(step) && !isCurrent;
          const label = `${index + 1}. ${t[step]}`;
          return (
            <li
              key={step}
              className={`checkout-steps__step${isCurrent ? ' is-current' : ''}${isDone ? ' is-done' : ''}`}
            >
              {isCurrent ? (
                <span aria-current="step">
                  {label}
                  <span className="visually-hidden"> ({t.current})</span>
                </span>
              ) : isDone ? (
                <Link to={checkoutPath(locale, step)}>
                  {label}
                  <span className="visually-hidden"> ({t.done})</span>
                </Link>
              ) : (
                <span>{label}</span>
              )}
            </li>
          );
        })}
      </ol>
    </nav>
  );
}
