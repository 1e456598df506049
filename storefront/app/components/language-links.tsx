import { LOCALE_NAMES, LOCALE_TAGS, LOCALES } from '@tradeshop/shared';
import { Link } from 'react-router';
import { useI18n } from '../i18n/use-i18n';
import { useLocaleAlternates } from './use-locale-alternates';

/** The current page in each language, each named in its own language. */
export function LanguageLinks({ linkClassName }: { linkClassName?: string }) {
  const { locale } = useI18n();
  const hrefFor = useLocaleAlternates();
  return (
    <ul>
      {LOCALES.map((option) => (
        <li key={option}>
          <Link
            to={hrefFor(option)}
            hrefLang={LOCALE_TAGS[option]}
            lang={LOCALE_TAGS[option]}
            aria-current={option === locale ? 'true' : undefined}
            className={linkClassName}
          >
            {LOCALE_NAMES[option]}
          </Link>
        </li>
      ))}
    </ul>
  );
}
