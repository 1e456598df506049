import { Form } from 'react-router';
import { useI18n } from '../../i18n/use-i18n';
import { useShopSession } from '../../lib/use-shop-session';
import { newsletterPath } from './newsletter-paths';

/** The footer's newsletter form: posts to the newsletter page, which answers (double opt-in). */
export function NewsletterFooterForm() {
  const { locale, messages } = useI18n();
  const t = messages.newsletter;
  const { csrfToken } = useShopSession();
  return (
    <Form
      method="post"
      action={newsletterPath(locale)}
      className="newsletter-footer"
      aria-labelledby="footer-newsletter"
    >
      <h2 id="footer-newsletter" className="site-footer__heading">
        {t.footerHeading}
      </h2>
      <p>{t.footerIntro}</p>
      <input type="hidden" name="_token" value={csrfToken} />
      <label htmlFor="newsletter-footer-email" className="visually-hidden">
        {t.email}
      </label>
      <div className="newsletter-footer__row">
        <input
          id="newsletter-footer-email"
          name="email"
          type="email"
          autoComplete="email"
          required
          placeholder={t.email}
          spellCheck={false}
        />
        <button type="submit" className="button button--small">
          {t.subscribe}
        </button>
      </div>
    </Form>
  );
}
