import { Migration } from '@mikro-orm/migrations';

/**
 * The data importer (back-office spec §7 "Data importer", issue 15 item 3), owned by the importer module: its
 * configurations, the file uploaded to each, its runs (status, counts, checkpoint) and the rows a run rejected.
 * At most one run of a configuration is queued or running at a time. The built-in editor role gets the imports
 * section (editors bring suppliers' catalogue data in).
 */
export class Migration20261129110000_data_importer extends Migration {
  override async up(): Promise<void> {
    this.addSql(`
      create table importer_config (
        id serial primary key,
        name text not null check (length(name) between 1 and 100),
        description text not null default '',
        source jsonb not null,
        format jsonb not null,
        mappings jsonb not null default '[]',
        cron text,
        active boolean not null default true,
        last_scheduled_at timestamptz,
        created_at timestamptz not null default now(),
        updated_at timestamptz not null default now()
      );`);
    this.addSql(`create unique index importer_config_name_key on importer_config (lower(name));`);
    this.addSql(`
      create table importer_file (
        config_id int not null references importer_config(id) on delete cascade,
        -- preview: the sample the mapping editor shows; import: the file an upload-sourced run reads
        purpose text not null check (purpose in ('preview', 'import')),
        file_name text not null,
        size int not null,
        content bytea not null,
        uploaded_at timestamptz not null default now(),
        primary key (config_id, purpose)
      );`);
    this.addSql(`
      create table importer_run (
        id serial primary key,
        config_id int not null references importer_config(id) on delete cascade,
        status text not null default 'queued'
          check (status in ('queued', 'running', 'cancelling', 'cancelled', 'finished', 'failed')),
        trigger text not null check (trigger in ('manual', 'schedule')),
        admin_user_id int,
        job_id uuid,
        total int,
        processed int not null default 0,
        created int not null default 0,
        updated int not null default 0,
        unchanged int not null default 0,
        rejected int not null default 0,
        -- the data rows done (committed) so far: a resumed run starts after them
        checkpoint int not null default 0,
        message text,
        created_at timestamptz not null default now(),
        started_at timestamptz,
        finished_at timestamptz
      );`);
    this.addSql(`create index importer_run_config_idx on importer_run (config_id, id desc);`);
    this.addSql(`
      create unique index importer_run_one_active_per_config on importer_run (config_id)
      where status in ('queued', 'running', 'cancelling');`);
    this.addSql(`
      create table importer_rejected_row (
        run_id int not null references importer_run(id) on delete cascade,
        line int not null,
        reason text not null,
        -- json, not jsonb: the row's columns keep the file's order
        data json not null default '{}',
        primary key (run_id, line)
      );`);
    this.addSql(`
      update admin_role
         set permissions = array(select distinct unnest(permissions || array['imports.read', 'imports.write']) order by 1)
       where code = 'editor';`);
  }

  override async down(): Promise<void> {
    this.addSql(`drop table importer_rejected_row;`);
    this.addSql(`drop table importer_run;`);
    this.addSql(`drop table importer_file;`);
    this.addSql(`drop table importer_config;`);
    this.addSql(`
      update admin_role set permissions = array_remove(array_remove(permissions, 'imports.read'), 'imports.write')
       where code = 'editor';`);
  }
}
