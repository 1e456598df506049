import { Migration } from '@mikro-orm/migrations';

/**
 * The media library (issue 16 §4): folders and the files in them. The bytes live on disk under ASSETS_DIR at
 * `storage_key`; a replaced file gets a new key and a higher `version`, while its id (and so its address,
 * `/media/assets/<id>/<name>`) stays. Who uses a file is asked of its users' modules, not stored here.
 */
export class Migration20261128110000_assets extends Migration {
  override async up(): Promise<void> {
    this.addSql(`
      create table asset_folder (
        id serial primary key,
        parent_id int references asset_folder(id) on delete restrict,
        name text not null check (length(name) between 1 and 120),
        created_at timestamptz not null default now(),
        updated_at timestamptz not null default now(),
        check (parent_id is null or parent_id <> id)
      );`);
    this.addSql(
      `create unique index asset_folder_name_unique on asset_folder (coalesce(parent_id, 0), lower(name));`,
    );
    this.addSql(`
      create table asset (
        id serial primary key,
        folder_id int references asset_folder(id) on delete restrict,
        file_name text not null check (length(file_name) between 1 and 200),
        mime_type text not null,
        kind text not null check (kind in ('image', 'document', 'video')),
        size_bytes int not null check (size_bytes > 0),
        width int,
        height int,
        checksum text not null,
        storage_key text not null unique,
        alt_texts jsonb not null default '{}',
        version int not null default 1,
        uploaded_by int,
        created_at timestamptz not null default now(),
        updated_at timestamptz not null default now()
      );`);
    this.addSql(`create index asset_folder_idx on asset (folder_id, id);`);
    this.addSql(`create index asset_file_name_idx on asset (lower(file_name) text_pattern_ops);`);
  }

  override async down(): Promise<void> {
    this.addSql(`drop table if exists asset;`);
    this.addSql(`drop table if exists asset_folder;`);
  }
}
