import type { Locale } from '../../domain';
import type { MailMessage } from './mail-message';

export interface ServiceRequestMailMessages {
  /** To the sales organisation: a contact message, in the language of its store. */
  contactSales: MailMessage;
  /** To the sender of a contact message, in the language of the form. */
  contactConfirmation: MailMessage;
  /** To the sales organisation: a warranty registration. */
  warrantySales: MailMessage;
  /** To the customer who registered a product for warranty. */
  warrantyConfirmation: MailMessage;
}

export const SERVICE_REQUEST_MAIL_MESSAGES: Record<Locale, ServiceRequestMailMessages> = {
  en: {
    contactSales: {
      subject: 'Contact form {reference}: {subject}',
      body: 'A message has arrived through the contact form.\n\n{summary}\n\nOpen it in the back office:\n{link}\n\nTradeShop',
    },
    contactConfirmation: {
      subject: 'We have received your message ({reference})',
      body:
        'Hello {name},\n\nthank you for your message "{subject}". Our sales team will answer you as soon as ' +
        'possible. Please quote the reference {reference} if you contact us about it.\n\nKind regards,\nTradeShop',
    },
    warrantySales: {
      subject: 'Warranty registration {reference}: {product}',
      body: 'A product has been registered for warranty.\n\n{summary}\n\nOpen it and its receipt in the back office:\n{link}\n\nTradeShop',
    },
    warrantyConfirmation: {
      subject: 'Your warranty registration {reference}',
      body:
        'Hello {name},\n\nwe have received your warranty registration for {product} (serial or batch number ' +
        '{serialNumber}, bought on {purchaseDate}). Our service team will contact you about the next steps. ' +
        'Please quote the reference {reference} if you contact us about it.\n\nKind regards,\nTradeShop',
    },
  },
  fi: {
    contactSales: {
      subject: 'Yhteydenotto {reference}: {subject}',
      body: 'Yhteydenottolomakkeella on saapunut viesti.\n\n{summary}\n\nAvaa se hallintapaneelissa:\n{link}\n\nTradeShop',
    },
    contactConfirmation: {
      subject: 'Olemme vastaanottaneet viestisi ({reference})',
      body:
        'Hei {name},\n\nkiitos viestistäsi "{subject}". Myyntitiimimme vastaa sinulle mahdollisimman pian. ' +
        'Mainitse viite {reference}, jos otat meihin yhteyttä asian tiimoilta.\n\nYstävällisin terveisin\nTradeShop',
    },
    warrantySales: {
      subject: 'Takuurekisteröinti {reference}: {product}',
      body: 'Tuote on rekisteröity takuuseen.\n\n{summary}\n\nAvaa rekisteröinti ja kuitti hallintapaneelissa:\n{link}\n\nTradeShop',
    },
    warrantyConfirmation: {
      subject: 'Takuurekisteröintisi {reference}',
      body:
        'Hei {name},\n\nolemme vastaanottaneet takuurekisteröintisi tuotteelle {product} (sarja- tai eränumero ' +
        '{serialNumber}, ostettu {purchaseDate}). Huoltotiimimme on sinuun yhteydessä jatkosta. ' +
        'Mainitse viite {reference}, jos otat meihin yhteyttä asian tiimoilta.\n\nYstävällisin terveisin\nTradeShop',
    },
  },
  nb: {
    contactSales: {
      subject: 'Kontaktskjema {reference}: {subject}',
      body: 'En melding har kommet inn via kontaktskjemaet.\n\n{summary}\n\nÅpne den i administrasjonen:\n{link}\n\nTradeShop',
    },
    contactConfirmation: {
      subject: 'Vi har mottatt meldingen din ({reference})',
      body:
        'Hei {name},\n\ntakk for meldingen din «{subject}». Salgsteamet vårt svarer deg så snart som mulig. ' +
        'Oppgi referansen {reference} hvis du kontakter oss om saken.\n\nVennlig hilsen\nTradeShop',
    },
    warrantySales: {
      subject: 'Garantiregistrering {reference}: {product}',
      body: 'Et produkt er registrert for garanti.\n\n{summary}\n\nÅpne registreringen og kvitteringen i administrasjonen:\n{link}\n\nTradeShop',
    },
    warrantyConfirmation: {
      subject: 'Garantiregistreringen din {reference}',
      body:
        'Hei {name},\n\nvi har mottatt garantiregistreringen din for {product} (serie- eller batchnummer ' +
        '{serialNumber}, kjøpt {purchaseDate}). Serviceteamet vårt kontakter deg om videre fremgangsmåte. ' +
        'Oppgi referansen {reference} hvis du kontakter oss om saken.\n\nVennlig hilsen\nTradeShop',
    },
  },
  sv: {
    contactSales: {
      subject: 'Kontaktformulär {reference}: {subject}',
      body: 'Ett meddelande har kommit in via kontaktformuläret.\n\n{summary}\n\nÖppna det i administrationen:\n{link}\n\nTradeShop',
    },
    contactConfirmation: {
      subject: 'Vi har tagit emot ditt meddelande ({reference})',
      body:
        'Hej {name},\n\ntack för ditt meddelande ”{subject}”. Vårt säljteam svarar dig så snart som möjligt. ' +
        'Ange referensen {reference} om du kontaktar oss om ärendet.\n\nVänliga hälsningar\nTradeShop',
    },
    warrantySales: {
      subject: 'Garantiregistrering {reference}: {product}',
      body: 'En produkt har registrerats för garanti.\n\n{summary}\n\nÖppna registreringen och kvittot i administrationen:\n{link}\n\nTradeShop',
    },
    warrantyConfirmation: {
      subject: 'Din garantiregistrering {reference}',
      body:
        'Hej {name},\n\nvi har tagit emot din garantiregistrering för {product} (serie- eller batchnummer ' +
        '{serialNumber}, köpt {purchaseDate}). Vårt serviceteam kontaktar dig om hur ärendet går vidare. ' +
        'Ange referensen {reference} om du kontaktar oss om ärendet.\n\nVänliga hälsningar\nTradeShop',
    },
  },
  da: {
    contactSales: {
      subject: 'Kontaktformular {reference}: {subject}',
      body: 'Der er kommet en besked via kontaktformularen.\n\n{summary}\n\nÅbn den i administrationen:\n{link}\n\nTradeShop',
    },
    contactConfirmation: {
      subject: 'Vi har modtaget din besked ({reference})',
      body:
        'Hej {name},\n\ntak for din besked »{subject}«. Vores salgsteam svarer dig hurtigst muligt. ' +
        'Oplys referencen {reference}, hvis du kontakter os om sagen.\n\nVenlig hilsen\nTradeShop',
    },
    warrantySales: {
      subject: 'Garantiregistrering {reference}: {product}',
      body: 'Et produkt er registreret til garanti.\n\n{summary}\n\nÅbn registreringen og kvitteringen i administrationen:\n{link}\n\nTradeShop',
    },
    warrantyConfirmation: {
      subject: 'Din garantiregistrering {reference}',
      body:
        'Hej {name},\n\nvi har modtaget din garantiregistrering for {product} (serie- eller batchnummer ' +
        '{serialNumber}, købt {purchaseDate}). Vores serviceteam kontakter dig om det videre forløb. ' +
        'Oplys referencen {reference}, hvis du kontakter os om sagen.\n\nVenlig hilsen\nTradeShop',
    },
  },
  fr: {
    contactSales: {
      subject: 'Formulaire de contact {reference} : {subject}',
      body: 'Un message est arrivé par le formulaire de contact.\n\n{summary}\n\nOuvrez-le dans l’administration :\n{link}\n\nTradeShop',
    },
    contactConfirmation: {
      subject: 'Nous avons bien reçu votre message ({reference})',
      body:
        'Bonjour {name},\n\nmerci pour votre message « {subject} ». Notre équipe commerciale vous répondra dans ' +
        'les meilleurs délais. Merci d’indiquer la référence {reference} si vous nous contactez à ce sujet.' +
        '\n\nCordialement,\nTradeShop',
    },
    warrantySales: {
      subject: 'Enregistrement de garantie {reference} : {product}',
      body: 'Un produit a été enregistré pour la garantie.\n\n{summary}\n\nOuvrez l’enregistrement et le justificatif dans l’administration :\n{link}\n\nTradeShop',
    },
    warrantyConfirmation: {
      subject: 'Votre enregistrement de garantie {reference}',
      body:
        'Bonjour {name},\n\nnous avons bien reçu votre enregistrement de garantie pour {product} (numéro de ' +
        'série ou de lot {serialNumber}, acheté le {purchaseDate}). Notre service après-vente vous contactera ' +
        'pour la suite. Merci d’indiquer la référence {reference} si vous nous contactez à ce sujet.' +
        '\n\nCordialement,\nTradeShop',
    },
  },
  it: {
    contactSales: {
      subject: 'Modulo di contatto {reference}: {subject}',
      body: 'È arrivato un messaggio tramite il modulo di contatto.\n\n{summary}\n\nLo apra nel back office:\n{link}\n\nTradeShop',
    },
    contactConfirmation: {
      subject: 'Abbiamo ricevuto il suo messaggio ({reference})',
      body:
        'Buongiorno {name},\n\ngrazie per il suo messaggio «{subject}». Il nostro team commerciale le risponderà ' +
        'il prima possibile. Indichi il riferimento {reference} se ci contatta per questa richiesta.' +
        '\n\nCordiali saluti\nTradeShop',
    },
    warrantySales: {
      subject: 'Registrazione garanzia {reference}: {product}',
      body: 'Un prodotto è stato registrato per la garanzia.\n\n{summary}\n\nApra la registrazione e la ricevuta nel back office:\n{link}\n\nTradeShop',
    },
    warrantyConfirmation: {
      subject: 'La sua registrazione di garanzia {reference}',
      body:
        'Buongiorno {name},\n\nabbiamo ricevuto la sua registrazione di garanzia per {product} (numero di serie ' +
        'o di lotto {serialNumber}, acquistato il {purchaseDate}). Il nostro servizio assistenza la contatterà ' +
        'per i prossimi passi. Indichi il riferimento {reference} se ci contatta per questa richiesta.' +
        '\n\nCordiali saluti\nTradeShop',
    },
  },
};
