import { Box, CardContent, CardHeader, Link } from '@mui/material';
import type { ReactNode } from 'react';
import { Login, useTranslate } from 'react-admin';

/** The login page's card for the screens around it (lost password, choosing a password). */
export const LoginCard = ({ title, children }: { title: string; children: ReactNode }) => {
  const translate = useTranslate();
  return (
    <Login>
      <CardHeader
        title={translate(title)}
        slotProps={{ title: { variant: 'h6', component: 'h1', align: 'center' } }}
      />
      <CardContent sx={{ pt: 0 }}>
        {children}
        <Box sx={{ mt: 2, textAlign: 'center' }}>
          <Link href="#/login" variant="body2">
            {translate('app.login.back_to_login')}
          </Link>
        </Box>
      </CardContent>
    </Login>
  );
};
