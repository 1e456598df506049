import type { PluralMessage } from '../message-format';
import type { SectionMessages } from './sections';
import type {
  AccountFieldProblem,
  ListingFilterParam,
  ProductSort,
  Salutation,
  StockStatus,
} from '../../domain';

/** Every text the storefront shell shows. Placeholders are written `{name}`. */
export interface ShellMessages {
  shop: {
    name: string;
    tagline: string;
  };
  layout: {
    skipToContent: string;
    footerAbout: string;
    footerLanguages: string;
    footerService: string;
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
    accessories: string;
    yes: string;
    no: string;
  };
  /** My account: addresses with the pre-selected delivery and invoice address. */
  addresses: {
    title: string;
    intro: string;
    empty: string;
    add: string;
    newTitle: string;
    editTitle: string;
    create: string;
    save: string;
    cancel: string;
    deliveryHeading: string;
    invoiceHeading: string;
    defaultDelivery: string;
    defaultInvoice: string;
    makeDefaultDelivery: string;
    makeDefaultInvoice: string;
    edit: string;
    editLabel: string;
    delete: string;
    deleteLabel: string;
    confirmDelete: string;
    confirmDeleteYes: string;
    saved: string;
    deleted: string;
    defaultChanged: string;
    fields: {
      type: string;
      typeDelivery: string;
      typeInvoice: string;
      typeHint: string;
      company: string;
      street: string;
      number: string;
      postcode: string;
      city: string;
      country: string;
      countryChoose: string;
      phoneNumber: string;
    };
    problems: {
      countryInvalid: string;
      postcodeInvalid: string;
    };
  };
  /** The customer-account application (/shop/apply). */
  apply: {
    title: string;
    intro: string;
    companyHeading: string;
    contactHeading: string;
    addressHeading: string;
    message: string;
    messageHint: string;
    submit: string;
    thanksTitle: string;
    thanksText: string;
    backHome: string;
    footerLink: string;
    haveAccount: string;
    login: string;
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
  /** Storefront accounts: login, registration, password reset, my account, profile, change password. */
  account: {
    header: {
      login: string;
      myAccount: string;
      logout: string;
    };
    fields: {
      salutation: string;
      salutationChoose: string;
      salutations: Record<Salutation, string>;
      firstname: string;
      lastname: string;
      email: string;
      emailRepeat: string;
      password: string;
      passwordRepeat: string;
      currentPassword: string;
      newPassword: string;
      newPasswordRepeat: string;
      newEmail: string;
      newEmailRepeat: string;
      companyName: string;
      organizationNumber: string;
      phone: string;
      locale: string;
      terms: string;
      optional: string;
      passwordHint: string;
    };
    /** The API's field problems (storefront spec §5), in the shopper's language. */
    problems: Record<AccountFieldProblem, string>;
    errorSummary: string;
    formProblems: {
      invalidCredentials: string;
      tooManyAttempts: string;
      linkInvalid: string;
      formExpired: string;
      unexpected: string;
    };
    login: {
      title: string;
      intro: string;
      submit: string;
      forgotPassword: string;
      noAccount: string;
      register: string;
    };
    register: {
      title: string;
      intro: string;
      personHeading: string;
      companyHeading: string;
      loginHeading: string;
      submit: string;
      haveAccount: string;
      login: string;
    };
    forgotPassword: {
      title: string;
      intro: string;
      submit: string;
      sent: string;
      backToLogin: string;
    };
    resetPassword: {
      titleReset: string;
      titleInvitation: string;
      intro: string;
      submit: string;
      requestNew: string;
    };
    overview: {
      title: string;
      welcome: string;
      companyHeading: string;
      groups: string;
      navLabel: string;
      profile: string;
      profileText: string;
      changePassword: string;
      changePasswordText: string;
      addresses: string;
      addressesText: string;
    };
    profile: {
      title: string;
      intro: string;
      personHeading: string;
      emailHeading: string;
      emailHint: string;
      companyHeading: string;
      companyHint: string;
      submit: string;
      saved: string;
    };
    changePassword: {
      title: string;
      intro: string;
      submit: string;
      changed: string;
    };
    backToAccount: string;
  };
  impersonation: {
    title: string;
    intro: string;
    acting: string;
    emailLabel: string;
    emailHint: string;
    submit: string;
    errorSummary: string;
    emailRequired: string;
    emailInvalid: string;
    customerNotFound: string;
    salesrepNotAllowed: string;
    formExpired: string;
    notAllowedTitle: string;
    notAllowed: string;
    bannerLabel: string;
    banner: string;
    bannerWithoutCompany: string;
    exit: string;
    salesrepBar: string;
  };
}

/** The shell's texts plus every section's (sections/ keeps one file per shop section). */
export type Messages = ShellMessages & SectionMessages;
