import type { Permission } from '@tradeshop/shared';
import {
  Admin,
  CustomRoutes,
  defaultDarkTheme,
  defaultLightTheme,
  Resource,
  type RaThemeOptions,
  type ResourceProps,
} from 'react-admin';
import { Route } from 'react-router-dom';
import { assetFolders, assets } from './assets';
import { auditLog } from './audit-log';
import { authProvider } from './authProvider';
import { categories } from './categories';
import { customerApplications } from './customer-applications';
import { customerCompanies } from './customer-companies';
import { customerGroups, customers } from './customers';
import { ordersNotSynchronized } from './orders-not-synchronized';
import { Dashboard } from './dashboard/Dashboard';
import { dataProvider } from './dataProvider';
import { i18nProvider } from './i18n/i18nProvider';
import { imports } from './imports';
import { importerConfigs, importerRuns } from './importer';
import { jobs } from './jobs';
import { messenger } from './messenger';
import { AppLayout } from './layout/AppLayout';
import { LoginPage } from './layout/LoginPage';
import { NotFoundOrDenied } from './layout/NotFoundOrDenied';
import { orders } from './orders';
import { LostPasswordPage } from './login/LostPasswordPage';
import { ResetPasswordPage } from './login/ResetPasswordPage';
import { TwoFactorPage } from './login/TwoFactorPage';
import { PhoneOrderPage } from './orders/creation/PhoneOrderPage';
import { products } from './products';
import { tags } from './tags';
import { queryClient } from './queryClient';
import { roles } from './roles';
import { mayOpen } from './sections';
import { contactMessages, trackingRequests, warrantyRegistrations } from './service-requests';
import { shopConfigResources } from './shop-config';
import { users } from './users';

/** The screens in menu order within their section (sections.ts); each opens with its section's read permission. */
const SCREENS: ResourceProps[] = [
  products,
  categories,
  // The media library belongs to the catalogue section (docs/decisions/2026-11-28-media-library.md).
  assets,
  assetFolders,
  tags,
  orders,
  // Orders the ERP has not received, with retry (orders.write), issue 14 §6.
  ordersNotSynchronized,
  customers,
  customerGroups,
  customerCompanies,
  customerApplications,
  contactMessages,
  warrantyRegistrations,
  trackingRequests,
  importerConfigs,
  importerRuns,
  imports,
  jobs,
  messenger,
  users,
  roles,
  auditLog,
];

/** The menu is wide enough for the longest screen names (in Finnish and French too) to be read whole. */
const withWideMenu = (theme: RaThemeOptions): RaThemeOptions => ({
  ...theme,
  sidebar: { width: 290, closedWidth: 55 },
});

export const App = () => (
  <Admin
    title={i18nProvider.translate('app.title')}
    dataProvider={dataProvider}
    authProvider={authProvider}
    i18nProvider={i18nProvider}
    dashboard={Dashboard}
    layout={AppLayout}
    theme={withWideMenu(defaultLightTheme)}
    darkTheme={withWideMenu(defaultDarkTheme)}
    loginPage={LoginPage}
    catchAll={NotFoundOrDenied}
    queryClient={queryClient}
    requireAuth
    disableTelemetry
  >
    <CustomRoutes noLayout>
      <Route path="/lost-password" element={<LostPasswordPage />} />
      <Route path="/reset-password/:token" element={<ResetPasswordPage />} />
    </CustomRoutes>
    <CustomRoutes>
      <Route path="/two-factor" element={<TwoFactorPage />} />
    </CustomRoutes>
    <CustomRoutes>
      <Route path="/orders/phone-order" element={<PhoneOrderPage />} />
    </CustomRoutes>
    {/* Only the screens the user's permissions open (sections.ts); another address of a section shows
        "access denied" (NotFoundOrDenied), not "not found". */}
    {(permissions: Permission[] | undefined) => [
      ...SCREENS.filter((screen) => mayOpen(permissions, screen.name)).map((screen) => (
        <Resource key={screen.name} {...screen} />
      )),
      // Shop configuration: the list and read-only view with `.read`, forms only with `.write`.
      ...(mayOpen(permissions, 'shop-config')
        ? shopConfigResources(permissions?.includes('shop_configuration.write') ?? false).map((resource) => (
            <Resource key={resource.name} {...resource} />
          ))
        : []),
    ]}
  </Admin>
);
