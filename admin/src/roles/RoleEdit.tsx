import { Alert } from '@mui/material';
import { Edit, SimpleForm, TextInput, useRecordContext, useTranslate } from 'react-admin';
import type { BackOfficeRole } from '.';
import { PermissionMatrix } from './PermissionMatrix';
import { ROLE_NAME } from './RoleCreate';

const RolePermissions = () => {
  const record = useRecordContext<BackOfficeRole>();
  const translate = useTranslate();
  if (!record) return null;
  return (
    <>
      {record.allPermissions ? (
        <Alert severity="info" sx={{ mb: 2 }}>
          {translate('resources.roles.all_permissions_notice')}
        </Alert>
      ) : null}
      <PermissionMatrix source="permissions" disabled={record.allPermissions} />
    </>
  );
};

export const RoleEdit = () => (
  <Edit<BackOfficeRole> mutationMode="pessimistic">
    <SimpleForm>
      <TextInput source="name" validate={ROLE_NAME} />
      <RolePermissions />
    </SimpleForm>
  </Edit>
);
