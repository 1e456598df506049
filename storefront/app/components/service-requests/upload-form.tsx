import type { ReactNode } from 'react';
import { Form, useNavigation } from 'react-router';
import { useI18n } from '../../i18n/use-i18n';
import { useShopSession } from '../../lib/use-shop-session';
import type { FormFailure } from '../../lib/form-failure';
import { FieldFrame, FormErrorSummary } from '../account/account-form';

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
  const { csrfToken } = useShopSession();
  const navigation = useNavigation();
  return (
    <>
      {failure ? <FormErrorSummary failure={failure} /> : null}
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
