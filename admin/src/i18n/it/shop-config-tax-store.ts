import type { taxAndStoreConfigMessages } from '../../shop-config/tax-store-messages';

/** The tax, exchange-rate, address-identifier, store and configuration screens in Italian. */
export const taxAndStoreConfigMessagesIt: (typeof taxAndStoreConfigMessages)['en'] = {
  resources: {
    'shop-config/tax-rates': {
      name: 'Aliquota fiscale |||| Aliquote fiscali',
      fields: { q: 'Nome', name: 'Nome', rate: 'Aliquota (%)', active: 'Attiva' },
      invalid_rate: 'Una percentuale da 0 a 99.999, al massimo tre decimali dopo il punto, ad es. 25.5',
    },
    'shop-config/tax-rule-groups': {
      name: 'Gruppo di regole fiscali |||| Gruppi di regole fiscali',
      fields: {
        q: 'Nome',
        name: 'Nome',
        active: 'Attivo',
        rules: 'Regole, nell’ordine in cui si applicano',
        countryId: 'Paese',
        stateId: 'Stato / regione',
        taxRateId: 'Aliquota fiscale',
        behavior: 'Comportamento',
      },
      behaviors: {
        only_this: 'Solo questa aliquota',
        combine: 'Somma alle aliquote precedenti',
        one_after_another: 'Una dopo l’altra (imposta su imposta)',
      },
    },
    'shop-config/exchange-rates': {
      name: 'Tasso di cambio |||| Tassi di cambio',
      fields: {
        q: 'Codice valuta',
        fromCurrencyId: 'Valuta di origine',
        toCurrencyId: 'Valuta di destinazione',
        rate: 'Tasso',
        updatedAt: 'Aggiornato il',
      },
      rate_help:
        'Unità della valuta di destinazione che si ottengono con un’unità della valuta di origine, ad es. 11.05',
      invalid_rate: 'Un numero positivo, al massimo 10 cifre prima del punto e 8 dopo, ad es. 11.05',
    },
    'shop-config/address-identifiers': {
      name: 'Identificativo di indirizzo |||| Identificativi di indirizzo',
      fields: { q: 'Nome', name: 'Nome', active: 'Attivo' },
      invalid_name:
        'Da 2 a 50 lettere minuscole, cifre o trattini bassi, iniziando con una lettera, ad es. shipping',
    },
    'shop-config/stores': {
      name: 'Negozio |||| Negozi',
      fields: {
        q: 'Codice o nome',
        code: 'Codice',
        name: 'Nome',
        country: 'Paese',
        currency: 'Valuta',
        locales: 'Lingue',
        defaultLocale: 'Lingua predefinita',
        position: 'Posizione',
        salesEmail: 'E-mail dell’ufficio vendite',
        guestCheckout: 'Ordine senza account',
        pricesIncludeTax: 'Prezzi mostrati IVA inclusa',
        defaultTaxRuleGroupId: 'Gruppo di regole fiscali predefinito',
        orderNumberPrefix: 'Prefisso del numero d’ordine',
        termsOfDelivery: 'Condizioni di consegna',
        termsOfPayment: 'Condizioni di pagamento',
        seller: {
          legalName: 'Ragione sociale',
          street: 'Indirizzo',
          postcode: 'CAP',
          city: 'Città',
          country: 'Paese',
          businessId: 'Numero di registro imprese',
          vatId: 'Partita IVA',
          phone: 'Telefono',
          email: 'E-mail',
          iban: 'Conto bancario (IBAN)',
          bic: 'BIC',
        },
      },
      seller_heading: 'Venditore sui documenti d’ordine e sulle fatture',
      payment_terms_heading: 'Condizioni di pagamento per lingua (documenti d’ordine, e-mail e negozio)',
      delivery_terms_heading: 'Condizioni di consegna per lingua (documenti d’ordine, e-mail e negozio)',
      invalid_iban: 'Un IBAN, ad es. FI59 4053 0020 1188 45',
      invalid_bic: '8 o 11 lettere e cifre, ad es. NDEAFIHH',
      international: 'Nessuno (negozio internazionale)',
      invalid_code: 'Da 2 a 20 lettere minuscole, cifre, - o _, iniziando con una lettera',
      invalid_prefix: 'Al massimo 10 lettere maiuscole, cifre o -',
    },
    'shop-config/configurations': {
      name: 'Impostazione |||| Impostazioni',
      fields: { q: 'Chiave', key: 'Chiave', storeId: 'Negozio', value: 'Valore' },
      out_of_range: 'Un numero intero da %{min} a %{max}',
      weekdays: {
        0: 'Domenica',
        1: 'Lunedì',
        2: 'Martedì',
        3: 'Mercoledì',
        4: 'Giovedì',
        5: 'Venerdì',
        6: 'Sabato',
      },
    },
  },
  shop_config: {
    everywhere: 'Tutti i paesi',
    all_states: 'Tutti gli stati / regioni',
    all_stores: 'Tutto il negozio',
  },
};
