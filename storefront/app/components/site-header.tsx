import { Link } from 'react-router';
import { useI18n } from '../i18n/use-i18n';
import { homePath } from '../lib/paths';
import { CategoryNav } from './category-nav';
import { LogoMark } from './icons';
import { LanguageSwitcher } from './language-switcher';
import { HeaderAccount } from './account/header-account';
import { Minicart } from './minicart';
import { SearchForm } from './search-form';
import { useHeaderPanels } from './use-header-panels';
import { WishlistHeaderLink } from './wishlist/wishlist-header-link';

export function SiteHeader() {
  const { locale, messages: t } = useI18n();
  const panels = useHeaderPanels();

  return (
    <header className="site-header">
      <div className="site-header__inner">
        {/* Named by its visible text, so speech users can say what they see (WCAG 2.5.3 label in name). */}
        <Link to={homePath(locale)} className="site-logo">
          <LogoMark className="site-logo__mark" />
          <span className="site-logo__text">
            <span className="site-logo__name">{t.shop.name}</span>
            <span className="site-logo__tagline">{t.shop.tagline}</span>
          </span>
          <span className="visually-hidden"> ({t.breadcrumbs.home})</span>
        </Link>
        <SearchForm panels={panels} />
        <div className="site-header__actions">
          <LanguageSwitcher panels={panels} />
          <WishlistHeaderLink />
          <Minicart panels={panels} />
          <HeaderAccount panels={panels} />
        </div>
      </div>
      <CategoryNav panels={panels} />
    </header>
  );
}
