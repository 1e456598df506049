/**
 * Texts of the catalogue's shop-configuration screens (product units, product unit definitions, indices,
 * filters) in the admin's languages; `shopConfigMessages` (messages.ts) spreads them in.
 */
type Texts = { [key: string]: string | Texts };

const groups = {
  en: {
    parentCategoryIds: 'Subcategories',
    stockStatusIds: 'Availability',
    brandIds: 'Brand',
    productLineIds: 'Product line',
    attributeIds: 'Attribute',
  },
  fi: {
    parentCategoryIds: 'Alaluokat',
    stockStatusIds: 'Saatavuus',
    brandIds: 'Tuotemerkki',
    productLineIds: 'Tuotesarja',
    attributeIds: 'Ominaisuus',
  },
  sv: {
    parentCategoryIds: 'Underkategorier',
    stockStatusIds: 'Tillgänglighet',
    brandIds: 'Varumärke',
    productLineIds: 'Produktserie',
    attributeIds: 'Egenskap',
  },
};

export const catalogueConfigMessages: Record<'en' | 'fi' | 'sv', { resources: Texts; shop_config: Texts }> = {
  en: {
    resources: {
      'shop-config/product-units': {
        name: 'Product unit |||| Product units',
        fields: { q: 'Identifier or name', identifier: 'Identifier', precision: 'Decimals', labels: 'Name' },
      },
      'shop-config/product-unit-definitions': {
        name: 'Product unit definition |||| Product unit definitions',
        fields: {
          q: 'Unit or product id',
          productId: 'Product',
          unitId: 'Unit',
          conversionFactor: 'Base units per unit',
          precision: 'Decimals',
          isDefault: 'Default unit',
        },
        invalid_factor: 'A positive number, at most 6 decimals (e.g. 12 or 0.25)',
      },
      'shop-config/indices': {
        name: 'Index |||| Indices',
        fields: {
          q: 'Code or name',
          code: 'Code',
          name: 'Name',
          attributeCodes: 'Indexed attributes',
          attributeCode: 'Attribute code',
        },
      },
      'shop-config/filters': {
        name: 'Filter |||| Filters',
        fields: {
          q: 'Code or name',
          code: 'Code',
          name: 'Name',
          indexId: 'Index',
          facets: 'Facet groups, in the order shown',
          param: 'Group',
          attribute: 'Attribute code',
          categoryIds: 'Categories (and their subcategories)',
        },
        groups: groups.en,
      },
    },
    shop_config: { clone: 'Clone', cloned: 'Copy created' },
  },
  fi: {
    resources: {
      'shop-config/product-units': {
        name: 'Myyntiyksikkö |||| Myyntiyksiköt',
        fields: { q: 'Tunniste tai nimi', identifier: 'Tunniste', precision: 'Desimaalit', labels: 'Nimi' },
      },
      'shop-config/product-unit-definitions': {
        name: 'Tuotteen yksikkö |||| Tuotteiden yksiköt',
        fields: {
          q: 'Yksikkö tai tuotteen tunnus',
          productId: 'Tuote',
          unitId: 'Yksikkö',
          conversionFactor: 'Perusyksikköä yksikössä',
          precision: 'Desimaalit',
          isDefault: 'Oletusyksikkö',
        },
        invalid_factor: 'Positiivinen luku, enintään 6 desimaalia (esim. 12 tai 0.25)',
      },
      'shop-config/indices': {
        name: 'Indeksi |||| Indeksit',
        fields: {
          q: 'Koodi tai nimi',
          code: 'Koodi',
          name: 'Nimi',
          attributeCodes: 'Indeksoidut ominaisuudet',
          attributeCode: 'Ominaisuuden koodi',
        },
      },
      'shop-config/filters': {
        name: 'Suodatin |||| Suodattimet',
        fields: {
          q: 'Koodi tai nimi',
          code: 'Koodi',
          name: 'Nimi',
          indexId: 'Indeksi',
          facets: 'Suodatinryhmät näyttöjärjestyksessä',
          param: 'Ryhmä',
          attribute: 'Ominaisuuden koodi',
          categoryIds: 'Tuoteryhmät (ja niiden alaryhmät)',
        },
        groups: groups.fi,
      },
    },
    shop_config: { clone: 'Kopioi', cloned: 'Kopio luotu' },
  },
  sv: {
    resources: {
      'shop-config/product-units': {
        name: 'Produktenhet |||| Produktenheter',
        fields: {
          q: 'Identifierare eller namn',
          identifier: 'Identifierare',
          precision: 'Decimaler',
          labels: 'Namn',
        },
      },
      'shop-config/product-unit-definitions': {
        name: 'Produktens enhet |||| Produkternas enheter',
        fields: {
          q: 'Enhet eller produkt-id',
          productId: 'Produkt',
          unitId: 'Enhet',
          conversionFactor: 'Basenheter per enhet',
          precision: 'Decimaler',
          isDefault: 'Standardenhet',
        },
        invalid_factor: 'Ett positivt tal med högst 6 decimaler (t.ex. 12 eller 0.25)',
      },
      'shop-config/indices': {
        name: 'Index |||| Index',
        fields: {
          q: 'Kod eller namn',
          code: 'Kod',
          name: 'Namn',
          attributeCodes: 'Indexerade egenskaper',
          attributeCode: 'Egenskapskod',
        },
      },
      'shop-config/filters': {
        name: 'Filter |||| Filter',
        fields: {
          q: 'Kod eller namn',
          code: 'Kod',
          name: 'Namn',
          indexId: 'Index',
          facets: 'Filtergrupper i visningsordning',
          param: 'Grupp',
          attribute: 'Egenskapskod',
          categoryIds: 'Kategorier (och deras underkategorier)',
        },
        groups: groups.sv,
      },
    },
    shop_config: { clone: 'Kopiera', cloned: 'Kopian har skapats' },
  },
};
