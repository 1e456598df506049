import { IDENTITY_LIMITS, LOCALE_NAMES, LOCALES, SALUTATIONS } from '@tradeshop/shared';
import { useI18n } from '../../i18n/use-i18n';
import { SelectField, TextField } from './account-form';
import type { FormFailure } from '../../lib/form-failure';

/** Salutation, first and last name: the same in registration and profile. */
export function PersonFields({
  failure,
  values,
}: {
  failure?: FormFailure | null;
  values?: { salutation?: string | null; firstname?: string | null; lastname?: string | null };
}) {
  const { messages } = useI18n();
  const t = messages.account.fields;
  return (
    <>
      <SelectField
        name="salutation"
        label={t.salutation}
        placeholder={t.salutationChoose}
        options={SALUTATIONS.map((value) => ({ value, label: t.salutations[value] }))}
        defaultValue={values?.salutation}
        failure={failure}
        optional
      />
      <TextField
        name="firstname"
        label={t.firstname}
        autoComplete="given-name"
        defaultValue={values?.firstname}
        failure={failure}
      />
      <TextField
        name="lastname"
        label={t.lastname}
        autoComplete="family-name"
        defaultValue={values?.lastname}
        failure={failure}
      />
    </>
  );
}

export function PhoneField({ failure, value }: { failure?: FormFailure | null; value?: string | null }) {
  const { messages } = useI18n();
  return (
    <TextField
      name="phone"
      type="tel"
      label={messages.account.fields.phone}
      autoComplete="tel"
      optional
      defaultValue={value}
      failure={failure}
    />
  );
}

export function LocaleField({ failure, value }: { failure?: FormFailure | null; value: string }) {
  const { messages } = useI18n();
  return (
    <SelectField
      name="locale"
      label={messages.account.fields.locale}
      options={LOCALES.map((locale) => ({ value: locale, label: LOCALE_NAMES[locale] }))}
      defaultValue={value}
      failure={failure}
    />
  );
}

/** A new password typed twice, with the policy as the hint. */
export function NewPasswordFields({
  failure,
  labels,
}: {
  failure?: FormFailure | null;
  labels?: { password: string; passwordRepeat: string };
}) {
  const { messages, format } = useI18n();
  const t = messages.account.fields;
  return (
    <>
      <TextField
        name="password"
        type="password"
        label={labels?.password ?? t.password}
        hint={format(t.passwordHint, { min: IDENTITY_LIMITS.passwordMinLength })}
        autoComplete="new-password"
        failure={failure}
      />
      <TextField
        name="passwordRepeat"
        type="password"
        label={labels?.passwordRepeat ?? t.passwordRepeat}
        autoComplete="new-password"
        failure={failure}
      />
    </>
  );
}
