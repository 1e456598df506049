import ApplicationIcon from '@mui/icons-material/AssignmentInd';
import type { ResourceProps } from 'react-admin';
import { ApplicationList } from './ApplicationList';
import { ApplicationShow } from './ApplicationShow';
import type { CustomerApplication } from './types';

export const customerApplications: ResourceProps = {
  name: 'customer-applications',
  list: ApplicationList,
  show: ApplicationShow,
  icon: ApplicationIcon,
  recordRepresentation: (application: CustomerApplication) => application.companyName,
};
