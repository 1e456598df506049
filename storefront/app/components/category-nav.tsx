import type { SyntheticEvent } from 'react';
import { Link, useRouteLoaderData } from 'react-router';
import type { CategoryNodeDto } from '../api/catalogue.server';
import { useI18n } from '../i18n/use-i18n';
import { categoryPath } from '../lib/paths';
import { useShopSession } from '../lib/use-shop-session';
import { ChevronDownIcon, MenuIcon, OrdersIcon, QuickOrderIcon } from './icons';
import { orderHistoryPath } from '../lib/order-paths';
import { quickOrderPath } from './quick-order/quick-order-limits';
import type { HeaderPanels } from './use-header-panels';

/** What the root loader gives the header: the top categories with their children. */
export interface HeaderLoaderData {
  categories: CategoryNodeDto[];
}

/**
 * The header's second row: category navigation, and for a logged-in buyer the trade entrances (quick order,
 * order history). On wide screens each top category is a link with a button beside it that opens its
 * children (the disclosure pattern: Tab reaches every link and button, Enter or Space opens, Escape closes);
 * on phones one "Products" menu (a <details>, so it opens without JavaScript) lists the whole tree.
 */
export function CategoryNav({ panels }: { panels: HeaderPanels }) {
  const { locale, messages: t, format } = useI18n();
  const { customer } = useShopSession();
  const root = useRouteLoaderData<HeaderLoaderData>('root');
  const categories = root?.categories ?? [];
  const phoneOpen = panels.openPanel === 'categories';

  const onPhoneToggle = (event: SyntheticEvent<HTMLDetailsElement>) => {
    if (event.currentTarget.open) panels.open('categories');
    else panels.close('categories');
  };

  const tradeLinks = customer ? (
    <ul className="category-nav__trade">
      <li>
        <Link
          to={quickOrderPath(locale)}
          className="category-nav__trade-link"
          data-testid="header-quick-order"
        >
          <QuickOrderIcon />
          {t.quickOrder.title}
        </Link>
      </li>
      <li>
        <Link to={orderHistoryPath(locale)} className="category-nav__trade-link" title={t.orders.title}>
          <OrdersIcon />
          <span className="category-nav__trade-label">{t.orders.title}</span>
        </Link>
      </li>
    </ul>
  ) : null;

  return (
    <div className="category-nav">
      <div className="category-nav__inner">
        {categories.length > 0 ? (
          <>
            <details
              className="category-nav__phone"
              data-panel="categories"
              open={phoneOpen}
              onToggle={onPhoneToggle}
            >
              <summary className="category-nav__phone-toggle" data-panel-trigger="">
                <MenuIcon />
                {t.siteNav.products}
              </summary>
              <nav className="category-nav__phone-panel" aria-label={t.siteNav.categories}>
                <ul className="category-nav__tree">
                  {categories.map((category) => (
                    <li key={category.slug}>
                      <Link to={categoryPath(locale, category.slug)} className="category-nav__tree-top">
                        {category.name}
                      </Link>
                      {category.children.length > 0 ? (
                        <ul>
                          {category.children.map((child) => (
                            <li key={child.slug}>
                              <Link to={categoryPath(locale, child.slug)}>{child.name}</Link>
                            </li>
                          ))}
                        </ul>
                      ) : null}
                    </li>
                  ))}
                </ul>
              </nav>
            </details>
            <nav className="category-nav__bar" aria-label={t.siteNav.categories}>
              <ul className="category-nav__tops">
                {categories.map((category) => {
                  const panel = `category:${category.slug}` as const;
                  const open = panels.openPanel === panel;
                  const menuId = `category-nav-menu-${category.slug}`;
                  return (
                    <li key={category.slug} className="category-nav__top" data-panel={panel}>
                      <Link to={categoryPath(locale, category.slug)} className="category-nav__top-link">
                        {category.name}
                      </Link>
                      {category.children.length > 0 ? (
                        <>
                          <button
                            type="button"
                            className="category-nav__top-button"
                            aria-expanded={open}
                            aria-controls={menuId}
                            data-panel-trigger=""
                            onClick={() => panels.toggle(panel)}
                          >
                            <ChevronDownIcon />
                            <span className="visually-hidden">{category.name}</span>
                          </button>
                          <ul id={menuId} className="category-nav__menu" hidden={!open}>
                            <li>
                              <Link to={categoryPath(locale, category.slug)} className="category-nav__all">
                                {format(t.siteNav.allIn, { category: category.name })}
                              </Link>
                            </li>
                            {category.children.map((child) => (
                              <li key={child.slug}>
                                <Link to={categoryPath(locale, child.slug)}>{child.name}</Link>
                              </li>
                            ))}
                          </ul>
                        </>
                      ) : null}
                    </li>
                  );
                })}
              </ul>
            </nav>
          </>
        ) : null}
        {tradeLinks}
      </div>
    </div>
  );
}
