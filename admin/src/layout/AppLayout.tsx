import { Typography } from '@mui/material';
import { useEffect, type ReactNode } from 'react';
import { AppBar, Layout, TitlePortal, useTranslate } from 'react-admin';
import { AccountMenu } from '../login/AccountMenu';
import { AppMenu } from './AppMenu';

/**
 * On a phone the language button shows only its icons (the language's name stays its accessible name), so the
 * page title beside it is not cut to a few letters.
 */
const compactOnPhone = {
  // the language button is the app bar's only text button with a menu (react-admin gives it no class of its own)
  '& .RaAppBar-toolbar .MuiButton-root[aria-haspopup="true"]': {
    fontSize: { xs: 0, sm: '0.875rem' },
    minWidth: 0,
  },
} as const;

const AppTitleBar = () => {
  const translate = useTranslate();
  const appTitle = translate('app.title');
  useEffect(() => {
    document.title = appTitle;
  }, [appTitle]);
  return (
    <AppBar userMenu={<AccountMenu />} sx={compactOnPhone}>
      <Typography
        variant="h6"
        component="span"
        data-testid="app-title"
        sx={{ mr: 2, whiteSpace: 'nowrap', display: { xs: 'none', sm: 'block' } }}
      >
        {appTitle}
      </Typography>
      {/* a long title (a product's name) ends in an ellipsis before the buttons instead of running under them */}
      <TitlePortal
        variant="subtitle1"
        sx={{
          opacity: 0.85,
          minWidth: 0,
          overflow: 'hidden',
          textOverflow: 'ellipsis',
          whiteSpace: 'nowrap',
        }}
      />
    </AppBar>
  );
};

export const AppLayout = ({ children }: { children: ReactNode }) => (
  <Layout appBar={AppTitleBar} menu={AppMenu}>
    {children}
  </Layout>
);
