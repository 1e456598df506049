import type { ReactNode } from 'react';
import { List, SelectInput } from 'react-admin';
import { SearchFilter } from '../common/SearchFilter';
import { handledChoices } from './types';

/**
 * The list of contact messages or warranty registrations: newest first and open ones by default, so what still
 * waits for an answer is on top; searchable, and filtered by handled.
 */
export const HandledList = ({ resource, children }: { resource: string; children: ReactNode }) => (
  <List
    filters={[
      <SearchFilter key="q" source="q" placeholder={`resources.${resource}.fields.q`} alwaysOn />,
      <SelectInput key="handled" source="handled" choices={handledChoices} alwaysOn />,
    ]}
    filterDefaultValues={{ handled: false }}
    sort={{ field: 'createdAt', order: 'DESC' }}
    perPage={25}
    exporter={false}
  >
    {children}
  </List>
);
