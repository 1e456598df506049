import type { MigrationObject } from '@mikro-orm/core';
import { Migration20261130100000_mail_single_use_links } from './Migration20261130100000_mail_single_use_links';
import { Migration20261129100000_imports } from './Migration20261129100000_imports';
import { Migration20261121000000_catalogue } from './Migration20261121000000_catalogue';
import { Migration20261122000100_search } from './Migration20261122000100_search';
import { Migration20261122000200_facets } from './Migration20261122000200_facets';
import { Migration20261122000300_identity } from './Migration20261122000300_identity';
import { Migration20261122000900_listing_speed } from './Migration20261122000900_listing_speed';
import { Migration20261122001000_buying } from './Migration20261122001000_buying';
import { Migration20261122001500_service_requests } from './Migration20261122001500_service_requests';
import { Migration20261122002010_shop_config } from './Migration20261122002010_shop_config';
import { Migration20261122002050_quick_order } from './Migration20261122002050_quick_order';
import { Migration20261122003000_erp_customer_number } from './Migration20261122003000_erp_customer_number';
import { Migration20261122003100_guest_voucher_usage } from './Migration20261122003100_guest_voucher_usage';
import { Migration20261125300001_cart_discounted_set } from './Migration20261125300001_cart_discounted_set';
import { Migration20261125500001_shop_config_editor } from './Migration20261125500001_shop_config_editor';
import { Migration20261125600001_shop_config_tax_stores } from './Migration20261125600001_shop_config_tax_stores';
import { Migration20261125700001_shipping_payment_notifications } from './Migration20261125700001_shipping_payment_notifications';
import { Migration20261125800001_catalogue_config } from './Migration20261125800001_catalogue_config';
import { Migration20261126000001_read_cache_notifications } from './Migration20261126000001_read_cache_notifications';
import { Migration20261126000002_product_media_titles } from './Migration20261126000002_product_media_titles';
import { Migration20261127000001_domain_event_outbox } from './Migration20261127000001_domain_event_outbox';
import { Migration20261127100001_order_history_actor } from './Migration20261127100001_order_history_actor';
import { Migration20261127100010_order_payment_ledger } from './Migration20261127100010_order_payment_ledger';
import { Migration20261127100020_order_fulfilment } from './Migration20261127100020_order_fulfilment';
import { Migration20261127100030_order_find_indexes } from './Migration20261127100030_order_find_indexes';
import { Migration20261127100040_order_erp_export } from './Migration20261127100040_order_erp_export';
import { Migration20261127100060_order_item_changes } from './Migration20261127100060_order_item_changes';
import { Migration20261127100070_orders_editor } from './Migration20261127100070_orders_editor';
import { Migration20261128000100_store_prices_include_tax } from './Migration20261128000100_store_prices_include_tax';
import { Migration20261128000200_store_seller } from './Migration20261128000200_store_seller';
import { Migration20261128000600_address_e_invoice } from './Migration20261128000600_address_e_invoice';
import { Migration20261128000700_store_wording_editor } from './Migration20261128000700_store_wording_editor';
import { Migration20261128000710_newsletter } from './Migration20261128000710_newsletter';
import { Migration20261128110000_assets } from './Migration20261128110000_assets';
import { Migration20261128100000_product_editing } from './Migration20261128100000_product_editing';
import { Migration20261128190000_read_cache_scoped_notifications } from './Migration20261128190000_read_cache_scoped_notifications';
import { Migration20261129140000_configuration_change_notifications } from './Migration20261129140000_configuration_change_notifications';
import { Migration20261129140100_product_page_only_changes } from './Migration20261129140100_product_page_only_changes';
import { Migration20261128160000_tags_and_further_categories } from './Migration20261128160000_tags_and_further_categories';
import { Migration20261128000800_store_delivery_terms } from './Migration20261128000800_store_delivery_terms';
import { Migration20261128140000_customer_admin } from './Migration20261128140000_customer_admin';
import { Migration20261128130000_category_editor } from './Migration20261128130000_category_editor';
import { Migration20261128120000_product_variants } from './Migration20261128120000_product_variants';
import { Migration20261129120000_search_index_backlog } from './Migration20261129120000_search_index_backlog';
import { Migration20261129110000_data_importer } from './Migration20261129110000_data_importer';
import { Migration20261130140000_job_heartbeat } from './Migration20261130140000_job_heartbeat';
import { Migration20261201100000_price_tables_room_for_updates } from './Migration20261201100000_price_tables_room_for_updates';

