import { Avatar, Box } from '@mui/material';
import { BooleanInput, Edit, SimpleForm, useRecordContext, useTranslate } from 'react-admin';
import type { BackOfficeUser } from '.';
import { UserInputs } from './UserCreate';
import { UserSecurityActions } from './UserSecurityActions';

/** The user's picture, or the initials the API draws when there is none. */
const UserAvatar = () => {
  const record = useRecordContext<BackOfficeUser>();
  const translate = useTranslate();
  if (!record) return null;
  return (
    <Avatar
      src={`/admin/user/get-image?id=${record.id}`}
      alt={translate('resources.users.avatar', { name: record.name })}
      sx={{ width: 64, height: 64, mb: 2 }}
    />
  );
};

export const UserEdit = () => (
  // Pessimistic: a refused change (last administrator, e-mail in use) must not look saved for a moment.
  <Edit<BackOfficeUser> mutationMode="pessimistic">
    <SimpleForm>
      <UserAvatar />
      <UserInputs passwordHelp="resources.users.password_help_edit" />
      <BooleanInput source="active" />
      <Box sx={{ width: '100%', mt: 2 }}>
        <UserSecurityActions />
      </Box>
    </SimpleForm>
  </Edit>
);
