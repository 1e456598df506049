import type { Locale } from '../../domain';
import type { MailMessage } from './mail-message';

export interface CustomerApplicationMailMessages {
  /** To the sales organisation of the applicant's country, in the language of that country's store. */
  salesNotification: MailMessage;
  /** To the applicant, in the language of the form. */
  confirmation: MailMessage;
  /** To the applicant once approved: the link to set a first password. */
  invitation: MailMessage;
}

export const CUSTOMER_APPLICATION_MAIL_MESSAGES: Record<Locale, CustomerApplicationMailMessages> = {
  en: {
    salesNotification: {
      subject: 'New customer-account application: {company}',
      body:
        'A new customer-account application has arrived.\n\n{summary}\n\n' +
        'Review it in the back office:\n{link}\n\nTradeShop',
    },
    confirmation: {
      subject: 'We have received your customer-account application',
      body:
        'Hello {firstname},\n\nthank you for applying for a TradeShop customer account for {company}. ' +
        'Our sales team will review your application and contact you soon.\n\nKind regards,\nTradeShop',
    },
    invitation: {
      subject: 'Your TradeShop customer account is ready',
      body:
        'Hello {firstname},\n\nyour customer account for {company} has been approved. ' +
        'Open this link within {hours} hours to set your password. The link works once:\n\n{link}\n\n' +
        'Your username is your e-mail address {email}.\n\nKind regards,\nTradeShop',
    },
  },
  fi: {
    salesNotification: {
      subject: 'Uusi asiakastilihakemus: {company}',
      body:
        'Uusi asiakastilihakemus on saapunut.\n\n{summary}\n\n' +
        'Käsittele hakemus hallintapaneelissa:\n{link}\n\nTradeShop',
    },
    confirmation: {
      subject: 'Olemme vastaanottaneet asiakastilihakemuksesi',
      body:
        'Hei {firstname},\n\nkiitos, että haet TradeShop-asiakastiliä yritykselle {company}. ' +
        'Myyntitiimimme käsittelee hakemuksesi ja on sinuun pian yhteydessä.\n\nYstävällisin terveisin\nTradeShop',
    },
    invitation: {
      subject: 'TradeShop-asiakastilisi on valmis',
      body:
        'Hei {firstname},\n\nyrityksen {company} asiakastili on hyväksytty. ' +
        'Avaa tämä linkki {hours} tunnin kuluessa ja aseta salasanasi. Linkki toimii kerran:\n\n{link}\n\n' +
        'Käyttäjätunnuksesi on sähköpostiosoitteesi {email}.\n\nYstävällisin terveisin\nTradeShop',
    },
  },
  nb: {
    salesNotification: {
      subject: 'Ny søknad om kundekonto: {company}',
      body:
        'En ny søknad om kundekonto har kommet inn.\n\n{summary}\n\n' +
        'Behandle den i administrasjonen:\n{link}\n\nTradeShop',
    },
    confirmation: {
      subject: 'Vi har mottatt søknaden din om kundekonto',
      body:
        'Hei {firstname},\n\ntakk for at du søker om en kundekonto hos TradeShop for {company}. ' +
        'Salgsteamet vårt behandler søknaden og kontakter deg snart.\n\nVennlig hilsen\nTradeShop',
    },
    invitation: {
      subject: 'Kundekontoen din hos TradeShop er klar',
      body:
        'Hei {firstname},\n\nkundekontoen for {company} er godkjent. ' +
        'Åpne denne lenken innen {hours} timer for å velge passord. Lenken virker én gang:\n\n{link}\n\n' +
        'Brukernavnet ditt er e-postadressen {email}.\n\nVennlig hilsen\nTradeShop',
    },
  },
  sv: {
    salesNotification: {
      subject: 'Ny ansökan om kundkonto: {company}',
      body:
        'En ny ansökan om kundkonto har kommit in.\n\n{summary}\n\n' +
        'Behandla den i administrationen:\n{link}\n\nTradeShop',
    },
    confirmation: {
      subject: 'Vi har tagit emot din ansökan om kundkonto',
      body:
        'Hej {firstname},\n\ntack för att du ansöker om ett kundkonto hos TradeShop för {company}. ' +
        'Vårt säljteam går igenom ansökan och kontaktar dig snart.\n\nVänliga hälsningar\nTradeShop',
    },
    invitation: {
      subject: 'Ditt kundkonto hos TradeShop är klart',
      body:
        'Hej {firstname},\n\nkundkontot för {company} har godkänts. ' +
        'Öppna länken inom {hours} timmar för att välja ditt lösenord. Länken fungerar en gång:\n\n{link}\n\n' +
        'Ditt användarnamn är e-postadressen {email}.\n\nVänliga hälsningar\nTradeShop',
    },
  },
  da: {
    salesNotification: {
      subject: 'Ny ansøgning om kundekonto: {company}',
      body:
        'En ny ansøgning om kundekonto er kommet ind.\n\n{summary}\n\n' +
        'Behandl den i administrationen:\n{link}\n\nTradeShop',
    },
    confirmation: {
      subject: 'Vi har modtaget din ansøgning om kundekonto',
      body:
        'Hej {firstname},\n\ntak fordi du ansøger om en kundekonto hos TradeShop for {company}. ' +
        'Vores salgsteam gennemgår ansøgningen og kontakter dig snart.\n\nVenlig hilsen\nTradeShop',
    },
    invitation: {
      subject: 'Din kundekonto hos TradeShop er klar',
      body:
        'Hej {firstname},\n\nkundekontoen for {company} er godkendt. ' +
        'Åbn linket inden for {hours} timer for at vælge din adgangskode. Linket virker én gang:\n\n{link}\n\n' +
        'Dit brugernavn er e-mailadressen {email}.\n\nVenlig hilsen\nTradeShop',
    },
  },
  fr: {
    salesNotification: {
      subject: 'Nouvelle demande de compte client : {company}',
      body:
        'Une nouvelle demande de compte client est arrivée.\n\n{summary}\n\n' +
        'Traitez-la dans l’administration :\n{link}\n\nTradeShop',
    },
    confirmation: {
      subject: 'Nous avons bien reçu votre demande de compte client',
      body:
        'Bonjour {firstname},\n\nmerci pour votre demande de compte client TradeShop pour {company}. ' +
        'Notre équipe commerciale va l’examiner et vous contactera prochainement.\n\nCordialement,\nTradeShop',
    },
    invitation: {
      subject: 'Votre compte client TradeShop est prêt',
      body:
        'Bonjour {firstname},\n\nle compte client de {company} a été approuvé. ' +
        'Ouvrez ce lien dans les {hours} heures pour choisir votre mot de passe. Le lien ne fonctionne qu’une fois :\n\n{link}\n\n' +
        'Votre identifiant est votre adresse e-mail {email}.\n\nCordialement,\nTradeShop',
    },
  },
  it: {
    salesNotification: {
      subject: 'Nuova richiesta di account cliente: {company}',
      body:
        'È arrivata una nuova richiesta di account cliente.\n\n{summary}\n\n' +
        'La gestisca nel back office:\n{link}\n\nTradeShop',
    },
    confirmation: {
      subject: 'Abbiamo ricevuto la sua richiesta di account cliente',
      body:
        'Buongiorno {firstname},\n\ngrazie per aver richiesto un account cliente TradeShop per {company}. ' +
        'Il nostro team commerciale esaminerà la richiesta e la contatterà a breve.\n\nCordiali saluti\nTradeShop',
    },
    invitation: {
      subject: 'Il suo account cliente TradeShop è pronto',
      body:
        'Buongiorno {firstname},\n\nl’account cliente di {company} è stato approvato. ' +
        'Apra questo link entro {hours} ore per impostare la password. Il link funziona una sola volta:\n\n{link}\n\n' +
        'Il suo nome utente è l’indirizzo e-mail {email}.\n\nCordiali saluti\nTradeShop',
    },
  },
};
