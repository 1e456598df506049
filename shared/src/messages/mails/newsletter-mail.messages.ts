import type { Locale } from '../../domain';
import type { MailMessage } from './mail-message';

/** The newsletter's double opt-in mail: the subscription counts only once its link is opened. */
export const NEWSLETTER_MAIL_MESSAGES: Record<Locale, { confirm: MailMessage }> = {
  en: {
    confirm: {
      subject: 'Confirm your TradeShop newsletter subscription',
      body:
        'Hello,\n\nplease confirm that {email} should receive the TradeShop newsletter by opening this link ' +
        'within {hours} hours:\n\n{link}\n\nIf you did not subscribe, ignore this message: ' +
        'without confirmation you will receive nothing.\n\nTradeShop',
    },
  },
  fi: {
    confirm: {
      subject: 'Vahvista TradeShopin uutiskirjeen tilaus',
      body:
        'Hei,\n\nvahvista, että osoitteeseen {email} saa lähettää TradeShopin uutiskirjeen, avaamalla tämä linkki ' +
        '{hours} tunnin kuluessa:\n\n{link}\n\nJos et tilannut uutiskirjettä, voit jättää viestin huomiotta: ' +
        'ilman vahvistusta emme lähetä sinulle mitään.\n\nTradeShop',
    },
  },
  sv: {
    confirm: {
      subject: 'Bekräfta din prenumeration på TradeShops nyhetsbrev',
      body:
        'Hej,\n\nbekräfta att {email} ska få TradeShops nyhetsbrev genom att öppna den här länken ' +
        'inom {hours} timmar:\n\n{link}\n\nOm du inte har anmält dig kan du bortse från meddelandet: ' +
        'utan bekräftelse skickar vi ingenting.\n\nTradeShop',
    },
  },
  nb: {
    confirm: {
      subject: 'Bekreft abonnementet på TradeShops nyhetsbrev',
      body:
        'Hei,\n\nbekreft at {email} skal få TradeShops nyhetsbrev ved å åpne denne lenken ' +
        'innen {hours} timer:\n\n{link}\n\nHvis du ikke har meldt deg på, kan du se bort fra meldingen: ' +
        'uten bekreftelse sender vi ingenting.\n\nTradeShop',
    },
  },
  da: {
    confirm: {
      subject: 'Bekræft dit abonnement på TradeShops nyhedsbrev',
      body:
        'Hej\n\nbekræft, at {email} skal modtage TradeShops nyhedsbrev, ved at åbne dette link ' +
        'inden for {hours} timer:\n\n{link}\n\nHar du ikke tilmeldt dig, kan du se bort fra beskeden: ' +
        'uden bekræftelse sender vi ingenting.\n\nTradeShop',
    },
  },
  fr: {
    confirm: {
      subject: 'Confirmez votre inscription à la newsletter TradeShop',
      body:
        'Bonjour,\n\nveuillez confirmer que {email} doit recevoir la newsletter TradeShop en ouvrant ce lien ' +
        'dans les {hours} heures :\n\n{link}\n\nSi vous ne vous êtes pas inscrit, ignorez ce message : ' +
        'sans confirmation, vous ne recevrez rien.\n\nTradeShop',
    },
  },
  it: {
    confirm: {
      subject: 'Conferma l’iscrizione alla newsletter di TradeShop',
      body:
        'Buongiorno,\n\nconferma che {email} deve ricevere la newsletter di TradeShop aprendo questo link ' +
        'entro {hours} ore:\n\n{link}\n\nSe non ti sei iscritto, ignora questo messaggio: ' +
        'senza conferma non riceverai nulla.\n\nTradeShop',
    },
  },
};
