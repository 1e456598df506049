import JobIcon from '@mui/icons-material/PendingActions';
import type { ResourceProps } from 'react-admin';
import { JobList } from './JobList';
import { JobShow } from './JobShow';
import type { JobRow } from './types';

export const jobs: ResourceProps = {
  name: 'jobs',
  list: JobList,
  show: JobShow,
  icon: JobIcon,
  recordRepresentation: (job: JobRow) => job.type,
};
