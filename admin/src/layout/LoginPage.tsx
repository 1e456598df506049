import { CardHeader } from '@mui/material';
import { Login, LoginForm, PasswordInput, required, TextInput, useTranslate } from 'react-admin';

// Inputs keep the names username and password: the login endpoint expects them, and browser tests use them.
export const LoginPage = () => {
  const translate = useTranslate();
  return (
    <Login>
      <CardHeader
        title={translate('app.title')}
        slotProps={{ title: { variant: 'h6', component: 'h1', align: 'center' } }}
      />
      <LoginForm>
        <TextInput
          autoFocus
          source="username"
          type="email"
          label="app.login.email"
          autoComplete="username"
          validate={required()}
        />
        <PasswordInput
          source="password"
          label="app.login.password"
          autoComplete="current-password"
          validate={required()}
        />
      </LoginForm>
    </Login>
  );
};
