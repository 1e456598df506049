import type { Locale } from '../../../domain';

/** Checkout steps, delivery dates, payment and the thank-you page (storefront spec §2, §3, §5, §8). */
export interface CheckoutMessages {
  title: string;
  steps: {
    label: string;
    address: string;
    shipping: string;
    payment: string;
    summary: string;
    current: string;
    done: string;
  };
  continue: string;
  backToCart: string;
  change: string;
  changeLabel: string;
  emptyCart: string;
  address: {
    title: string;
    invoiceAddress: string;
    shippingAddress: string;
    invoiceAddresses: string;
    deliveryAddresses: string;
    choose: string;
    preselected: string;
    useInvoiceAsShipping: string;
    invoiceOnlyHint: string;
    addNew: string;
    noAddresses: string;
    guestIntro: string;
    email: string;
    loginInstead: string;
  };
  shipping: {
    title: string;
    legend: string;
    dangerousGoods: string;
    free: string;
    deliverTo: string;
  };
  payment: {
    title: string;
    legend: string;
    fee: string;
    none: string;
    cardNote: string;
  };
  summary: {
    title: string;
    linesHeading: string;
    items: string;
    surcharge: string;
    discount: string;
    shippingCost: string;
    paymentFee: string;
    tax: string;
    total: string;
    invoiceAddress: string;
    shippingAddress: string;
    carrier: string;
    paymentMethod: string;
    detailsHeading: string;
    ownOrderNumber: string;
    reference: string;
    comment: string;
    additionalMarking: string;
    deliveryDate: string;
    deliveryDateAny: string;
    deliveryDateHint: string;
    deliveryDateWeekdays: string;
    completeDelivery: string;
    outOfStockWarning: string;
    termsHeading: string;
    termsOfDelivery: string;
    termsOfPayment: string;
    acceptTerms: string;
    placeOrder: string;
  };
  thankYou: {
    title: string;
    lead: string;
    mailSent: string;
    orderNumber: string;
    placedAt: string;
    deliveryDate: string;
    referencesHeading: string;
    paid: string;
    continueShopping: string;
  };
  paymentResult: {
    cancelledTitle: string;
    cancelled: string;
    errorTitle: string;
    error: string;
    alreadyPaidTitle: string;
    alreadyPaid: string;
    changeNotAllowedTitle: string;
    changeNotAllowed: string;
    goToCart: string;
    showOrder: string;
    tryAgain: string;
  };
  problems: {
    termsNotAccepted: string;
    noValidCarrier: string;
    customerNotSet: string;
    invoiceAddressUnknown: string;
    summaryInvalid: string;
    cartChanged: string;
    deliveryDateInvalid: string;
    invoiceAddressNotForDelivery: string;
    formExpired: string;
    unexpected: string;
  };
}

