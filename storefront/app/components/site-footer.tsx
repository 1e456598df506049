import { LOCALE_NAMES, LOCALE_TAGS, LOCALES } from '@tradeshop/shared';
import { Link } from 'react-router';
import { useI18n } from '../i18n/use-i18n';
import { useLocaleAlternates } from './use-locale-alternates';

export function SiteFooter() {
  const { locale, messages: t, format } = useI18n();
  const hrefFor = useLocaleAlternates();

  return (
    <footer className="site-footer">
      <div className="site-footer__inner">
        <div className="site-footer__about">
          <p className="site-footer__name">{t.shop.name}</p>
          <p>{t.layout.footerAbout}</p>
          <p>{t.layout.footerTradeOnly}</p>
        </div>
        <nav className="site-footer__languages" aria-labelledby="footer-languages">
          <h2 id="footer-languages" className="site-footer__heading">
            {t.layout.footerLanguages}
          </h2>
          <ul>
            {LOCALES.map((option) => (
              <li key={option}>
                <Link
                  to={hrefFor(option)}
                  hrefLang={LOCALE_TAGS[option]}
                  lang={LOCALE_TAGS[option]}
                  aria-current={option === locale ? 'true' : undefined}
                >
                  {LOCALE_NAMES[option]}
                </Link>
              </li>
            ))}
          </ul>
        </nav>
      </div>
      <p className="site-footer__copyright">
        {format(t.layout.copyright, { year: new Date().getFullYear(), shop: t.shop.name })}
      </p>
    </footer>
  );
}
