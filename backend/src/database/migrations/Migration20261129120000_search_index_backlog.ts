import { Migration } from '@mikro-orm/migrations';

/**
 * The products whose search rows were rebuilt one by one while a full rebuild was filling its shadow table
 * (`product_search_next`): the swap indexes them again, so no edit made during a rebuild is lost. Rows only
 * exist while a rebuild runs.
 */
export class Migration20261129120000_search_index_backlog extends Migration {
  override async up(): Promise<void> {
    this.addSql(`create table search_index_backlog (product_id integer primary key);`);
  }

  override async down(): Promise<void> {
    this.addSql(`drop table search_index_backlog;`);
  }
}
