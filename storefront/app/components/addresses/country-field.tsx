import { COUNTRIES, countryName, LOCALE_TAGS } from '@tradeshop/shared';
import { useMemo } from 'react';
import { useI18n } from '../../i18n/use-i18n';
import { SelectField } from '../account/account-form';
import type { FormFailure } from '../../lib/form-failure';

/** The countries the shop delivers to, named and sorted in the page language; posted as `name`. */
export function CountryField({
  name = 'country',
  failure,
  value,
}: {
  name?: string;
  failure?: FormFailure | null;
  value?: string | null;
}) {
  const { locale, messages } = useI18n();
  const t = messages.addresses.fields;
  const options = useMemo(() => {
    const tag = LOCALE_TAGS[locale];
    return COUNTRIES.map((code) => ({ value: code, label: countryName(code, tag) })).sort((a, b) =>
      a.label.localeCompare(b.label, tag),
    );
  }, [locale]);
  return (
    <SelectField
      name={name}
      label={t.country}
      placeholder={t.countryChoose}
      options={options}
      defaultValue={value}
      failure={failure}
    />
  );
}
