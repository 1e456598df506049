import type { Locale, OrderLineStatusCode, ShipmentState } from '../../../domain';

/** Shipment tracking, warranty registration and the contact form. Placeholders are written `{name}`. */
export interface ServiceRequestMessages {
  fields: {
    name: string;
    company: string;
    email: string;
    subject: string;
    message: string;
    orderNumber: string;
    sku: string;
    skuHint: string;
    serialNumber: string;
    serialNumberHint: string;
    purchaseDate: string;
    placeOfPurchase: string;
    faultDescription: string;
    receipt: string;
    receiptHint: string;
    postcode: string;
    trackingNumber: string;
  };
  /** The API's problems with these forms' own fields, in the shopper's language. */
  problems: {
    productNotFound: string;
    purchaseDate: string;
    receipt: string;
    trackingIncomplete: string;
  };
  contact: {
    title: string;
    intro: string;
    messageHeading: string;
    contactHeading: string;
    submit: string;
    thanksTitle: string;
    thanksText: string;
    backHome: string;
  };
  warranty: {
    title: string;
    intro: string;
    productHeading: string;
    faultHeading: string;
    contactHeading: string;
    submit: string;
    thanksTitle: string;
    thanksText: string;
    backHome: string;
  };
  tracking: {
    title: string;
    intro: string;
    byOrderHeading: string;
    byShipmentHeading: string;
    byShipmentHint: string;
    submitOrder: string;
    submitShipment: string;
    resultTitle: string;
    resultIntro: string;
    carrier: string;
    carrierUnknown: string;
    followAtCarrier: string;
    shipmentState: string;
    states: Record<ShipmentState, string>;
    linesHeading: string;
    columns: { sku: string; product: string; quantity: string; status: string };
    lineStatuses: Record<OrderLineStatusCode, string>;
    searchAgain: string;
    failTitle: string;
    failText: string;
    tooManyAttempts: string;
  };
}

