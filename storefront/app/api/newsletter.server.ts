import type { Locale } from '@tradeshop/shared';
import type { AppLoadContext } from 'react-router';
import { formText } from '../lib/form-text';
import { formClient, submitAccountForm } from './account.server';
import { postedForm } from '../lib/posted-form.server';

/** POST of the newsletter form: the API mails a confirmation link (double opt-in). */
export async function subscribeToNewsletter(request: Request, context: AppLoadContext, locale: Locale) {
  const form = await postedForm(request);
  const email = formText(form, 'email').trim();
  const call = formClient(request, context, form).POST('/api/shop/newsletter/subscriptions', {
    body: { email, locale },
  });
  return { email, submission: await submitAccountForm(call, 'newsletter subscription') };
}

/** POST of the confirmation page: the link's token confirms the subscription, or is the confirmation error. */
export async function confirmNewsletter(request: Request, context: AppLoadContext, token: string) {
  const form = await postedForm(request);
  const call = formClient(request, context, form).POST('/api/shop/newsletter/confirmations', {
    body: { token },
  });
  return submitAccountForm(call, 'newsletter confirmation');
}
