import type { FormFailure } from '../../lib/form-failure';
import { FieldFrame } from '../account/account-form';

/** A multi-line text with its label, optional hint and error. */
export function TextAreaField({
  maxLength,
  defaultValue,
  ...frame
}: {
  name: string;
  label: string;
  failure?: FormFailure | null;
  hint?: string;
  optional?: boolean;
  maxLength: number;
  defaultValue?: string | null;
}) {
  return (
    <FieldFrame {...frame}>
      {(aria) => (
        <textarea {...aria} rows={6} maxLength={maxLength} defaultValue={defaultValue ?? undefined} />
      )}
    </FieldFrame>
  );
}
