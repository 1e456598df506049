import ApproveIcon from '@mui/icons-material/HowToReg';
import RejectIcon from '@mui/icons-material/DoNotDisturbOn';
import { Stack } from '@mui/material';
import { useState } from 'react';
import { Button, Confirm, HttpError, useNotify, useRecordContext, useRefresh } from 'react-admin';
import { httpClient } from '../httpClient';
import { APPLICATIONS_API, type CustomerApplication } from './types';

type Decision = 'approve' | 'reject';

function errorMessage(error: unknown): string {
  return error instanceof HttpError || error instanceof Error ? error.message : String(error);
}

/**
 * Approve (creates the company and its customer, and mails the invitation) or reject an application. Both ask
 * for confirmation first, and both are disabled once the application is decided.
 */
export const ApplicationDecisionButtons = () => {
  const record = useRecordContext<CustomerApplication>();
  const notify = useNotify();
  const refresh = useRefresh();
  const [confirming, setConfirming] = useState<Decision | undefined>();
  const [busy, setBusy] = useState(false);
  if (!record) return null;
  const decided = record.status !== 'new';

  const decide = async (decision: Decision) => {
    setBusy(true);
    try {
      await httpClient(`${APPLICATIONS_API}/${record.id}/${decision}`, { method: 'POST' });
      notify(`resources.customer-applications.${decision}_done`, {
        type: 'info',
        messageArgs: { company: record.companyName, email: record.email },
      });
      refresh();
    } catch (error) {
      notify(errorMessage(error), { type: 'error' });
    } finally {
      setBusy(false);
      setConfirming(undefined);
    }
  };

  return (
    <Stack direction="row" spacing={1}>
      <Button
        label="resources.customer-applications.approve"
        variant="contained"
        disabled={decided || busy}
        onClick={() => setConfirming('approve')}
      >
        <ApproveIcon />
      </Button>
      <Button
        label="resources.customer-applications.reject"
        color="error"
        disabled={decided || busy}
        onClick={() => setConfirming('reject')}
      >
        <RejectIcon />
      </Button>
      <Confirm
        isOpen={confirming !== undefined}
        loading={busy}
        title={`resources.customer-applications.${confirming ?? 'approve'}_title`}
        content={`resources.customer-applications.${confirming ?? 'approve'}_content`}
        translateOptions={{ company: record.companyName, email: record.email }}
        onConfirm={() => confirming && decide(confirming)}
        onClose={() => setConfirming(undefined)}
      />
    </Stack>
  );
};
