import { Migration } from '@mikro-orm/migrations';

const STATE_CHECKS = {
  state: `'new', 'initialized', 'confirmed', 'cancelled', 'complete'`,
  payment_state: `'new', 'awaiting_payment', 'partially_authorized', 'authorized', 'partially_paid', 'cancelled', 'paid', 'partially_refunded', 'refunded'`,
  shipping_state: `'new', 'ready', 'cancelled', 'partially_shipped', 'shipped'`,
  invoice_state: `'new', 'cancelled', 'invoiced'`,
};

/**
 * The pricing model under the back office's shop-configuration names (back-office spec §3), carts, wishlists and
 * orders. Rule conditions and actions are typed JSON lists (shared/src/domain/pricing-rules.ts).
 */
export class Migration20261122001000_buying extends Migration {
  override async up(): Promise<void> {
    // Quantities are stored with three decimals, so a sales unit may not allow more.
    this.addSql(`
      alter table unit_definition
        drop constraint unit_definition_precision_check,
        add constraint unit_definition_precision_check check (precision between 0 and 3);`);
    this.addSql(`
      create table currency (
        id serial primary key,
        iso_code char(3) not null unique,
        name text not null,
        symbol text not null,
        fraction_digits smallint not null default 2 check (fraction_digits between 0 and 4)
      );`);
    this.addSql(`
      create table exchange_rate (
        id serial primary key,
        from_currency_id int not null references currency(id) on delete cascade,
        to_currency_id int not null references currency(id) on delete cascade,
        rate numeric(18,8) not null check (rate > 0),
        updated_at timestamptz not null default now(),
        unique (from_currency_id, to_currency_id),
        check (from_currency_id <> to_currency_id)
      );`);
    this.addSql(`
      create table zone (
        id serial primary key,
        name text not null unique,
        active boolean not null default true
      );`);
    this.addSql(`
      create table country (
        id serial primary key,
        iso_code char(2) not null unique,
        labels jsonb not null,
        active boolean not null default true,
        zone_id int references zone(id) on delete set null,
        currency_id int references currency(id) on delete set null
      );`);
    this.addSql(`
      create table state (
        id serial primary key,
        country_id int not null references country(id) on delete cascade,
        iso_code text not null,
        name text not null,
        active boolean not null default true,
        unique (country_id, iso_code)
      );`);

    this.addSql(`
      create table tax_rate (
        id serial primary key,
        name text not null unique,
        rate numeric(6,3) not null check (rate >= 0 and rate < 100),
        active boolean not null default true
      );`);
    this.addSql(`
      create table tax_rule_group (
        id serial primary key,
        name text not null unique,
        active boolean not null default true
      );`);
    // behaviour: only_this (the rule alone), combine (rates add up), one_after_another (compounded).
    this.addSql(`
      create table tax_rule (
        id serial primary key,
        tax_rule_group_id int not null references tax_rule_group(id) on delete cascade,
        country_id int references country(id) on delete cascade,
        state_id int references state(id) on delete cascade,
        tax_rate_id int not null references tax_rate(id) on delete restrict,
        behavior text not null default 'only_this'
          check (behavior in ('only_this', 'combine', 'one_after_another')),
        position int not null default 0
      );`);
    this.addSql(`create index tax_rule_group_idx on tax_rule (tax_rule_group_id, position);`);

    this.addSql(`
      alter table store
        add column guest_checkout boolean not null default false,
        add column default_tax_rule_group_id int references tax_rule_group(id) on delete set null,
        add column order_number_prefix text not null default '',
        add column terms_of_delivery text not null default '',
        add column terms_of_payment text not null default '';`);
    this.addSql(`alter table product add column tax_rule_group_id int references tax_rule_group(id);`);
    this.addSql(`
      alter table customer_company
        add column terms_of_delivery text,
        add column terms_of_payment text,
        add column invoice_payment_allowed boolean not null default true;`);

    this.addSql(`
      create table carrier (
        id serial primary key,
        identifier text not null unique,
        labels jsonb not null,
        descriptions jsonb not null default '{}',
        tracking_url text,
        tax_rule_group_id int references tax_rule_group(id) on delete set null,
        accepts_dangerous_goods boolean not null default true,
        dangerous_goods_surcharge_minor bigint not null default 0 check (dangerous_goods_surcharge_minor >= 0),
        position int not null default 0,
        active boolean not null default true
      );`);
    this.addSql(`
      create table shipping_rule (
        id serial primary key,
        name text not null unique,
        active boolean not null default true,
        conditions jsonb not null default '[]',
        actions jsonb not null default '[]'
      );`);
    this.addSql(`
      create table carrier_shipping_rule (
        carrier_id int not null references carrier(id) on delete cascade,
        shipping_rule_id int not null references shipping_rule(id) on delete cascade,
        priority int not null default 0,
        stop_propagation boolean not null default false,
        primary key (carrier_id, shipping_rule_id)
      );`);
    this.addSql(`
      create table payment_provider (
        id serial primary key,
        identifier text not null unique,
        gateway text not null check (gateway in ('invoice', 'card')),
        labels jsonb not null,
        descriptions jsonb not null default '{}',
        test_mode boolean not null default true,
        position int not null default 0,
        active boolean not null default true
      );`);
    this.addSql(`
      create table payment_provider_rule (
        id serial primary key,
        name text not null unique,
        active boolean not null default true,
        conditions jsonb not null default '[]',
        actions jsonb not null default '[]'
      );`);
    this.addSql(`
      create table payment_provider_rule_assignment (
        payment_provider_id int not null references payment_provider(id) on delete cascade,
        payment_provider_rule_id int not null references payment_provider_rule(id) on delete cascade,
        priority int not null default 0,
        primary key (payment_provider_id, payment_provider_rule_id)
      );`);

    this.addSql(`
      create table cart_price_rule (
        id serial primary key,
        name text not null unique,
        labels jsonb not null default '{}',
        description text not null default '',
        active boolean not null default true,
        is_voucher_rule boolean not null default false,
        priority int not null default 0,
        stop_propagation boolean not null default false,
        conditions jsonb not null default '[]',
        actions jsonb not null default '[]',
        created_at timestamptz not null default now()
      );`);
    this.addSql(`
      create table voucher_code (
        id serial primary key,
        cart_price_rule_id int not null references cart_price_rule(id) on delete cascade,
        code text not null,
        usage_limit int check (usage_limit > 0),
        per_customer_limit int check (per_customer_limit > 0),
        used_count int not null default 0 check (used_count >= 0),
        is_generated boolean not null default false,
        created_at timestamptz not null default now()
      );`);
    // Codes are typed by people: one code per spelling, whatever the letter case.
    this.addSql(`create unique index voucher_code_code_idx on voucher_code (lower(code));`);
    this.addSql(`create index voucher_code_rule_idx on voucher_code (cart_price_rule_id);`);
    this.addSql(`
      create table product_price_rule (
        id serial primary key,
        name text not null unique,
        labels jsonb not null default '{}',
        active boolean not null default true,
        priority int not null default 0,
        stop_propagation boolean not null default false,
        conditions jsonb not null default '[]',
        actions jsonb not null default '[]'
      );`);
    // Prices agreed with one company or one customer group; they replace the store price.
    this.addSql(`
      create table customer_price (
        id serial primary key,
        product_id int not null references product(id) on delete cascade,
        store_id int not null references store(id) on delete cascade,
        company_id int references customer_company(id) on delete cascade,
        customer_group_id int references customer_group(id) on delete cascade,
        price_minor bigint not null check (price_minor >= 0),
        min_quantity numeric(14,3) not null default 1 check (min_quantity > 0),
        valid_from date,
        valid_to date,
        check (num_nonnulls(company_id, customer_group_id) = 1),
        check (valid_to is null or valid_from is null or valid_to >= valid_from)
      );`);
    this.addSql(`create index customer_price_lookup_idx on customer_price (product_id, store_id);`);

    // A customer's open cart per store; a visitor's cart is found by the token in its cookie.
    this.addSql(`
      create table cart (
        id serial primary key,
        token uuid not null unique default gen_random_uuid(),
        customer_id int references customer(id) on delete cascade,
        store_id int not null references store(id),
        currency char(3) not null,
        locale text not null,
        status text not null default 'open' check (status in ('open', 'ordered', 'abandoned')),
        shipping_country char(2),
        shipping_postcode text,
        complete_delivery boolean not null default false,
        checkout jsonb not null default '{}',
        version int not null default 0,
        created_at timestamptz not null default now(),
        updated_at timestamptz not null default now()
      );`);
    this.addSql(
      `create unique index cart_open_customer_idx on cart (customer_id, store_id) where status = 'open' and customer_id is not null;`,
    );
    // product_id goes null when a product is deleted, so the cart can say it has changed instead of shrinking.
    this.addSql(`
      create table cart_item (
        id serial primary key,
        cart_id int not null references cart(id) on delete cascade,
        product_id int references product(id) on delete set null,
        sku text not null,
        unit_definition_id int not null references unit_definition(id),
        quantity numeric(14,3) not null check (quantity >= 1 and quantity <= 1000000000),
        is_gift boolean not null default false,
        created_at timestamptz not null default now()
      );`);
    this.addSql(
      `create unique index cart_item_line_idx on cart_item (cart_id, product_id, unit_definition_id, is_gift);`,
    );
    this.addSql(`
      create table cart_voucher (
        cart_id int not null references cart(id) on delete cascade,
        voucher_code_id int not null references voucher_code(id) on delete cascade,
        primary key (cart_id, voucher_code_id)
      );`);

    this.addSql(`
      create table wishlist_item (
        customer_id int not null references customer(id) on delete cascade,
        product_id int not null references product(id) on delete cascade,
        created_at timestamptz not null default now(),
        primary key (customer_id, product_id)
      );`);

    this.addSql(`create sequence order_number_seq start 100001;`);
    this.addSql(`
      create table sales_order (
        id serial primary key,
        number text not null unique,
        store_id int not null references store(id),
        customer_id int references customer(id) on delete set null,
        company_id int references customer_company(id) on delete set null,
        guest_email text,
        placed_by_salesrep_id int references customer(id) on delete set null,
        cart_id int unique references cart(id) on delete set null,
        idempotency_key text,
        order_type smallint not null default 10,
        state text not null default 'new' check (state in (${STATE_CHECKS.state})),
        payment_state text not null default 'new' check (payment_state in (${STATE_CHECKS.payment_state})),
        shipping_state text not null default 'new' check (shipping_state in (${STATE_CHECKS.shipping_state})),
        invoice_state text not null default 'new' check (invoice_state in (${STATE_CHECKS.invoice_state})),
        machine_version smallint not null default 1,
        locale text not null,
        currency char(3) not null,
        own_order_number text,
        reference text,
        comment text,
        additional_marking text,
        preferred_delivery_date date,
        complete_delivery boolean not null default false,
        terms_of_delivery text not null default '',
        terms_of_payment text not null default '',
        invoice_address jsonb not null,
        shipping_address jsonb not null,
        carrier_id int references carrier(id) on delete set null,
        payment_provider_id int references payment_provider(id) on delete set null,
        items_net_minor bigint not null,
        surcharge_net_minor bigint not null default 0,
        discount_net_minor bigint not null default 0,
        shipping_net_minor bigint not null default 0,
        tax_minor bigint not null,
        total_gross_minor bigint not null,
        taxes jsonb not null default '[]',
        adjustments jsonb not null default '[]',
        erp_reference text,
        erp_synced_at timestamptz,
        created_at timestamptz not null default now(),
        updated_at timestamptz not null default now(),
        check (customer_id is not null or guest_email is not null)
      );`);
    this.addSql(
      `create unique index sales_order_idempotency_idx on sales_order (coalesce(customer_id, 0), idempotency_key) where idempotency_key is not null;`,
    );
    this.addSql(`create index sales_order_customer_idx on sales_order (customer_id, created_at desc);`);
    this.addSql(`create index sales_order_company_idx on sales_order (company_id, created_at desc);`);
    this.addSql(`
      create table sales_order_item (
        id serial primary key,
        order_id int not null references sales_order(id) on delete cascade,
        position int not null,
        product_id int references product(id) on delete set null,
        sku text not null,
        name text not null,
        unit_identifier text not null,
        quantity numeric(14,3) not null check (quantity > 0),
        unit_price_net_minor bigint not null,
        discount_net_minor bigint not null default 0,
        surcharge_code text,
        surcharge_net_minor bigint not null default 0,
        total_net_minor bigint not null,
        tax_rate numeric(6,3) not null,
        tax_minor bigint not null,
        line_status smallint not null default 10 check (line_status in (10, 20, 30, 45, 60)),
        preliminary_delivery_date date,
        is_gift boolean not null default false,
        unique (order_id, position)
      );`);
    this.addSql(`
      create table order_payment (
        id serial primary key,
        order_id int not null references sales_order(id) on delete cascade,
        payment_provider_id int references payment_provider(id) on delete set null,
        state text not null default 'new' check (state in (${STATE_CHECKS.payment_state})),
        amount_minor bigint not null check (amount_minor >= 0),
        currency char(3) not null,
        provider_reference text,
        created_at timestamptz not null default now(),
        updated_at timestamptz not null default now()
      );`);
    this.addSql(`create index order_payment_order_idx on order_payment (order_id);`);
    this.addSql(`
      create table order_shipment (
        id serial primary key,
        order_id int not null references sales_order(id) on delete cascade,
        carrier_id int references carrier(id) on delete set null,
        tracking_number text,
        state text not null default 'new' check (state in (${STATE_CHECKS.shipping_state})),
        created_at timestamptz not null default now()
      );`);
    this.addSql(`create index order_shipment_order_idx on order_shipment (order_id);`);
    this.addSql(`create index order_shipment_tracking_idx on order_shipment (tracking_number);`);
    this.addSql(`
      create table order_state_change (
        id bigserial primary key,
        order_id int not null references sales_order(id) on delete cascade,
        kind text not null check (kind in ('order', 'payment', 'shipment', 'invoice')),
        event text not null,
        from_state text not null,
        to_state text not null,
        created_at timestamptz not null default now()
      );`);
    this.addSql(`create index order_state_change_order_idx on order_state_change (order_id, id);`);
  }

