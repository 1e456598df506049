import { Alert, Box, CardContent, CardHeader, Link } from '@mui/material';
import { useState } from 'react';
import {
  Form,
  Login,
  PasswordInput,
  required,
  TextInput,
  useLocation,
  useLogin,
  useNavigate,
  useTranslate,
} from 'react-admin';
import { abandonPendingLogin, loginStepPath, type LoginParams, type SecondStep } from '../authProvider';
import { FormError } from '../login/FormError';
import { errorMessage } from '../login/loginApi';
import { SubmitButton } from '../login/SubmitButton';
import { TwoFactorCodeForm } from '../login/TwoFactorCodeForm';
import { TwoFactorSetup } from '../login/TwoFactorSetup';

type Step = 'password' | SecondStep;

const SECOND_STEPS: readonly string[] = ['two-factor-required', 'two-factor-setup-required'];

/** A path inside this app to go to after the login (from a deeplink), or undefined for the dashboard. */
function redirectTarget(value: string | null): string | undefined {
  if (!value || !/^[A-Za-z0-9][A-Za-z0-9\-_.~/%?=&]*$/.test(value) || value.includes('//')) return undefined;
  return value;
}

interface PasswordStepProps {
  onSubmit: (values: { username: string; password: string }) => Promise<void>;
}

// Inputs keep the names username and password: the login endpoint expects them, and browser tests use them.
const PasswordStep = ({ onSubmit }: PasswordStepProps) => {
  const translate = useTranslate();
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string>();

  const submit = async (values: Record<string, unknown>) => {
    setBusy(true);
    setError(undefined);
    try {
      await onSubmit({ username: String(values.username ?? ''), password: String(values.password ?? '') });
    } catch (failure) {
      setError(errorMessage(failure));
    } finally {
      setBusy(false);
    }
  };

  return (
    <Form onSubmit={submit} noValidate>
      <FormError message={error} />
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
      <SubmitButton label="ra.auth.sign_in" busy={busy} />
      <Box sx={{ mt: 2, textAlign: 'center' }}>
        <Link href="#/lost-password" variant="body2">
          {translate('app.login.lost_password')}
        </Link>
      </Box>
    </Form>
  );
};

/**
 * The back-office login: the password, then, if the account has two-factor login, the authenticator code, or,
 * if it must have it but has not set it up, the setup. `?step=` resumes a second step (token login links), and
 * `?redirect=` names the screen to open afterwards (deeplinks).
 */
export const LoginPage = () => {
  const translate = useTranslate();
  const login = useLogin();
  const navigate = useNavigate();
  const location = useLocation();
  const search = new URLSearchParams(location.search);
  const requestedStep = search.get('step');
  const step: Step =
    requestedStep && SECOND_STEPS.includes(requestedStep) ? (requestedStep as SecondStep) : 'password';
  const linkInvalid = search.get('error') === 'link-invalid';
  const then = redirectTarget(search.get('redirect'));

  // A second step owed makes react-admin come back here at that step; a complete login opens `then`.
  const logIn = async (params: LoginParams) => {
    await login({ ...params, then }, then ? `/${then}` : undefined);
  };

  const startOver = () => {
    void abandonPendingLogin();
    navigate(loginStepPath(undefined, then));
  };

  return (
    <Login>
      <CardHeader
        title={translate('app.title')}
        subheader={step === 'password' ? undefined : translate(`app.two_factor.title_${step}`)}
        slotProps={{
          title: { variant: 'h6', component: 'h1', align: 'center' },
          subheader: { align: 'center' },
        }}
      />
      <CardContent sx={{ pt: 0 }}>
        {linkInvalid && step === 'password' && (
          <Alert severity="warning" sx={{ mb: 2 }}>
            {translate('app.login.link_invalid')}
          </Alert>
        )}
        {step === 'password' && <PasswordStep onSubmit={logIn} />}
        {step === 'two-factor-required' && (
          <TwoFactorCodeForm
            intro="app.two_factor.login_intro"
            submitLabel="app.two_factor.verify"
            onSubmit={(code) => logIn({ step, code })}
          />
        )}
        {step === 'two-factor-setup-required' && (
          <TwoFactorSetup onConfirm={(code) => logIn({ step, code })} />
        )}
        {step !== 'password' && (
          <Box sx={{ mt: 2, textAlign: 'center' }}>
            <Link component="button" type="button" variant="body2" onClick={startOver}>
              {translate('app.two_factor.start_over')}
            </Link>
          </Box>
        )}
      </CardContent>
    </Login>
  );
};