/** Every migration in order. Listed explicitly so compiled and test runs find the same set. */
export const MIGRATIONS: MigrationObject[] = [
  { name: 'Migration20261121000000_catalogue', class: Migration20261121000000_catalogue },
  { name: 'Migration20261122000100_search', class: Migration20261122000100_search },
  { name: 'Migration20261122000200_facets', class: Migration20261122000200_facets },
  { name: 'Migration20261122000300_identity', class: Migration20261122000300_identity },
  { name: 'Migration20261122000900_listing_speed', class: Migration20261122000900_listing_speed },
  { name: 'Migration20261122001000_buying', class: Migration20261122001000_buying },
  { name: 'Migration20261122001500_service_requests', class: Migration20261122001500_service_requests },
  { name: 'Migration20261122002010_shop_config', class: Migration20261122002010_shop_config },
  { name: 'Migration20261122002050_quick_order', class: Migration20261122002050_quick_order },
  { name: 'Migration20261122003000_erp_customer_number', class: Migration20261122003000_erp_customer_number },
  { name: 'Migration20261122003100_guest_voucher_usage', class: Migration20261122003100_guest_voucher_usage },
  { name: 'Migration20261125300001_cart_discounted_set', class: Migration20261125300001_cart_discounted_set },
  { name: 'Migration20261125500001_shop_config_editor', class: Migration20261125500001_shop_config_editor },
  {
    name: 'Migration20261125600001_shop_config_tax_stores',
    class: Migration20261125600001_shop_config_tax_stores,
  },
  {
    name: 'Migration20261125700001_shipping_payment_notifications',
    class: Migration20261125700001_shipping_payment_notifications,
  },
  { name: 'Migration20261125800001_catalogue_config', class: Migration20261125800001_catalogue_config },
  {
    name: 'Migration20261126000001_read_cache_notifications',
    class: Migration20261126000001_read_cache_notifications,
  },
  {
    name: 'Migration20261126000002_product_media_titles',
    class: Migration20261126000002_product_media_titles,
  },
  { name: 'Migration20261127000001_domain_event_outbox', class: Migration20261127000001_domain_event_outbox },
  { name: 'Migration20261127100001_order_history_actor', class: Migration20261127100001_order_history_actor },
  {
    name: 'Migration20261127100010_order_payment_ledger',
    class: Migration20261127100010_order_payment_ledger,
  },
  { name: 'Migration20261127100020_order_fulfilment', class: Migration20261127100020_order_fulfilment },
  { name: 'Migration20261127100030_order_find_indexes', class: Migration20261127100030_order_find_indexes },
  { name: 'Migration20261127100040_order_erp_export', class: Migration20261127100040_order_erp_export },
  { name: 'Migration20261127100060_order_item_changes', class: Migration20261127100060_order_item_changes },
  { name: 'Migration20261127100070_orders_editor', class: Migration20261127100070_orders_editor },
  {
    name: 'Migration20261128000100_store_prices_include_tax',
    class: Migration20261128000100_store_prices_include_tax,
  },
  { name: 'Migration20261128000200_store_seller', class: Migration20261128000200_store_seller },
  { name: 'Migration20261128000600_address_e_invoice', class: Migration20261128000600_address_e_invoice },
  {
    name: 'Migration20261128000700_store_wording_editor',
    class: Migration20261128000700_store_wording_editor,
  },
  { name: 'Migration20261128000710_newsletter', class: Migration20261128000710_newsletter },
  {
    name: 'Migration20261128000800_store_delivery_terms',
    class: Migration20261128000800_store_delivery_terms,
  },
  { name: 'Migration20261128110000_assets', class: Migration20261128110000_assets },
  { name: 'Migration20261128140000_customer_admin', class: Migration20261128140000_customer_admin },
  { name: 'Migration20261128130000_category_editor', class: Migration20261128130000_category_editor },
  { name: 'Migration20261128120000_product_variants', class: Migration20261128120000_product_variants },
  { name: 'Migration20261128100000_product_editing', class: Migration20261128100000_product_editing },
  {
    name: 'Migration20261128190000_read_cache_scoped_notifications',
    class: Migration20261128190000_read_cache_scoped_notifications,
  },
  {
    name: 'Migration20261128160000_tags_and_further_categories',
    class: Migration20261128160000_tags_and_further_categories,
  },
  { name: 'Migration20261129100000_imports', class: Migration20261129100000_imports },
  {
    name: 'Migration20261129140000_configuration_change_notifications',
    class: Migration20261129140000_configuration_change_notifications,
  },
  {
    name: 'Migration20261129140100_product_page_only_changes',
    class: Migration20261129140100_product_page_only_changes,
  },
  {
    name: 'Migration20261129120000_search_index_backlog',
    class: Migration20261129120000_search_index_backlog,
  },
  { name: 'Migration20261129110000_data_importer', class: Migration20261129110000_data_importer },
  { name: 'Migration20261130140000_job_heartbeat', class: Migration20261130140000_job_heartbeat },
  {
    name: 'Migration20261130100000_mail_single_use_links',
    class: Migration20261130100000_mail_single_use_links,
  },
  {
    name: 'Migration20261201100000_price_tables_room_for_updates',
    class: Migration20261201100000_price_tables_room_for_updates,
  },
];
