import type { customerCompanyMessages } from '../../customer-companies/messages';

/** The customer-company screens in Italian, key for key the English. */
export const customerCompanyMessagesIt: typeof customerCompanyMessages = {
  'customer-companies': {
    name: 'Azienda cliente |||| Aziende clienti',
    fields: {
      id: 'ID',
      q: 'Nome, numero di registro imprese o numero cliente ERP',
      name: 'Nome',
      organizationNumber: 'Numero di registro imprese',
      erpCustomerNumber: 'Numero cliente ERP',
      storeCode: 'Negozio',
      customerCount: 'Clienti',
      email: 'E-mail',
      phone: 'Telefono',
      vatNumber: 'Partita IVA',
      termsOfDelivery: 'Condizioni di consegna',
      termsOfPayment: 'Condizioni di pagamento',
      invoicePaymentAllowed: 'Può pagare con fattura',
      createdAt: 'Creata il',
    },
    not_connected: 'Non collegato',
    erp_customer_number_invalid:
      'Solo lettere, cifre e trattini, iniziando con una lettera o una cifra, al massimo 40 caratteri',
    modifier: {
      members: 'Persone dell’azienda',
      no_members: 'Nessuno accede per questa azienda.',
      load_failed: 'Impossibile caricare le persone dell’azienda.',
      member_name: 'Nome',
      member_email: 'E-mail',
      salesrep: 'Agente di vendita',
      inactive: 'Inattivo',
      move_existing: 'Sposta in un’altra azienda',
      move_new: 'Sposta in una nuova azienda',
      move_existing_title: 'Sposta %{customer} in un’altra azienda',
      move_new_title: 'Sposta %{customer} in una nuova azienda',
      target_company: 'Azienda',
      target_company_help:
        'Aziende dello stesso negozio, per nome, numero di registro imprese o numero cliente ERP',
      no_companies: 'Nessuna azienda trovata',
      new_company_name: 'Nome della nuova azienda',
      new_company_organization_number: 'Numero di registro imprese',
      allow_duplicate_name: 'Lo so; creala comunque',
      rename_addresses: 'Metti il nome della nuova azienda sugli indirizzi che riportano %{from}',
      check: 'Verifica',
      confirm_move: 'Sposta',
      cancel: 'Annulla',
      allowed: '%{customer} può essere spostato in %{to}.',
      blocked: 'Lo spostamento non è possibile:',
      warnings: 'Prima di spostare:',
      moved: '%{customer} ora appartiene a %{company}',
      open_company: 'Apri %{company}',
      duplicate_warning:
        'Esiste già un’azienda con lo stesso nome: |||| Esistono già %{smart_count} aziende con lo stesso nome:',
      duplicate_item: '%{name} (%{organizationNumber}, negozio %{storeCode})',
      issue: {
        SAME_COMPANY: '%{customer} appartiene già a %{to}.',
        OTHER_STORE:
          '%{to} acquista in un negozio diverso da quello di %{from}; un cliente non può passare da un negozio all’altro.',
        SALESREP:
          '%{customer} è un agente di vendita: gli agenti agiscono per molte aziende e non appartengono a nessuna.',
        ORGANIZATION_NUMBER_TAKEN: 'Un’altra azienda ha già questo numero di registro imprese.',
        DUPLICATE_NAME:
          'Esiste già un’azienda con lo stesso nome. Spunta «Lo so; creala comunque» per crearne un’altra.',
        LAST_MEMBER: '%{customer} è l’ultima persona di %{from}; nessuno vi accederà più.',
        LAST_MEMBER_WITH_RECORDS:
          '%{customer} è l’ultima persona di %{from}, che ha degli ordini: restano a %{from}, e nessuno vi accederà più.',
        OPEN_CARTS: '%{customer} ha un carrello aperto: i suoi prezzi saranno quelli di %{to}.',
        ADDRESSES_NAME_OLD_COMPANY:
          'Un indirizzo di %{customer} riporta %{from} come azienda. |||| %{smart_count} indirizzi di %{customer} riportano %{from} come azienda.',
        INACTIVE_CUSTOMER: 'L’account di %{customer} è inattivo e non può accedere.',
      },
    },
    help: {
      erpCustomerNumber:
        'Il numero cliente dell’azienda nell’ERP: lettere, cifre e trattini, al massimo 40 caratteri. I suoi acquirenti vedono i loro ordini ERP solo dopo che è stato impostato; lascialo vuoto finché l’azienda non è nell’ERP.',
      termsOfDelivery:
        'Stampate sugli ordini dell’azienda, al massimo 200 caratteri. Lascia vuoto per usare le condizioni di consegna del negozio.',
      termsOfPayment:
        'Stampate sugli ordini dell’azienda, al massimo 200 caratteri. Lascia vuoto per usare le condizioni di pagamento del negozio.',
      invoicePaymentAllowed:
        'Se disattivato, gli acquirenti dell’azienda non possono scegliere il pagamento con fattura alla cassa.',
    },
  },
};
