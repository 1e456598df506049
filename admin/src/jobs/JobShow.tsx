import { Typography } from '@mui/material';
import { FunctionField, Show, SimpleShowLayout, TextField } from 'react-admin';
import { DateTimeField } from '../common/DateTimeField';
import { FieldGrid } from '../common/FieldGrid';
import { JsonField } from '../common/JsonField';
import { JobStatusField } from './JobStatusField';
import { ProgressField } from './ProgressField';
import { isUnfinished, JOB_POLL_INTERVAL_MS, type JobDetail } from './types';
import { LocalNumberField } from '../common/LocalNumberField';

const pollWhileUnfinished = (query: { state: { data?: JobDetail } }) =>
  isUnfinished(query.state.data) ? JOB_POLL_INTERVAL_MS : false;

export const JobShow = () => (
  <Show<JobDetail> queryOptions={{ refetchInterval: pollWhileUnfinished }}>
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
      <JsonField source="payload" />
      <JsonField source="result" />
    </SimpleShowLayout>
  </Show>
);
