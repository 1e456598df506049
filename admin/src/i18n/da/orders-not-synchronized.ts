import type { notSynchronizedMessages } from '../../orders-not-synchronized/messages';

/** The not-synchronized orders screen in Danish. */
export const notSynchronizedMessagesDa: typeof notSynchronizedMessages = {
  'orders-not-synchronized': {
    name: 'Ikke synkroniseret ordre |||| Ikke synkroniserede ordrer',
    fields: {
      id: 'ID',
      q: 'Ordrenummer',
      number: 'Ordre',
      createdAt: 'Afgivet',
      customer: 'Kunde',
      companyName: 'Virksomhed',
      reason: 'Årsag',
      attempts: 'Forsøg',
      lastAttemptAt: 'Seneste forsøg',
    },
    reasons: {
      none: 'Ikke forsøgt endnu',
      unknown_customer: 'ERP-systemet kender ikke kunden (intet ERP-kundenummer)',
      refused: 'ERP-systemet afviste ordren',
      authentication: 'ERP-systemet afviste webshoppens loginoplysninger',
      unreachable: 'ERP-systemet kunne ikke nås',
      timeout: 'ERP-systemet svarede ikke i tide',
      erp_error: 'ERP-systemet rapporterede en fejl',
      malformed: 'ERP-systemet svarede med noget, der ikke er en ordre',
    },
    retry: 'Prøv igen',
    retry_all: 'Prøv alle igen',
    retry_all_title: 'Prøv alle ikke synkroniserede ordrer igen?',
    retry_all_content: 'Hver ordre, som ERP-systemet ikke har modtaget, sendes igen i baggrunden.',
    retried: 'Overførsel startet for %{smart_count} ordre |||| Overførsel startet for %{smart_count} ordrer',
    empty: 'Alle ordrer er nået frem til ERP-systemet.',
  },
};
