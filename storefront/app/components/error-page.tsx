import { LOCALE_NAMES, LOCALE_TAGS, LOCALES } from '@tradeshop/shared';
import { Link } from 'react-router';
import { useI18n } from '../i18n/use-i18n';
import { homePath } from '../lib/paths';
import { describeRouteError } from '../lib/route-error';
import { shopperCodeMessage } from '../lib/shopper-problems';
import { useLocaleAlternates } from './use-locale-alternates';

/** Explains a failed page in the shopper's language; never shows a stack trace or an internal message. */
export function ErrorPage({ error }: { error: unknown }) {
  const { locale, messages: t, format } = useI18n();
  const hrefFor = useLocaleAlternates();
  const { status, payload } = describeRouteError(error);

  let title = t.errors.genericTitle;
  let text: string | null = t.errors.genericText;
  let detail: string | null = null;
  if (payload?.reason === 'unknown-locale') {
    title = t.errors.unknownLocaleTitle;
    text = format(t.errors.unknownLocaleText, { requested: payload.requested });
  } else if (payload?.reason === 'unavailable' || status === 503) {
    title = t.errors.unavailableTitle;
    text = t.errors.unavailableText;
  } else if (status === 404) {
    title = t.errors.notFoundTitle;
    text = t.errors.notFoundText;
    // The API's words are for developers; the shopper reads the page's language (storefront spec §8).
    detail = payload?.reason === 'not-found' ? shopperCodeMessage(payload.code, t) : null;
  } else if (payload?.reason === 'api') {
    title = status === 400 ? t.errors.badRequestTitle : t.errors.genericTitle;
    text = null;
    detail =
      shopperCodeMessage(payload.code, t) ??
      (payload.fields?.includes('page') ? t.shopperProblems.pageInvalid : t.shopperProblems.requestInvalid);
  }

  return (
    <section className="error-page" aria-labelledby="error-title">
      <p className="error-page__status">{format(t.errors.status, { status })}</p>
      <h1 id="error-title">{title}</h1>
      {text ? <p className="error-page__text">{text}</p> : null}
      {detail ? <p className="error-page__detail">{detail}</p> : null}
      {payload?.reason === 'unknown-locale' ? (
        <div className="error-page__languages">
          <p>{t.errors.availableLanguages}</p>
          <ul>
            {LOCALES.map((option) => (
              <li key={option}>
                <Link to={hrefFor(option)} hrefLang={LOCALE_TAGS[option]} lang={LOCALE_TAGS[option]}>
                  {LOCALE_NAMES[option]}
                </Link>
              </li>
            ))}
          </ul>
        </div>
      ) : null}
      <p>
        <Link to={homePath(locale)} className="button">
          {t.errors.backHome}
        </Link>
      </p>
    </section>
  );
}
