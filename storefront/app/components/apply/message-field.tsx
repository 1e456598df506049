import { APPLICATION_LIMITS } from '@tradeshop/shared';
import { useI18n } from '../../i18n/use-i18n';
import { fieldErrorText, fieldId } from '../account/account-form';
import type { FormFailure } from '../../lib/form-failure';

/** The applicant's free-text message: optional, with a hint, its error tied to it. */
export function MessageField({ failure, value }: { failure?: FormFailure | null; value?: string }) {
  const { messages } = useI18n();
  const t = messages.apply;
  const id = fieldId('message');
  const error = failure?.fields.message;
  const describedBy = [`${id}-hint`, error ? `${id}-error` : null].filter(Boolean).join(' ');
  return (
    <div className="form-field">
      <label htmlFor={id}>
        {t.message}
        <span className="form-field__optional"> {messages.account.fields.optional}</span>
      </label>
      <p id={`${id}-hint`} className="form-hint">
        {t.messageHint}
      </p>
      <textarea
        id={id}
        name="message"
        rows={5}
        maxLength={APPLICATION_LIMITS.messageMaxLength}
        defaultValue={value}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy}
      />
      {error ? (
        <p id={`${id}-error`} className="form-error">
          {fieldErrorText(messages.account, error)}
        </p>
      ) : null}
    </div>
  );
}
