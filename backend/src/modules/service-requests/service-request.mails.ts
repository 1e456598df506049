import { type Locale, SERVICE_REQUEST_MAIL_MESSAGES } from '@tradeshop/shared';
import { fillTemplate } from '../mail/mail-template';
import type { AdminContactMessageDto, AdminWarrantyRegistrationDto } from './dto/service-request.dto';

/** The sender's own words, unlabelled by language: names, numbers, and what they wrote. */
function summary(lines: (string | null | undefined)[], text: string): string {
  return [...lines.filter((line): line is string => typeof line === 'string'), '', text].join('\n');
}

/** What the mails tell of a contact message: its back-office view, reference included. */
export type ContactMailFacts = Omit<AdminContactMessageDto, 'createdAt' | 'handledAt'>;

export function contactSalesMail(locale: Locale, facts: ContactMailFacts, link: string) {
  const { subject, body } = SERVICE_REQUEST_MAIL_MESSAGES[locale].contactSales;
  const lines = [
    facts.name,
    facts.company,
    facts.email,
    facts.phone,
    facts.orderNumber && `# ${facts.orderNumber}`,
  ];
  return {
    subject: fillTemplate(subject, { reference: facts.reference, subject: facts.subject }),
    text: fillTemplate(body, { summary: summary([...lines, '', facts.subject], facts.message), link }),
  };
}

export function contactConfirmationMail(locale: Locale, facts: ContactMailFacts) {
  const { subject, body } = SERVICE_REQUEST_MAIL_MESSAGES[locale].contactConfirmation;
  const values = { reference: facts.reference, name: facts.name, subject: facts.subject };
  return { subject: fillTemplate(subject, values), text: fillTemplate(body, values) };
}

/** What the mails tell of a warranty registration: its back-office view, reference included. */
export type WarrantyMailFacts = Omit<AdminWarrantyRegistrationDto, 'createdAt' | 'handledAt'>;

export function warrantySalesMail(locale: Locale, facts: WarrantyMailFacts, link: string) {
  const { subject, body } = SERVICE_REQUEST_MAIL_MESSAGES[locale].warrantySales;
  const product = `${facts.productName} (${facts.sku})`;
  const lines = [
    product,
    `S/N ${facts.serialNumber}`,
    facts.purchaseDate,
    facts.placeOfPurchase,
    facts.orderNumber && `# ${facts.orderNumber}`,
    '',
    facts.name,
    facts.company,
    facts.email,
    facts.phone,
    facts.country,
  ];
  return {
    subject: fillTemplate(subject, { reference: facts.reference, product }),
    text: fillTemplate(body, { summary: summary(lines, facts.faultDescription), link }),
  };
}

export function warrantyConfirmationMail(locale: Locale, facts: WarrantyMailFacts) {
  const { subject, body } = SERVICE_REQUEST_MAIL_MESSAGES[locale].warrantyConfirmation;
  const values = {
    reference: facts.reference,
    name: facts.name,
    product: `${facts.productName} (${facts.sku})`,
    serialNumber: facts.serialNumber,
    purchaseDate: facts.purchaseDate,
  };
  return { subject: fillTemplate(subject, values), text: fillTemplate(body, values) };
}
