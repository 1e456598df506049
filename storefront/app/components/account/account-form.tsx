import { type ReactNode, useEffect, useRef } from 'react';
import { Form, useNavigation } from 'react-router';
import { useI18n } from '../../i18n/use-i18n';
import type { Messages } from '../../i18n/messages';
import { useShopSession } from '../../lib/use-shop-session';
import type { FieldError, FormFailure } from '../../lib/form-failure';
import { summaryLine } from '../../lib/field-labels';

/** The id of a form field's input, for labels, error links and aria-describedby. */
export function fieldId(name: string): string {
  return `account-${name}`;
}

export function fieldErrorText(t: Messages['account'], error: FieldError): string {
  return 'problem' in error ? t.problems[error.problem] : error.text;
}

function formProblemText(i18n: ReturnType<typeof useI18n>, failure: FormFailure): string | null {
  const t = i18n.messages.account.formProblems;
  switch (failure.form) {
    case 'invalid-credentials':
      return t.invalidCredentials;
    case 'account-blocked':
      return i18n.messages.customerAccounts.accountBlocked;
    case 'too-many-attempts':
      return i18n.format(t.tooManyAttempts, { minutes: failure.retryMinutes ?? 1 });
    case 'link-invalid':
      return t.linkInvalid;
    case 'form-expired':
      return t.formExpired;
    case 'unexpected':
      return failure.message ?? t.unexpected;
    default:
      return null;
  }
}

/**
 * What was refused, above the form: the form's own problem, then each field's, linked to its field. It takes the
 * focus when it appears, so that a screen reader reads it first.
 */
export function FormErrorSummary({
  failure,
  labels,
}: {
  failure: FormFailure;
  /** Labels of fields the summary would not know by their name (it knows the account and address fields). */
  labels?: Record<string, string>;
}) {
  const i18n = useI18n();
  const t = i18n.messages.account;
  const summary = useRef<HTMLDivElement>(null);
  useEffect(() => {
    summary.current?.focus();
  }, [failure]);
  const formMessage = formProblemText(i18n, failure);
  return (
    <div className="form-error-summary" role="alert" tabIndex={-1} ref={summary}>
      <p className="form-error-summary__title">{t.errorSummary}</p>
      <ul>
        {formMessage ? <li>{formMessage}</li> : null}
        {Object.entries(failure.fields).map(([name, error]) => (
          <li key={name}>
            <a href={`#${fieldId(name)}`}>
              {summaryLine(i18n.messages, name, fieldErrorText(t, error), labels)}
            </a>
          </li>
        ))}
      </ul>
    </div>
  );
}

/**
 * A state-changing account form: posts without JavaScript too, carries the CSRF token, and lists what was
 * refused above the fields. The summary takes the focus after a refused submission, so it is read out first.
 */
export function AccountForm({
  failure,
  children,
  submitLabel,
  footer,
  labels,
}: {
  failure?: FormFailure | null;
  children: ReactNode;
  submitLabel: string;
  footer?: ReactNode;
  /** Labels of fields the summary would not know by their name (it knows the account and address fields). */
  labels?: Record<string, string>;
}) {
  const { csrfToken } = useShopSession();
  const navigation = useNavigation();
  return (
    <>
      {failure ? <FormErrorSummary failure={failure} labels={labels} /> : null}
      <Form method="post" className="account-form" noValidate>
        <input type="hidden" name="_token" value={csrfToken} />
        {children}
        <div className="account-form__actions">
          <button type="submit" className="button" disabled={navigation.state === 'submitting'}>
            {submitLabel}
          </button>
          {footer}
        </div>
      </Form>
    </>
  );
}

interface FieldProps {
  name: string;
  label: string;
  failure?: FormFailure | null;
  hint?: string;
  optional?: boolean;
}

/** The attributes that tie an input to its label, hint and error. */
export interface FieldAria {
  id: string;
  name: string;
  'aria-required'?: true;
  'aria-invalid'?: true;
  'aria-describedby'?: string;
}

/**
 * Label, hint and error of one field, tied to the input with aria-describedby; also frames other forms' own
 * inputs (a text area, a date, a file) with the same ids, so that the error summary links to them.
 */
export function FieldFrame({
  name,
  label,
  failure,
  hint,
  optional,
  children,
}: FieldProps & { children: (aria: FieldAria) => ReactNode }) {
  const { messages } = useI18n();
  const id = fieldId(name);
  const error = failure?.fields[name];
  const describedBy = [hint ? `${id}-hint` : null, error ? `${id}-error` : null].filter(Boolean).join(' ');
  return (
    <div className="form-field">
      <label htmlFor={id}>
        {label}
        {optional ? <span className="form-field__optional"> {messages.account.fields.optional}</span> : null}
      </label>
      {hint ? (
        <p id={`${id}-hint`} className="form-hint">
          {hint}
        </p>
      ) : null}
      {children({
        id,
        name,
        'aria-required': optional ? undefined : true,
        'aria-invalid': error ? true : undefined,
        'aria-describedby': describedBy || undefined,
      })}
      {error ? (
        <p id={`${id}-error`} className="form-error">
          {fieldErrorText(messages.account, error)}
        </p>
      ) : null}
    </div>
  );
}

export function TextField({
  type = 'text',
  autoComplete,
  defaultValue,
  maxLength,
  ...props
}: FieldProps & {
  type?: 'text' | 'email' | 'password' | 'tel';
  autoComplete?: string;
  defaultValue?: string | null;
  /** The most characters the API takes, so that the browser stops there rather than the API refusing. */
  maxLength?: number;
}) {
  return (
    <FieldFrame {...props}>
      {(aria) => (
        <input
          {...aria}
          type={type}
          autoComplete={autoComplete}
          maxLength={maxLength}
          defaultValue={type === 'password' ? undefined : (defaultValue ?? undefined)}
          spellCheck={type === 'email' ? false : undefined}
        />
      )}
    </FieldFrame>
  );
}

export function SelectField({
  options,
  defaultValue,
  placeholder,
  ...props
}: FieldProps & {
  options: { value: string; label: string }[];
  defaultValue?: string | null;
  placeholder?: string;
}) {
  return (
    <FieldFrame {...props}>
      {(aria) => (
        <select {...aria} defaultValue={defaultValue ?? ''}>
          {placeholder ? (
            // An optional choice may go back to none; a required one only starts there.
            <option value="" disabled={!props.optional}>
              {placeholder}
            </option>
          ) : null}
          {options.map((option) => (
            <option key={option.value} value={option.value}>
              {option.label}
            </option>
          ))}
        </select>
      )}
    </FieldFrame>
  );
}

/** A checkbox with its label after it (the terms). */
export function CheckboxField({ name, label, failure }: Pick<FieldProps, 'name' | 'label' | 'failure'>) {
  const { messages } = useI18n();
  const id = fieldId(name);
  const error = failure?.fields[name];
  return (
    <div className="form-field form-field--checkbox">
      <input
        id={id}
        name={name}
        type="checkbox"
        aria-required="true"
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${id}-error` : undefined}
      />
      <label htmlFor={id}>{label}</label>
      {error ? (
        <p id={`${id}-error`} className="form-error">
          {fieldErrorText(messages.account, error)}
        </p>
      ) : null}
    </div>
  );
}

/** A success note after a saved form, announced politely. */
export function FormNotice({ children }: { children: ReactNode }) {
  return (
    <p className="account-notice" role="status">
      {children}
    </p>
  );
}
