import {
  FALLBACK_LOCALE,
  isLocale,
  BACK_OFFICE_ACCOUNT_MAIL_MESSAGES,
  type BackOfficeAccountMailMessages,
} from '@tradeshop/shared';
import { fillTemplate } from '../mail/mail-template';

function textsFor(language: string): BackOfficeAccountMailMessages {
  return BACK_OFFICE_ACCOUNT_MAIL_MESSAGES[isLocale(language) ? language : FALLBACK_LOCALE];
}

export function adminPasswordResetMail(
  language: string,
  values: { name: string; link: string; minutes: number },
): { subject: string; text: string } {
  const { subject, body } = textsFor(language).passwordReset;
  return { subject, text: fillTemplate(body, values) };
}

export function adminInvitationMail(
  language: string,
  values: { name: string; email: string; link: string; hours: number },
): { subject: string; text: string } {
  const { subject, body } = textsFor(language).invitation;
  return { subject, text: fillTemplate(body, values) };
}
