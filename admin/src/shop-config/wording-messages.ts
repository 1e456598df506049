/** Texts of the store wording screen in the admin's languages; `shopConfigMessages` (messages.ts) merges them. */
type Texts = { [key: string]: string | Texts };

const STORE_WORDINGS = 'shop-config/store-wordings';

export const storeWordingConfigMessages: Record<'en' | 'fi' | 'sv', { resources: Texts }> = {
  en: {
    resources: {
      [STORE_WORDINGS]: {
        name: 'Store wording |||| Store wording',
        fields: {
          q: 'Key or text',
          storeId: 'Store',
          locale: 'Language',
          key: 'Storefront text (key)',
          value: 'The store’s wording',
        },
        key_help: 'The dotted key of a storefront text, e.g. storeWording.deliveryNote',
        unknown_key: 'The storefront has no text %{key}: the wording would never show',
      },
    },
  },
  fi: {
    resources: {
      [STORE_WORDINGS]: {
        name: 'Kaupan sanamuoto |||| Kauppojen sanamuodot',
        fields: {
          q: 'Avain tai teksti',
          storeId: 'Kauppa',
          locale: 'Kieli',
          key: 'Verkkokaupan teksti (avain)',
          value: 'Kaupan oma sanamuoto',
        },
        key_help: 'Verkkokaupan tekstin avain pisteillä eroteltuna, esim. storeWording.deliveryNote',
        unknown_key: 'Verkkokaupassa ei ole tekstiä %{key}, joten sanamuoto ei näkyisi koskaan',
      },
    },
  },
  sv: {
    resources: {
      [STORE_WORDINGS]: {
        name: 'Butikens formulering |||| Butikernas formuleringar',
        fields: {
          q: 'Nyckel eller text',
          storeId: 'Butik',
          locale: 'Språk',
          key: 'Butikstext (nyckel)',
          value: 'Butikens formulering',
        },
        key_help: 'Nyckeln till en text i webbutiken, med punkter, t.ex. storeWording.deliveryNote',
        unknown_key: 'Webbutiken har ingen text %{key}, så formuleringen skulle aldrig visas',
      },
    },
  },
};
