import type { Permission } from '@tradeshop/shared';
import { Admin, CustomRoutes, Resource } from 'react-admin';
import { Route } from 'react-router-dom';
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
import { jobs } from './jobs';
import { AppLayout } from './layout/AppLayout';
import { LoginPage } from './layout/LoginPage';
import { orders } from './orders';
import { LostPasswordPage } from './login/LostPasswordPage';
import { ResetPasswordPage } from './login/ResetPasswordPage';
import { TwoFactorPage } from './login/TwoFactorPage';
import { PhoneOrderPage } from './orders/creation/PhoneOrderPage';
import { products } from './products';
import { roles } from './roles';
import { contactMessages, trackingRequests, warrantyRegistrations } from './service-requests';
import { shopConfigResources } from './shop-config';
import { users } from './users';

export const App = () => (
  <Admin
    title={i18nProvider.translate('app.title')}
    dataProvider={dataProvider}
    authProvider={authProvider}
    i18nProvider={i18nProvider}
    dashboard={Dashboard}
    layout={AppLayout}
    loginPage={LoginPage}
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
    <Resource {...products} />
    <Resource {...categories} />
    <Resource {...jobs} />
    <Resource {...auditLog} />
    <Resource {...customerApplications} />
    <Resource {...contactMessages} />
    <Resource {...warrantyRegistrations} />
    <Resource {...trackingRequests} />
    {/* Customer companies, users and roles only for those who may see them (authProvider.getPermissions). */}
    {(permissions: Permission[] | undefined) => [
      ...(permissions?.includes('orders.read') ? [<Resource key="orders" {...orders} />] : []),
      ...(permissions?.includes('customers.read')
        ? [
            <Resource key="customers" {...customers} />,
            <Resource key="customer-groups" {...customerGroups} />,
            <Resource key="customer-companies" {...customerCompanies} />,
          ]
        : []),
      // Orders the ERP has not received, with retry (orders.write), issue 14 §6.
      ...(permissions?.includes('orders.read')
        ? [<Resource key="orders-not-synchronized" {...ordersNotSynchronized} />]
        : []),
      ...(permissions?.includes('users.read')
        ? [<Resource key="users" {...users} />, <Resource key="roles" {...roles} />]
        : []),
      // Shop configuration: the list and read-only view with `.read`, forms only with `.write`.
      ...(permissions?.includes('shop_configuration.read')
        ? shopConfigResources(permissions.includes('shop_configuration.write')).map((resource) => (
            <Resource key={resource.name} {...resource} />
          ))
        : []),
    ]}
  </Admin>
);
