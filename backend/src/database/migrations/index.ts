import type { MigrationObject } from '@mikro-orm/core';
import { Migration20261121000000_catalogue } from './Migration20261121000000_catalogue';
import { Migration20261122000100_search } from './Migration20261122000100_search';
import { Migration20261122000200_facets } from './Migration20261122000200_facets';
import { Migration20261122000300_identity } from './Migration20261122000300_identity';
import { Migration20261122000900_listing_speed } from './Migration20261122000900_listing_speed';
import { Migration20261122001000_buying } from './Migration20261122001000_buying';

/** Every migration in order. Listed explicitly so compiled and test runs find the same set. */
export const MIGRATIONS: MigrationObject[] = [
  { name: 'Migration20261121000000_catalogue', class: Migration20261121000000_catalogue },
  { name: 'Migration20261122000100_search', class: Migration20261122000100_search },
  { name: 'Migration20261122000200_facets', class: Migration20261122000200_facets },
  { name: 'Migration20261122000300_identity', class: Migration20261122000300_identity },
  { name: 'Migration20261122000900_listing_speed', class: Migration20261122000900_listing_speed },
  { name: 'Migration20261122001000_buying', class: Migration20261122001000_buying },
];
