import type { FormFailure } from '../../lib/form-failure';
import { FieldFrame } from '../account/account-form';

/** A date: the browser's date picker where there is one, YYYY-MM-DD as text elsewhere. */
export function DateField({
  value,
  ...frame
}: {
  name: string;
  label: string;
  value?: string | null;
  failure?: FormFailure | null;
}) {
  return (
    <FieldFrame {...frame}>
      {(aria) => <input {...aria} type="date" defaultValue={value ?? undefined} />}
    </FieldFrame>
  );
}
