import { Alert, Box, CircularProgress, Typography } from '@mui/material';
import { useEffect, useRef, useState } from 'react';
import { useTranslate } from 'react-admin';
import { errorMessage, startTwoFactorSetup, type TwoFactorSetupData } from './loginApi';
import { TwoFactorCodeForm } from './TwoFactorCodeForm';

/**
 * Setting up the authenticator app: a new secret as a QR code and as text, then the app's first code confirms it.
 * Used at a login that requires two-factor login and on the user's own two-factor page.
 */
export const TwoFactorSetup = ({ onConfirm }: { onConfirm: (code: string) => Promise<unknown> }) => {
  const translate = useTranslate();
  const [setup, setSetup] = useState<TwoFactorSetupData>();
  const [error, setError] = useState<string>();
  // Every request makes a new secret: ask once per mount, even when React runs the effect twice.
  const requested = useRef(false);

  useEffect(() => {
    if (requested.current) return;
    requested.current = true;
    startTwoFactorSetup().then(setSetup, (failure: unknown) => setError(errorMessage(failure)));
  }, []);

  if (error)
    return (
      <Alert severity="error" role="alert">
        {error}
      </Alert>
    );
  if (!setup) return <CircularProgress aria-label={translate('ra.page.loading')} />;

  return (
    <Box>
      <Typography variant="body2" sx={{ mb: 1 }}>
        {translate('app.two_factor.setup_intro')}
      </Typography>
      <Box sx={{ display: 'flex', justifyContent: 'center', mb: 1 }}>
        <img src={setup.qrCode} width={200} height={200} alt={translate('app.two_factor.qr_alt')} />
      </Box>
      <Typography variant="body2">{translate('app.two_factor.secret_label')}</Typography>
      <Typography
        component="code"
        data-testid="two-factor-secret"
        sx={{ display: 'block', fontFamily: 'monospace', wordBreak: 'break-all', mb: 2, userSelect: 'all' }}
      >
        {setup.secret}
      </Typography>
      <TwoFactorCodeForm onSubmit={onConfirm} submitLabel="app.two_factor.confirm" />
    </Box>
  );
};
