import type { catalogueConfigMessages } from '../../shop-config/catalogue-messages';

/** The catalogue's shop-configuration screens (units, unit definitions, indices, filters) in Italian. */
export const catalogueConfigMessagesIt: (typeof catalogueConfigMessages)['en'] = {
  resources: {
    'shop-config/product-units': {
      name: 'Unità di vendita |||| Unità di vendita',
      fields: {
        q: 'Identificativo o nome',
        identifier: 'Identificativo',
        precision: 'Decimali',
        labels: 'Nome',
      },
    },
    'shop-config/product-unit-definitions': {
      name: 'Unità del prodotto |||| Unità dei prodotti',
      fields: {
        q: 'Unità o ID del prodotto',
        productId: 'Prodotto',
        unitId: 'Unità',
        conversionFactor: 'Unità base per unità',
        precision: 'Decimali',
        isDefault: 'Unità predefinita',
      },
      invalid_factor: 'Un numero positivo, al massimo 6 decimali dopo il punto (ad es. 12 o 0.25)',
    },
    'shop-config/indices': {
      name: 'Indice |||| Indici',
      fields: {
        q: 'Codice o nome',
        code: 'Codice',
        name: 'Nome',
        attributeCodes: 'Attributi indicizzati',
        attributeCode: 'Codice attributo',
      },
    },
    'shop-config/filters': {
      name: 'Filtro |||| Filtri',
      fields: {
        q: 'Codice o nome',
        code: 'Codice',
        name: 'Nome',
        indexId: 'Indice',
        facets: 'Gruppi di filtri, nell’ordine di visualizzazione',
        param: 'Gruppo',
        attribute: 'Codice attributo',
        categoryIds: 'Categorie (e relative sottocategorie)',
      },
      groups: {
        parentCategoryIds: 'Sottocategorie',
        stockStatusIds: 'Disponibilità',
        brandIds: 'Marca',
        productLineIds: 'Linea di prodotti',
        attributeIds: 'Attributo',
      },
    },
  },
  shop_config: { clone: 'Duplica', cloned: 'Copia creata' },
};
