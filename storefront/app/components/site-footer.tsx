import { Link, useRouteLoaderData } from 'react-router';
import type { ContentPageLinkDto } from '../api/content.server';
import { useI18n } from '../i18n/use-i18n';
import { applyPath, contentPagePath } from '../lib/paths';
import { fireSafetyGuidePath } from './fire-safety-guide/guide-paths';
import { LanguageLinks } from './language-links';
import { NewsletterFooterForm } from './newsletter/newsletter-footer-form';
import { StoreNote } from './store-wording/store-note';
import { quickOrderPath } from './quick-order/quick-order-limits';
import { contactPath, trackingPath, warrantyPath } from './service-requests/service-paths';

/** What the root loader adds for the footer. */
export interface FooterLoaderData {
  /** The content pages of the language (delivery terms, about us, …). */
  contentPages: ContentPageLinkDto[];
}

export function SiteFooter() {
  const { messages: t, format, locale } = useI18n();
  const contentPages = (useRouteLoaderData('root') as FooterLoaderData | undefined)?.contentPages ?? [];

  return (
    <footer className="site-footer">
      <div className="site-footer__inner">
        <div className="site-footer__about">
          <p className="site-footer__name">{t.shop.name}</p>
          <p>{t.layout.footerAbout}</p>
          <p>{t.layout.footerTradeOnly}</p>
          <p>
            <Link to={applyPath(locale)}>{t.apply.footerLink}</Link>
          </p>
          <h2 className="site-footer__heading">{t.storeWording.contactHeading}</h2>
          <StoreNote kind="contact" />
        </div>
        <nav className="site-footer__service" aria-labelledby="footer-service">
          <h2 id="footer-service" className="site-footer__heading">
            {t.layout.footerService}
          </h2>
          <ul className="site-footer__links">
            <li>
              <Link to={quickOrderPath(locale)}>{t.quickOrder.title}</Link>
            </li>
            <li>
              <Link to={fireSafetyGuidePath(locale)}>{t.fireSafetyGuide.footerLink}</Link>
            </li>
            <li>
              <Link to={trackingPath(locale)}>{t.serviceRequests.tracking.title}</Link>
            </li>
            <li>
              <Link to={warrantyPath({}, locale)}>{t.serviceRequests.warranty.title}</Link>
            </li>
            <li>
              <Link to={contactPath(locale)}>{t.serviceRequests.contact.title}</Link>
            </li>
          </ul>
        </nav>
        {contentPages.length > 0 ? (
          <nav className="site-footer__service" aria-labelledby="footer-content-pages">
            <h2 id="footer-content-pages" className="site-footer__heading">
              {t.contentPages.footerHeading}
            </h2>
            <ul className="site-footer__links">
              {contentPages.map((page) => (
                <li key={page.id}>
                  <Link to={contentPagePath(locale, page.slug)}>{page.title}</Link>
                </li>
              ))}
            </ul>
          </nav>
        ) : null}
        <NewsletterFooterForm />
        <nav className="site-footer__languages" aria-labelledby="footer-languages">
          <h2 id="footer-languages" className="site-footer__heading">
            {t.layout.footerLanguages}
          </h2>
          <LanguageLinks />
        </nav>
      </div>
      <p className="site-footer__copyright">
        {format(t.layout.copyright, { year: new Date().getFullYear(), shop: t.shop.name })}
      </p>
    </footer>
  );
}
