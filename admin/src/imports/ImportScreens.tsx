import {
  Alert,
  Box,
  Button as MuiButton,
  Card,
  CardContent,
  Chip,
  type ChipProps,
  Link,
  MenuItem,
  Stack,
  Table,
  TableBody,
  TableCell,
  TableHead,
  TableRow,
  TextField as MuiTextField,
  Typography,
} from '@mui/material';
import { useEffect, useState } from 'react';
import {
  DataTable,
  FunctionField,
  List,
  Show,
  SimpleShowLayout,
  TextField,
  useFieldValue,
  useNotify,
  useRecordContext,
  useRedirect,
  useRefresh,
  useTranslate,
  type FieldProps,
  type GetListResult,
  HttpError,
} from 'react-admin';
import { CompactDateTimeField, DateTimeField } from '../common/DateTimeField';
import { FieldGrid } from '../common/FieldGrid';
import { LocalNumberField } from '../common/LocalNumberField';
import {
  loadRejectedRows,
  producedFileUrl,
  rejectedCsvUrl,
  startFullImport,
  uploadAndStart,
  type FullImport,
  type UploadKind,
} from './importsApi';
import { IMPORT_POLL_INTERVAL_MS, isUnfinished, type ImportRun, type RejectedRow } from './types';

const STATUS_COLORS: Record<ImportRun['status'], ChipProps['color']> = {
  uploaded: 'default',
  queued: 'default',
  staging: 'info',
  applying: 'info',
  done: 'success',
  failed: 'error',
};

const ImportStatusField = (props: FieldProps) => {
  const status = useFieldValue(props) as ImportRun['status'] | undefined;
  const translate = useTranslate();
  if (!status) return null;
  return (
    <Chip
      size="small"
      sx={{ alignSelf: 'flex-start' }}
      color={STATUS_COLORS[status] ?? 'default'}
      label={translate(`resources.imports.status.${status}`, { _: status })}
    />
  );
};

const ImportKindField = (props: FieldProps) => {
  const kind = useFieldValue(props) as string | undefined;
  const translate = useTranslate();
  return kind ? <span>{translate(`resources.imports.kind.${kind}`, { _: kind })}</span> : null;
};

/** The message of a refused request: the translation of its problem code when there is one. */
function useProblemMessage() {
  const translate = useTranslate();
  return (error: unknown) => {
    const reason =
      error instanceof HttpError
        ? (error.body as { details?: { reason?: string }[] } | undefined)?.details?.[0]?.reason
        : undefined;
    if (reason) return translate(`resources.imports.problems.${reason}`, { _: reason });
    return error instanceof Error ? error.message : String(error);
  };
}

/** Starts the full imports and imports an uploaded file; the new run opens, where its progress shows. */
const ImportActions = () => {
  const translate = useTranslate();
  const notify = useNotify();
  const redirect = useRedirect();
  const problemMessage = useProblemMessage();
  const [file, setFile] = useState<File | null>(null);
  const [kind, setKind] = useState<UploadKind>('prices');
  const [busy, setBusy] = useState(false);

  const run = async (start: () => Promise<{ importRunId: number }>) => {
    setBusy(true);
    try {
      const started = await start();
      notify('resources.imports.actions.started', { type: 'info' });
      redirect('show', 'imports', started.importRunId);
    } catch (error) {
      notify(problemMessage(error), { type: 'error' });
    } finally {
      setBusy(false);
    }
  };
  const full = (which: FullImport) => () => void run(() => startFullImport(which));

  return (
    <Card variant="outlined" sx={{ mb: 2, mt: 1 }}>
      <CardContent>
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1} sx={{ mb: 2 }}>
          <MuiButton variant="contained" disabled={busy} onClick={full('prices')}>
            {translate('resources.imports.actions.run_full_prices')}
          </MuiButton>
          <MuiButton variant="outlined" disabled={busy} onClick={full('cross-references')}>
            {translate('resources.imports.actions.run_full_cross_references')}
          </MuiButton>
        </Stack>
        <Typography variant="subtitle1">{translate('resources.imports.actions.upload_title')}</Typography>
        <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
          {translate('resources.imports.actions.upload_hint')}
        </Typography>
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1} sx={{ alignItems: { sm: 'center' } }}>
          <MuiTextField
            select
            size="small"
            label={translate('resources.imports.fields.kind')}
            value={kind}
            onChange={(event) => setKind(event.target.value as UploadKind)}
            sx={{ minWidth: 200 }}
          >
            <MenuItem value="prices">{translate('resources.imports.kind.prices')}</MenuItem>
            <MenuItem value="cross_references">
              {translate('resources.imports.kind.cross_references')}
            </MenuItem>
          </MuiTextField>
          <MuiButton variant="outlined" component="label">
            {file ? file.name : translate('resources.imports.actions.choose_file')}
            <input
              hidden
              type="file"
              accept=".csv,.txt,.xlsx,text/csv,application/vnd.openxmlformats-officedocument.spreadsheetml.sheet"
              aria-label={translate('resources.imports.actions.choose_file')}
              onChange={(event) => setFile(event.target.files?.[0] ?? null)}
            />
          </MuiButton>
          <MuiButton
            variant="contained"
            disabled={busy || !file}
            onClick={() => file && void run(() => uploadAndStart(file, kind))}
          >
            {translate('resources.imports.actions.upload')}
          </MuiButton>
        </Stack>
      </CardContent>
    </Card>
  );
};