export const checkoutMessages: Record<Locale, CheckoutMessages> = {
  fi: {
    title: 'Kassa',
    steps: {
      label: 'Tilauksen vaiheet',
      address: 'Osoite',
      shipping: 'Toimitus',
      payment: 'Maksu',
      summary: 'Yhteenveto',
      current: 'nykyinen vaihe',
      done: 'valmis',
    },
    continue: 'Jatka',
    backToCart: 'Takaisin ostoskoriin',
    change: 'Muuta',
    changeLabel: 'Muuta: {step}',
    emptyCart: 'Ostoskorisi on tyhjä, joten tilattavaa ei ole.',
    address: {
      title: 'Laskutus- ja toimitusosoite',
      invoiceAddress: 'Laskutusosoite',
      shippingAddress: 'Toimitusosoite',
      invoiceAddresses: 'Laskutusosoitteet',
      deliveryAddresses: 'Toimitusosoitteet',
      choose: 'Valitse osoite',
      preselected: '{address} (esivalittu)',
      useInvoiceAsShipping: 'Toimitus laskutusosoitteeseen',
      invoiceOnlyHint: 'Valittu laskutusosoite on vain laskuja varten, joten valitse toimitusosoite.',
      addNew: 'Lisää uusi osoite',
      noAddresses: 'Sinulla ei ole vielä tallennettuja osoitteita. Lisää osoite jatkaaksesi.',
      guestIntro: 'Tilaat vieraana. Lähetämme tilausvahvistuksen antamaasi sähköpostiosoitteeseen.',
      email: 'Sähköposti',
      loginInstead: 'Oletko jo asiakas? Kirjaudu sisään',
    },
    shipping: {
      title: 'Toimitustapa',
      legend: 'Valitse kuljetusliike',
      dangerousGoods: 'sisältää vaarallisten aineiden lisämaksun {amount}',
      free: 'Maksuton',
      deliverTo: 'Toimitetaan osoitteeseen',
    },
    payment: {
      title: 'Maksutapa',
      legend: 'Valitse maksutapa',
      fee: 'Käsittelymaksu {amount}',
      none: 'Tälle tilaukselle ei ole käytettävissä maksutapaa. Ota yhteyttä asiakaspalveluun.',
      cardNote: 'Siirryt maksusivulle, kun olet tehnyt tilauksen.',
    },
    summary: {
      title: 'Yhteenveto',
      linesHeading: 'Tuotteet',
      items: 'Tuotteet',
      surcharge: 'Kierrätysmaksut',
      discount: 'Alennukset',
      shippingCost: 'Toimitus',
      paymentFee: 'Maksun käsittelymaksu',
      tax: 'ALV {rate} %',
      total: 'Yhteensä (sis. ALV)',
      invoiceAddress: 'Laskutusosoite',
      shippingAddress: 'Toimitusosoite',
      carrier: 'Kuljetusliike',
      paymentMethod: 'Maksutapa',
      detailsHeading: 'Tilauksen tiedot',
      ownOrderNumber: 'Oma tilausnumero',
      reference: 'Viite',
      comment: 'Tilauksen kommentti',
      additionalMarking: 'Tilauksen lisämerkintä',
      deliveryDate: 'Toivottu toimituspäivä',
      deliveryDateAny: 'Ei toivetta (aikaisin mahdollinen)',
      deliveryDateHint: 'Vain toimituspäivät ovat valittavissa.',
      deliveryDateWeekdays: 'Toimituspäivämme: {weekdays}. Emme toimita viikonloppuisin emmekä pyhäpäivinä.',
      completeDelivery: 'Kokonaistoimitus: kaikki tuotteet lähetetään kerralla',
      outOfStockWarning:
        'Tuote on loppu varastosta. Alustava toimituspäivä näkyy tilausrivillä. Valitse kokonaistoimitus, jos haluat kaikki tuotteet samalla lähetyksellä.',
      termsHeading: 'Ehdot',
      termsOfDelivery: 'Toimitusehdot',
      termsOfPayment: 'Maksuehdot',
      acceptTerms: 'Hyväksyn toimitus- ja maksuehdot',
      placeOrder: 'Lähetä tilaus',
    },
    thankYou: {
      title: 'Kiitos tilauksestasi',
      lead: 'Olemme vastaanottaneet tilauksesi {number}.',
      mailSent: 'Tilausvahvistus on lähetetty sähköpostiisi.',
      orderNumber: 'Tilausnumero',
      placedAt: 'Tilauspäivä',
      deliveryDate: 'Toivottu toimituspäivä',
      referencesHeading: 'Viitteet',
      paid: 'Maksu on vastaanotettu.',
      continueShopping: 'Jatka ostoksia',
    },
    paymentResult: {
      cancelledTitle: 'Maksu peruutettu',
      cancelled: 'Tilaus peruutettiin, koska maksu peruutettiin. Palaa ostoskoriin.',
      errorTitle: 'Maksu epäonnistui',
      error: 'Maksun aikana tapahtui virhe.',
      alreadyPaidTitle: 'Tilaus on jo maksettu',
      alreadyPaid: 'Tämä tilaus on jo maksettu.',
      changeNotAllowedTitle: 'Maksua ei voi enää muuttaa',
      changeNotAllowed: 'Maksutapaa ei voi enää muuttaa.',
      goToCart: 'Palaa ostoskoriin',
      showOrder: 'Näytä tilaus',
      tryAgain: 'Yritä maksua uudelleen',
    },
    problems: {
      termsNotAccepted: 'Ehdot on hyväksyttävä.',
      noValidCarrier: 'Tälle ostoskorille ja toimitusosoitteelle ei löytynyt sopivaa kuljetusliikettä.',
      customerNotSet: 'Yritystä tai asiakasta ei ole asetettu kassalla.',
      invoiceAddressUnknown: 'Laskutusosoitetta ei voitu määrittää.',
      summaryInvalid: 'Yhteenvedon tiedot eivät kelpaa.',
      cartChanged: 'Ostoskori on muuttunut: osa tuotteista ei ole enää saatavilla. Tarkista ostoskori.',
      deliveryDateInvalid: 'Valitse jokin tarjotuista toimituspäivistä.',
      invoiceAddressNotForDelivery: 'Laskutusosoitetta ei voi käyttää toimitukseen. Valitse toimitusosoite.',
      formExpired: 'Lomake vanheni. Lähetä se uudelleen.',
      unexpected: 'Tapahtui virhe, yritä uudelleen.',
    },
  },
  nb: {
    title: 'Kasse',
    steps: {
      label: 'Bestillingstrinn',
      address: 'Adresse',
      shipping: 'Frakt',
      payment: 'Betaling',
      summary: 'Oppsummering',
      current: 'nåværende trinn',
      done: 'fullført',
    },
    continue: 'Fortsett',
    backToCart: 'Tilbake til handlekurven',
    change: 'Endre',
    changeLabel: 'Endre {step}',
    emptyCart: 'Handlekurven er tom, så det er ingenting å bestille.',
    address: {
      title: 'Faktura- og leveringsadresse',
      invoiceAddress: 'Fakturaadresse',
      shippingAddress: 'Leveringsadresse',
      invoiceAddresses: 'Fakturaadresser',
      deliveryAddresses: 'Leveringsadresser',
      choose: 'Velg en adresse',
      preselected: '{address} (forhåndsvalgt)',
      useInvoiceAsShipping: 'Lever til fakturaadressen',
      invoiceOnlyHint: 'Den valgte fakturaadressen brukes bare til fakturaer, så velg en leveringsadresse.',
      addNew: 'Legg til en ny adresse',
      noAddresses: 'Du har ingen lagrede adresser ennå. Legg til en for å fortsette.',
      guestIntro: 'Du bestiller som gjest. Vi sender ordrebekreftelsen til e-postadressen du oppgir.',
      email: 'E-post',
      loginInstead: 'Allerede kunde? Logg inn',
    },
    shipping: {
      title: 'Frakt',
      legend: 'Velg transportør',
      dangerousGoods: 'inkluderer et tillegg for farlig gods på {amount}',
      free: 'Gratis',
      deliverTo: 'Leveres til',
    },
    payment: {
      title: 'Betaling',
      legend: 'Velg betalingsmåte',
      fee: 'Gebyr {amount}',
      none: 'Ingen betalingsmåte er tilgjengelig for denne bestillingen. Kontakt oss.',
      cardNote: 'Du sendes videre til betalingssiden når du har lagt inn bestillingen.',
    },
    summary: {
      title: 'Oppsummering',
      linesHeading: 'Produkter',
      items: 'Varer',
      surcharge: 'Miljøgebyr',
      discount: 'Rabatter',
      shippingCost: 'Frakt',
      paymentFee: 'Betalingsgebyr',
      tax: 'MVA {rate} %',
      total: 'Totalt inkl. MVA',
      invoiceAddress: 'Fakturaadresse',
      shippingAddress: 'Leveringsadresse',
      carrier: 'Transportør',
      paymentMethod: 'Betalingsmåte',
      detailsHeading: 'Bestillingsdetaljer',
      ownOrderNumber: 'Eget ordrenummer',
      reference: 'Referanse',
      comment: 'Kommentar til bestillingen',
      additionalMarking: 'Tilleggsmerking av bestillingen',
      deliveryDate: 'Ønsket leveringsdato',
      deliveryDateAny: 'Ingen preferanse (tidligst mulig)',
      deliveryDateHint: 'Bare dager vi leverer på, kan velges.',
      deliveryDateWeekdays: 'Vi leverer {weekdays}, aldri i helger eller på helligdager.',
      completeDelivery: 'Samlet levering: send alt på én gang',
      outOfStockWarning:
        'En vare er ikke på lager. Den foreløpige leveringsdatoen står på ordrelinjen. Velg samlet levering for å få alt sendt på én gang.',
      termsHeading: 'Vilkår',
      termsOfDelivery: 'Leveringsvilkår',
      termsOfPayment: 'Betalingsvilkår',
      acceptTerms: 'Jeg godtar leverings- og betalingsvilkårene',
      placeOrder: 'Send bestilling',
    },
    thankYou: {
      title: 'Takk for bestillingen',
      lead: 'Vi har mottatt bestillingen din {number}.',
      mailSent: 'En ordrebekreftelse er sendt til deg på e-post.',
      orderNumber: 'Ordrenummer',
      placedAt: 'Bestillingsdato',
      deliveryDate: 'Ønsket leveringsdato',
      referencesHeading: 'Referanser',
      paid: 'Betalingen er mottatt.',
      continueShopping: 'Fortsett å handle',
    },
    paymentResult: {
      cancelledTitle: 'Betalingen ble avbrutt',
      cancelled: 'Bestillingen ble avbrutt fordi betalingen ble avbrutt. Gå tilbake til handlekurven.',
      errorTitle: 'Betalingen mislyktes',
      error: 'Det oppstod en feil under betalingen.',
      alreadyPaidTitle: 'Bestillingen er allerede betalt',
      alreadyPaid: 'Denne bestillingen er allerede betalt.',
      changeNotAllowedTitle: 'Betalingen kan ikke lenger endres',
      changeNotAllowed: 'Betalingsmåten kan ikke lenger endres.',
      goToCart: 'Tilbake til handlekurven',
      showOrder: 'Vis bestillingen',
      tryAgain: 'Prøv betalingen på nytt',
    },
    problems: {
      termsNotAccepted: 'Vilkårene må godtas.',
      noValidCarrier: 'Fant ingen gyldig transportør for denne handlekurven og leveringsadressen.',
      customerNotSet: 'Firma eller kunde er ikke angitt i kassen.',
      invoiceAddressUnknown: 'Kan ikke fastslå en fakturaadresse.',
      summaryInvalid: 'Opplysningene i oppsummeringen er ikke gyldige.',
      cartChanged: 'Handlekurven er endret: noen produkter er ikke lenger tilgjengelige. Sjekk handlekurven.',
      deliveryDateInvalid: 'Velg en av de tilbudte leveringsdatoene.',
      invoiceAddressNotForDelivery:
        'En fakturaadresse kan ikke brukes til levering. Velg en leveringsadresse.',
      formExpired: 'Skjemaet er utløpt. Send det på nytt.',
      unexpected: 'Det oppstod en feil, prøv igjen.',
    },
  },
  sv: {
    title: 'Kassa',
    steps: {
      label: 'Beställningssteg',
      address: 'Adress',
      shipping: 'Frakt',
      payment: 'Betalning',
      summary: 'Sammanfattning',
      current: 'aktuellt steg',
      done: 'klart',
    },
    continue: 'Fortsätt',
    backToCart: 'Tillbaka till varukorgen',
    change: 'Ändra',
    changeLabel: 'Ändra {step}',
    emptyCart: 'Varukorgen är tom, så det finns inget att beställa.',
    address: {
      title: 'Faktura- och leveransadress',
      invoiceAddress: 'Fakturaadress',
      shippingAddress: 'Leveransadress',
      invoiceAddresses: 'Fakturaadresser',
      deliveryAddresses: 'Leveransadresser',
      choose: 'Välj en adress',
      preselected: '{address} (förvald)',
      useInvoiceAsShipping: 'Leverera till fakturaadressen',
      invoiceOnlyHint: 'Den valda fakturaadressen används bara för fakturor, så välj en leveransadress.',
      addNew: 'Lägg till en ny adress',
      noAddresses: 'Du har inga sparade adresser ännu. Lägg till en för att fortsätta.',
      guestIntro: 'Du beställer som gäst. Vi skickar orderbekräftelsen till den e-postadress du anger.',
      email: 'E-post',
      loginInstead: 'Redan kund? Logga in',
    },
    shipping: {
      title: 'Frakt',
      legend: 'Välj transportör',
      dangerousGoods: 'inklusive en avgift för farligt gods på {amount}',
      free: 'Gratis',
      deliverTo: 'Levereras till',
    },
    payment: {
      title: 'Betalning',
      legend: 'Välj betalningssätt',
      fee: 'Avgift {amount}',
      none: 'Inget betalningssätt är tillgängligt för den här beställningen. Kontakta oss.',
      cardNote: 'Du skickas vidare till betalningssidan när du har lagt beställningen.',
    },
    summary: {
      title: 'Sammanfattning',
      linesHeading: 'Produkter',
      items: 'Varor',
      surcharge: 'Återvinningsavgifter',
      discount: 'Rabatter',
      shippingCost: 'Frakt',
      paymentFee: 'Betalningsavgift',
      tax: 'Moms {rate} %',
      total: 'Totalt inkl. moms',
      invoiceAddress: 'Fakturaadress',
      shippingAddress: 'Leveransadress',
      carrier: 'Transportör',
      paymentMethod: 'Betalningssätt',
      detailsHeading: 'Beställningsuppgifter',
      ownOrderNumber: 'Eget ordernummer',
      reference: 'Referens',
      comment: 'Kommentar till beställningen',
      additionalMarking: 'Ytterligare märkning av beställningen',
      deliveryDate: 'Önskat leveransdatum',
      deliveryDateAny: 'Ingen önskan (tidigast möjligt)',
      deliveryDateHint: 'Endast dagar då vi levererar kan väljas.',
      deliveryDateWeekdays: 'Vi levererar {weekdays}, aldrig på helger eller helgdagar.',
      completeDelivery: 'Samlad leverans: skicka allt på en gång',
      outOfStockWarning:
        'En vara är slut i lager. Det preliminära leveransdatumet står på orderraden. Välj samlad leverans för att få allt skickat på en gång.',
      termsHeading: 'Villkor',
      termsOfDelivery: 'Leveransvillkor',
      termsOfPayment: 'Betalningsvillkor',
      acceptTerms: 'Jag godkänner leverans- och betalningsvillkoren',
      placeOrder: 'Skicka beställning',
    },
    thankYou: {
      title: 'Tack för din beställning',
      lead: 'Vi har tagit emot din beställning {number}.',
      mailSent: 'En orderbekräftelse har skickats till dig via e-post.',
      orderNumber: 'Ordernummer',
      placedAt: 'Beställningsdatum',
      deliveryDate: 'Önskat leveransdatum',
      referencesHeading: 'Referenser',
      paid: 'Betalningen har tagits emot.',
      continueShopping: 'Fortsätt handla',
    },
    paymentResult: {
      cancelledTitle: 'Betalningen avbröts',
      cancelled: 'Beställningen avbröts eftersom betalningen avbröts. Gå tillbaka till varukorgen.',
      errorTitle: 'Betalningen misslyckades',
      error: 'Ett fel uppstod under betalningen.',
      alreadyPaidTitle: 'Beställningen är redan betald',
      alreadyPaid: 'Den här beställningen är redan betald.',
      changeNotAllowedTitle: 'Betalningen kan inte längre ändras',
      changeNotAllowed: 'Betalningssättet kan inte längre ändras.',
      goToCart: 'Tillbaka till varukorgen',
      showOrder: 'Visa beställningen',
      tryAgain: 'Försök betala igen',
    },
    problems: {
      termsNotAccepted: 'Villkoren måste godkännas.',
      noValidCarrier: 'Ingen giltig transportör hittades för den här varukorgen och leveransadressen.',
      customerNotSet: 'Företag eller kund är inte angivet i kassan.',
      invoiceAddressUnknown: 'Det gick inte att fastställa en fakturaadress.',
      summaryInvalid: 'Uppgifterna i sammanfattningen är inte giltiga.',
      cartChanged: 'Varukorgen har ändrats: vissa produkter finns inte längre. Kontrollera varukorgen.',
      deliveryDateInvalid: 'Välj ett av de erbjudna leveransdatumen.',
      invoiceAddressNotForDelivery:
        'En fakturaadress kan inte användas för leverans. Välj en leveransadress.',
      formExpired: 'Formuläret har gått ut. Skicka det igen.',
      unexpected: 'Ett fel uppstod, försök igen.',
    },
  },
  en: {
    title: 'Checkout',
    steps: {
      label: 'Checkout steps',
      address: 'Address',
      shipping: 'Shipping',
      payment: 'Payment',
      summary: 'Summary',
      current: 'current step',
      done: 'completed',
    },
    continue: 'Continue',
    backToCart: 'Back to the cart',
    change: 'Change',
    changeLabel: 'Change {step}',
    emptyCart: 'Your cart is empty, so there is nothing to check out.',
    address: {
      title: 'Invoice and delivery address',
      invoiceAddress: 'Invoice address',
      shippingAddress: 'Delivery address',
      invoiceAddresses: 'Invoice addresses',
      deliveryAddresses: 'Delivery addresses',
      choose: 'Choose an address',
      preselected: '{address} (pre-selected)',
      useInvoiceAsShipping: 'Deliver to the invoice address',
      invoiceOnlyHint:
        'The chosen invoice address is for invoices only, so please choose a delivery address.',
      addNew: 'Add a new address',
      noAddresses: 'You have no saved addresses yet. Add one to continue.',
      guestIntro:
        'You are ordering as a guest. We send the order confirmation to the e-mail address you give.',
      email: 'E-mail',
      loginInstead: 'Already a customer? Log in',
    },
    shipping: {
      title: 'Shipping',
      legend: 'Choose a carrier',
      dangerousGoods: 'includes a dangerous-goods surcharge of {amount}',
      free: 'Free',
      deliverTo: 'Delivered to',
    },
    payment: {
      title: 'Payment',
      legend: 'Choose a payment method',
      fee: 'Fee {amount}',
      none: 'No payment method is available for this order. Please contact us.',
      cardNote: 'You are taken to the payment page after placing the order.',
    },
    summary: {
      title: 'Summary',
      linesHeading: 'Products',
      items: 'Items',
      surcharge: 'Recycling fees',
      discount: 'Discounts',
      shippingCost: 'Shipping',
      paymentFee: 'Payment fee',
      tax: 'VAT {rate} %',
      total: 'Total incl. VAT',
      invoiceAddress: 'Invoice address',
      shippingAddress: 'Delivery address',
      carrier: 'Carrier',
      paymentMethod: 'Payment method',
      detailsHeading: 'Order details',
      ownOrderNumber: 'Your own order number',
      reference: 'Reference',
      comment: 'Order comment',
      additionalMarking: 'Additional order marking',
      deliveryDate: 'Preferred delivery date',
      deliveryDateAny: 'No preference (earliest possible)',
      deliveryDateHint: 'Only days on which we deliver are offered.',
      deliveryDateWeekdays: 'We deliver on {weekdays}, never at weekends or on public holidays.',
      completeDelivery: 'Complete delivery: ship everything at once',
      outOfStockWarning:
        'An item is out of stock. Its preliminary delivery date is shown on the order line. Choose complete delivery to have everything shipped at once.',
      termsHeading: 'Terms',
      termsOfDelivery: 'Terms of delivery',
      termsOfPayment: 'Terms of payment',
      acceptTerms: 'I accept the terms of delivery and payment',
      placeOrder: 'Place order',
    },
    thankYou: {
      title: 'Thank you for your order',
      lead: 'We have received your order {number}.',
      mailSent: 'A confirmation has been sent to you by e-mail.',
      orderNumber: 'Order number',
      placedAt: 'Order date',
      deliveryDate: 'Preferred delivery date',
      referencesHeading: 'References',
      paid: 'The payment was received.',
      continueShopping: 'Continue shopping',
    },
    paymentResult: {
      cancelledTitle: 'Payment cancelled',
      cancelled: 'Checkout cancelled: the payment was cancelled. Go back to the cart to try again.',
      errorTitle: 'Payment failed',
      error: 'An error occurred during the payment.',
      alreadyPaidTitle: 'Order already paid',
      alreadyPaid: 'This order has already been paid.',
      changeNotAllowedTitle: 'Payment can no longer be changed',
      changeNotAllowed: 'The payment can no longer be changed.',
      goToCart: 'Go back to the cart',
      showOrder: 'Show the order',
      tryAgain: 'Try the payment again',
    },
    problems: {
      termsNotAccepted: 'Terms must be accepted.',
      noValidCarrier: 'No valid carrier found for this cart and delivery address.',
      customerNotSet: 'Company or customer not set in checkout.',
      invoiceAddressUnknown: 'Unable to determine an invoice address.',
      summaryInvalid: 'Summary data not valid.',
      cartChanged: 'The cart has changed: some products are no longer available. Please check the cart.',
      deliveryDateInvalid: 'Please choose one of the offered delivery dates.',
      invoiceAddressNotForDelivery:
        'An invoice address cannot be used for delivery. Please choose a delivery address.',
      formExpired: 'The form has expired. Please send it again.',
      unexpected: 'An error occurred, please try again.',
    },
  },
  fr: {
    title: 'Commande',
    steps: {
      label: 'Étapes de la commande',
      address: 'Adresse',
      shipping: 'Livraison',
      payment: 'Paiement',
      summary: 'Récapitulatif',
      current: 'étape en cours',
      done: 'terminée',
    },
    continue: 'Continuer',
    backToCart: 'Retour au panier',
    change: 'Modifier',
    changeLabel: 'Modifier : {step}',
    emptyCart: 'Votre panier est vide, il n’y a donc rien à commander.',
    address: {
      title: 'Adresse de facturation et de livraison',
      invoiceAddress: 'Adresse de facturation',
      shippingAddress: 'Adresse de livraison',
      invoiceAddresses: 'Adresses de facturation',
      deliveryAddresses: 'Adresses de livraison',
      choose: 'Choisissez une adresse',
      preselected: '{address} (présélectionnée)',
      useInvoiceAsShipping: 'Livrer à l’adresse de facturation',
      invoiceOnlyHint:
        'L’adresse de facturation choisie sert uniquement aux factures ; veuillez choisir une adresse de livraison.',
      addNew: 'Ajouter une nouvelle adresse',
      noAddresses: 'Vous n’avez encore aucune adresse enregistrée. Ajoutez-en une pour continuer.',
      guestIntro:
        'Vous commandez en tant qu’invité. Nous envoyons la confirmation de commande à l’adresse e-mail indiquée.',
      email: 'E-mail',
      loginInstead: 'Déjà client ? Connectez-vous',
    },
    shipping: {
      title: 'Livraison',
      legend: 'Choisissez un transporteur',
      dangerousGoods: 'dont un supplément marchandises dangereuses de {amount}',
      free: 'Gratuit',
      deliverTo: 'Livré à',
    },
    payment: {
      title: 'Paiement',
      legend: 'Choisissez un mode de paiement',
      fee: 'Frais {amount}',
      none: 'Aucun mode de paiement n’est disponible pour cette commande. Veuillez nous contacter.',
      cardNote: 'Vous serez redirigé vers la page de paiement après avoir passé la commande.',
    },
    summary: {
      title: 'Récapitulatif',
      linesHeading: 'Produits',
      items: 'Articles',
      surcharge: 'Éco-participations',
      discount: 'Remises',
      shippingCost: 'Livraison',
      paymentFee: 'Frais de paiement',
      tax: 'TVA {rate} %',
      total: 'Total TTC',
      invoiceAddress: 'Adresse de facturation',
      shippingAddress: 'Adresse de livraison',
      carrier: 'Transporteur',
      paymentMethod: 'Mode de paiement',
      detailsHeading: 'Détails de la commande',
      ownOrderNumber: 'Votre numéro de commande',
      reference: 'Référence',
      comment: 'Commentaire de commande',
      additionalMarking: 'Marquage complémentaire de la commande',
      deliveryDate: 'Date de livraison souhaitée',
      deliveryDateAny: 'Pas de préférence (au plus tôt)',
      deliveryDateHint: 'Seuls les jours où nous livrons sont proposés.',
      deliveryDateWeekdays: 'Nous livrons le {weekdays}, jamais le week-end ni les jours fériés.',
      completeDelivery: 'Livraison complète : tout expédier en une fois',
      outOfStockWarning:
        'Un article est en rupture de stock. Sa date de livraison provisoire figure sur la ligne de commande. Choisissez la livraison complète pour tout recevoir en une fois.',
      termsHeading: 'Conditions',
      termsOfDelivery: 'Conditions de livraison',
      termsOfPayment: 'Conditions de paiement',
      acceptTerms: 'J’accepte les conditions de livraison et de paiement',
      placeOrder: 'Passer la commande',
    },
    thankYou: {
      title: 'Merci pour votre commande',
      lead: 'Nous avons bien reçu votre commande {number}.',
      mailSent: 'Une confirmation vous a été envoyée par e-mail.',
      orderNumber: 'Numéro de commande',
      placedAt: 'Date de commande',
      deliveryDate: 'Date de livraison souhaitée',
      referencesHeading: 'Références',
      paid: 'Le paiement a été reçu.',
      continueShopping: 'Continuer mes achats',
    },
    paymentResult: {
      cancelledTitle: 'Paiement annulé',
      cancelled: 'Commande annulée : le paiement a été annulé. Retournez au panier pour réessayer.',
      errorTitle: 'Échec du paiement',
      error: 'Une erreur est survenue pendant le paiement.',
      alreadyPaidTitle: 'Commande déjà payée',
      alreadyPaid: 'Cette commande a déjà été payée.',
      changeNotAllowedTitle: 'Le paiement ne peut plus être modifié',
      changeNotAllowed: 'Le mode de paiement ne peut plus être modifié.',
      goToCart: 'Retour au panier',
      showOrder: 'Voir la commande',
      tryAgain: 'Réessayer le paiement',
    },
    problems: {
      termsNotAccepted: 'Les conditions doivent être acceptées.',
      noValidCarrier: 'Aucun transporteur valide trouvé pour ce panier et cette adresse de livraison.',
      customerNotSet: 'Société ou client non défini dans la commande.',
      invoiceAddressUnknown: 'Impossible de déterminer une adresse de facturation.',
      summaryInvalid: 'Les données du récapitulatif ne sont pas valides.',
      cartChanged:
        'Le panier a changé : certains produits ne sont plus disponibles. Veuillez vérifier le panier.',
      deliveryDateInvalid: 'Veuillez choisir l’une des dates de livraison proposées.',
      invoiceAddressNotForDelivery:
        'Une adresse de facturation ne peut pas servir à la livraison. Veuillez choisir une adresse de livraison.',
      formExpired: 'Le formulaire a expiré. Veuillez l’envoyer à nouveau.',
      unexpected: 'Une erreur est survenue, veuillez réessayer.',
    },
  },
  it: {
    title: 'Cassa',
    steps: {
      label: 'Fasi dell’ordine',
      address: 'Indirizzo',
      shipping: 'Spedizione',
      payment: 'Pagamento',
      summary: 'Riepilogo',
      current: 'fase attuale',
      done: 'completata',
    },
    continue: 'Continua',
    backToCart: 'Torna al carrello',
    change: 'Modifica',
    changeLabel: 'Modifica {step}',
    emptyCart: 'Il carrello è vuoto, quindi non c’è nulla da ordinare.',
    address: {
      title: 'Indirizzo di fatturazione e di consegna',
      invoiceAddress: 'Indirizzo di fatturazione',
      shippingAddress: 'Indirizzo di consegna',
      invoiceAddresses: 'Indirizzi di fatturazione',
      deliveryAddresses: 'Indirizzi di consegna',
      choose: 'Scegli un indirizzo',
      preselected: '{address} (preselezionato)',
      useInvoiceAsShipping: 'Consegna all’indirizzo di fatturazione',
      invoiceOnlyHint:
        'L’indirizzo di fatturazione scelto vale solo per le fatture: scegli un indirizzo di consegna.',
      addNew: 'Aggiungi un nuovo indirizzo',
      noAddresses: 'Non hai ancora indirizzi salvati. Aggiungine uno per continuare.',
      guestIntro: 'Stai ordinando come ospite. Inviamo la conferma d’ordine all’indirizzo e-mail indicato.',
      email: 'E-mail',
      loginInstead: 'Sei già cliente? Accedi',
    },
    shipping: {
      title: 'Spedizione',
      legend: 'Scegli un corriere',
      dangerousGoods: 'incluso un supplemento merci pericolose di {amount}',
      free: 'Gratuita',
      deliverTo: 'Consegna a',
    },
    payment: {
      title: 'Pagamento',
      legend: 'Scegli un metodo di pagamento',
      fee: 'Commissione {amount}',
      none: 'Nessun metodo di pagamento disponibile per questo ordine. Contattaci.',
      cardNote: 'Dopo l’invio dell’ordine verrai indirizzato alla pagina di pagamento.',
    },
    summary: {
      title: 'Riepilogo',
      linesHeading: 'Prodotti',
      items: 'Articoli',
      surcharge: 'Contributi di riciclo',
      discount: 'Sconti',
      shippingCost: 'Spedizione',
      paymentFee: 'Commissione di pagamento',
      tax: 'IVA {rate} %',
      total: 'Totale IVA inclusa',
      invoiceAddress: 'Indirizzo di fatturazione',
      shippingAddress: 'Indirizzo di consegna',
      carrier: 'Corriere',
      paymentMethod: 'Metodo di pagamento',
      detailsHeading: 'Dettagli dell’ordine',
      ownOrderNumber: 'Il tuo numero d’ordine',
      reference: 'Riferimento',
      comment: 'Commento all’ordine',
      additionalMarking: 'Marcatura aggiuntiva dell’ordine',
      deliveryDate: 'Data di consegna preferita',
      deliveryDateAny: 'Nessuna preferenza (prima possibile)',
      deliveryDateHint: 'Sono proposti solo i giorni in cui consegniamo.',
      deliveryDateWeekdays: 'Consegniamo di {weekdays}, mai nel fine settimana né nei giorni festivi.',
      completeDelivery: 'Consegna completa: spedire tutto in una volta',
      outOfStockWarning:
        'Un articolo è esaurito. La data di consegna provvisoria è indicata sulla riga d’ordine. Scegli la consegna completa per ricevere tutto in una volta.',
      termsHeading: 'Condizioni',
      termsOfDelivery: 'Condizioni di consegna',
      termsOfPayment: 'Condizioni di pagamento',
      acceptTerms: 'Accetto le condizioni di consegna e di pagamento',
      placeOrder: 'Invia ordine',
    },
    thankYou: {
      title: 'Grazie per il tuo ordine',
      lead: 'Abbiamo ricevuto il tuo ordine {number}.',
      mailSent: 'Ti abbiamo inviato una conferma via e-mail.',
      orderNumber: 'Numero d’ordine',
      placedAt: 'Data dell’ordine',
      deliveryDate: 'Data di consegna preferita',
      referencesHeading: 'Riferimenti',
      paid: 'Il pagamento è stato ricevuto.',
      continueShopping: 'Continua gli acquisti',
    },
    paymentResult: {
      cancelledTitle: 'Pagamento annullato',
      cancelled: 'Ordine annullato: il pagamento è stato annullato. Torna al carrello per riprovare.',
      errorTitle: 'Pagamento non riuscito',
      error: 'Si è verificato un errore durante il pagamento.',
      alreadyPaidTitle: 'Ordine già pagato',
      alreadyPaid: 'Questo ordine è già stato pagato.',
      changeNotAllowedTitle: 'Il pagamento non può più essere modificato',
      changeNotAllowed: 'Il metodo di pagamento non può più essere modificato.',
      goToCart: 'Torna al carrello',
      showOrder: 'Mostra l’ordine',
      tryAgain: 'Riprova il pagamento',
    },
    problems: {
      termsNotAccepted: 'Le condizioni devono essere accettate.',
      noValidCarrier: 'Nessun corriere valido trovato per questo carrello e questo indirizzo di consegna.',
      customerNotSet: 'Azienda o cliente non impostati nella cassa.',
      invoiceAddressUnknown: 'Impossibile determinare un indirizzo di fatturazione.',
      summaryInvalid: 'I dati del riepilogo non sono validi.',
      cartChanged: 'Il carrello è cambiato: alcuni prodotti non sono più disponibili. Controlla il carrello.',
      deliveryDateInvalid: 'Scegli una delle date di consegna proposte.',
      invoiceAddressNotForDelivery:
        'Un indirizzo di fatturazione non può essere usato per la consegna. Scegli un indirizzo di consegna.',
      formExpired: 'Il modulo è scaduto. Invialo di nuovo.',
      unexpected: 'Si è verificato un errore, riprova.',
    },
  },
  da: {
    title: 'Kasse',
    steps: {
      label: 'Bestillingstrin',
      address: 'Adresse',
      shipping: 'Fragt',
      payment: 'Betaling',
      summary: 'Oversigt',
      current: 'aktuelt trin',
      done: 'udført',
    },
    continue: 'Fortsæt',
    backToCart: 'Tilbage til kurven',
    change: 'Ret',
    changeLabel: 'Ret {step}',
    emptyCart: 'Din kurv er tom, så der er intet at bestille.',
    address: {
      title: 'Faktura- og leveringsadresse',
      invoiceAddress: 'Fakturaadresse',
      shippingAddress: 'Leveringsadresse',
      invoiceAddresses: 'Fakturaadresser',
      deliveryAddresses: 'Leveringsadresser',
      choose: 'Vælg en adresse',
      preselected: '{address} (forvalgt)',
      useInvoiceAsShipping: 'Lever til fakturaadressen',
      invoiceOnlyHint: 'Den valgte fakturaadresse bruges kun til fakturaer, så vælg en leveringsadresse.',
      addNew: 'Tilføj en ny adresse',
      noAddresses: 'Du har endnu ingen gemte adresser. Tilføj en for at fortsætte.',
      guestIntro: 'Du bestiller som gæst. Vi sender ordrebekræftelsen til den e-mailadresse, du angiver.',
      email: 'E-mail',
      loginInstead: 'Allerede kunde? Log ind',
    },
    shipping: {
      title: 'Fragt',
      legend: 'Vælg fragtfirma',
      dangerousGoods: 'inklusive et tillæg for farligt gods på {amount}',
      free: 'Gratis',
      deliverTo: 'Leveres til',
    },
    payment: {
      title: 'Betaling',
      legend: 'Vælg betalingsmåde',
      fee: 'Gebyr {amount}',
      none: 'Ingen betalingsmåde er tilgængelig for denne bestilling. Kontakt os.',
      cardNote: 'Du sendes videre til betalingssiden, når du har afgivet bestillingen.',
    },
    summary: {
      title: 'Oversigt',
      linesHeading: 'Produkter',
      items: 'Varer',
      surcharge: 'Miljøafgifter',
      discount: 'Rabatter',
      shippingCost: 'Fragt',
      paymentFee: 'Betalingsgebyr',
      tax: 'Moms {rate} %',
      total: 'I alt inkl. moms',
      invoiceAddress: 'Fakturaadresse',
      shippingAddress: 'Leveringsadresse',
      carrier: 'Fragtfirma',
      paymentMethod: 'Betalingsmåde',
      detailsHeading: 'Ordredetaljer',
      ownOrderNumber: 'Dit eget ordrenummer',
      reference: 'Reference',
      comment: 'Kommentar til ordren',
      additionalMarking: 'Yderligere ordremærkning',
      deliveryDate: 'Ønsket leveringsdato',
      deliveryDateAny: 'Intet ønske (tidligst muligt)',
      deliveryDateHint: 'Kun dage, hvor vi leverer, kan vælges.',
      deliveryDateWeekdays: 'Vi leverer {weekdays}, aldrig i weekender eller på helligdage.',
      completeDelivery: 'Samlet levering: send alt på én gang',
      outOfStockWarning:
        'En vare er udsolgt. Den foreløbige leveringsdato står på ordrelinjen. Vælg samlet levering for at få alt sendt på én gang.',
      termsHeading: 'Betingelser',
      termsOfDelivery: 'Leveringsbetingelser',
      termsOfPayment: 'Betalingsbetingelser',
      acceptTerms: 'Jeg accepterer leverings- og betalingsbetingelserne',
      placeOrder: 'Afgiv bestilling',
    },
    thankYou: {
      title: 'Tak for din bestilling',
      lead: 'Vi har modtaget din bestilling {number}.',
      mailSent: 'En ordrebekræftelse er sendt til dig på e-mail.',
      orderNumber: 'Ordrenummer',
      placedAt: 'Bestillingsdato',
      deliveryDate: 'Ønsket leveringsdato',
      referencesHeading: 'Referencer',
      paid: 'Betalingen er modtaget.',
      continueShopping: 'Fortsæt med at handle',
    },
    paymentResult: {
      cancelledTitle: 'Betalingen blev annulleret',
      cancelled: 'Bestillingen blev annulleret, fordi betalingen blev annulleret. Gå tilbage til kurven.',
      errorTitle: 'Betalingen mislykkedes',
      error: 'Der opstod en fejl under betalingen.',
      alreadyPaidTitle: 'Bestillingen er allerede betalt',
      alreadyPaid: 'Denne bestilling er allerede betalt.',
      changeNotAllowedTitle: 'Betalingen kan ikke længere ændres',
      changeNotAllowed: 'Betalingsmåden kan ikke længere ændres.',
      goToCart: 'Tilbage til kurven',
      showOrder: 'Vis bestillingen',
      tryAgain: 'Prøv betalingen igen',
    },
    problems: {
      termsNotAccepted: 'Betingelserne skal accepteres.',
      noValidCarrier: 'Der blev ikke fundet et gyldigt fragtfirma til denne kurv og leveringsadresse.',
      customerNotSet: 'Firma eller kunde er ikke angivet i kassen.',
      invoiceAddressUnknown: 'Kan ikke fastslå en fakturaadresse.',
      summaryInvalid: 'Oplysningerne i oversigten er ikke gyldige.',
      cartChanged: 'Kurven er ændret: nogle produkter er ikke længere tilgængelige. Kontroller kurven.',
      deliveryDateInvalid: 'Vælg en af de tilbudte leveringsdatoer.',
      invoiceAddressNotForDelivery:
        'En fakturaadresse kan ikke bruges til levering. Vælg en leveringsadresse.',
      formExpired: 'Formularen er udløbet. Send den igen.',
      unexpected: 'Der opstod en fejl, prøv igen.',
    },
  },
};
