import { DataTable, List, SelectInput, TextInput, type GetListResult } from 'react-admin';
import { CompactDateTimeField } from '../common/DateTimeField';
import { JobStatusField, jobStatusChoices } from './JobStatusField';
import { ProgressField } from './ProgressField';
import { isUnfinished, JOB_POLL_INTERVAL_MS, type JobRow } from './types';

const filters = [
  <SelectInput key="status" source="status" choices={jobStatusChoices} alwaysOn />,
  <TextInput key="type" source="type" />,
];

const pollWhileUnfinished = (query: { state: { data?: GetListResult<JobRow> } }) =>
  query.state.data?.data.some(isUnfinished) ? JOB_POLL_INTERVAL_MS : false;

const Column = DataTable.Col<JobRow>;

export const JobList = () => (
  <List<JobRow>
    filters={filters}
    sort={{ field: 'createdAt', order: 'DESC' }}
    perPage={25}
    exporter={false}
    queryOptions={{ refetchInterval: pollWhileUnfinished }}
  >
    <DataTable<JobRow> rowClick="show" bulkActionButtons={false}>
      {/* The first block of the UUID tells jobs apart on screen; the full id is in the tooltip. */}
      <Column
        source="id"
        disableSort
        sx={{ fontFamily: 'monospace' }}
        render={(job) => <span title={job.id}>{job.id.slice(0, 8)}</span>}
      />
      <Column source="type" />
      <Column source="status" field={JobStatusField} />
      <Column source="progress" field={ProgressField} disableSort />
      <DataTable.NumberCol source="attempts" disableSort />
      <Column
        source="error"
        disableSort
        sx={{ maxWidth: 320, overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' }}
      />
      <Column source="createdAt" field={CompactDateTimeField} />
      <Column source="finishedAt" field={CompactDateTimeField} />
    </DataTable>
  </List>
);
