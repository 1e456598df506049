import ListIcon from '@mui/icons-material/FormatListBulleted';
import ReplayIcon from '@mui/icons-material/Replay';
import { Stack, Typography } from '@mui/material';
import type { Permission } from '@tradeshop/shared';
import { useState } from 'react';
import { scrollingListSx } from '../common/scrollingListSx';
import { Button, Confirm, DataTable, List, usePermissions, useTranslate } from 'react-admin';
import { Link } from 'react-router-dom';
import { JOB_POLL_INTERVAL_MS } from '../jobs/types';
import { JOBS_WRITE, type MessengerReceiver } from './types';
import { useMessengerActions } from './useMessengerActions';

const Column = DataTable.Col<MessengerReceiver>;

/** The jobs screen, filtered to this receiver's failed jobs. */
const failedJobsLink = (receiver: string) =>
  `/jobs?${new URLSearchParams({
    filter: JSON.stringify({ type: receiver, status: 'failed' }),
    order: 'DESC',
    sort: 'createdAt',
  })}`;

const ShowFailedButton = ({ receiver }: { receiver: MessengerReceiver }) => (
  <Button
    component={Link}
    to={failedJobsLink(receiver.name)}
    label="resources.messenger.show_failed"
    disabled={receiver.failed === 0}
  >
    <ListIcon />
  </Button>
);

const RetryFailedButton = ({ receiver }: { receiver: MessengerReceiver }) => {
  const [asking, setAsking] = useState(false);
  const { retry, busy } = useMessengerActions();
  return (
    <>
      <Button
        label="resources.messenger.retry_failed"
        disabled={busy || receiver.failed === 0}
        onClick={() => setAsking(true)}
      >
        <ReplayIcon />
      </Button>
      <Confirm
        isOpen={asking}
        title="resources.messenger.retry_all_title"
        titleTranslateOptions={{ name: receiver.name }}
        content="resources.messenger.retry_all_content"
        onConfirm={() => {
          setAsking(false);
          void retry(receiver.name);
        }}
        onClose={() => setAsking(false)}
      />
    </>
  );
};

const Intro = () => {
  const translate = useTranslate();
  return (
    <Typography variant="body2" sx={{ px: 2, pt: 1 }}>
      {translate('resources.messenger.intro')}
    </Typography>
  );
};

/** The messenger (back-office spec §7): every receiver (job type) with its jobs counted by status. */
export const MessengerList = () => {
  const { permissions } = usePermissions<Permission[]>();
  const canWrite = permissions?.includes(JOBS_WRITE) ?? false;
  return (
    <List<MessengerReceiver>
      pagination={false}
      exporter={false}
      actions={false}
      queryOptions={{ refetchInterval: JOB_POLL_INTERVAL_MS }}
      sx={scrollingListSx}
    >
      <Intro />
      <DataTable<MessengerReceiver> rowClick={false} bulkActionButtons={false}>
        <Column source="name" disableSort sx={{ fontFamily: 'monospace' }} />
        <DataTable.NumberCol source="queued" disableSort />
        <DataTable.NumberCol source="running" disableSort />
        <DataTable.NumberCol source="failed" disableSort />
        <DataTable.NumberCol source="done" disableSort />
        <DataTable.NumberCol source="total" disableSort />
        <Column
          source="id"
          label=""
          disableSort
          render={(receiver) => (
            // One above the other: the row stays within a laptop's width in every back-office language.
            <Stack sx={{ whiteSpace: 'nowrap', alignItems: 'flex-start' }}>
              <ShowFailedButton receiver={receiver} />
              {canWrite ? <RetryFailedButton receiver={receiver} /> : null}
            </Stack>
          )}
        />
      </DataTable>
    </List>
  );
};
