import BlockIcon from '@mui/icons-material/Block';
import LockResetIcon from '@mui/icons-material/LockReset';
import LockOpenIcon from '@mui/icons-material/LockOpen';
import { useState } from 'react';
import {
  Button,
  Confirm,
  ListButton,
  TopToolbar,
  useNotify,
  useRecordContext,
  useRefresh,
} from 'react-admin';
import { customersApi } from './api';
import { type AdminCustomer, R } from './types';

/** Block (after a confirmation) or unblock, and mail a password-reset link. */
export const CustomerActions = ({ canWrite }: { canWrite: boolean }) => {
  const customer = useRecordContext<AdminCustomer>();
  const notify = useNotify();
  const refresh = useRefresh();
  const [confirming, setConfirming] = useState(false);
  if (!customer) return null;
  const args = { name: customer.name, email: customer.email };
  const run = (action: () => Promise<unknown>, done: string) =>
    action()
      .then(() => {
        notify(done, { type: 'success', messageArgs: args });
        refresh();
      })
      .catch((error: Error) => notify(error.message, { type: 'error' }));
  return (
    <TopToolbar>
      <ListButton />
      {canWrite && customer.active && (
        <Button
          label={`${R}.password_reset`}
          onClick={() => run(() => customersApi.passwordReset(customer.id), `${R}.password_reset_done`)}
        >
          <LockResetIcon />
        </Button>
      )}
      {canWrite && customer.active && (
        <Button label={`${R}.block`} color="error" onClick={() => setConfirming(true)}>
          <BlockIcon />
        </Button>
      )}
      {canWrite && !customer.active && (
        <Button
          label={`${R}.unblock`}
          onClick={() => run(() => customersApi.unblock(customer.id), `${R}.unblocked_done`)}
        >
          <LockOpenIcon />
        </Button>
      )}
      <Confirm
        isOpen={confirming}
        title={`${R}.block_title`}
        content={`${R}.block_content`}
        translateOptions={args}
        onConfirm={() => {
          setConfirming(false);
          void run(() => customersApi.block(customer.id), `${R}.blocked_done`);
        }}
        onClose={() => setConfirming(false)}
      />
    </TopToolbar>
  );
};
