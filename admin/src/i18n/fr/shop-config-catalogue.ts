import type { catalogueConfigMessages } from '../../shop-config/catalogue-messages';

/** The catalogue's shop-configuration screens (units, unit definitions, indices, filters) in French. */
export const catalogueConfigMessagesFr: (typeof catalogueConfigMessages)['en'] = {
  resources: {
    'shop-config/product-units': {
      name: 'Unité de vente |||| Unités de vente',
      fields: { q: 'Identifiant ou nom', identifier: 'Identifiant', precision: 'Décimales', labels: 'Nom' },
    },
    'shop-config/product-unit-definitions': {
      name: 'Unité de produit |||| Unités de produit',
      fields: {
        q: 'Unité ou ID du produit',
        productId: 'Produit',
        unitId: 'Unité',
        conversionFactor: 'Unités de base par unité',
        precision: 'Décimales',
        isDefault: 'Unité par défaut',
      },
      invalid_factor: 'Un nombre positif, au plus 6 décimales après un point (par ex. 12 ou 0.25)',
    },
    'shop-config/indices': {
      name: 'Index |||| Index',
      fields: {
        q: 'Code ou nom',
        code: 'Code',
        name: 'Nom',
        attributeCodes: 'Attributs indexés',
        attributeCode: 'Code de l’attribut',
      },
    },
    'shop-config/filters': {
      name: 'Filtre |||| Filtres',
      fields: {
        q: 'Code ou nom',
        code: 'Code',
        name: 'Nom',
        indexId: 'Index',
        facets: 'Groupes de facettes, dans l’ordre d’affichage',
        param: 'Groupe',
        attribute: 'Code de l’attribut',
        categoryIds: 'Catégories (et leurs sous-catégories)',
      },
      groups: {
        parentCategoryIds: 'Sous-catégories',
        stockStatusIds: 'Disponibilité',
        brandIds: 'Marque',
        productLineIds: 'Gamme de produits',
        attributeIds: 'Attribut',
      },
    },
  },
  shop_config: { clone: 'Dupliquer', cloned: 'Copie créée' },
};
