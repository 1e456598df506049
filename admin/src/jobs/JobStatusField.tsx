import { Chip, type ChipProps } from '@mui/material';
import { JOB_STATUSES, type JobStatus } from '@tradeshop/shared';
import { useFieldValue, useTranslate, type FieldProps } from 'react-admin';

const COLORS: Record<JobStatus, ChipProps['color']> = {
  queued: 'default',
  running: 'info',
  failed: 'error',
  done: 'success',
  cancelled: 'warning',
};

export const jobStatusChoices = JOB_STATUSES.map((status) => ({
  id: status,
  name: `resources.jobs.status.${status}`,
}));

export const JobStatusField = (props: FieldProps) => {
  const status = useFieldValue(props) as JobStatus | undefined;
  const translate = useTranslate();
  if (!status) return null;
  return (
    <Chip
      size="small"
      sx={{ alignSelf: 'flex-start' }}
      color={COLORS[status] ?? 'default'}
      label={translate(`resources.jobs.status.${status}`, { _: status })}
    />
  );
};
