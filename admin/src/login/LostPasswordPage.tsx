import { Alert, Typography } from '@mui/material';
import { useState } from 'react';
import { email, Form, required, TextInput, useTranslate } from 'react-admin';
import { FormError } from './FormError';
import { LoginCard } from './LoginCard';
import { errorMessage, requestPasswordReset } from './loginApi';
import { SubmitButton } from './SubmitButton';

/** Asks for a reset link by e-mail. The answer is the same whether or not the address has an account. */
export const LostPasswordPage = () => {
  const translate = useTranslate();
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string>();
  const [sent, setSent] = useState(false);

  const submit = async (values: Record<string, unknown>) => {
    setBusy(true);
    setError(undefined);
    try {
      await requestPasswordReset(String(values.email ?? ''));
      setSent(true);
    } catch (failure) {
      setError(errorMessage(failure));
    } finally {
      setBusy(false);
    }
  };

  return (
    <LoginCard title="app.lost_password.title">
      {sent ? (
        <Alert severity="success" role="status">
          {translate('app.lost_password.sent')}
        </Alert>
      ) : (
        <Form onSubmit={submit} noValidate>
          <Typography variant="body2" sx={{ mb: 2 }}>
            {translate('app.lost_password.intro')}
          </Typography>
          <FormError message={error} />
          <TextInput
            autoFocus
            source="email"
            type="email"
            label="app.login.email"
            autoComplete="username"
            validate={[required(), email()]}
          />
          <SubmitButton label="app.lost_password.submit" busy={busy} />
        </Form>
      )}
    </LoginCard>
  );
};
