import type { Options } from '@mikro-orm/postgresql';
import { ReflectMetadataProvider } from '@mikro-orm/core';
import { ENTITIES } from './entities';
import { connectionOptions } from './orm-connection';

/** The application's ORM configuration for a database URL. */
export function buildOrmOptions(url: string, poolSize: number): Options {
  return {
    ...connectionOptions(url, poolSize),
    entities: ENTITIES,
    metadataProvider: ReflectMetadataProvider,
  };
}
