import { IDENTITY_LIMITS, LOCALE_NAMES, LOCALES } from '@tradeshop/shared';
import {
  BooleanInput,
  Create,
  email,
  maxLength,
  minLength,
  PasswordInput,
  ReferenceInput,
  required,
  SelectInput,
  SimpleForm,
  TextInput,
} from 'react-admin';

export const languageChoices = LOCALES.map((locale) => ({ id: locale, name: LOCALE_NAMES[locale] }));

const NAME = [required(), maxLength(100)];
const EMAIL = [required(), email(), maxLength(254)];
const PASSWORD = [minLength(IDENTITY_LIMITS.passwordMinLength), maxLength(IDENTITY_LIMITS.passwordMaxLength)];

/** The inputs a user's create and edit forms share. */
export const UserInputs = ({ passwordHelp }: { passwordHelp: string }) => (
  <>
    <TextInput source="name" validate={NAME} />
    <TextInput source="email" type="email" validate={EMAIL} />
    <ReferenceInput source="roleId" reference="roles" sort={{ field: 'name', order: 'ASC' }}>
      <SelectInput optionText="name" validate={required()} />
    </ReferenceInput>
    <SelectInput source="language" choices={languageChoices} validate={required()} />
    <PasswordInput
      source="password"
      validate={PASSWORD}
      helperText={passwordHelp}
      autoComplete="new-password"
    />
    <BooleanInput source="twoFactorRequired" />
  </>
);

export const UserCreate = () => (
  <Create redirect="edit">
    <SimpleForm defaultValues={{ language: 'en', twoFactorRequired: false }}>
      <UserInputs passwordHelp="resources.users.password_help_create" />
    </SimpleForm>
  </Create>
);