const pollListWhileUnfinished = (query: { state: { data?: GetListResult<ImportRun> } }) =>
  query.state.data?.data.some(isUnfinished) ? IMPORT_POLL_INTERVAL_MS : false;

const Column = DataTable.Col<ImportRun>;

export const ImportList = () => (
  <>
    <ImportActions />
    <List<ImportRun>
      sort={{ field: 'id', order: 'DESC' }}
      perPage={25}
      exporter={false}
      queryOptions={{ refetchInterval: pollListWhileUnfinished }}
    >
      <DataTable<ImportRun> rowClick="show" bulkActionButtons={false}>
        <DataTable.NumberCol source="id" />
        <Column source="kind" field={ImportKindField} disableSort />
        <Column source="fileName" disableSort />
        <Column source="status" field={ImportStatusField} disableSort />
        <DataTable.NumberCol source="rowsRead" disableSort />
        <DataTable.NumberCol source="inserted" disableSort />
        <DataTable.NumberCol source="updated" disableSort />
        <DataTable.NumberCol source="unchanged" disableSort />
        <DataTable.NumberCol source="rejected" disableSort />
        <Column source="createdAt" field={CompactDateTimeField} disableSort />
      </DataTable>
    </List>
  </>
);

/** The first refused rows with line and reason, and the link to all of them as CSV. */
const RejectedRows = () => {
  const run = useRecordContext<ImportRun>();
  const translate = useTranslate();
  const [rejected, setRejected] = useState<{ rows: RejectedRow[]; total: number } | null>(null);
  const runId = run?.id;
  const rejectedCount = run?.rejected;
  useEffect(() => {
    if (runId === undefined) return;
    let current = true;
    void loadRejectedRows(runId).then((result) => current && setRejected(result));
    return () => {
      current = false;
    };
  }, [runId, rejectedCount]);
  if (!run || !rejected) return null;
  if (rejected.total === 0)
    return <Typography variant="body2">{translate('resources.imports.actions.no_rejected')}</Typography>;
  return (
    <Box>
      <Link href={rejectedCsvUrl(run.id)} download>
        {translate('resources.imports.actions.download_rejected')}
      </Link>
      {rejected.total > rejected.rows.length && (
        <Typography variant="body2" color="text.secondary">
          {translate('resources.imports.actions.rejected_more', {
            shown: rejected.rows.length,
            total: rejected.total,
          })}
        </Typography>
      )}
      <Table size="small" sx={{ mt: 1 }}>
        <TableHead>
          <TableRow>
            <TableCell>{translate('resources.imports.actions.line')}</TableCell>
            <TableCell>{translate('resources.imports.actions.reason')}</TableCell>
            <TableCell>{translate('resources.imports.actions.row')}</TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {rejected.rows.map((row) => (
            <TableRow key={row.line}>
              <TableCell>{row.line}</TableCell>
              <TableCell>{row.reason}</TableCell>
              <TableCell sx={{ fontFamily: 'monospace', wordBreak: 'break-all' }}>{row.content}</TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </Box>
  );
};

const pollWhileUnfinished = (query: { state: { data?: ImportRun } }) =>
  isUnfinished(query.state.data) ? IMPORT_POLL_INTERVAL_MS : false;

/** Re-reads the run while it works, so counts and log move on screen. */
const RefreshWhileUnfinished = () => {
  const run = useRecordContext<ImportRun>();
  const refresh = useRefresh();
  useEffect(() => {
    if (!isUnfinished(run)) return;
    const timer = setInterval(refresh, IMPORT_POLL_INTERVAL_MS);
    return () => clearInterval(timer);
  }, [run, refresh]);
  return null;
};

export const ImportShow = () => {
  const translate = useTranslate();
  return (
    <Show<ImportRun> queryOptions={{ refetchInterval: pollWhileUnfinished }}>
      <SimpleShowLayout>
        <RefreshWhileUnfinished />
        <FieldGrid label={false}>
          <TextField source="id" />
          <ImportKindField source="kind" />
          <TextField source="fileName" emptyText="—" />
          <ImportStatusField source="status" />
          <LocalNumberField source="rowsRead" />
          <LocalNumberField source="inserted" />
          <LocalNumberField source="updated" />
          <LocalNumberField source="unchanged" />
          <LocalNumberField source="rejected" />
          <LocalNumberField source="checkpointLine" />
          <DateTimeField source="createdAt" />
          <DateTimeField source="finishedAt" />
        </FieldGrid>
        <FunctionField<ImportRun>
          source="error"
          render={(run) =>
            run.error ? (
              <Alert severity="error">
                {translate(`resources.imports.problems.${run.error}`, { _: run.error })}
              </Alert>
            ) : (
              '—'
            )
          }
        />
        <FunctionField<ImportRun>
          source="files"
          render={(run) =>
            run.files.length === 0 ? (
              '—'
            ) : (
              <Stack direction="row" spacing={2}>
                {run.files.map((name) => (
                  <Link key={name} href={producedFileUrl(run.id, name)} download>
                    {name}
                  </Link>
                ))}
              </Stack>
            )
          }
        />
        <FunctionField<ImportRun>
          source="rejected"
          label="resources.imports.fields.rejected"
          render={() => <RejectedRows />}
        />
        <FunctionField<ImportRun>
          source="log"
          render={(run) => (
            <Box component="pre" sx={{ m: 0, fontSize: 13, whiteSpace: 'pre-wrap' }}>
              {run.log.join('\n')}
            </Box>
          )}
        />
      </SimpleShowLayout>
    </Show>
  );
};
