import { Migration } from '@mikro-orm/migrations';

/**
 * Half of each page of the list and tier price tables is kept free, so that a price import that changes most
 * prices writes each new version beside the old one (a HOT update): no index entry is added and the pages are
 * pruned on later reads. With full pages a million-row import wrote every row to another page and into the
 * primary key again, several times slower. The tables are rewritten once so that existing rows get the room.
 */
const PRICE_TABLES = ['product_price', 'product_price_tier'] as const;
const FREE_HALF_OF_EACH_PAGE = 50;

export class Migration20261201100000_price_tables_room_for_updates extends Migration {
  override async up(): Promise<void> {
    for (const table of PRICE_TABLES) {
      this.addSql(`alter table ${table} set (fillfactor = ${FREE_HALF_OF_EACH_PAGE});`);
      this.addSql(`cluster ${table} using ${table}_pkey;`);
    }
  }

  override async down(): Promise<void> {
    for (const table of PRICE_TABLES) this.addSql(`alter table ${table} reset (fillfactor);`);
  }
}
