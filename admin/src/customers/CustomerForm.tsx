import {
  AutocompleteInput,
  BooleanInput,
  email,
  ReferenceArrayInput,
  ReferenceInput,
  required,
  SelectArrayInput,
  SelectInput,
  TextInput,
} from 'react-admin';
import { useWatch } from 'react-hook-form';
import { kindChoices, localeChoices } from './choices';
import { R } from './types';

/** The fields staff set on a customer, shared by create and edit (the e-mail only on create). */
export const CustomerFields = ({ withEmail }: { withEmail: boolean }) => {
  const kind = useWatch({ name: 'kind' }) as string | undefined;
  return (
    <>
      {withEmail && <TextInput source="email" type="email" validate={[required(), email()]} fullWidth />}
      <TextInput source="firstname" validate={required()} />
      <TextInput source="lastname" validate={required()} />
      <TextInput source="phone" />
      <SelectInput source="locale" choices={localeChoices} validate={required()} />
      <SelectInput source="kind" choices={kindChoices} validate={required()} />
      <ReferenceInput source="companyId" reference="customer-companies">
        <AutocompleteInput optionText="name" filterToQuery={(q) => ({ q })} fullWidth />
      </ReferenceInput>
      <ReferenceArrayInput source="groupIds" reference="customer-groups">
        {/* the reference input would label it after the groups' resource, untranslated */}
        <SelectArrayInput optionText="name" label={`${R}.fields.groupIds`} />
      </ReferenceArrayInput>
      <BooleanInput source="companyAdmin" />
      {kind === 'salesrep' && <BooleanInput source="impersonatesAll" />}
    </>
  );
};
