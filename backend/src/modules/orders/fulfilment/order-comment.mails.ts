import type { Locale } from '@tradeshop/shared';
import { fillTemplate } from '../../mail/mail-template';
import type { SalesOrder } from '../entities/sales-order.entity';
import { documentLocale } from './fulfilment-documents';

const COMMENT_MAIL: Record<Locale, { subject: string; intro: string; outro: string }> = {
  en: {
    subject: 'A message about your order {number}',
    intro: 'We have a message for you about your order {number}:',
    outro: 'You can also read it with your order in the shop.',
  },
  fi: {
    subject: 'Viesti tilauksestasi {number}',
    intro: 'Meillä on sinulle viesti tilauksestasi {number}:',
    outro: 'Voit lukea sen myös tilauksesi tiedoista verkkokaupassa.',
  },
  sv: {
    subject: 'Ett meddelande om din order {number}',
    intro: 'Vi har ett meddelande till dig om din order {number}:',
    outro: 'Du kan också läsa det vid din order i butiken.',
  },
  nb: {
    subject: 'En melding om ordren din {number}',
    intro: 'Vi har en melding til deg om ordren din {number}:',
    outro: 'Du kan også lese den ved ordren din i nettbutikken.',
  },
  da: {
    subject: 'En besked om din ordre {number}',
    intro: 'Vi har en besked til dig om din ordre {number}:',
    outro: 'Du kan også læse den ved din ordre i webshoppen.',
  },
  fr: {
    subject: 'Un message concernant votre commande {number}',
    intro: 'Nous avons un message pour vous concernant votre commande {number} :',
    outro: 'Vous pouvez aussi le lire avec votre commande dans la boutique.',
  },
  it: {
    subject: 'Un messaggio sul tuo ordine {number}',
    intro: 'Abbiamo un messaggio per te sul tuo ordine {number}:',
    outro: 'Puoi leggerlo anche nel dettaglio del tuo ordine nel negozio.',
  },
};

/** The mail of a comment written to the buyer, in the order's language. */
export function orderCommentMail(order: SalesOrder, text: string): { subject: string; text: string } {
  const texts = COMMENT_MAIL[documentLocale(order.locale)];
  return {
    subject: fillTemplate(texts.subject, { number: order.number }),
    text: [fillTemplate(texts.intro, { number: order.number }), text, texts.outro].join('\n\n'),
  };
}
