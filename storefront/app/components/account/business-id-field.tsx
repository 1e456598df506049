import { businessIdFieldProblem } from '@tradeshop/shared';
import { useState } from 'react';
import { useI18n } from '../../i18n/use-i18n';
import type { FieldError, FormFailure } from '../../lib/form-failure';
import { FieldFrame } from './account-form';

/**
 * The company's business id (Y-tunnus, organisasjonsnummer, organisationsnummer, CVR), checked with its check
 * digit when the field is left, by the rule the API applies: `country` is the store's, or (without it) the
 * form's country field. The API checks again; this only says it sooner.
 */
export function BusinessIdField({
  failure,
  defaultValue,
  country,
}: {
  failure?: FormFailure | null;
  defaultValue?: string | null;
  country?: string | null;
}) {
  const { messages } = useI18n();
  const [problem, setProblem] = useState<FieldError | null>(null);
  const shown: FormFailure | null = problem
    ? { form: failure?.form ?? null, fields: { ...(failure?.fields ?? {}), organizationNumber: problem } }
    : (failure ?? null);
  return (
    <FieldFrame name="organizationNumber" label={messages.account.fields.organizationNumber} failure={shown}>
      {(aria) => (
        <input
          {...aria}
          type="text"
          maxLength={40}
          autoComplete="off"
          defaultValue={defaultValue ?? undefined}
          onBlur={(event) => {
            const input = event.currentTarget;
            const countryField = input.form?.elements.namedItem('country');
            const formCountry = countryField instanceof HTMLSelectElement ? countryField.value : null;
            const value = input.value.trim();
            const found = value ? businessIdFieldProblem(country ?? formCountry, value) : null;
            setProblem(found ? { problem: found } : null);
          }}
          onInput={() => {
            if (problem) setProblem(null);
          }}
        />
      )}
    </FieldFrame>
  );
}
