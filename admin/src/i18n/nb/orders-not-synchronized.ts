import type { notSynchronizedMessages } from '../../orders-not-synchronized/messages';

/** The not-synchronized orders screen in Norwegian Bokmål. */
export const notSynchronizedMessagesNb: typeof notSynchronizedMessages = {
  'orders-not-synchronized': {
    name: 'Ikke synkronisert ordre |||| Ikke synkroniserte ordrer',
    fields: {
      id: 'ID',
      q: 'Ordrenummer',
      number: 'Ordre',
      createdAt: 'Lagt inn',
      customer: 'Kunde',
      companyName: 'Bedrift',
      reason: 'Årsak',
      attempts: 'Forsøk',
      lastAttemptAt: 'Siste forsøk',
    },
    reasons: {
      none: 'Ikke forsøkt ennå',
      unknown_customer: 'ERP-systemet kjenner ikke kunden (mangler ERP-kundenummer)',
      refused: 'ERP-systemet avviste ordren',
      authentication: 'ERP-systemet avviste nettbutikkens påloggingsopplysninger',
      unreachable: 'ERP-systemet kunne ikke nås',
      timeout: 'ERP-systemet svarte ikke i tide',
      erp_error: 'ERP-systemet rapporterte en feil',
      malformed: 'ERP-systemet svarte med noe som ikke er en ordre',
    },
    retry: 'Prøv igjen',
    retry_all: 'Prøv alle igjen',
    retry_all_title: 'Prøve alle ikke synkroniserte ordrer igjen?',
    retry_all_content: 'Hver ordre som ERP-systemet ikke har mottatt, sendes dit på nytt i bakgrunnen.',
    retried: 'Overføring startet for %{smart_count} ordre |||| Overføring startet for %{smart_count} ordrer',
    empty: 'Alle ordrer har nådd ERP-systemet.',
  },
};
