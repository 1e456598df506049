import CancelIcon from '@mui/icons-material/Cancel';
import {
  Alert,
  Box,
  Chip,
  Link,
  type ChipProps,
  Table,
  TableBody,
  TableCell,
  TableHead,
  TableRow,
  Typography,
} from '@mui/material';
import { useEffect, useState } from 'react';
import {
  Button,
  DataTable,
  List,
  NumberField,
  SelectInput,
  Show,
  SimpleShowLayout,
  TextField,
  useFieldValue,
  useNotify,
  useRecordContext,
  useRefresh,
  useTranslate,
  type FieldProps,
  type GetListResult,
} from 'react-admin';
import { CompactDateTimeField } from '../common/DateTimeField';
import { ProgressField } from '../jobs/ProgressField';
import { cancelRun, loadRejectedRows, rejectedRowsCsvUrl } from './importerApi';
import { isActiveRun, RUN_POLL_INTERVAL_MS, type ImportRun, type RejectedRow } from './types';

const T = 'resources.importer-runs';
const STATUSES = ['queued', 'running', 'cancelling', 'cancelled', 'finished', 'failed'] as const;
const COLORS: Record<string, ChipProps['color']> = {
  queued: 'default',
  running: 'info',
  cancelling: 'warning',
  cancelled: 'warning',
  finished: 'success',
  failed: 'error',
};

export const RunStatusField = (props: FieldProps) => {
  const status = useFieldValue(props) as string | undefined;
  const translate = useTranslate();
  if (!status) return null;
  return <Chip size="small" color={COLORS[status] ?? 'default'} label={translate(`${T}.status.${status}`)} />;
};

/** Cancels a queued or running run; it stops after the rows it is writing. */
export const CancelRunButton = () => {
  const run = useRecordContext<ImportRun>();
  const notify = useNotify();
  const refresh = useRefresh();
  if (!run || !['queued', 'running'].includes(run.status)) return null;
  return (
    <Button
      label={`${T}.cancel`}
      color="warning"
      onClick={async (event) => {
        event.stopPropagation();
        try {
          await cancelRun(run.id);
          notify(`${T}.cancel_requested`, { type: 'info' });
          refresh();
        } catch (error) {
          notify((error as Error).message, { type: 'error' });
        }
      }}
    >
      <CancelIcon />
    </Button>
  );
};

const pollWhileActive = (query: { state: { data?: GetListResult<ImportRun> } }) =>
  query.state.data?.data.some(isActiveRun) ? RUN_POLL_INTERVAL_MS : false;

const Column = DataTable.Col<ImportRun>;

/** The runs as a table: progress bar, counts, and cancel while running. */
export const RunsTable = ({ showConfig = true }: { showConfig?: boolean }) => (
  <DataTable<ImportRun> rowClick="show" bulkActionButtons={false} resource="importer-runs">
    <DataTable.NumberCol source="id" />
    {showConfig ? <DataTable.Col source="configName" disableSort /> : null}
    <Column source="status" field={RunStatusField} />
    <Column source="percent" field={ProgressField} disableSort />
    <DataTable.NumberCol source="total" disableSort />
    <DataTable.NumberCol source="created" disableSort />
    <DataTable.NumberCol source="updated" disableSort />
    <DataTable.NumberCol source="unchanged" disableSort />
    <DataTable.NumberCol source="rejected" disableSort />
    <Column source="createdAt" field={CompactDateTimeField} />
    <Column source="id" label={false} disableSort render={() => <CancelRunButton />} />
  </DataTable>
);

const filters = [
  <SelectInput
    key="status"
    source="status"
    choices={STATUSES.map((status) => ({ id: status, name: `${T}.status.${status}` }))}
    alwaysOn
  />,
];

export const ImportRunList = () => (
  <List<ImportRun>
    filters={filters}
    sort={{ field: 'id', order: 'DESC' }}
    exporter={false}
    queryOptions={{ refetchInterval: pollWhileActive }}
  >
    <RunsTable />
  </List>
);

/** The rows the run rejected, with their line and reason, and the row as the file had it. */
const RejectedRows = () => {
  const run = useRecordContext<ImportRun>();
  const translate = useTranslate();
  const [rows, setRows] = useState<RejectedRow[] | null>(null);
  const rejected = run?.rejected ?? 0;
  useEffect(() => {
    if (run) void loadRejectedRows(run.id).then(setRows);
  }, [run?.id, rejected]);
  if (!run) return null;
  return (
    <Box sx={{ mt: 2 }} data-testid="importer-rejected-rows">
      <Typography variant="subtitle1">{translate(`${T}.rejected_rows`)}</Typography>
      {rows && rows.length === 0 ? (
        <Typography variant="body2">{translate(`${T}.no_rejected`)}</Typography>
      ) : null}
      {rows && rows.length > 0 ? (
        <Link href={rejectedRowsCsvUrl(run.id)} download>
          {translate(`${T}.download_rejected`)}
        </Link>
      ) : null}
      {rows && rows.length > 0 ? (
        <Table size="small">
          <TableHead>
            <TableRow>
              <TableCell>{translate(`${T}.fields.line`)}</TableCell>
              <TableCell>{translate(`${T}.fields.reason`)}</TableCell>
              <TableCell>{translate(`${T}.fields.data`)}</TableCell>
            </TableRow>
          </TableHead>
          <TableBody>
            {rows.map((row) => (
              <TableRow key={row.id}>
                <TableCell>{row.line}</TableCell>
                <TableCell>{row.reason}</TableCell>
                <TableCell sx={{ fontFamily: 'monospace', fontSize: 12 }}>
                  {Object.entries(row.data)
                    .map(([column, value]) => `${column}: ${value}`)
                    .join(' · ')}
                </TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      ) : null}
    </Box>
  );
};

const RunMessage = () => {
  const run = useRecordContext<ImportRun>();
  return run?.message ? (
    <Alert severity={run.status === 'failed' ? 'error' : 'info'}>{run.message}</Alert>
  ) : null;
};

export const ImportRunShow = () => (
  <Show
    queryOptions={{
      refetchInterval: (query) => (isActiveRun(query.state.data) ? RUN_POLL_INTERVAL_MS : false),
    }}
  >
    <SimpleShowLayout>
      <TextField source="configName" />
      <RunStatusField source="status" />
      <ProgressField source="percent" />
      <NumberField source="total" />
      <NumberField source="processed" />
      <NumberField source="created" />
      <NumberField source="updated" />
      <NumberField source="unchanged" />
      <NumberField source="rejected" />
      <CompactDateTimeField source="createdAt" />
      <CompactDateTimeField source="finishedAt" />
      <RunMessage />
      <CancelRunButton />
      <RejectedRows />
    </SimpleShowLayout>
  </Show>
);
