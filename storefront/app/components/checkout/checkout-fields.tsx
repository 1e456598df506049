import type { ReactNode } from 'react';
import { useI18n } from '../../i18n/use-i18n';
import { fieldErrorText, fieldId } from '../account/account-form';
import type { FormFailure } from '../../lib/form-failure';

/** A field's error paragraph, tied to its input by `${fieldId(name)}-error`. */
export function FieldErrorText({ name, failure }: { name: string; failure?: FormFailure | null }) {
  const { messages } = useI18n();
  const error = failure?.fields[name];
  if (!error) return null;
  return (
    <p id={`${fieldId(name)}-error`} className="form-error">
      {fieldErrorText(messages.account, error)}
    </p>
  );
}

export interface RadioOption {
  value: string;
  label: string;
  /** Shown after the label: a price, a surcharge note, a description. */
  detail?: ReactNode;
}

/**
 * One choice out of a few (carriers, payment methods): radio buttons in a fieldset, so the legend is read with
 * every option; the first input carries the field id that the error summary links to.
 */
export function RadioGroupField({
  name,
  legend,
  options,
  defaultValue,
  failure,
}: {
  name: string;
  legend: string;
  options: RadioOption[];
  defaultValue?: string | null;
  failure?: FormFailure | null;
}) {
  const id = fieldId(name);
  const error = failure?.fields[name];
  return (
    <fieldset
      className="checkout-choices"
      aria-invalid={error ? true : undefined}
      aria-describedby={error ? `${id}-error` : undefined}
    >
      <legend>{legend}</legend>
      {options.map((option, index) => (
        <label key={option.value} className="checkout-choice">
          <input
            type="radio"
            id={index === 0 ? id : `${id}-${option.value}`}
            name={name}
            value={option.value}
            defaultChecked={defaultValue === option.value}
            required
          />
          <span className="checkout-choice__label">{option.label}</span>
          {option.detail ? <span className="checkout-choice__detail">{option.detail}</span> : null}
        </label>
      ))}
      <FieldErrorText name={name} failure={failure} />
    </fieldset>
  );
}

/**
 * "Deliver to the invoice address" (spec §3 `useInvoiceAsShipping`). The shipping panel beside it is hidden by a
 * stylesheet rule while it is checked, so that also works before and without JavaScript.
 */
export function SameAddressCheckbox({
  checked,
  disabled,
  onChange,
  hint,
  failure,
}: {
  checked: boolean;
  disabled?: boolean;
  onChange: (checked: boolean) => void;
  hint?: string | null;
  failure?: FormFailure | null;
}) {
  const { messages } = useI18n();
  const name = 'useInvoiceAsShipping';
  const id = fieldId(name);
  const describedBy = [hint ? `${id}-hint` : null, failure?.fields[name] ? `${id}-error` : null]
    .filter(Boolean)
    .join(' ');
  return (
    <div className="form-field form-field--checkbox">
      <input
        id={id}
        name={name}
        type="checkbox"
        value="true"
        checked={checked}
        disabled={disabled}
        onChange={(event) => onChange(event.target.checked)}
        aria-describedby={describedBy || undefined}
      />
      <label htmlFor={id}>{messages.checkout.address.useInvoiceAsShipping}</label>
      {hint ? (
        <p id={`${id}-hint`} className="form-hint checkout-address-choice__hint">
          {hint}
        </p>
      ) : null}
      <FieldErrorText name={name} failure={failure} />
    </div>
  );
}
