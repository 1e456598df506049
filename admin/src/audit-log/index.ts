import AuditIcon from '@mui/icons-material/ManageSearch';
import type { ResourceProps } from 'react-admin';
import { AuditLogList } from './AuditLogList';
import { AuditLogShow } from './AuditLogShow';
import type { AuditEntry } from './types';

export const auditLog: ResourceProps = {
  name: 'audit-log',
  list: AuditLogList,
  show: AuditLogShow,
  icon: AuditIcon,
  recordRepresentation: (entry: AuditEntry) => entry.action,
};
