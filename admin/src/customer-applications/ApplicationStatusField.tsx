import { Chip } from '@mui/material';
import { useRecordContext, useTranslate, type FieldProps } from 'react-admin';
import type { CustomerApplication } from './types';

const COLOR = { new: 'info', approved: 'success', rejected: 'default' } as const;

export const ApplicationStatusField = (_props: FieldProps<CustomerApplication>) => {
  const record = useRecordContext<CustomerApplication>();
  const translate = useTranslate();
  if (!record) return null;
  return (
    <Chip
      size="small"
      sx={{ width: 'fit-content' }}
      color={COLOR[record.status]}
      label={translate(`resources.customer-applications.status.${record.status}`)}
    />
  );
};