export const serviceRequestMessages: Record<Locale, ServiceRequestMessages> = {
  en: {
    fields: {
      name: 'Your name',
      company: 'Company',
      email: 'E-mail',
      subject: 'Subject',
      message: 'Message',
      orderNumber: 'Order number',
      sku: 'Product number (SKU)',
      skuHint: 'You find it on the package, the invoice and the product page.',
      serialNumber: 'Serial or batch number',
      serialNumberHint: 'Printed on the product or its package.',
      purchaseDate: 'Date of purchase',
      placeOfPurchase: 'Place of purchase',
      faultDescription: 'Describe the fault',
      receipt: 'Receipt',
      receiptHint: 'A PDF, JPEG or PNG file of at most 5 MB.',
      postcode: 'Postcode of the delivery address',
      trackingNumber: 'Tracking number',
    },
    problems: {
      productNotFound: 'No product found for this SKU',
      purchaseDate: 'Enter a date of purchase that is not in the future',
      receipt: 'Attach the receipt as a PDF, JPEG or PNG file of at most 5 MB',
      trackingIncomplete: 'Enter the order number and the postcode, or a tracking number',
    },
    contact: {
      title: 'Contact us',
      intro: 'Send a message to our sales team. We answer on working days, usually within one day.',
      messageHeading: 'Your message',
      contactHeading: 'How can we reach you?',
      submit: 'Send message',
      thanksTitle: 'Thank you for your message',
      thanksText: 'We have received your message {reference} and sent a confirmation to {email}.',
      backHome: 'Back to the shop',
    },
    warranty: {
      title: 'Warranty registration',
      intro:
        'Register a faulty product for warranty. Attach the receipt so that we can check the date of purchase.',
      productHeading: 'Product and purchase',
      faultHeading: 'The fault',
      contactHeading: 'Your contact details',
      submit: 'Register for warranty',
      thanksTitle: 'Thank you for your warranty registration',
      thanksText: 'We have received your registration {reference} and sent a confirmation to {email}.',
      backHome: 'Back to the shop',
    },
    tracking: {
      title: 'Track your shipment',
      intro: 'See where your delivery is.',
      byOrderHeading: 'With your order number',
      byShipmentHeading: 'Or with a tracking number',
      byShipmentHint: 'The tracking number is in the shipping confirmation from the carrier.',
      submitOrder: 'Track order',
      submitShipment: 'Track shipment',
      resultTitle: 'Order {orderNumber}',
      resultIntro: 'The delivery of your order as it stands now.',
      carrier: 'Carrier',
      carrierUnknown: 'Not chosen yet',
      followAtCarrier: 'Follow the shipment at the carrier',
      shipmentState: 'Delivery',
      states: {
        new: 'Received',
        ready: 'Ready for shipment',
        cancelled: 'Cancelled',
        partially_shipped: 'Partly shipped',
        shipped: 'Shipped',
      },
      linesHeading: 'Order lines',
      columns: { sku: 'SKU', product: 'Product', quantity: 'Quantity', status: 'Status' },
      lineStatuses: {
        10: 'Received',
        20: 'Confirmed',
        30: 'Picked',
        45: 'Ready for shipment',
        60: 'Shipped and invoiced',
      },
      searchAgain: 'Track another shipment',
      failTitle: 'No shipment found',
      failText:
        'We could not find a shipment for these details. Check the order number and the postcode of the delivery address, or the tracking number, and try again.',
      tooManyAttempts: 'Too many searches found nothing. Please wait {minutes} minutes and try again.',
    },
  },
  fi: {
    fields: {
      name: 'Nimesi',
      company: 'Yritys',
      email: 'Sähköposti',
      subject: 'Aihe',
      message: 'Viesti',
      orderNumber: 'Tilausnumero',
      sku: 'Tuotenumero (SKU)',
      skuHint: 'Löydät sen pakkauksesta, laskulta ja tuotesivulta.',
      serialNumber: 'Sarja- tai eränumero',
      serialNumberHint: 'Painettu tuotteeseen tai sen pakkaukseen.',
      purchaseDate: 'Ostopäivä',
      placeOfPurchase: 'Ostopaikka',
      faultDescription: 'Kuvaile vika',
      receipt: 'Kuitti',
      receiptHint: 'PDF-, JPEG- tai PNG-tiedosto, enintään 5 Mt.',
      postcode: 'Toimitusosoitteen postinumero',
      trackingNumber: 'Seurantanumero',
    },
    problems: {
      productNotFound: 'Tuotenumerolla ei löytynyt tuotetta',
      purchaseDate: 'Anna ostopäivä, joka ei ole tulevaisuudessa',
      receipt: 'Liitä kuitti PDF-, JPEG- tai PNG-tiedostona, enintään 5 Mt',
      trackingIncomplete: 'Anna tilausnumero ja postinumero tai seurantanumero',
    },
    contact: {
      title: 'Ota yhteyttä',
      intro: 'Lähetä viesti myyntitiimillemme. Vastaamme arkipäivisin, yleensä vuorokauden kuluessa.',
      messageHeading: 'Viestisi',
      contactHeading: 'Miten tavoitamme sinut?',
      submit: 'Lähetä viesti',
      thanksTitle: 'Kiitos viestistäsi',
      thanksText:
        'Olemme vastaanottaneet viestisi {reference} ja lähettäneet vahvistuksen osoitteeseen {email}.',
      backHome: 'Takaisin kauppaan',
    },
    warranty: {
      title: 'Takuurekisteröinti',
      intro: 'Rekisteröi viallinen tuote takuuseen. Liitä kuitti, jotta voimme tarkistaa ostopäivän.',
      productHeading: 'Tuote ja osto',
      faultHeading: 'Vika',
      contactHeading: 'Yhteystietosi',
      submit: 'Rekisteröi takuuseen',
      thanksTitle: 'Kiitos takuurekisteröinnistäsi',
      thanksText:
        'Olemme vastaanottaneet rekisteröintisi {reference} ja lähettäneet vahvistuksen osoitteeseen {email}.',
      backHome: 'Takaisin kauppaan',
    },
    tracking: {
      title: 'Seuraa lähetystäsi',
      intro: 'Katso, missä toimituksesi on.',
      byOrderHeading: 'Tilausnumerolla',
      byShipmentHeading: 'Tai seurantanumerolla',
      byShipmentHint: 'Seurantanumero on kuljetusliikkeen lähetysvahvistuksessa.',
      submitOrder: 'Seuraa tilausta',
      submitShipment: 'Seuraa lähetystä',
      resultTitle: 'Tilaus {orderNumber}',
      resultIntro: 'Tilauksesi toimituksen tämänhetkinen tilanne.',
      carrier: 'Kuljetusliike',
      carrierUnknown: 'Ei vielä valittu',
      followAtCarrier: 'Seuraa lähetystä kuljetusliikkeen sivuilla',
      shipmentState: 'Toimitus',
      states: {
        new: 'Vastaanotettu',
        ready: 'Valmis lähetettäväksi',
        cancelled: 'Peruttu',
        partially_shipped: 'Osittain lähetetty',
        shipped: 'Lähetetty',
      },
      linesHeading: 'Tilausrivit',
      columns: { sku: 'Tuotenumero', product: 'Tuote', quantity: 'Määrä', status: 'Tila' },
      lineStatuses: {
        10: 'Vastaanotettu',
        20: 'Vahvistettu',
        30: 'Keräilty',
        45: 'Valmis lähetettäväksi',
        60: 'Lähetetty ja laskutettu',
      },
      searchAgain: 'Seuraa toista lähetystä',
      failTitle: 'Lähetystä ei löytynyt',
      failText:
        'Näillä tiedoilla ei löytynyt lähetystä. Tarkista tilausnumero ja toimitusosoitteen postinumero tai seurantanumero ja yritä uudelleen.',
      tooManyAttempts: 'Liian monta tuloksetonta hakua. Odota {minutes} minuuttia ja yritä uudelleen.',
    },
  },
  nb: {
    fields: {
      name: 'Navnet ditt',
      company: 'Firma',
      email: 'E-post',
      subject: 'Emne',
      message: 'Melding',
      orderNumber: 'Ordrenummer',
      sku: 'Varenummer (SKU)',
      skuHint: 'Du finner det på emballasjen, fakturaen og produktsiden.',
      serialNumber: 'Serie- eller batchnummer',
      serialNumberHint: 'Trykt på produktet eller emballasjen.',
      purchaseDate: 'Kjøpsdato',
      placeOfPurchase: 'Kjøpested',
      faultDescription: 'Beskriv feilen',
      receipt: 'Kvittering',
      receiptHint: 'En PDF-, JPEG- eller PNG-fil på høyst 5 MB.',
      postcode: 'Postnummer for leveringsadressen',
      trackingNumber: 'Sporingsnummer',
    },
    problems: {
      productNotFound: 'Fant ikke noe produkt med dette varenummeret',
      purchaseDate: 'Oppgi en kjøpsdato som ikke er frem i tid',
      receipt: 'Legg ved kvitteringen som PDF-, JPEG- eller PNG-fil på høyst 5 MB',
      trackingIncomplete: 'Oppgi ordrenummer og postnummer, eller et sporingsnummer',
    },
    contact: {
      title: 'Kontakt oss',
      intro: 'Send en melding til salgsteamet vårt. Vi svarer på virkedager, vanligvis innen ett døgn.',
      messageHeading: 'Meldingen din',
      contactHeading: 'Hvordan når vi deg?',
      submit: 'Send melding',
      thanksTitle: 'Takk for meldingen din',
      thanksText: 'Vi har mottatt meldingen din {reference} og sendt en bekreftelse til {email}.',
      backHome: 'Tilbake til butikken',
    },
    warranty: {
      title: 'Garantiregistrering',
      intro:
        'Registrer et defekt produkt for garanti. Legg ved kvitteringen slik at vi kan kontrollere kjøpsdatoen.',
      productHeading: 'Produkt og kjøp',
      faultHeading: 'Feilen',
      contactHeading: 'Kontaktopplysningene dine',
      submit: 'Registrer for garanti',
      thanksTitle: 'Takk for garantiregistreringen din',
      thanksText: 'Vi har mottatt registreringen din {reference} og sendt en bekreftelse til {email}.',
      backHome: 'Tilbake til butikken',
    },
    tracking: {
      title: 'Spor sendingen din',
      intro: 'Se hvor leveransen din er.',
      byOrderHeading: 'Med ordrenummeret',
      byShipmentHeading: 'Eller med et sporingsnummer',
      byShipmentHint: 'Sporingsnummeret står i forsendelsesbekreftelsen fra transportøren.',
      submitOrder: 'Spor ordre',
      submitShipment: 'Spor sending',
      resultTitle: 'Ordre {orderNumber}',
      resultIntro: 'Slik står det til med leveransen av ordren din nå.',
      carrier: 'Transportør',
      carrierUnknown: 'Ikke valgt ennå',
      followAtCarrier: 'Følg sendingen hos transportøren',
      shipmentState: 'Levering',
      states: {
        new: 'Mottatt',
        ready: 'Klar for forsendelse',
        cancelled: 'Kansellert',
        partially_shipped: 'Delvis sendt',
        shipped: 'Sendt',
      },
      linesHeading: 'Ordrelinjer',
      columns: { sku: 'Varenummer', product: 'Produkt', quantity: 'Antall', status: 'Status' },
      lineStatuses: {
        10: 'Mottatt',
        20: 'Bekreftet',
        30: 'Plukket',
        45: 'Klar for forsendelse',
        60: 'Sendt og fakturert',
      },
      searchAgain: 'Spor en annen sending',
      failTitle: 'Fant ingen sending',
      failText:
        'Vi fant ingen sending med disse opplysningene. Kontroller ordrenummeret og postnummeret for leveringsadressen, eller sporingsnummeret, og prøv igjen.',
      tooManyAttempts: 'For mange søk uten treff. Vent {minutes} minutter og prøv igjen.',
    },
  },
  sv: {
    fields: {
      name: 'Ditt namn',
      company: 'Företag',
      email: 'E-post',
      subject: 'Ämne',
      message: 'Meddelande',
      orderNumber: 'Ordernummer',
      sku: 'Artikelnummer (SKU)',
      skuHint: 'Du hittar det på förpackningen, fakturan och produktsidan.',
      serialNumber: 'Serie- eller batchnummer',
      serialNumberHint: 'Tryckt på produkten eller förpackningen.',
      purchaseDate: 'Inköpsdatum',
      placeOfPurchase: 'Inköpsställe',
      faultDescription: 'Beskriv felet',
      receipt: 'Kvitto',
      receiptHint: 'En PDF-, JPEG- eller PNG-fil på högst 5 MB.',
      postcode: 'Postnummer för leveransadressen',
      trackingNumber: 'Spårningsnummer',
    },
    problems: {
      productNotFound: 'Ingen produkt hittades för detta artikelnummer',
      purchaseDate: 'Ange ett inköpsdatum som inte ligger i framtiden',
      receipt: 'Bifoga kvittot som PDF-, JPEG- eller PNG-fil på högst 5 MB',
      trackingIncomplete: 'Ange ordernummer och postnummer, eller ett spårningsnummer',
    },
    contact: {
      title: 'Kontakta oss',
      intro: 'Skicka ett meddelande till vårt säljteam. Vi svarar på vardagar, oftast inom ett dygn.',
      messageHeading: 'Ditt meddelande',
      contactHeading: 'Hur når vi dig?',
      submit: 'Skicka meddelande',
      thanksTitle: 'Tack för ditt meddelande',
      thanksText: 'Vi har tagit emot ditt meddelande {reference} och skickat en bekräftelse till {email}.',
      backHome: 'Tillbaka till butiken',
    },
    warranty: {
      title: 'Garantiregistrering',
      intro:
        'Registrera en felaktig produkt för garanti. Bifoga kvittot så att vi kan kontrollera inköpsdatumet.',
      productHeading: 'Produkt och köp',
      faultHeading: 'Felet',
      contactHeading: 'Dina kontaktuppgifter',
      submit: 'Registrera för garanti',
      thanksTitle: 'Tack för din garantiregistrering',
      thanksText: 'Vi har tagit emot din registrering {reference} och skickat en bekräftelse till {email}.',
      backHome: 'Tillbaka till butiken',
    },
    tracking: {
      title: 'Spåra din försändelse',
      intro: 'Se var din leverans befinner sig.',
      byOrderHeading: 'Med ditt ordernummer',
      byShipmentHeading: 'Eller med ett spårningsnummer',
      byShipmentHint: 'Spårningsnumret finns i fraktbekräftelsen från transportören.',
      submitOrder: 'Spåra order',
      submitShipment: 'Spåra försändelse',
      resultTitle: 'Order {orderNumber}',
      resultIntro: 'Så här ser leveransen av din order ut just nu.',
      carrier: 'Transportör',
      carrierUnknown: 'Inte vald ännu',
      followAtCarrier: 'Följ försändelsen hos transportören',
      shipmentState: 'Leverans',
      states: {
        new: 'Mottagen',
        ready: 'Klar för leverans',
        cancelled: 'Avbruten',
        partially_shipped: 'Delvis skickad',
        shipped: 'Skickad',
      },
      linesHeading: 'Orderrader',
      columns: { sku: 'Artikelnummer', product: 'Produkt', quantity: 'Antal', status: 'Status' },
      lineStatuses: {
        10: 'Mottagen',
        20: 'Bekräftad',
        30: 'Plockad',
        45: 'Klar för leverans',
        60: 'Skickad och fakturerad',
      },
      searchAgain: 'Spåra en annan försändelse',
      failTitle: 'Ingen försändelse hittades',
      failText:
        'Vi hittade ingen försändelse med dessa uppgifter. Kontrollera ordernumret och leveransadressens postnummer, eller spårningsnumret, och försök igen.',
      tooManyAttempts: 'För många sökningar utan träff. Vänta {minutes} minuter och försök igen.',
    },
  },
  da: {
    fields: {
      name: 'Dit navn',
      company: 'Firma',
      email: 'E-mail',
      subject: 'Emne',
      message: 'Besked',
      orderNumber: 'Ordrenummer',
      sku: 'Varenummer (SKU)',
      skuHint: 'Du finder det på emballagen, fakturaen og produktsiden.',
      serialNumber: 'Serie- eller batchnummer',
      serialNumberHint: 'Trykt på produktet eller emballagen.',
      purchaseDate: 'Købsdato',
      placeOfPurchase: 'Købested',
      faultDescription: 'Beskriv fejlen',
      receipt: 'Kvittering',
      receiptHint: 'En PDF-, JPEG- eller PNG-fil på højst 5 MB.',
      postcode: 'Postnummer for leveringsadressen',
      trackingNumber: 'Sporingsnummer',
    },
    problems: {
      productNotFound: 'Der blev ikke fundet noget produkt med dette varenummer',
      purchaseDate: 'Angiv en købsdato, der ikke ligger i fremtiden',
      receipt: 'Vedhæft kvitteringen som PDF-, JPEG- eller PNG-fil på højst 5 MB',
      trackingIncomplete: 'Angiv ordrenummer og postnummer eller et sporingsnummer',
    },
    contact: {
      title: 'Kontakt os',
      intro: 'Send en besked til vores salgsteam. Vi svarer på hverdage, som regel inden for et døgn.',
      messageHeading: 'Din besked',
      contactHeading: 'Hvordan når vi dig?',
      submit: 'Send besked',
      thanksTitle: 'Tak for din besked',
      thanksText: 'Vi har modtaget din besked {reference} og sendt en bekræftelse til {email}.',
      backHome: 'Tilbage til butikken',
    },
    warranty: {
      title: 'Garantiregistrering',
      intro:
        'Registrer et defekt produkt til garanti. Vedhæft kvitteringen, så vi kan kontrollere købsdatoen.',
      productHeading: 'Produkt og køb',
      faultHeading: 'Fejlen',
      contactHeading: 'Dine kontaktoplysninger',
      submit: 'Registrer til garanti',
      thanksTitle: 'Tak for din garantiregistrering',
      thanksText: 'Vi har modtaget din registrering {reference} og sendt en bekræftelse til {email}.',
      backHome: 'Tilbage til butikken',
    },
    tracking: {
      title: 'Spor din forsendelse',
      intro: 'Se, hvor din levering er.',
      byOrderHeading: 'Med dit ordrenummer',
      byShipmentHeading: 'Eller med et sporingsnummer',
      byShipmentHint: 'Sporingsnummeret står i forsendelsesbekræftelsen fra fragtfirmaet.',
      submitOrder: 'Spor ordre',
      submitShipment: 'Spor forsendelse',
      resultTitle: 'Ordre {orderNumber}',
      resultIntro: 'Sådan står det til med leveringen af din ordre lige nu.',
      carrier: 'Fragtfirma',
      carrierUnknown: 'Ikke valgt endnu',
      followAtCarrier: 'Følg forsendelsen hos fragtfirmaet',
      shipmentState: 'Levering',
      states: {
        new: 'Modtaget',
        ready: 'Klar til afsendelse',
        cancelled: 'Annulleret',
        partially_shipped: 'Delvist afsendt',
        shipped: 'Afsendt',
      },
      linesHeading: 'Ordrelinjer',
      columns: { sku: 'Varenummer', product: 'Produkt', quantity: 'Antal', status: 'Status' },
      lineStatuses: {
        10: 'Modtaget',
        20: 'Bekræftet',
        30: 'Plukket',
        45: 'Klar til afsendelse',
        60: 'Afsendt og faktureret',
      },
      searchAgain: 'Spor en anden forsendelse',
      failTitle: 'Ingen forsendelse fundet',
      failText:
        'Vi fandt ingen forsendelse med disse oplysninger. Kontroller ordrenummeret og leveringsadressens postnummer eller sporingsnummeret, og prøv igen.',
      tooManyAttempts: 'For mange søgninger uden resultat. Vent {minutes} minutter, og prøv igen.',
    },
  },
  fr: {
    fields: {
      name: 'Votre nom',
      company: 'Entreprise',
      email: 'E-mail',
      subject: 'Objet',
      message: 'Message',
      orderNumber: 'Numéro de commande',
      sku: 'Référence produit (SKU)',
      skuHint: 'Elle figure sur l’emballage, la facture et la page produit.',
      serialNumber: 'Numéro de série ou de lot',
      serialNumberHint: 'Imprimé sur le produit ou son emballage.',
      purchaseDate: 'Date d’achat',
      placeOfPurchase: 'Lieu d’achat',
      faultDescription: 'Décrivez le défaut',
      receipt: 'Justificatif d’achat',
      receiptHint: 'Un fichier PDF, JPEG ou PNG de 5 Mo au maximum.',
      postcode: 'Code postal de l’adresse de livraison',
      trackingNumber: 'Numéro de suivi',
    },
    problems: {
      productNotFound: 'Aucun produit trouvé pour cette référence',
      purchaseDate: 'Indiquez une date d’achat qui n’est pas dans le futur',
      receipt: 'Joignez le justificatif au format PDF, JPEG ou PNG, 5 Mo au maximum',
      trackingIncomplete: 'Indiquez le numéro de commande et le code postal, ou un numéro de suivi',
    },
    contact: {
      title: 'Nous contacter',
      intro:
        'Envoyez un message à notre équipe commerciale. Nous répondons les jours ouvrés, en général sous 24 heures.',
      messageHeading: 'Votre message',
      contactHeading: 'Comment vous joindre ?',
      submit: 'Envoyer le message',
      thanksTitle: 'Merci pour votre message',
      thanksText: 'Nous avons bien reçu votre message {reference} et envoyé une confirmation à {email}.',
      backHome: 'Retour à la boutique',
    },
    warranty: {
      title: 'Enregistrement de garantie',
      intro:
        'Enregistrez un produit défectueux au titre de la garantie. Joignez le justificatif pour que nous puissions vérifier la date d’achat.',
      productHeading: 'Produit et achat',
      faultHeading: 'Le défaut',
      contactHeading: 'Vos coordonnées',
      submit: 'Enregistrer la garantie',
      thanksTitle: 'Merci pour votre enregistrement de garantie',
      thanksText:
        'Nous avons bien reçu votre enregistrement {reference} et envoyé une confirmation à {email}.',
      backHome: 'Retour à la boutique',
    },
    tracking: {
      title: 'Suivre votre envoi',
      intro: 'Voyez où en est votre livraison.',
      byOrderHeading: 'Avec votre numéro de commande',
      byShipmentHeading: 'Ou avec un numéro de suivi',
      byShipmentHint: 'Le numéro de suivi figure dans la confirmation d’expédition du transporteur.',
      submitOrder: 'Suivre la commande',
      submitShipment: 'Suivre l’envoi',
      resultTitle: 'Commande {orderNumber}',
      resultIntro: 'L’état actuel de la livraison de votre commande.',
      carrier: 'Transporteur',
      carrierUnknown: 'Pas encore choisi',
      followAtCarrier: 'Suivre l’envoi chez le transporteur',
      shipmentState: 'Livraison',
      states: {
        new: 'Reçue',
        ready: 'Prête à expédier',
        cancelled: 'Annulée',
        partially_shipped: 'Partiellement expédiée',
        shipped: 'Expédiée',
      },
      linesHeading: 'Lignes de commande',
      columns: { sku: 'Référence', product: 'Produit', quantity: 'Quantité', status: 'État' },
      lineStatuses: {
        10: 'Reçue',
        20: 'Confirmée',
        30: 'Préparée',
        45: 'Prête à expédier',
        60: 'Expédiée et facturée',
      },
      searchAgain: 'Suivre un autre envoi',
      failTitle: 'Aucun envoi trouvé',
      failText:
        'Nous n’avons trouvé aucun envoi correspondant à ces informations. Vérifiez le numéro de commande et le code postal de l’adresse de livraison, ou le numéro de suivi, puis réessayez.',
      tooManyAttempts: 'Trop de recherches sans résultat. Veuillez patienter {minutes} minutes et réessayer.',
    },
  },
  it: {
    fields: {
      name: 'Il suo nome',
      company: 'Azienda',
      email: 'E-mail',
      subject: 'Oggetto',
      message: 'Messaggio',
      orderNumber: 'Numero d’ordine',
      sku: 'Codice prodotto (SKU)',
      skuHint: 'Si trova sulla confezione, sulla fattura e nella pagina del prodotto.',
      serialNumber: 'Numero di serie o di lotto',
      serialNumberHint: 'Stampato sul prodotto o sulla confezione.',
      purchaseDate: 'Data di acquisto',
      placeOfPurchase: 'Luogo di acquisto',
      faultDescription: 'Descriva il difetto',
      receipt: 'Scontrino o fattura',
      receiptHint: 'Un file PDF, JPEG o PNG di massimo 5 MB.',
      postcode: 'CAP dell’indirizzo di consegna',
      trackingNumber: 'Numero di tracciamento',
    },
    problems: {
      productNotFound: 'Nessun prodotto trovato per questo codice',
      purchaseDate: 'Indichi una data di acquisto che non sia nel futuro',
      receipt: 'Alleghi la ricevuta come file PDF, JPEG o PNG di massimo 5 MB',
      trackingIncomplete: 'Indichi il numero d’ordine e il CAP, oppure un numero di tracciamento',
    },
    contact: {
      title: 'Contatti',
      intro:
        'Invii un messaggio al nostro team commerciale. Rispondiamo nei giorni lavorativi, di solito entro un giorno.',
      messageHeading: 'Il suo messaggio',
      contactHeading: 'Come possiamo contattarla?',
      submit: 'Invia messaggio',
      thanksTitle: 'Grazie per il suo messaggio',
      thanksText: 'Abbiamo ricevuto il suo messaggio {reference} e inviato una conferma a {email}.',
      backHome: 'Torna al negozio',
    },
    warranty: {
      title: 'Registrazione garanzia',
      intro:
        'Registri un prodotto difettoso in garanzia. Alleghi la ricevuta affinché possiamo verificare la data di acquisto.',
      productHeading: 'Prodotto e acquisto',
      faultHeading: 'Il difetto',
      contactHeading: 'I suoi recapiti',
      submit: 'Registra in garanzia',
      thanksTitle: 'Grazie per la sua registrazione di garanzia',
      thanksText: 'Abbiamo ricevuto la sua registrazione {reference} e inviato una conferma a {email}.',
      backHome: 'Torna al negozio',
    },
    tracking: {
      title: 'Tracci la sua spedizione',
      intro: 'Veda a che punto è la sua consegna.',
      byOrderHeading: 'Con il numero d’ordine',
      byShipmentHeading: 'Oppure con un numero di tracciamento',
      byShipmentHint: 'Il numero di tracciamento è nella conferma di spedizione del corriere.',
      submitOrder: 'Traccia ordine',
      submitShipment: 'Traccia spedizione',
      resultTitle: 'Ordine {orderNumber}',
      resultIntro: 'Lo stato attuale della consegna del suo ordine.',
      carrier: 'Corriere',
      carrierUnknown: 'Non ancora scelto',
      followAtCarrier: 'Segua la spedizione sul sito del corriere',
      shipmentState: 'Consegna',
      states: {
        new: 'Ricevuto',
        ready: 'Pronto per la spedizione',
        cancelled: 'Annullato',
        partially_shipped: 'Spedito in parte',
        shipped: 'Spedito',
      },
      linesHeading: 'Righe d’ordine',
      columns: { sku: 'Codice', product: 'Prodotto', quantity: 'Quantità', status: 'Stato' },
      lineStatuses: {
        10: 'Ricevuta',
        20: 'Confermata',
        30: 'Prelevata',
        45: 'Pronta per la spedizione',
        60: 'Spedita e fatturata',
      },
      searchAgain: 'Tracci un’altra spedizione',
      failTitle: 'Nessuna spedizione trovata',
      failText:
        'Non abbiamo trovato alcuna spedizione con questi dati. Controlli il numero d’ordine e il CAP dell’indirizzo di consegna, oppure il numero di tracciamento, e riprovi.',
      tooManyAttempts: 'Troppe ricerche senza risultato. Attenda {minutes} minuti e riprovi.',
    },
  },
};
