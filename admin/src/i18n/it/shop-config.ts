import type { shopConfigMessages } from '../../shop-config/messages';
import { catalogueConfigMessagesIt } from './shop-config-catalogue';
import { checkoutConfigMessagesIt } from './shop-config-checkout';
import { taxAndStoreConfigMessagesIt } from './shop-config-tax-store';
import { storeWordingConfigMessagesIt } from './shop-config-wording';

/**
 * The shop-configuration screens in Italian, assembled as `shopConfigMessages.en` is: `resources` goes into the
 * catalogue's `resources`, `shop_config` beside it (see ../it.ts).
 */
export const shopConfigMessagesIt: (typeof shopConfigMessages)['en'] = {
  resources: {
    'shop-config/currencies': {
      name: 'Valuta |||| Valute',
      fields: {
        q: 'Codice ISO o nome',
        isoCode: 'Codice ISO',
        name: 'Nome',
        symbol: 'Simbolo',
        fractionDigits: 'Decimali',
      },
    },
    'shop-config/zones': { name: 'Zona |||| Zone', fields: { q: 'Nome', name: 'Nome', active: 'Attiva' } },
    'shop-config/countries': {
      name: 'Paese |||| Paesi',
      fields: {
        q: 'Codice ISO o nome',
        isoCode: 'Codice ISO',
        labels: 'Nome',
        active: 'Attivo',
        zoneId: 'Zona',
        currencyId: 'Valuta',
      },
    },
    'shop-config/states': {
      name: 'Stato / regione |||| Stati / regioni',
      fields: { q: 'Codice o nome', countryId: 'Paese', isoCode: 'Codice', name: 'Nome', active: 'Attivo' },
    },
    'shop-config/cart-price-rules': {
      name: 'Regola di prezzo del carrello |||| Regole di prezzo del carrello',
      fields: {
        q: 'Nome o descrizione',
        name: 'Nome',
        description: 'Descrizione',
        labels: 'Etichetta mostrata all’acquirente',
        active: 'Attiva',
        isVoucherRule: 'Richiede un codice sconto',
        priority: 'Priorità (la più bassa si applica prima)',
        stopPropagation: 'Ferma le regole successive',
        voucherCodeCount: 'Codici sconto',
      },
    },
    'shop-config/product-price-rules': {
      name: 'Regola di prezzo del prodotto |||| Regole di prezzo dei prodotti',
      fields: {
        q: 'Nome',
        name: 'Nome',
        labels: 'Etichetta mostrata all’acquirente',
        active: 'Attiva',
        priority: 'Priorità (la più bassa si applica prima)',
        stopPropagation: 'Ferma le regole successive',
      },
    },
    'shop-config/shipping-rules': {
      name: 'Regola di spedizione |||| Regole di spedizione',
      fields: { q: 'Nome', name: 'Nome', active: 'Attiva', usedBy: 'Usata dai corrieri' },
    },
    'shop-config/payment-provider-rules': {
      name: 'Regola del metodo di pagamento |||| Regole dei metodi di pagamento',
      fields: { q: 'Nome', name: 'Nome', active: 'Attiva', usedBy: 'Usata dai metodi di pagamento' },
    },
    'shop-config/voucher-codes': { name: 'Codice sconto |||| Codici sconto' },
    ...taxAndStoreConfigMessagesIt.resources,
    ...catalogueConfigMessagesIt.resources,
    ...checkoutConfigMessagesIt.resources,
    ...storeWordingConfigMessagesIt.resources,
  },
  shop_config: {
    none: 'Nessuno',
    rules: {
      conditions: 'Condizioni (devono essere tutte soddisfatte)',
      actions: 'Azioni',
      type: 'Tipo',
      types: {
        customer_groups: 'Gruppi di clienti',
        companies: 'Aziende clienti',
        stores: 'Negozi',
        countries: 'Paesi',
        zones: 'Zone',
        postcodes: 'CAP',
        amount: 'Valore del carrello',
        quantity: 'Quantità',
        weight: 'Peso',
        products: 'Prodotti',
        categories: 'Categorie',
        timespan: 'Periodo',
        voucher: 'Codice sconto inserito',
        discount_percent: 'Sconto percentuale',
        discount_amount: 'Sconto in importo',
        price: 'Prezzo fisso',
        free_shipping: 'Spedizione gratuita',
        gift_product: 'Prodotto omaggio',
        shipping_price: 'Prezzo della spedizione',
        addition_amount: 'Supplemento in importo',
        addition_percent: 'Supplemento percentuale',
      },
      fields: {
        groupIds: 'ID dei gruppi di clienti',
        companyIds: 'Aziende',
        storeIds: 'ID dei negozi',
        countryCodes: 'Paesi',
        zoneIds: 'Zone',
        patterns: 'CAP (00100, 00*, 00100-00990)',
        minMinor: 'Almeno',
        maxMinor: 'Al massimo',
        min: 'Almeno',
        max: 'Al massimo',
        minKg: 'Almeno (kg)',
        maxKg: 'Al massimo (kg)',
        productIds: 'Prodotti',
        categoryIds: 'Categorie',
        from: 'Dal',
        to: 'Al',
        percent: 'Percentuale',
        amountMinor: 'Importo',
        productId: 'Prodotto',
      },
    },
    vouchers: {
      title: 'Codici sconto',
      code: 'Codice',
      usage_limit: 'Limite di utilizzo',
      used: 'Utilizzato',
      created: 'Creato il',
      export: 'Esporta CSV',
      generate_title: 'Genera codici',
      amount: 'Quanti',
      length: 'Lunghezza',
      prefix: 'Prefisso',
      format: 'Caratteri',
      formats: { alphanumeric: 'Lettere e cifre', alphabetic: 'Lettere', numeric: 'Cifre' },
      generate: 'Genera',
      generated: '%{count} codici generati',
    },
    ...taxAndStoreConfigMessagesIt.shop_config,
    ...catalogueConfigMessagesIt.shop_config,
  },
};
