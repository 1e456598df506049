import { Link } from 'react-router';
import { useI18n } from '../../i18n/use-i18n';
import { accountPath, applyPath } from '../../lib/paths';

/**
 * What happens after registering and after applying, told the same way on both pages (storefront spec §6: a
 * visitor may apply for a customer account), with a link to the other way.
 */
export function NextSteps({ current }: { current: 'register' | 'apply' }) {
  const { locale, messages } = useI18n();
  const t = messages.forms.nextSteps;
  return (
    <section className="next-steps" aria-labelledby="next-steps-title" data-testid="next-steps">
      <h2 id="next-steps-title">{t.title}</h2>
      <ul>
        <li className={current === 'register' ? 'next-steps__current' : undefined}>
          {t.register}
          {current === 'apply' ? (
            <>
              {' '}
              <Link to={accountPath(locale, 'register')}>{t.registerLink}</Link>
            </>
          ) : null}
        </li>
        <li className={current === 'apply' ? 'next-steps__current' : undefined}>
          {t.apply}
          {current === 'register' ? (
            <>
              {' '}
              <Link to={applyPath(locale)}>{t.applyLink}</Link>
            </>
          ) : null}
        </li>
      </ul>
    </section>
  );
}
