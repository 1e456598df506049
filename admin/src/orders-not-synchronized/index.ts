import SyncProblemIcon from '@mui/icons-material/SyncProblem';
import type { ResourceProps } from 'react-admin';
import { NotSynchronizedList } from './NotSynchronizedList';
import type { NotSynchronizedOrder } from './types';

/** Orders the ERP has not received, with retry (issue 14 §6). */
export const ordersNotSynchronized: ResourceProps = {
  name: 'orders-not-synchronized',
  list: NotSynchronizedList,
  icon: SyncProblemIcon,
  recordRepresentation: (order: NotSynchronizedOrder) => order.number,
};
