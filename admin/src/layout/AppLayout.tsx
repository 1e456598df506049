import { Typography } from '@mui/material';
import { useEffect, type ReactNode } from 'react';
import { AppBar, Layout, TitlePortal, useTranslate } from 'react-admin';
import { AccountMenu } from '../login/AccountMenu';
import { AppMenu } from './AppMenu';

const AppTitleBar = () => {
  const translate = useTranslate();
  const appTitle = translate('app.title');
  useEffect(() => {
    document.title = appTitle;
  }, [appTitle]);
  return (
    <AppBar userMenu={<AccountMenu />}>
      <Typography
        variant="h6"
        component="span"
        data-testid="app-title"
        sx={{ mr: 2, whiteSpace: 'nowrap', display: { xs: 'none', sm: 'block' } }}
      >
        {appTitle}
      </Typography>
      <TitlePortal variant="subtitle1" sx={{ opacity: 0.85 }} />
    </AppBar>
  );
};

export const AppLayout = ({ children }: { children: ReactNode }) => (
  <Layout appBar={AppTitleBar} menu={AppMenu}>
    {children}
  </Layout>
);
