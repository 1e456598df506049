import { Migration } from '@mikro-orm/migrations';

/** Stores, catalogue, content pages, accounts, sessions and jobs. */
export class Migration20261121000000_catalogue extends Migration {
  override async up(): Promise<void> {
    this.addSql(`create extension if not exists pg_trgm;`);

    this.addSql(`
      create table store (
        id serial primary key,
        code text not null unique,
        name text not null,
        country char(2),
        default_locale text not null,
        locales text[] not null,
        currency char(3) not null,
        position int not null default 0
      );`);
    this.addSql(`
      create table store_wording (
        store_id int not null references store(id) on delete cascade,
        locale text not null,
        key text not null,
        value text not null,
        primary key (store_id, locale, key)
      );`);

    this.addSql(`
      create table category (
        id serial primary key,
        parent_id int references category(id) on delete restrict,
        code text not null unique,
        position int not null default 0,
        image text,
        product_count int not null default 0
      );`);
    this.addSql(`create index category_parent_idx on category (parent_id, position);`);
    this.addSql(`
      create table category_translation (
        category_id int not null references category(id) on delete cascade,
        locale text not null,
        name text not null,
        slug text not null,
        description text not null default '',
        primary key (category_id, locale),
        unique (locale, slug)
      );`);

    this.addSql(
      `create table brand (id serial primary key, code text not null unique, name text not null, logo text);`,
    );
    this.addSql(`
      create table product_line (
        id serial primary key,
        brand_id int not null references brand(id),
        code text not null unique,
        name text not null
      );`);
    this.addSql(
      `create table product_family (id serial primary key, code text not null unique, labels jsonb not null);`,
    );
    this.addSql(`
      create table family_attribute (
        id serial primary key,
        family_id int not null references product_family(id) on delete cascade,
        code text not null,
        data_type text not null check (data_type in ('integer', 'decimal', 'text', 'enum', 'boolean')),
        unit text,
        options jsonb,
        filterable boolean not null default true,
        position int not null default 0,
        labels jsonb not null,
        unique (family_id, code)
      );`);
    this.addSql(`
      create table unit_definition (
        id serial primary key,
        identifier text not null unique,
        precision smallint not null default 0 check (precision between 0 and 6),
        labels jsonb not null
      );`);

    this.addSql(`
      create table product (
        id serial primary key,
        sku text not null unique,
        ean_number char(13),
        nobb_number text,
        statistics_number text,
        country_of_origin char(2),
        brand_id int not null references brand(id),
        category_id int not null references category(id),
        product_line_id int references product_line(id),
        family_id int not null references product_family(id),
        sales_unit_id int not null references unit_definition(id),
        image text not null,
        surcharge_code text,
        minimum_order_quantity numeric(14,3) not null default 1 check (minimum_order_quantity > 0),
        quantity_increment numeric(14,3) not null default 1 check (quantity_increment > 0),
        quantity_conversion_factor numeric(14,6) not null default 1 check (quantity_conversion_factor > 0),
        minimum_order_override boolean not null default false,
        stock_status text not null check (stock_status in ('in_stock', 'low_stock', 'out_of_stock', 'on_order')),
        stock_quantity int not null default 0,
        gross_weight numeric(12,4),
        net_weight numeric(12,4),
        gross_volume numeric(14,6),
        net_volume numeric(14,6),
        height numeric(10,1),
        length numeric(10,1),
        width numeric(10,1),
        un_number text,
        attributes jsonb not null default '{}',
        active boolean not null default true,
        created_at timestamptz not null default now(),
        updated_at timestamptz not null default now()
      );`);
    this.addSql(`create index product_category_idx on product (category_id, id) where active;`);
    this.addSql(`create index product_brand_idx on product (brand_id);`);
    this.addSql(`create index product_ean_idx on product (ean_number);`);
    this.addSql(`create index product_nobb_idx on product (nobb_number);`);
    this.addSql(`
      create table product_translation (
        product_id int not null references product(id) on delete cascade,
        locale text not null,
        name text not null,
        slug text not null,
        description text not null default '',
        primary key (product_id, locale),
        unique (locale, slug)
      );`);
    this.addSql(`
      create table product_price (
        product_id int not null references product(id) on delete cascade,
        store_id int not null references store(id) on delete cascade,
        price_minor bigint not null check (price_minor >= 0),
        recommended_price_minor bigint check (recommended_price_minor >= 0),
        surcharge_minor bigint not null default 0 check (surcharge_minor >= 0),
        primary key (product_id, store_id)
      );`);
    this.addSql(`
      create table product_unit (
        product_id int not null references product(id) on delete cascade,
        unit_definition_id int not null references unit_definition(id),
        conversion_factor numeric(14,6) not null check (conversion_factor > 0),
        precision smallint not null default 0,
        is_default boolean not null default false,
        primary key (product_id, unit_definition_id)
      );`);
    this.addSql(`
      create table product_media (
        id serial primary key,
        product_id int not null references product(id) on delete cascade,
        kind text not null check (kind in ('image', 'document', 'video')),
        url text not null,
        title text not null default '',
        position int not null default 0
      );`);
    this.addSql(`create index product_media_product_idx on product_media (product_id, position);`);
    this.addSql(`
      create table product_relation (
        product_id int not null references product(id) on delete cascade,
        related_id int not null references product(id) on delete cascade,
        kind text not null check (kind in ('related', 'alternative')),
        position int not null default 0,
        primary key (product_id, kind, related_id)
      );`);

    this.addSql(
      `create table content_page (id serial primary key, code text not null unique, thumbnail text);`,
    );
    this.addSql(`
      create table content_page_translation (
        page_id int not null references content_page(id) on delete cascade,
        locale text not null,
        title text not null,
        slug text not null,
        body text not null default '',
        primary key (page_id, locale),
        unique (locale, slug)
      );`);

    this.addSql(`
      create table admin_user (
        id serial primary key,
        email text not null unique,
        name text not null,
        password_hash text not null,
        role text not null check (role in ('administrator', 'editor')),
        totp_secret text,
        active boolean not null default true,
        created_at timestamptz not null default now(),
        last_login_at timestamptz
      );`);
    this.addSql(`
      create table customer_company (
        id serial primary key,
        name text not null,
        organization_number text not null unique,
        store_id int not null references store(id),
        created_at timestamptz not null default now()
      );`);
    this.addSql(`
      create table customer (
        id serial primary key,
        company_id int references customer_company(id) on delete set null,
        email text not null unique,
        password_hash text not null,
        firstname text not null,
        lastname text not null,
        locale text not null default 'en',
        kind text not null default 'customer' check (kind in ('customer', 'salesrep')),
        created_at timestamptz not null default now()
      );`);
    this.addSql(`
      create table session (
        id text primary key,
        realm text not null check (realm in ('admin', 'shop')),
        subject_id int not null,
        created_at timestamptz not null default now(),
        expires_at timestamptz not null
      );`);
    this.addSql(`create index session_expiry_idx on session (expires_at);`);

    this.addSql(`
      create table job (
        id uuid primary key default gen_random_uuid(),
        type text not null,
        status text not null check (status in ('queued', 'running', 'failed', 'done', 'cancelled')),
        progress int not null default 0 check (progress between 0 and 100),
        payload jsonb not null default '{}',
        result jsonb,
        error text,
        attempts int not null default 0,
        dedupe_key text,
        created_at timestamptz not null default now(),
        started_at timestamptz,
        finished_at timestamptz
      );`);
    this.addSql(
      `create unique index job_dedupe_idx on job (dedupe_key) where status in ('queued', 'running');`,
    );
    this.addSql(`create index job_created_idx on job (created_at desc);`);
  }
}
