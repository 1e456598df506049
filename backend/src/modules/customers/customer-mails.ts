import { type Locale, CUSTOMER_ACCOUNT_MAIL_MESSAGES } from '@tradeshop/shared';
import { fillTemplate } from '../mail/mail-template';

export function welcomeMail(
  locale: Locale,
  values: { firstname: string; company: string; email: string; link: string },
): { subject: string; text: string } {
  const { subject, body } = CUSTOMER_ACCOUNT_MAIL_MESSAGES[locale].welcome;
  return { subject, text: fillTemplate(body, values) };
}

export function passwordResetMail(
  locale: Locale,
  values: { firstname: string; link: string; minutes: number },
): { subject: string; text: string } {
  const { subject, body } = CUSTOMER_ACCOUNT_MAIL_MESSAGES[locale].passwordReset;
  return { subject, text: fillTemplate(body, values) };
}
