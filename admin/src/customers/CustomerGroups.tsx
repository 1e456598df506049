import PersonRemoveIcon from '@mui/icons-material/PersonRemove';
import {
  Autocomplete,
  Button,
  Card,
  CardContent,
  TextField as MuiTextField,
  Typography,
} from '@mui/material';
import type { Permission } from '@tradeshop/shared';
import { useState } from 'react';
import {
  Create,
  DataTable,
  Edit,
  List,
  regex,
  required,
  SimpleForm,
  TextInput,
  useGetList,
  useNotify,
  usePermissions,
  useRecordContext,
  useRefresh,
  useTranslate,
} from 'react-admin';
import { CompactDateTimeField } from '../common/DateTimeField';
import { scrollingListSx } from '../common/scrollingListSx';
import { SearchFilter } from '../common/SearchFilter';
import { customersApi } from './api';
import { type AdminCustomer, type AdminCustomerGroup, G } from './types';

const filters = [<SearchFilter key="q" source="q" placeholder={`${G}.fields.q`} alwaysOn />];
const validateCode = [required(), regex(/^[a-z0-9][a-z0-9_-]{0,39}$/, `${G}.code_help`)];

export const CustomerGroupList = () => (
  <List<AdminCustomerGroup>
    filters={filters}
    sort={{ field: 'name', order: 'ASC' }}
    exporter={false}
    sx={scrollingListSx}
  >
    <DataTable<AdminCustomerGroup> rowClick="edit" bulkActionButtons={false}>
      <DataTable.Col source="name" />
      <DataTable.Col source="code" />
      <DataTable.NumberCol source="memberCount" disableSort />
      <DataTable.Col source="createdAt" field={CompactDateTimeField} />
    </DataTable>
  </List>
);

const GroupFields = () => (
  <>
    <TextInput source="code" validate={validateCode} helperText={`${G}.code_help`} />
    <TextInput source="name" validate={required()} />
  </>
);

export const CustomerGroupCreate = () => (
  <Create<AdminCustomerGroup> redirect="edit">
    <SimpleForm>
      <GroupFields />
    </SimpleForm>
  </Create>
);

/** The group's members: removed one by one, added by a search over customers. */
const GroupMembers = ({ canWrite }: { canWrite: boolean }) => {
  const group = useRecordContext<AdminCustomerGroup>();
  const translate = useTranslate();
  const notify = useNotify();
  const refresh = useRefresh();
  const [q, setQ] = useState('');
  const { data: members = [], refetch } = useGetList<AdminCustomer>(
    'customers',
    {
      filter: { groupId: group?.id },
      pagination: { page: 1, perPage: 200 },
      sort: { field: 'lastname', order: 'ASC' },
    },
    { enabled: Boolean(group) },
  );
  const { data: found = [] } = useGetList<AdminCustomer>('customers', {
    filter: { q },
    pagination: { page: 1, perPage: 20 },
  });
  if (!group) return null;
  const change = (action: Promise<unknown>, message: string, customer: AdminCustomer) =>
    action
      .then(() => {
        notify(message, { type: 'success', messageArgs: { name: customer.name } });
        void refetch();
        refresh();
      })
      .catch((error: Error) => notify(error.message, { type: 'error' }));
  const memberIds = new Set(members.map((member) => member.id));
  return (
    <Card sx={{ mt: 2 }} data-testid="group-members">
      <CardContent>
        <Typography variant="h6" gutterBottom>
          {translate(`${G}.members.title`)}
        </Typography>
        {members.length === 0 && (
          <Typography color="text.secondary">{translate(`${G}.members.none`)}</Typography>
        )}
        {members.map((member) => (
          <Typography
            key={member.id}
            component="div"
            sx={{ display: 'flex', alignItems: 'center', gap: 1, flexWrap: 'wrap' }}
          >
            <span>
              {member.name} · {member.email}
              {member.companyName ? ` · ${member.companyName}` : ''}
            </span>
            {canWrite && (
              <Button
                size="small"
                startIcon={<PersonRemoveIcon />}
                onClick={() =>
                  change(customersApi.removeMember(group.id, member.id), `${G}.members.removed`, member)
                }
              >
                {translate(`${G}.members.remove`)}
              </Button>
            )}
          </Typography>
        ))}
        {canWrite && (
          <Autocomplete<AdminCustomer>
            options={found.filter((customer) => !memberIds.has(customer.id))}
            getOptionLabel={(customer) => `${customer.name} <${customer.email}>`}
            onInputChange={(_event, value) => setQ(value)}
            onChange={(_event, customer) =>
              customer &&
              change(customersApi.addMember(group.id, customer.id), `${G}.members.added`, customer)
            }
            value={null}
            renderInput={(params) => <MuiTextField {...params} label={translate(`${G}.members.add`)} />}
            sx={{ maxWidth: 480, mt: 2 }}
          />
        )}
      </CardContent>
    </Card>
  );
};

export const CustomerGroupEdit = () => {
  const { permissions } = usePermissions<Permission[]>();
  return (
    <Edit<AdminCustomerGroup> mutationMode="pessimistic">
      <SimpleForm>
        <GroupFields />
      </SimpleForm>
      <GroupMembers canWrite={permissions?.includes('customers.write') ?? false} />
    </Edit>
  );
};
