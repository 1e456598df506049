import {
  type Locale,
  LOCALES,
  type NotificationRuleType,
  type NotificationState,
  ORDER_NOTIFICATION_MAIL_MESSAGES,
} from '@tradeshop/shared';
import { fillTemplate } from '../mail/mail-template';

/** The mail of a notification rule of `type`, in the order's language (English when it has another). */
export function notificationMail(
  type: NotificationRuleType,
  state: string,
  orderNumber: string,
  locale: string,
): { subject: string; text: string } {
  const texts =
    ORDER_NOTIFICATION_MAIL_MESSAGES[
      (LOCALES as readonly string[]).includes(locale) ? (locale as Locale) : 'en'
    ];
  const values = { number: orderNumber, state: texts.states[state as NotificationState] ?? state };
  const template = texts[type];
  return {
    subject: fillTemplate(template.subject, values),
    text: `${fillTemplate(template.body, values)}\n\n${texts.outro}\n`,
  };
}
