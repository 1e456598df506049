import { Alert, Box, Chip, Stack, TextField as MuiTextField, Typography } from '@mui/material';
import { useState } from 'react';
import {
  Button,
  Confirm,
  HttpError,
  useNotify,
  useRecordContext,
  useRefresh,
  useTranslate,
} from 'react-admin';
import { useFormats } from '../common/useIntlLocale';
import { httpClient } from '../httpClient';

interface SecurityRecord {
  id: number | string;
  email?: string;
  twoFactorEnabled?: boolean;
}

interface CreatedLink {
  kind: 'invitation' | 'token_login';
  link: string;
  expiresAt: string;
}

type ConfirmedAction = 'reset_2fa' | 'disable_2fa';

const USER_API = '/admin/user';

function errorMessage(error: unknown): string {
  return error instanceof HttpError || error instanceof Error ? error.message : String(error);
}

/**
 * The security actions of one back-office user, shown in the user's edit view: their two-factor state, resetting
 * or disabling it, and creating an invitation or a token login link to hand over.
 */
export const UserSecurityActions = () => {
  const record = useRecordContext<SecurityRecord>();
  const translate = useTranslate();
  const formats = useFormats();
  const notify = useNotify();
  const refresh = useRefresh();
  const [busy, setBusy] = useState(false);
  const [confirming, setConfirming] = useState<ConfirmedAction | undefined>();
  const [createdLink, setCreatedLink] = useState<CreatedLink | undefined>();

  if (!record) return null;
  const id = encodeURIComponent(String(record.id));

  const run = async (work: () => Promise<void>) => {
    setBusy(true);
    try {
      await work();
    } catch (error) {
      notify(errorMessage(error), { type: 'error' });
    } finally {
      setBusy(false);
    }
  };

  const changeTwoFactor = (action: ConfirmedAction) =>
    run(async () => {
      if (action === 'reset_2fa') {
        await httpClient(`${USER_API}/reset-2fa-secret?id=${id}`, { method: 'PUT' });
      } else {
        await httpClient(`${USER_API}/disable-2fa?id=${id}`, { method: 'DELETE' });
      }
      notify(`app.user_security.${action}_done`, { type: 'info' });
      setConfirming(undefined);
      refresh();
    });

  const createInvitationLink = () =>
    run(async () => {
      const { json } = await httpClient(`${USER_API}/invitationlink`, {
        method: 'POST',
        body: JSON.stringify({ id: Number(record.id) }),
      });
      setCreatedLink({ kind: 'invitation', ...(json as Omit<CreatedLink, 'kind'>) });
      notify('app.user_security.invitation_sent', { type: 'info' });
    });

  const createTokenLoginLink = () =>
    run(async () => {
      const { json } = await httpClient(`${USER_API}/get-token-login-link?id=${id}`);
      setCreatedLink({ kind: 'token_login', ...(json as Omit<CreatedLink, 'kind'>) });
    });

  const copyLink = (link: string) =>
    run(async () => {
      await navigator.clipboard.writeText(link);
      notify('app.user_security.link_copied', { type: 'info' });
    });

  return (
    <Box component="section" aria-labelledby="user-security-title" sx={{ mt: 2 }}>
      <Typography id="user-security-title" variant="h6" component="h2" gutterBottom>
        {translate('app.user_security.title')}
      </Typography>
      <Stack direction="row" spacing={1} sx={{ alignItems: 'center', mb: 2 }}>
        <Typography variant="body2">{translate('app.user_security.two_factor')}</Typography>
        <Chip
          size="small"
          data-testid="two-factor-state"
          color={record.twoFactorEnabled ? 'success' : 'default'}
          label={translate(
            record.twoFactorEnabled ? 'app.user_security.enabled' : 'app.user_security.disabled',
          )}
        />
      </Stack>
      <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap' }}>
        <Button
          label="app.user_security.reset_2fa"
          variant="outlined"
          disabled={busy}
          onClick={() => setConfirming('reset_2fa')}
        />
        <Button
          label="app.user_security.disable_2fa"
          variant="outlined"
          disabled={busy || !record.twoFactorEnabled}
          onClick={() => setConfirming('disable_2fa')}
        />
        <Button
          label="app.user_security.create_invitation_link"
          variant="outlined"
          disabled={busy}
          onClick={() => void createInvitationLink()}
        />
        <Button
          label="app.user_security.create_token_login_link"
          variant="outlined"
          disabled={busy}
          onClick={() => void createTokenLoginLink()}
        />
      </Stack>
      {createdLink && (
        <Alert severity="info" sx={{ mt: 2 }} role="status">
          <Typography variant="body2" gutterBottom>
            {translate(`app.user_security.${createdLink.kind}_link_created`, {
              expiresAt: formats.dateTime(createdLink.expiresAt),
            })}
          </Typography>
          <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
            <MuiTextField
              size="small"
              fullWidth
              value={createdLink.link}
              label={translate('app.user_security.link')}
              slotProps={{ htmlInput: { readOnly: true, 'data-testid': 'created-link' } }}
              onFocus={(event) => event.target.select()}
            />
            <Button
              label="app.user_security.copy_link"
              disabled={busy}
              onClick={() => void copyLink(createdLink.link)}
            />
          </Stack>
        </Alert>
      )}
      <Confirm
        isOpen={confirming !== undefined}
        loading={busy}
        title={`app.user_security.${confirming ?? 'reset_2fa'}_title`}
        content={`app.user_security.${confirming ?? 'reset_2fa'}_content`}
        translateOptions={{ email: record.email ?? '' }}
        onConfirm={() => confirming && void changeTwoFactor(confirming)}
        onClose={() => setConfirming(undefined)}
      />
    </Box>
  );
};