  override async down(): Promise<void> {
    for (const table of [
      'order_state_change',
      'order_shipment',
      'order_payment',
      'sales_order_item',
      'sales_order',
      'wishlist_item',
      'cart_voucher',
      'cart_item',
      'cart',
      'customer_price',
      'product_price_rule',
      'voucher_code',
      'cart_price_rule',
      'payment_provider_rule_assignment',
      'payment_provider_rule',
      'payment_provider',
      'carrier_shipping_rule',
      'shipping_rule',
      'carrier',
    ]) {
      this.addSql(`drop table if exists ${table};`);
    }
    this.addSql(`drop sequence if exists order_number_seq;`);
    this.addSql(`
      alter table customer_company
        drop column terms_of_delivery, drop column terms_of_payment, drop column invoice_payment_allowed;`);
    this.addSql(`alter table product drop column tax_rule_group_id;`);
    this.addSql(`
      alter table store
        drop column guest_checkout, drop column default_tax_rule_group_id, drop column order_number_prefix,
        drop column terms_of_delivery, drop column terms_of_payment;`);
    for (const table of ['tax_rule', 'tax_rule_group', 'tax_rate', 'state', 'country', 'zone']) {
      this.addSql(`drop table if exists ${table};`);
    }
    this.addSql(`drop table if exists exchange_rate;`);
    this.addSql(`
      alter table unit_definition
        drop constraint unit_definition_precision_check,
        add constraint unit_definition_precision_check check (precision between 0 and 6);`);
    this.addSql(`drop table if exists currency;`);
  }
}
