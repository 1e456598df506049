import { Alert, Button, Card, CardContent, Chip, Stack, Typography } from '@mui/material';
import { useEffect, useState } from 'react';
import { Form, PasswordInput, required, Title, useNotify, useTranslate } from 'react-admin';
import type { AdminUser } from '../authProvider';
import { httpClient } from '../httpClient';
import { FormError } from './FormError';
import { confirmTwoFactorSetup, errorMessage, resetMyTwoFactor } from './loginApi';
import { SubmitButton } from './SubmitButton';
import { TwoFactorSetup } from './TwoFactorSetup';

type Mode = 'overview' | 'setup' | 'reset';

/** The current user's own two-factor login: set it up, or reset it for a new phone (with the password). */
export const TwoFactorPage = () => {
  const translate = useTranslate();
  const notify = useNotify();
  const [enabled, setEnabled] = useState<boolean>();
  const [mode, setMode] = useState<Mode>('overview');
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string>();

  const load = () =>
    httpClient('/admin/user/get-current-user').then(
      ({ json }) => setEnabled((json as AdminUser).twoFactorEnabled),
      (failure: unknown) => setError(errorMessage(failure)),
    );

  useEffect(() => {
    void load();
  }, []);

  const confirm = async (code: string) => {
    await confirmTwoFactorSetup(code);
    notify('app.two_factor.enabled_notice', { type: 'success' });
    setMode('overview');
    await load();
  };

  const reset = async (values: Record<string, unknown>) => {
    setBusy(true);
    setError(undefined);
    try {
      await resetMyTwoFactor({ password: String(values.password ?? '') });
      notify('app.two_factor.reset_notice', { type: 'info' });
      setEnabled(false);
      setMode('setup');
    } catch (failure) {
      setError(errorMessage(failure));
    } finally {
      setBusy(false);
    }
  };

  return (
    <Card sx={{ mt: 2, maxWidth: 520 }}>
      <Title title="app.two_factor.page_title" />
      <CardContent>
        <Typography variant="h6" component="h1" gutterBottom>
          {translate('app.two_factor.page_title')}
        </Typography>
        {enabled !== undefined && (
          <Stack direction="row" spacing={1} sx={{ alignItems: 'center', mb: 2 }}>
            <Typography variant="body2">{translate('app.user_security.two_factor')}</Typography>
            <Chip
              size="small"
              data-testid="own-two-factor-state"
              color={enabled ? 'success' : 'default'}
              label={translate(enabled ? 'app.user_security.enabled' : 'app.user_security.disabled')}
            />
          </Stack>
        )}
        {mode === 'overview' && <FormError message={error} />}
        {mode === 'overview' && enabled === false && (
          <>
            <Typography variant="body2" sx={{ mb: 2 }}>
              {translate('app.two_factor.page_intro')}
            </Typography>
            <Button variant="contained" onClick={() => setMode('setup')}>
              {translate('app.two_factor.set_up')}
            </Button>
          </>
        )}
        {mode === 'overview' && enabled === true && (
          <Button variant="outlined" onClick={() => setMode('reset')}>
            {translate('app.two_factor.reset_own')}
          </Button>
        )}
        {mode === 'setup' && <TwoFactorSetup onConfirm={confirm} />}
        {mode === 'reset' && (
          <Form onSubmit={reset} noValidate>
            <Alert severity="warning" sx={{ mb: 2 }}>
              {translate('app.two_factor.reset_own_intro')}
            </Alert>
            <FormError message={error} />
            <PasswordInput
              autoFocus
              source="password"
              label="app.two_factor.current_password"
              autoComplete="current-password"
              validate={required()}
            />
            <SubmitButton label="app.two_factor.reset_own" busy={busy} />
          </Form>
        )}
      </CardContent>
    </Card>
  );
};
