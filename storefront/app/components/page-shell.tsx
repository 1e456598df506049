import type { ReactNode } from 'react';
import { useI18n } from '../i18n/use-i18n';
import { ImpersonationBanner } from './impersonation-banner';
import { SiteFooter } from './site-footer';
import { SiteHeader } from './site-header';

export function PageShell({ children }: { children: ReactNode }) {
  const { messages: t } = useI18n();
  return (
    <>
      <a className="skip-link" href="#main-content">
        {t.layout.skipToContent}
      </a>
      <ImpersonationBanner />
      <SiteHeader />
      <main id="main-content" className="site-main" tabIndex={-1}>
        {children}
      </main>
      <SiteFooter />
    </>
  );
}
