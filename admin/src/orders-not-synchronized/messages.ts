/**
 * The texts of the not-synchronized orders screen (issue 14 §6), spread into `resources` of i18n/en.ts;
 * `...Fi` and `...Sv` into fi.ts and sv.ts.
 */
export const notSynchronizedMessages = {
  'orders-not-synchronized': {
    name: 'Not synchronized order |||| Not synchronized orders',
    fields: {
      id: 'ID',
      q: 'Order number',
      number: 'Order',
      createdAt: 'Placed',
      customer: 'Customer',
      companyName: 'Company',
      reason: 'Reason',
      attempts: 'Attempts',
      lastAttemptAt: 'Last attempt',
    },
    reasons: {
      none: 'Not tried yet',
      unknown_customer: 'The ERP does not know the customer (no ERP customer number)',
      refused: 'The ERP refused the order',
      authentication: 'The ERP refused the shop’s credentials',
      unreachable: 'The ERP could not be reached',
      timeout: 'The ERP did not answer in time',
      erp_error: 'The ERP reported an error',
      malformed: 'The ERP answered something that is not an order',
    },
    retry: 'Retry',
    retry_all: 'Retry all',
    retry_all_title: 'Retry all not synchronized orders?',
    retry_all_content: 'Every order the ERP has not received is sent to it again in the background.',
    retried: 'Conversion started for %{smart_count} order |||| Conversion started for %{smart_count} orders',
    empty: 'Every order has reached the ERP.',
  },
};

export const notSynchronizedMessagesFi: typeof notSynchronizedMessages = {
  'orders-not-synchronized': {
    name: 'Synkronoimaton tilaus |||| Synkronoimattomat tilaukset',
    fields: {
      id: 'ID',
      q: 'Tilausnumero',
      number: 'Tilaus',
      createdAt: 'Tehty',
      customer: 'Asiakas',
      companyName: 'Yritys',
      reason: 'Syy',
      attempts: 'Yrityksiä',
      lastAttemptAt: 'Viimeisin yritys',
    },
    reasons: {
      none: 'Ei vielä yritetty',
      unknown_customer: 'ERP ei tunne asiakasta (ei ERP-asiakasnumeroa)',
      refused: 'ERP hylkäsi tilauksen',
      authentication: 'ERP hylkäsi verkkokaupan tunnukset',
      unreachable: 'ERP:tä ei tavoitettu',
      timeout: 'ERP ei vastannut ajoissa',
      erp_error: 'ERP ilmoitti virheestä',
      malformed: 'ERP vastasi jotain, mikä ei ole tilaus',
    },
    retry: 'Yritä uudelleen',
    retry_all: 'Yritä kaikkia uudelleen',
    retry_all_title: 'Yritetäänkö kaikkia synkronoimattomia tilauksia uudelleen?',
    retry_all_content:
      'Jokainen tilaus, jota ERP ei ole vastaanottanut, lähetetään sille uudelleen taustalla.',
    retried: 'Siirto aloitettu %{smart_count} tilaukselle |||| Siirto aloitettu %{smart_count} tilaukselle',
    empty: 'Kaikki tilaukset ovat ERP:ssä.',
  },
};

export const notSynchronizedMessagesSv: typeof notSynchronizedMessages = {
  'orders-not-synchronized': {
    name: 'Ej synkroniserad order |||| Ej synkroniserade ordrar',
    fields: {
      id: 'ID',
      q: 'Ordernummer',
      number: 'Order',
      createdAt: 'Lagd',
      customer: 'Kund',
      companyName: 'Företag',
      reason: 'Orsak',
      attempts: 'Försök',
      lastAttemptAt: 'Senaste försök',
    },
    reasons: {
      none: 'Inte försökt ännu',
      unknown_customer: 'ERP känner inte kunden (inget ERP-kundnummer)',
      refused: 'ERP avvisade ordern',
      authentication: 'ERP avvisade webbutikens inloggningsuppgifter',
      unreachable: 'ERP kunde inte nås',
      timeout: 'ERP svarade inte i tid',
      erp_error: 'ERP rapporterade ett fel',
      malformed: 'ERP svarade något som inte är en order',
    },
    retry: 'Försök igen',
    retry_all: 'Försök alla igen',
    retry_all_title: 'Försöka alla ej synkroniserade ordrar igen?',
    retry_all_content: 'Varje order som ERP inte har tagit emot skickas till den igen i bakgrunden.',
    retried: 'Överföring startad för %{smart_count} order |||| Överföring startad för %{smart_count} ordrar',
    empty: 'Alla ordrar har nått ERP.',
  },
};
