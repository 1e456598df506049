import DeleteIcon from '@mui/icons-material/Delete';
import ReplayIcon from '@mui/icons-material/Replay';
import type { Permission } from '@tradeshop/shared';
import { useState } from 'react';
import { Button, Confirm, TopToolbar, usePermissions, useRecordContext, useRedirect } from 'react-admin';
import type { JobDetail } from '../jobs/types';
import { JOBS_WRITE } from './types';
import { useMessengerActions } from './useMessengerActions';

/** On a job's page, for users with jobs.write: retry it when it failed, delete it unless it is running. */
export const JobMessengerActions = () => {
  const job = useRecordContext<JobDetail>();
  const { permissions } = usePermissions<Permission[]>();
  const redirect = useRedirect();
  const { retry, remove, busy } = useMessengerActions();
  const [asking, setAsking] = useState(false);
  if (!job || !(permissions?.includes(JOBS_WRITE) ?? false)) return <TopToolbar />;
  return (
    <TopToolbar>
      {job.status === 'failed' ? (
        <Button
          label="resources.messenger.retry"
          disabled={busy}
          onClick={() => void retry(job.type, job.id)}
        >
          <ReplayIcon />
        </Button>
      ) : null}
      {job.status !== 'running' ? (
        <Button label="resources.messenger.delete" disabled={busy} onClick={() => setAsking(true)}>
          <DeleteIcon />
        </Button>
      ) : null}
      <Confirm
        isOpen={asking}
        title="resources.messenger.delete_title"
        content="resources.messenger.delete_content"
        onConfirm={() => {
          setAsking(false);
          void remove(job.type, job.id, () => redirect('list', 'jobs'));
        }}
        onClose={() => setAsking(false)}
      />
    </TopToolbar>
  );
};
