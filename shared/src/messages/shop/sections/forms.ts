import type { Locale } from '../../../domain';

/**
 * Forms across the shop (storefront spec §3, §5, §6): the error summary's lines, the e-invoice fields of invoice
 * addresses, how an address shows its phone, what happens after registering or applying, and guest checkout.
 */
export interface FormsMessages {
  /** A line of an error summary: the field's name and what is wrong with it. */
  summaryItem: string;
  /** A field inside one of two addresses of a form: "Invoice address: Street". */
  nestedField: string;
  eInvoice: {
    heading: string;
    hint: string;
    address: string;
    addressHint: string;
    operator: string;
    operatorHint: string;
  };
  /** How an address shows its phone and e-invoice details. */
  addressShown: {
    phone: string;
    eInvoiceAddress: string;
    eInvoiceOperator: string;
  };
  /** Register and apply tell the same story of what happens next. */
  nextSteps: {
    title: string;
    register: string;
    apply: string;
    registerLink: string;
    applyLink: string;
  };
  guestCheckout: {
    notAllowedTitle: string;
    notAllowedText: string;
    login: string;
    apply: string;
  };
}

export const formsMessages: Record<Locale, FormsMessages> = {
  en: {
    summaryItem: '{field}: {message}',
    nestedField: '{address}: {field}',
    eInvoice: {
      heading: 'E-invoicing',
      hint: 'For invoice addresses only. Give both, or leave both empty to receive invoices by e-mail or post.',
      address: 'E-invoice address',
      addressHint: 'An OVT code (0037 and the business ID, for example 003712345671) or an IBAN.',
      operator: 'E-invoice operator',
      operatorHint: 'The operator’s code, for example 003721291126 (Maventa) or NDEAFIHH (Nordea).',
    },
    addressShown: {
      phone: 'Phone: {phone}',
      eInvoiceAddress: 'E-invoice address: {value}',
      eInvoiceOperator: 'Operator: {value}',
    },
    nextSteps: {
      title: 'What happens next',
      register:
        'Register: your company’s account opens at once and you are logged in. You can order right away; our sales team links the company to its customer number before the first order is delivered.',
      apply:
        'Apply for a customer account: our sales team reviews the application and contacts you. When the account is opened, you get an e-mail with a link to set your password.',
      registerLink: 'Register now',
      applyLink: 'Apply for a customer account',
    },
    guestCheckout: {
      notAllowedTitle: 'Log in to order',
      notAllowedText:
        'This shop takes orders from business customers only: you can fill the cart now and check out after logging in. No account yet? Apply for one.',
      login: 'Log in',
      apply: 'Apply for a customer account',
    },
  },
  fi: {
    summaryItem: '{field}: {message}',
    nestedField: '{address}: {field}',
    eInvoice: {
      heading: 'Verkkolaskutus',
      hint: 'Vain laskutusosoitteille. Anna molemmat tai jätä molemmat tyhjiksi, jos haluat laskut sähköpostiin tai postitse.',
      address: 'Verkkolaskuosoite',
      addressHint: 'OVT-tunnus (0037 ja Y-tunnus, esimerkiksi 003712345671) tai IBAN-tilinumero.',
      operator: 'Välittäjätunnus',
      operatorHint:
        'Verkkolaskuoperaattorin tunnus, esimerkiksi 003721291126 (Maventa) tai NDEAFIHH (Nordea).',
    },
    addressShown: {
      phone: 'Puhelin: {phone}',
      eInvoiceAddress: 'Verkkolaskuosoite: {value}',
      eInvoiceOperator: 'Välittäjä: {value}',
    },
    nextSteps: {
      title: 'Mitä seuraavaksi tapahtuu',
      register:
        'Rekisteröidy: yrityksesi tili avataan heti, ja olet kirjautuneena sisään. Voit tilata heti; myyntitiimimme liittää yrityksen asiakasnumeroonsa ennen ensimmäisen tilauksen toimitusta.',
      apply:
        'Hae asiakastiliä: myyntitiimimme käsittelee hakemuksen ja ottaa sinuun yhteyttä. Kun tili on avattu, saat sähköpostiisi linkin, jolla asetat salasanan.',
      registerLink: 'Rekisteröidy nyt',
      applyLink: 'Hae asiakastiliä',
    },
    guestCheckout: {
      notAllowedTitle: 'Kirjaudu sisään tilataksesi',
      notAllowedText:
        'Tämä verkkokauppa ottaa tilauksia vastaan vain yritysasiakkailta: voit täyttää ostoskorin jo nyt ja tehdä tilauksen kirjauduttuasi sisään. Eikö sinulla ole vielä tiliä? Hae asiakastiliä.',
      login: 'Kirjaudu sisään',
      apply: 'Hae asiakastiliä',
    },
  },
  sv: {
    summaryItem: '{field}: {message}',
    nestedField: '{address}: {field}',
    eInvoice: {
      heading: 'E-fakturering',
      hint: 'Endast för fakturaadresser. Ange båda, eller lämna båda tomma för att få fakturor per e-post eller post.',
      address: 'E-fakturaadress',
      addressHint: 'En OVT-kod (0037 och FO-numret, till exempel 003712345671) eller ett IBAN.',
      operator: 'E-fakturaoperatör',
      operatorHint: 'Operatörens kod, till exempel 003721291126 (Maventa) eller NDEAFIHH (Nordea).',
    },
    addressShown: {
      phone: 'Telefon: {phone}',
      eInvoiceAddress: 'E-fakturaadress: {value}',
      eInvoiceOperator: 'Operatör: {value}',
    },
    nextSteps: {
      title: 'Vad händer sedan',
      register:
        'Registrera dig: ditt företags konto öppnas direkt och du är inloggad. Du kan beställa genast; vårt säljteam kopplar företaget till dess kundnummer innan den första beställningen levereras.',
      apply:
        'Ansök om kundkonto: vårt säljteam går igenom ansökan och kontaktar dig. När kontot har öppnats får du ett e-postmeddelande med en länk där du väljer lösenord.',
      registerLink: 'Registrera dig nu',
      applyLink: 'Ansök om kundkonto',
    },
    guestCheckout: {
      notAllowedTitle: 'Logga in för att beställa',
      notAllowedText:
        'Den här butiken tar endast emot beställningar från företagskunder: du kan fylla varukorgen nu och beställa när du har loggat in. Inget konto ännu? Ansök om ett.',
      login: 'Logga in',
      apply: 'Ansök om kundkonto',
    },
  },
  nb: {
    summaryItem: '{field}: {message}',
    nestedField: '{address}: {field}',
    eInvoice: {
      heading: 'E-faktura',
      hint: 'Kun for fakturaadresser. Oppgi begge, eller la begge stå tomme for å få fakturaer på e-post eller i posten.',
      address: 'E-fakturaadresse',
      addressHint: 'En OVT-kode (0037 og foretaks-ID, for eksempel 003712345671) eller et IBAN.',
      operator: 'E-fakturaoperatør',
      operatorHint: 'Operatørens kode, for eksempel 003721291126 (Maventa) eller NDEAFIHH (Nordea).',
    },
    addressShown: {
      phone: 'Telefon: {phone}',
      eInvoiceAddress: 'E-fakturaadresse: {value}',
      eInvoiceOperator: 'Operatør: {value}',
    },
    nextSteps: {
      title: 'Hva skjer videre',
      register:
        'Registrer deg: firmaets konto åpnes med en gang, og du er logget inn. Du kan bestille med én gang; salgsteamet vårt knytter firmaet til kundenummeret før den første bestillingen leveres.',
      apply:
        'Søk om kundekonto: salgsteamet vårt går gjennom søknaden og kontakter deg. Når kontoen er åpnet, får du en e-post med en lenke for å velge passord.',
      registerLink: 'Registrer deg nå',
      applyLink: 'Søk om kundekonto',
    },
    guestCheckout: {
      notAllowedTitle: 'Logg inn for å bestille',
      notAllowedText:
        'Denne butikken tar bare imot bestillinger fra bedriftskunder: du kan fylle handlekurven nå og bestille når du har logget inn. Har du ikke konto ennå? Søk om en.',
      login: 'Logg inn',
      apply: 'Søk om kundekonto',
    },
  },
  da: {
    summaryItem: '{field}: {message}',
    nestedField: '{address}: {field}',
    eInvoice: {
      heading: 'E-fakturering',
      hint: 'Kun til fakturaadresser. Angiv begge, eller lad begge stå tomme for at få fakturaer pr. e-mail eller post.',
      address: 'E-fakturaadresse',
      addressHint: 'En OVT-kode (0037 og virksomhedens ID, for eksempel 003712345671) eller et IBAN.',
      operator: 'E-fakturaoperatør',
      operatorHint: 'Operatørens kode, for eksempel 003721291126 (Maventa) eller NDEAFIHH (Nordea).',
    },
    addressShown: {
      phone: 'Telefon: {phone}',
      eInvoiceAddress: 'E-fakturaadresse: {value}',
      eInvoiceOperator: 'Operatør: {value}',
    },
    nextSteps: {
      title: 'Hvad sker der nu',
      register:
        'Registrér dig: din virksomheds konto åbnes med det samme, og du er logget ind. Du kan bestille med det samme; vores salgsteam knytter virksomheden til dens kundenummer, før den første ordre leveres.',
      apply:
        'Ansøg om en kundekonto: vores salgsteam gennemgår ansøgningen og kontakter dig. Når kontoen er åbnet, får du en e-mail med et link, hvor du vælger din adgangskode.',
      registerLink: 'Registrér dig nu',
      applyLink: 'Ansøg om en kundekonto',
    },
    guestCheckout: {
      notAllowedTitle: 'Log ind for at bestille',
      notAllowedText:
        'Denne butik modtager kun ordrer fra erhvervskunder: du kan fylde kurven nu og bestille, når du er logget ind. Har du ikke en konto endnu? Ansøg om en.',
      login: 'Log ind',
      apply: 'Ansøg om en kundekonto',
    },
  },
  fr: {
    summaryItem: '{field} : {message}',
    nestedField: '{address} : {field}',
    eInvoice: {
      heading: 'Facturation électronique',
      hint: 'Pour les adresses de facturation uniquement. Indiquez les deux, ou laissez les deux vides pour recevoir les factures par e-mail ou par courrier.',
      address: 'Adresse de facture électronique',
      addressHint: 'Un code OVT (0037 et le numéro d’entreprise, par exemple 003712345671) ou un IBAN.',
      operator: 'Opérateur de facture électronique',
      operatorHint: 'Le code de l’opérateur, par exemple 003721291126 (Maventa) ou NDEAFIHH (Nordea).',
    },
    addressShown: {
      phone: 'Téléphone : {phone}',
      eInvoiceAddress: 'Adresse de facture électronique : {value}',
      eInvoiceOperator: 'Opérateur : {value}',
    },
    nextSteps: {
      title: 'Et ensuite ?',
      register:
        'Inscription : le compte de votre entreprise est ouvert immédiatement et vous êtes connecté. Vous pouvez commander tout de suite ; notre équipe commerciale rattache l’entreprise à son numéro client avant la livraison de la première commande.',
      apply:
        'Demande de compte client : notre équipe commerciale examine la demande et vous contacte. Une fois le compte ouvert, vous recevez un e-mail avec un lien pour choisir votre mot de passe.',
      registerLink: 'S’inscrire maintenant',
      applyLink: 'Demander un compte client',
    },
    guestCheckout: {
      notAllowedTitle: 'Connectez-vous pour commander',
      notAllowedText:
        'Cette boutique n’accepte que les commandes des clients professionnels : vous pouvez remplir le panier dès maintenant et commander après vous être connecté. Pas encore de compte ? Faites-en la demande.',
      login: 'Se connecter',
      apply: 'Demander un compte client',
    },
  },
  it: {
    summaryItem: '{field}: {message}',
    nestedField: '{address}: {field}',
    eInvoice: {
      heading: 'Fatturazione elettronica',
      hint: 'Solo per gli indirizzi di fatturazione. Indichi entrambi, oppure li lasci vuoti per ricevere le fatture via e-mail o per posta.',
      address: 'Indirizzo di fatturazione elettronica',
      addressHint: 'Un codice OVT (0037 e il codice aziendale, ad esempio 003712345671) o un IBAN.',
      operator: 'Operatore di fatturazione elettronica',
      operatorHint: 'Il codice dell’operatore, ad esempio 003721291126 (Maventa) o NDEAFIHH (Nordea).',
    },
    addressShown: {
      phone: 'Telefono: {phone}',
      eInvoiceAddress: 'Indirizzo di fatturazione elettronica: {value}',
      eInvoiceOperator: 'Operatore: {value}',
    },
    nextSteps: {
      title: 'Cosa succede dopo',
      register:
        'Registrazione: l’account della sua azienda viene aperto subito e lei è già connesso. Può ordinare immediatamente; il nostro team commerciale collega l’azienda al suo numero cliente prima della consegna del primo ordine.',
      apply:
        'Richiesta di account cliente: il nostro team commerciale esamina la richiesta e la contatta. Quando l’account è aperto, riceve un’e-mail con un link per impostare la password.',
      registerLink: 'Si registri ora',
      applyLink: 'Richieda un account cliente',
    },
    guestCheckout: {
      notAllowedTitle: 'Acceda per ordinare',
      notAllowedText:
        'Questo negozio accetta ordini solo da clienti aziendali: può riempire il carrello già ora e ordinare dopo aver effettuato l’accesso. Non ha ancora un account? Ne richieda uno.',
      login: 'Accedi',
      apply: 'Richieda un account cliente',
    },
  },
};
