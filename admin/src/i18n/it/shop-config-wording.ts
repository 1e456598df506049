import type { storeWordingConfigMessages } from '../../shop-config/wording-messages';

/** The store wording screen in Italian, key for key the English. */
export const storeWordingConfigMessagesIt: (typeof storeWordingConfigMessages)['en'] = {
  resources: {
    'shop-config/store-wordings': {
      name: 'Testo del negozio |||| Testi dei negozi',
      fields: {
        q: 'Chiave o testo',
        storeId: 'Negozio',
        locale: 'Lingua',
        key: 'Testo del negozio online (chiave)',
        value: 'Testo proprio del negozio',
      },
      key_help: 'La chiave con i punti di un testo del negozio online, ad es. storeWording.deliveryNote',
      unknown_key: 'Il negozio online non ha il testo %{key}: questo testo non verrebbe mai mostrato',
    },
  },
};
