import { Alert, CircularProgress, Link, Typography } from '@mui/material';
import { IDENTITY_LIMITS } from '@tradeshop/shared';
import { useEffect, useState } from 'react';
import {
  Form,
  maxLength,
  minLength,
  PasswordInput,
  required,
  useNavigate,
  useNotify,
  useParams,
  useTranslate,
} from 'react-admin';
import { FormError } from './FormError';
import { LoginCard } from './LoginCard';
import { describeSetPasswordLink, errorMessage, setPassword, type SetPasswordLinkInfo } from './loginApi';
import { SubmitButton } from './SubmitButton';

const passwordRules = [
  required(),
  minLength(IDENTITY_LIMITS.passwordMinLength),
  maxLength(IDENTITY_LIMITS.passwordMaxLength),
];

const sameAsPassword = (value: unknown, values: Record<string, unknown>) =>
  value === values.password ? undefined : 'app.reset_password.mismatch';

/** Choosing a password through a reset or invitation link; afterwards the user logs in as usual. */
export const ResetPasswordPage = () => {
  const translate = useTranslate();
  const notify = useNotify();
  const navigate = useNavigate();
  const { token = '' } = useParams<{ token: string }>();
  const [link, setLink] = useState<SetPasswordLinkInfo>();
  const [linkError, setLinkError] = useState<string>();
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string>();

  useEffect(() => {
    describeSetPasswordLink(token).then(setLink, (failure: unknown) => setLinkError(errorMessage(failure)));
  }, [token]);

  const submit = async (values: Record<string, unknown>) => {
    setBusy(true);
    setError(undefined);
    try {
      await setPassword({
        token,
        password: String(values.password ?? ''),
        passwordRepeat: String(values.passwordRepeat ?? ''),
      });
      notify('app.reset_password.done', { type: 'success' });
      navigate('/login');
    } catch (failure) {
      setError(errorMessage(failure));
    } finally {
      setBusy(false);
    }
  };

  const title = link?.invitation ? 'app.reset_password.title_invitation' : 'app.reset_password.title';
  return (
    <LoginCard title={title}>
      {linkError && (
        <Alert severity="error" role="alert">
          {linkError} <Link href="#/lost-password">{translate('app.reset_password.request_new')}</Link>
        </Alert>
      )}
      {!linkError && !link && <CircularProgress aria-label={translate('ra.page.loading')} />}
      {link && (
        <Form onSubmit={submit} noValidate>
          <Typography variant="body2" sx={{ mb: 2 }}>
            {translate('app.reset_password.intro', {
              email: link.email,
              minLength: IDENTITY_LIMITS.passwordMinLength,
            })}
          </Typography>
          <FormError message={error} />
          <PasswordInput
            autoFocus
            source="password"
            label="app.reset_password.password"
            autoComplete="new-password"
            validate={passwordRules}
          />
          <PasswordInput
            source="passwordRepeat"
            label="app.reset_password.password_repeat"
            autoComplete="new-password"
            validate={[required(), sameAsPassword]}
          />
          <SubmitButton label="app.reset_password.submit" busy={busy} />
        </Form>
      )}
    </LoginCard>
  );
};
