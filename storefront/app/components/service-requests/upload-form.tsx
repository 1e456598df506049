import { type ReactNode, useEffect, useRef } from 'react';
import { summaryLine } from '../../lib/field-labels';
import { Form, useNavigation } from 'react-router';
import { useI18n } from '../../i18n/use-i18n';
import { useShopSession } from '../../lib/use-shop-session';
import { fieldErrorText, fieldId } from '../account/account-form';
import type { FormFailure } from '../../lib/form-failure';
import { FieldFrame } from '../account/account-form';

/**
 * A form with a file: posted as multipart/form-data, without JavaScript too, with the CSRF token. What was
 * refused is listed above the fields and takes the focus, as in the account forms.
 */
export function UploadForm({
  failure,
  submitLabel,
  children,
}: {
  failure?: FormFailure | null;
  submitLabel: string;
  children: ReactNode;
}) {
  const { messages, format } = useI18n();
  const { csrfToken } = useShopSession();
  const navigation = useNavigation();
  const summary = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (failure) summary.current?.focus();
  }, [failure]);
  const problems = messages.account.formProblems;
  const formProblem =
    failure?.form === 'too-many-attempts'
      ? format(problems.tooManyAttempts, { minutes: failure.retryMinutes ?? 1 })
      : failure?.form === 'form-expired'
        ? problems.formExpired
        : failure?.form
          ? (failure.message ?? problems.unexpected)
          : null;
  return (
    <>
      {failure ? (
        <div className="form-error-summary" role="alert" tabIndex={-1} ref={summary}>
          <p className="form-error-summary__title">{messages.account.errorSummary}</p>
          <ul>
            {formProblem ? <li>{formProblem}</li> : null}
            {Object.entries(failure.fields).map(([name, error]) => (
              <li key={name}>
                <a href={`#${fieldId(name)}`}>
                  {summaryLine(messages, name, fieldErrorText(messages.account, error))}
                </a>
              </li>
            ))}
          </ul>
        </div>
      ) : null}
      <Form method="post" encType="multipart/form-data" className="account-form" noValidate>
        <input type="hidden" name="_token" value={csrfToken} />
        {children}
        <div className="account-form__actions">
          <button type="submit" className="button" disabled={navigation.state === 'submitting'}>
            {submitLabel}
          </button>
        </div>
      </Form>
    </>
  );
}

/** The receipt's file input: its types are a hint to the picker; the API judges the bytes. */
export function ReceiptField({ failure }: { failure?: FormFailure | null }) {
  const { messages } = useI18n();
  const t = messages.serviceRequests.fields;
  return (
    <FieldFrame name="receipt" label={t.receipt} hint={t.receiptHint} failure={failure}>
      {(aria) => (
        <input {...aria} type="file" accept="application/pdf,image/jpeg,image/png,.pdf,.jpg,.jpeg,.png" />
      )}
    </FieldFrame>
  );
}
