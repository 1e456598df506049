import type { ListingFilterParam, ProductSort, StockStatus } from '@tradeshop/shared';

/** A text that depends on a count; `many` is only needed where CLDR has that category (fr, it). */
export interface PluralMessage {
  one: string;
  other: string;
  many?: string;
}

/** Every text the storefront shell shows. Placeholders are written `{name}`. */
export interface Messages {
  shop: {
    name: string;
    tagline: string;
    homeLinkLabel: string;
  };
  layout: {
    skipToContent: string;
    footerAbout: string;
    footerLanguages: string;
    footerTradeOnly: string;
    copyright: string;
  };
  search: {
    label: string;
    placeholder: string;
    submit: string;
    hint: string;
    tooShort: string;
    loading: string;
    nothingFound: string;
    resultsLabel: string;
    resultsStatus: string;
    productsHeading: string;
    pagesHeading: string;
    showAll: string;
  };
  searchResults: {
    title: string;
    heading: string;
    showing: string;
    nothing: string;
  };
  minicart: {
    button: string;
    title: string;
    empty: string;
    itemCount: PluralMessage;
    close: string;
  };
  language: {
    label: string;
    current: string;
  };
  home: {
    title: string;
    description: string;
    heading: string;
    intro: string;
    categoriesHeading: string;
    productCount: PluralMessage;
    showAll: string;
    empty: string;
  };
  breadcrumbs: {
    label: string;
    home: string;
  };
  category: {
    subcategories: string;
    showing: string;
    noProducts: string;
    sortLabel: string;
    sortApply: string;
    sort: Record<ProductSort, string>;
  };
  filters: {
    heading: string;
    /** The submit button, shown only while JavaScript is not running. */
    apply: string;
    clearAll: string;
    remove: string;
    active: string;
    /** The fixed filter groups; attribute groups are named by the API. */
    groups: Record<Exclude<ListingFilterParam, 'attributeIds'>, string>;
    yes: string;
    no: string;
    noMatches: string;
  };
  pagination: {
    label: string;
    previous: string;
    next: string;
    page: string;
  };
  stock: Record<StockStatus, string>;
  productCard: {
    sku: string;
    brand: string;
    priceOnRequest: string;
    perUnit: string;
  };
  product: {
    sku: string;
    ean: string;
    nobb: string;
    statisticsNumber: string;
    countryOfOrigin: string;
    unNumber: string;
    brand: string;
    productLine: string;
    category: string;
    price: string;
    recommendedPrice: string;
    surcharge: string;
    surchargeCode: string;
    minimumOrderQuantity: string;
    quantityIncrement: string;
    minimumOrderOverride: string;
    salesUnit: string;
    stockQuantity: string;
    description: string;
    specification: string;
    specificationEmpty: string;
    productData: string;
    dimensions: string;
    grossWeight: string;
    netWeight: string;
    grossVolume: string;
    netVolume: string;
    height: string;
    length: string;
    width: string;
    units: string;
    unit: string;
    conversionFactor: string;
    defaultUnit: string;
    documents: string;
    videos: string;
    gallery: string;
    showImage: string;
    related: string;
    alternatives: string;
    yes: string;
    no: string;
  };
  errors: {
    status: string;
    notFoundTitle: string;
    notFoundText: string;
    unknownLocaleTitle: string;
    unknownLocaleText: string;
    availableLanguages: string;
    badRequestTitle: string;
    unavailableTitle: string;
    unavailableText: string;
    genericTitle: string;
    genericText: string;
    backHome: string;
  };
}
