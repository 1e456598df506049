import { Typography } from '@mui/material';
import { useState } from 'react';
import { Form, regex, required, TextInput, useTranslate } from 'react-admin';
import { FormError } from './FormError';
import { errorMessage } from './loginApi';
import { SubmitButton } from './SubmitButton';

const SIX_DIGITS = /^\s*\d{3}\s?\d{3}\s*$/;

interface TwoFactorCodeFormProps {
  /** Sends the code; a rejection's message is shown above the field. */
  onSubmit: (code: string) => Promise<unknown>;
  submitLabel: string;
  intro?: string;
}

/** Asks for the 6-digit code of the authenticator app. */
export const TwoFactorCodeForm = ({ onSubmit, submitLabel, intro }: TwoFactorCodeFormProps) => {
  const translate = useTranslate();
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string>();

  const submit = async (values: Record<string, unknown>) => {
    setBusy(true);
    setError(undefined);
    try {
      await onSubmit(String(values.code ?? ''));
    } catch (failure) {
      setError(errorMessage(failure));
    } finally {
      setBusy(false);
    }
  };

  return (
    <Form onSubmit={submit} noValidate>
      {intro && (
        <Typography variant="body2" sx={{ mb: 2 }}>
          {translate(intro)}
        </Typography>
      )}
      <FormError message={error} />
      <TextInput
        autoFocus
        source="code"
        label="app.two_factor.code"
        autoComplete="one-time-code"
        helperText="app.two_factor.code_help"
        slotProps={{ htmlInput: { inputMode: 'numeric', maxLength: 7 } }}
        validate={[required(), regex(SIX_DIGITS, 'app.two_factor.code_format')]}
      />
      <SubmitButton label={submitLabel} busy={busy} />
    </Form>
  );
};
