import type { storeWordingConfigMessages } from '../../shop-config/wording-messages';

/** The store wording screen in French, key for key the English. */
export const storeWordingConfigMessagesFr: (typeof storeWordingConfigMessages)['en'] = {
  resources: {
    'shop-config/store-wordings': {
      name: 'Formulation de la boutique |||| Formulations des boutiques',
      fields: {
        q: 'Clé ou texte',
        storeId: 'Boutique',
        locale: 'Langue',
        key: 'Texte de la boutique en ligne (clé)',
        value: 'Formulation propre à la boutique',
      },
      key_help: 'La clé à points d’un texte de la boutique en ligne, par ex. storeWording.deliveryNote',
      unknown_key: 'La boutique en ligne n’a pas de texte %{key} : la formulation ne s’afficherait jamais',
    },
  },
};
