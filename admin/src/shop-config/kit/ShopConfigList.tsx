import type { ReactElement, ReactNode } from 'react';
import { DataTable, List, type SortPayload } from 'react-admin';
import { SearchFilter } from '../../common/SearchFilter';
import { useCanWrite } from './useCanWrite';

interface ShopConfigListProps {
  /** The resource's message key prefix for the search placeholder, e.g. `resources.shop-config/zones`. */
  resource: string;
  sort: SortPayload;
  /** More filters beside the search (`<BooleanInput source="active" />`, a ReferenceInput, …). */
  filters?: ReactElement[];
  /** DataTable columns. */
  children: ReactNode;
}

/**
 * A shop-configuration list: search (q), sortable columns, paging. Rows open the edit form for those who may
 * change the resource and the read-only view for the others; only the former see create and delete.
 */
export const ShopConfigList = ({ resource, sort, filters = [], children }: ShopConfigListProps) => {
  const canWrite = useCanWrite();
  return (
    <List
      filters={[
        <SearchFilter key="q" source="q" placeholder={`resources.${resource}.fields.q`} alwaysOn />,
        ...filters,
      ]}
      sort={sort}
      perPage={25}
      exporter={false}
    >
      <DataTable rowClick={canWrite ? 'edit' : 'show'} bulkActionButtons={false}>
        {children}
      </DataTable>
    </List>
  );
};
