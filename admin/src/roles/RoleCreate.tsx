import { Create, maxLength, required, SimpleForm, TextInput } from 'react-admin';
import { PermissionMatrix } from './PermissionMatrix';

export const ROLE_NAME = [required(), maxLength(100)];

export const RoleCreate = () => (
  <Create redirect="list">
    <SimpleForm defaultValues={{ permissions: [] }}>
      <TextInput source="name" validate={ROLE_NAME} />
      <PermissionMatrix source="permissions" />
    </SimpleForm>
  </Create>
);
