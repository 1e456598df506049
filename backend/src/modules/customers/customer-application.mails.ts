import { type Locale, CUSTOMER_APPLICATION_MAIL_MESSAGES } from '@tradeshop/shared';
import { fillTemplate } from '../mail/mail-template';

export interface ApplicationMailFacts {
  company: string;
  organizationNumber: string;
  firstname: string;
  lastname: string;
  email: string;
  phone: string | null;
  street: string;
  postcode: string;
  city: string;
  country: string;
  message: string | null;
}

/** The application's own words, unlabelled by language: names, numbers and the applicant's message. */
function summary(facts: ApplicationMailFacts): string {
  return [
    `${facts.company} (${facts.organizationNumber})`,
    `${facts.firstname} ${facts.lastname}`,
    facts.email,
    facts.phone,
    `${facts.street}, ${facts.postcode} ${facts.city}, ${facts.country}`,
    facts.message ? `\n${facts.message}` : null,
  ]
    .filter((line): line is string => Boolean(line))
    .join('\n');
}

export function salesNotificationMail(locale: Locale, facts: ApplicationMailFacts, link: string) {
  const { subject, body } = CUSTOMER_APPLICATION_MAIL_MESSAGES[locale].salesNotification;
  return {
    subject: fillTemplate(subject, { company: facts.company }),
    text: fillTemplate(body, { summary: summary(facts), link }),
  };
}

export function applicationConfirmationMail(locale: Locale, values: { firstname: string; company: string }) {
  const { subject, body } = CUSTOMER_APPLICATION_MAIL_MESSAGES[locale].confirmation;
  return { subject, text: fillTemplate(body, values) };
}

export function invitationMail(
  locale: Locale,
  values: { firstname: string; company: string; email: string; link: string; hours: number },
) {
  const { subject, body } = CUSTOMER_APPLICATION_MAIL_MESSAGES[locale].invitation;
  return { subject, text: fillTemplate(body, values) };
}
