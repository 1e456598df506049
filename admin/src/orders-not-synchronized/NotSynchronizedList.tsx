import ReplayIcon from '@mui/icons-material/Replay';
import { Tooltip } from '@mui/material';
import type { Permission } from '@tradeshop/shared';
import { useState } from 'react';
import {
  Button,
  Confirm,
  DataTable,
  List,
  TopToolbar,
  useListContext,
  useNotify,
  usePermissions,
  useRefresh,
  useTranslate,
  useUnselectAll,
} from 'react-admin';
import { CompactDateTimeField } from '../common/DateTimeField';
import { SearchFilter } from '../common/SearchFilter';
import { httpClient } from '../httpClient';
import { scrollingListSx } from '../common/scrollingListSx';
import type { ErpRetryResult, NotSynchronizedOrder } from './types';

const RESOURCE = 'orders-not-synchronized';
const RETRY_URL = `/api/admin/${RESOURCE}/retry`;
/** The exports run in the background: the list is read again at once and once more when they have likely run. */
const SECOND_REFRESH_MS = 2_000;

const filters = [<SearchFilter key="q" source="q" placeholder={`resources.${RESOURCE}.fields.q`} alwaysOn />];

const Column = DataTable.Col<NotSynchronizedOrder>;

/** Sends `body` to the retry door, says how many conversions started, and reads the list again. */
function useRetry() {
  const notify = useNotify();
  const refresh = useRefresh();
  const [running, setRunning] = useState(false);
  const retry = async (body: { ids: number[] } | { all: true }) => {
    setRunning(true);
    try {
      const { json } = await httpClient(RETRY_URL, { method: 'POST', body: JSON.stringify(body) });
      const { jobs } = json as ErpRetryResult;
      notify(`resources.${RESOURCE}.retried`, { type: 'info', messageArgs: { smart_count: jobs.length } });
      refresh();
      setTimeout(refresh, SECOND_REFRESH_MS);
    } catch (error) {
      notify(error instanceof Error ? error.message : String(error), { type: 'error' });
    } finally {
      setRunning(false);
    }
  };
  return { retry, running };
}

const RetrySelectedButton = () => {
  const { selectedIds } = useListContext<NotSynchronizedOrder>();
  const unselectAll = useUnselectAll(RESOURCE);
  const { retry, running } = useRetry();
  return (
    <Button
      label={`resources.${RESOURCE}.retry`}
      disabled={running}
      onClick={() => void retry({ ids: selectedIds.map(Number) }).then(() => unselectAll())}
    >
      <ReplayIcon />
    </Button>
  );
};

const RetryAllButton = () => {
  const { total } = useListContext<NotSynchronizedOrder>();
  const [asking, setAsking] = useState(false);
  const { retry, running } = useRetry();
  return (
    <>
      <Button
        label={`resources.${RESOURCE}.retry_all`}
        disabled={running || !total}
        onClick={() => setAsking(true)}
      >
        <ReplayIcon />
      </Button>
      <Confirm
        isOpen={asking}
        title={`resources.${RESOURCE}.retry_all_title`}
        content={`resources.${RESOURCE}.retry_all_content`}
        onConfirm={() => {
          setAsking(false);
          void retry({ all: true });
        }}
        onClose={() => setAsking(false)}
      />
    </>
  );
};

const Reason = ({ order }: { order: NotSynchronizedOrder }) => {
  const translate = useTranslate();
  const text = translate(`resources.${RESOURCE}.reasons.${order.reason ?? 'none'}`);
  return order.reasonDetail ? (
    <Tooltip title={order.reasonDetail}>
      <span data-reason={order.reason}>{text}</span>
    </Tooltip>
  ) : (
    <span data-reason={order.reason ?? 'none'}>{text}</span>
  );
};

const Customer = ({ order }: { order: NotSynchronizedOrder }) => (
  <>{[order.customerName, order.customerEmail].filter(Boolean).join(', ')}</>
);

const Empty = () => {
  const translate = useTranslate();
  return <p style={{ padding: 16 }}>{translate(`resources.${RESOURCE}.empty`)}</p>;
};

/**
 * The orders the ERP has not received (back-office spec §4): why, how often and when it was last tried. An editor
 * with `orders.write` retries the chosen ones or all; each retry runs as a job.
 */
export const NotSynchronizedList = () => {
  const { permissions } = usePermissions<Permission[]>();
  const canRetry = permissions?.includes('orders.write') ?? false;
  return (
    <List<NotSynchronizedOrder>
      filters={filters}
      sort={{ field: 'createdAt', order: 'DESC' }}
      perPage={25}
      exporter={false}
      empty={<Empty />}
      sx={scrollingListSx}
      actions={
        canRetry ? (
          <TopToolbar>
            <RetryAllButton />
          </TopToolbar>
        ) : (
          false
        )
      }
    >
      <DataTable<NotSynchronizedOrder>
        rowClick={false}
        bulkActionButtons={canRetry ? <RetrySelectedButton /> : false}
      >
        <Column source="number" />
        <Column source="createdAt" field={CompactDateTimeField} />
        <Column source="customer" disableSort render={(order) => <Customer order={order} />} />
        <Column source="companyName" disableSort />
        <Column source="reason" disableSort render={(order) => <Reason order={order} />} />
        <DataTable.NumberCol source="attempts" />
        <Column source="lastAttemptAt" field={CompactDateTimeField} />
      </DataTable>
    </List>
  );
};
