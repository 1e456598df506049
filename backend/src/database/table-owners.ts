/**
 * The one module that owns each table: only it writes the table, and only it reads it, except through its
 * exported read services and the read models listed below. Checked by table-ownership.spec.ts; the reasons
 * are in docs/decisions/2026-11-27-table-owners.md. Owners are folders of `backend/src/modules`, or
 * `jobs` for the job system's own table.
 */
export const tableOwners = {
  // catalogue: what is sold and how it is shown
  brand: 'catalogue',
  product_line: 'catalogue',
  product: 'catalogue',
  product_translation: 'catalogue',
  product_media: 'catalogue',
  product_relation: 'catalogue',
  product_cross_reference: 'catalogue',
  product_price: 'catalogue',
  product_price_tier: 'catalogue',
  product_family: 'catalogue',
  family_attribute: 'catalogue',
  category: 'catalogue',
  category_translation: 'catalogue',
  category_facet_combination: 'catalogue',
  catalogue_version: 'catalogue',
  product_additional_category: 'catalogue',
  // tags: a tree of tags and their assignments to products, categories and assets
  tag: 'tags',
  tag_assignment: 'tags',
  // search: the search index
  product_search: 'search',
  page_search: 'search',
  search_word: 'search',
  search_index_backlog: 'search',
  content_page: 'content',
  // assets: the media library
  asset: 'assets',
  asset_folder: 'assets',
  content_page_translation: 'content',
  // customers: accounts, companies, groups, addresses and applications
  customer: 'customers',
  customer_company: 'customers',
  customer_group: 'customers',
  customer_group_member: 'customers',
  address: 'customers',
  customer_application: 'customers',
  customer_salesrep_company: 'customers',
  // identity: back-office users and every session
  admin_user: 'identity',
  admin_role: 'identity',
  session: 'identity',
  one_time_token: 'identity',
  // shop-config/stores: the stores (country sales organisations) and their wording
  store: 'shop-config',
  store_wording: 'shop-config',
  // newsletter: subscriptions with double opt-in
  newsletter_subscription: 'newsletter',
  // shop-config: the settings edited under /admin/shop-config
  configuration: 'shop-config',
  address_identifier: 'shop-config',
  zone: 'shop-config',
  country: 'shop-config',
  state: 'shop-config',
  currency: 'shop-config',
  exchange_rate: 'shop-config',
  unit_definition: 'shop-config',
  product_unit: 'shop-config',
  product_index: 'shop-config',
  product_filter: 'shop-config',
  product_filter_category: 'shop-config',
  carrier: 'shop-config',
  shipping_rule: 'shop-config',
  carrier_shipping_rule: 'shop-config',
  payment_provider: 'shop-config',
  payment_provider_rule: 'shop-config',
  payment_provider_rule_assignment: 'shop-config',
  notification_rule: 'shop-config',
  tax_rate: 'shop-config',
  tax_rule_group: 'shop-config',
  tax_rule: 'shop-config',
  product_price_rule: 'shop-config',
  cart_price_rule: 'shop-config',
  voucher_code: 'shop-config',
  customer_price: 'shop-config',
  // pricing: what the quote engine records
  voucher_code_usage: 'pricing',
  // the shop
  cart: 'cart',
  cart_item: 'cart',
  cart_voucher: 'cart',
  wishlist_item: 'wishlist',
  sales_order: 'orders',
  sales_order_item: 'orders',
  order_shipment: 'orders',
  order_shipment_item: 'orders',
  order_invoice: 'orders',
  order_invoice_item: 'orders',
  order_invoice_sequence: 'orders',
  order_comment: 'orders',
  order_state_change: 'orders',
  order_payment: 'orders',
  order_item_change: 'orders',
  // service requests from the storefront's forms
  contact_message: 'service-requests',
  warranty_registration: 'service-requests',
  warranty_receipt: 'service-requests',
  tracking_request: 'service-requests',
  // infrastructure
  outgoing_mail: 'mail',
  domain_event: 'events',
  event_delivery: 'events',
  audit_log: 'audit',
  // seo: old addresses that lead to new ones
  redirect: 'seo',
  job: 'jobs',
  // imports: queued price and cross-reference imports, their staging rows and refused lines
  import_run: 'imports',
  import_rejected_row: 'imports',
  import_price_row: 'imports',
  import_cross_reference_row: 'imports',
  // importer: the data importer's configurations, their files, runs and refused rows
  importer_config: 'importer',
  importer_file: 'importer',
  importer_run: 'importer',
  importer_rejected_row: 'importer',
} as const;

export type OwnedTable = keyof typeof tableOwners;

/**
 * Files that may read tables of other modules, kept for speed: each joins what one hot read needs in one
 * statement. They never write another module's table. Path relative to `backend/src`: why it reads across.
 */
export const readModels: Record<string, string> = {
  'modules/customers/shop-identity.read-model.ts':
    "the shop's session guard reads the session with its accounts and their companies in one statement, on every storefront API request that is not a cached read",
  'modules/search/search-index.read-model.ts':
    'the search index is built from products, brands, product lines and content pages in one statement each; a search also finds a product by its part numbers (product_cross_reference) in the same statement',
  'modules/seo/sitemap.read-model.ts':
    'the sitemap lists the paths of categories, products and content pages in one statement per page',
  'modules/pricing/pricing-facts.read-model.ts':
    "a quote reads stores, products and prices, agreed prices, rules, voucher codes, taxes, carriers and payment providers in three rounds of single statements: the cart's hottest path",
  'modules/catalogue/catalogue-listing.read-model.ts':
    'listings, product pages and facet counts join the store (price, currency) and the product units in their one prepared statement, held to it by the round-trip tests',
  'modules/catalogue/facet-selection.read-model.ts':
    "the catalogue version and every category's filters (shop-config's product filters) in one statement, so a cold listing cache costs no extra round trip",
  'modules/catalogue/product-lookup.read-model.ts':
    "the cart's, quick order's and wishlist's product facts join the store by code for the price in the same statement",
  'modules/catalogue/catalogue-admin.read-model.ts':
    "the back office's product list and product show a product's prices with their store's code and currency, its units (shop-config's product units) and, read-only, the agreed prices (customer prices) and price rules that apply to it; the list filters by tag (the tags module's tag assignments)",
  'modules/orders/order-history.read-model.ts':
    "the order history's paged lists join the buyer's and sales rep's names and find a company by its ERP number",
  'modules/orders/erp/erp-export.read-model.ts':
    "the ERP export reads the company's ERP customer number, and the not-synchronized list joins the buyer's and company's names in one statement per page",
  'modules/imports/import-references.read-model.ts':
    "an import resolves its staged file's SKUs, store codes, ERP customer numbers and customer-group codes to ids in one statement per file, inside the transaction that applies it",
  'modules/imports/customer-price-list.read-model.ts':
    "a company's net price list joins its agreed prices with the products' SKUs, names and list prices in one statement",
};
