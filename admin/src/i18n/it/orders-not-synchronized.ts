import type { notSynchronizedMessages } from '../../orders-not-synchronized/messages';

/** The not-synchronized orders screen in Italian, key for key the English. */
export const notSynchronizedMessagesIt: typeof notSynchronizedMessages = {
  'orders-not-synchronized': {
    name: 'Ordine non sincronizzato |||| Ordini non sincronizzati',
    fields: {
      id: 'ID',
      q: 'Numero d’ordine',
      number: 'Ordine',
      createdAt: 'Effettuato il',
      customer: 'Cliente',
      companyName: 'Azienda',
      reason: 'Motivo',
      attempts: 'Tentativi',
      lastAttemptAt: 'Ultimo tentativo',
    },
    reasons: {
      none: 'Non ancora tentato',
      unknown_customer: 'L’ERP non conosce il cliente (manca il numero cliente ERP)',
      refused: 'L’ERP ha rifiutato l’ordine',
      authentication: 'L’ERP ha rifiutato le credenziali del negozio',
      unreachable: 'L’ERP non è raggiungibile',
      timeout: 'L’ERP non ha risposto in tempo',
      erp_error: 'L’ERP ha segnalato un errore',
      malformed: 'L’ERP ha risposto qualcosa che non è un ordine',
    },
    retry: 'Riprova',
    retry_all: 'Riprova tutti',
    retry_all_title: 'Riprovare tutti gli ordini non sincronizzati?',
    retry_all_content: 'Ogni ordine che l’ERP non ha ricevuto gli viene inviato di nuovo in background.',
    retried:
      'Trasferimento avviato per %{smart_count} ordine |||| Trasferimento avviato per %{smart_count} ordini',
    empty: 'Tutti gli ordini sono arrivati all’ERP.',
  },
};
