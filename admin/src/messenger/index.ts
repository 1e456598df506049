import MessengerIcon from '@mui/icons-material/MoveToInbox';
import type { ResourceProps } from 'react-admin';
import { MessengerList } from './MessengerList';
import type { MessengerReceiver } from './types';

/** The messenger: job receivers with their counts, retry and delete (back-office spec §7, section jobs). */
export const messenger: ResourceProps = {
  name: 'messenger',
  list: MessengerList,
  icon: MessengerIcon,
  recordRepresentation: (receiver: MessengerReceiver) => receiver.name,
};
