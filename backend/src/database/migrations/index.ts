import type { MigrationObject } from '@mikro-orm/core';
import { Migration20261121000000_catalogue } from './Migration20261121000000_catalogue';

/** Every migration in order. Listed explicitly so compiled and test runs find the same set. */
export const MIGRATIONS: MigrationObject[] = [
  { name: 'Migration20261121000000_catalogue', class: Migration20261121000000_catalogue },
];
