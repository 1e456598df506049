import DoneIcon from '@mui/icons-material/TaskAlt';
import ReopenIcon from '@mui/icons-material/Replay';
import type { Permission } from '@tradeshop/shared';
import { useState } from 'react';
import { Button, HttpError, useNotify, usePermissions, useRecordContext, useRefresh } from 'react-admin';
import { httpClient } from '../httpClient';
import type { HandledRecord } from './types';

function errorMessage(error: unknown): string {
  return error instanceof HttpError || error instanceof Error ? error.message : String(error);
}

/** Marks a contact message or warranty registration handled, or open again; needs customers.write. */
export const HandledToggleButton = ({ resource }: { resource: string }) => {
  const record = useRecordContext<HandledRecord>();
  const { permissions } = usePermissions<Permission[]>();
  const notify = useNotify();
  const refresh = useRefresh();
  const [busy, setBusy] = useState(false);
  if (!record) return null;
  const mayWrite = permissions?.includes('customers.write') ?? false;

  const toggle = async () => {
    setBusy(true);
    try {
      await httpClient(`/api/admin/${resource}/${record.id}/handled`, {
        method: 'POST',
        body: JSON.stringify({ handled: !record.handled }),
      });
      notify(`resources.service-requests.${record.handled ? 'reopened' : 'marked_handled'}`, {
        type: 'info',
        messageArgs: { reference: record.reference },
      });
      refresh();
    } catch (error) {
      notify(errorMessage(error), { type: 'error' });
    } finally {
      setBusy(false);
    }
  };

  return (
    <Button
      label={`resources.service-requests.${record.handled ? 'reopen' : 'mark_handled'}`}
      variant={record.handled ? 'text' : 'contained'}
      disabled={busy || !mayWrite}
      onClick={toggle}
    >
      {record.handled ? <ReopenIcon /> : <DoneIcon />}
    </Button>
  );
};
