import { Migration } from '@mikro-orm/migrations';

/**
 * Queued price and cross-reference imports (issue 15):
 * - `import_run`: the truth of each run (status, counts, the checkpoint: the last file line staged, its log),
 *   owned by the imports module;
 * - `import_rejected_row`: a run's refused lines with the reason;
 * - `import_price_row`, `import_cross_reference_row`: unlogged staging, filled by COPY chunk by chunk (each
 *   chunk committed with the checkpoint) and applied in one transaction by the tables' owners; no index,
 *   since each is read whole once per run;
 * - `product_cross_reference`: OEM, competitor and customer part numbers of our products (catalogue), searched
 *   by their lower-case key; its writes empty the read cache like any catalogue table;
 * - the built-in editor role gets the imports section.
 */
export class Migration20261129100000_imports extends Migration {
  override async up(): Promise<void> {
    this.addSql(`
      create table import_run (
        id serial primary key,
        kind text not null check (kind in ('prices', 'cross_references', 'customer_prices_list',
                                           'cross_references_list', 'company_master_data')),
        source text not null check (source in ('upload', 'erp', 'company')),
        file_name text,
        company_id int,
        status text not null default 'queued'
          check (status in ('uploaded', 'queued', 'staging', 'applying', 'done', 'failed')),
        job_id uuid,
        rows_read int not null default 0,
        inserted int not null default 0,
        updated int not null default 0,
        unchanged int not null default 0,
        rejected int not null default 0,
        checkpoint_line int not null default 0,
        attempts int not null default 0,
        log text[] not null default '{}',
        error text,
        files text[] not null default '{}',
        created_by int,
        created_at timestamptz not null default now(),
        finished_at timestamptz
      );`);
    this.addSql(`
      create table import_rejected_row (
        import_run_id int not null references import_run(id) on delete cascade,
        line int not null,
        reason text not null,
        content text not null default '',
        primary key (import_run_id, line)
      );`);
    this.addSql(`
      create unlogged table import_price_row (
        import_run_id int not null,
        line int not null,
        kind text not null,
        sku text not null,
        store_code text not null,
        currency text not null,
        customer_number text,
        customer_group_code text,
        min_quantity numeric(14,3) not null,
        price_minor bigint not null,
        valid_from text,
        valid_to text
      );`);
    this.addSql(`
      create unlogged table import_cross_reference_row (
        import_run_id int not null,
        line int not null,
        kind text not null,
        sku text not null,
        reference text not null,
        manufacturer text,
        customer_number text
      );`);
    this.addSql(`
      create table product_cross_reference (
        product_id int not null references product(id) on delete cascade,
        kind text not null check (kind in ('oem', 'competitor', 'customer')),
        reference text not null check (length(reference) between 1 and 100),
        reference_key text not null generated always as (lower(reference)) stored,
        manufacturer text not null default '',
        company_id int references customer_company(id) on delete cascade,
        unique nulls not distinct (product_id, kind, reference, manufacturer, company_id)
      );`);
    this.addSql(
      `create index product_cross_reference_key_idx on product_cross_reference (reference_key, product_id);`,
    );
    this.addSql(`
      create trigger product_cross_reference_notifies_catalogue_changed
      after insert or update or delete or truncate on product_cross_reference
      for each statement execute function notify_catalogue_changed();`);
    this.addSql(`
      update admin_role set permissions = permissions || array['imports.read', 'imports.write']
      where code = 'editor' and not 'imports.write' = any(permissions);`);
  }

  override async down(): Promise<void> {
    this.addSql(`
      update admin_role set permissions = array_remove(array_remove(permissions, 'imports.read'), 'imports.write')
      where code = 'editor';`);
    this.addSql(`drop table product_cross_reference;`);
    this.addSql(`drop table import_cross_reference_row;`);
    this.addSql(`drop table import_price_row;`);
    this.addSql(`drop table import_rejected_row;`);
    this.addSql(`drop table import_run;`);
  }
}
