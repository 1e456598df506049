import type { Locale } from '../../../domain';

/** The header's category navigation and account menu, and the filter panel's fold on phones. */
export interface SiteNavMessages {
  /** The category navigation's name for assistive technology. */
  categories: string;
  /** The button that opens the category navigation on phones. */
  products: string;
  /** The first link of a top category's menu: the whole category. */
  allIn: string;
  /** The account menu's name for assistive technology. */
  accountMenu: string;
  /** The button that opens the filter panel of a listing on phones. */
  filters: string;
  /** The button that closes the filter panel on phones. */
  showProducts: string;
}

export const siteNavMessages: Record<Locale, SiteNavMessages> = {
  fi: {
    categories: 'Tuoteryhmät',
    products: 'Tuotteet',
    allIn: 'Kaikki tuotteet: {category}',
    accountMenu: 'Tilivalikko',
    filters: 'Suodattimet',
    showProducts: 'Näytä tuotteet',
  },
  nb: {
    categories: 'Produktkategorier',
    products: 'Produkter',
    allIn: 'Alt i {category}',
    accountMenu: 'Kontomeny',
    filters: 'Filtre',
    showProducts: 'Vis produkter',
  },
  sv: {
    categories: 'Produktkategorier',
    products: 'Produkter',
    allIn: 'Allt inom {category}',
    accountMenu: 'Kontomeny',
    filters: 'Filter',
    showProducts: 'Visa produkter',
  },
  en: {
    categories: 'Product categories',
    products: 'Products',
    allIn: 'All in {category}',
    accountMenu: 'Account menu',
    filters: 'Filters',
    showProducts: 'Show products',
  },
  fr: {
    categories: 'Catégories de produits',
    products: 'Produits',
    allIn: 'Tout voir : {category}',
    accountMenu: 'Menu du compte',
    filters: 'Filtres',
    showProducts: 'Afficher les produits',
  },
  it: {
    categories: 'Categorie di prodotti',
    products: 'Prodotti',
    allIn: 'Vedi tutto: {category}',
    accountMenu: "Menu dell'account",
    filters: 'Filtri',
    showProducts: 'Mostra i prodotti',
  },
  da: {
    categories: 'Produktkategorier',
    products: 'Produkter',
    allIn: 'Alt i {category}',
    accountMenu: 'Kontomenu',
    filters: 'Filtre',
    showProducts: 'Vis produkter',
  },
};
