import { Admin, Resource } from 'react-admin';
import { authProvider } from './authProvider';
import { categories } from './categories';
import { Dashboard } from './dashboard/Dashboard';
import { dataProvider } from './dataProvider';
import { i18nProvider } from './i18n/i18nProvider';
import { jobs } from './jobs';
import { AppLayout } from './layout/AppLayout';
import { LoginPage } from './layout/LoginPage';
import { products } from './products';

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
    <Resource {...products} />
    <Resource {...categories} />
    <Resource {...jobs} />
  </Admin>
);
