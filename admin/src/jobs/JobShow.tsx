import { Link, Stack, Typography } from '@mui/material';
import { FunctionField, Show, SimpleShowLayout, TextField, useCreatePath, useTranslate } from 'react-admin';
import { DateTimeField } from '../common/DateTimeField';
import { FieldGrid } from '../common/FieldGrid';
import { JsonField } from '../common/JsonField';
import { JobStatusField } from './JobStatusField';
import { ProgressField } from './ProgressField';
import { isUnfinished, JOB_POLL_INTERVAL_MS, type JobDetail } from './types';
import { LocalNumberField } from '../common/LocalNumberField';
import { JobMessengerActions } from '../messenger/JobMessengerActions';

const IMPORT_COUNTS = ['rowsRead', 'inserted', 'updated', 'unchanged', 'rejected'] as const;

/** An import's counts from the job's result, and the way to its rejected rows and log. */
const ImportRunSummary = ({ job }: { job: JobDetail }) => {
  const translate = useTranslate();
  const createPath = useCreatePath();
  const result = job.result as Partial<Record<(typeof IMPORT_COUNTS)[number] | 'importRunId', number>> | null;
  const importRunId = result?.importRunId ?? (job.payload as { importRunId?: number }).importRunId;
  if (importRunId === undefined) return null;
  return (
    <Stack direction="row" spacing={3} sx={{ flexWrap: 'wrap', alignItems: 'baseline' }}>
      {IMPORT_COUNTS.map((count) => (
        <Typography key={count} variant="body2">
          {translate(`resources.imports.fields.${count}`)}: <strong>{result?.[count] ?? '—'}</strong>
        </Typography>
      ))}
      <Link href={`#${createPath({ resource: 'imports', type: 'show', id: importRunId })}`}>
        {translate('resources.imports.actions.open_import')}
      </Link>
    </Stack>
  );
};

const pollWhileUnfinished = (query: { state: { data?: JobDetail } }) =>
  isUnfinished(query.state.data) ? JOB_POLL_INTERVAL_MS : false;

export const JobShow = () => (
  <Show<JobDetail> queryOptions={{ refetchInterval: pollWhileUnfinished }} actions={<JobMessengerActions />}>
    <SimpleShowLayout>
      <FieldGrid label={false}>
        <TextField source="id" />
        <TextField source="type" />
        <JobStatusField source="status" />
        <ProgressField source="progress" />
        <LocalNumberField source="attempts" />
        <DateTimeField source="createdAt" />
        <DateTimeField source="startedAt" />
        <DateTimeField source="finishedAt" />
      </FieldGrid>
      <FunctionField<JobDetail>
        source="error"
        render={(job) =>
          job.error ? (
            <Typography variant="body2" color="error" sx={{ whiteSpace: 'pre-wrap' }}>
              {job.error}
            </Typography>
          ) : (
            '—'
          )
        }
      />
      <FunctionField<JobDetail> label={false} render={(job) => <ImportRunSummary job={job} />} />
      <JsonField source="payload" />
      <JsonField source="result" />
    </SimpleShowLayout>
  </Show>
);
