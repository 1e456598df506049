import { useI18n } from '../../i18n/use-i18n';
import { useShopSession } from '../../lib/use-shop-session';
import { PhoneField } from '../account/account-fields';
import { TextField } from '../account/account-form';
import type { FormFailure } from '../../lib/form-failure';

export interface SenderValues {
  name: string;
  company: string;
  email: string;
  phone: string;
}

/**
 * Who sends the form. After a refusal the sender's own input comes back; before that, a logged-in customer
 * finds their name, company and e-mail filled in.
 */
export function SenderFields({
  failure,
  values,
}: {
  failure?: FormFailure | null;
  values?: SenderValues | null;
}) {
  const { messages } = useI18n();
  const { customer } = useShopSession();
  const t = messages.serviceRequests.fields;
  const known = values ?? {
    name: customer ? `${customer.firstname} ${customer.lastname}` : '',
    company: customer?.companyName ?? '',
    email: customer?.email ?? '',
    phone: '',
  };
  return (
    <>
      <TextField name="name" label={t.name} autoComplete="name" defaultValue={known.name} failure={failure} />
      <TextField
        name="company"
        label={t.company}
        autoComplete="organization"
        optional
        defaultValue={known.company}
        failure={failure}
      />
      <TextField
        name="email"
        type="email"
        label={t.email}
        autoComplete="email"
        defaultValue={known.email}
        failure={failure}
      />
      <PhoneField failure={failure} value={known.phone} />
    </>
  );
}
