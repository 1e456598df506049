import { Injectable } from '@nestjs/common';
import type { EntityManager } from '@mikro-orm/postgresql';
import { DomainError } from '../../../../common/errors/domain-error';
import { filterValue } from '../../../../common/http/admin-list-query';
import { queryRows, sql } from '../../../../database/sql';
import { Configuration } from '../../entities/configuration.entity';
import { configurationKey, invalidConfigurationValue } from '../../configuration-keys';
import { entityResourceService, equalTo } from '../resource-service';
import {
  ConfigurationDto,
  configurationKeys,
  CONFIGURATION_SORTS,
  type CreateConfigurationDto,
  type UpdateConfigurationDto,
} from './configuration.dto';

function refuse(field: string, reason: string): never {
  throw new DomainError('VALIDATION_FAILED', `${field} ${reason}`, [{ field, reason }]);
}

/**
 * Shop configuration (back-office spec §7 configurations): typed values by key, for the whole shop or one store.
 * The only writer of the configuration table; the cart and the checkout read it through `DeliveryCalendarService`.
 */
@Injectable()
export class ConfigurationsService extends entityResourceService({
  entity: Configuration,
  what: 'configuration',
  sorts: CONFIGURATION_SORTS,
  conflict: (input) => taken(String(input.key ?? '')),
  search: ['key'],
  filters: { storeId: equalTo('storeId', filterValue.integer) },
  toResponse: ConfigurationDto.from,
  async create(em, input: CreateConfigurationDto) {
    const storeId = input.storeId ?? null;
    await assertValid(em, input.key, storeId, input.value);
    return em.create(Configuration, { key: input.key, storeId, value: input.value, updatedAt: new Date() });
  },
  async update(em, row, input: UpdateConfigurationDto) {
    const key = input.key ?? row.key;
    const storeId = input.storeId === undefined ? (row.storeId ?? null) : input.storeId;
    const value = input.value === undefined ? row.value : input.value;
    await assertValid(em, key, storeId, value, row.id);
    em.assign(row, { key, storeId, value });
  },
  configExtras: () => ({ keys: configurationKeys() }),
}) {}

async function assertValid(
  em: EntityManager,
  key: string,
  storeId: number | null,
  value: unknown,
  exceptId?: number,
) {
  const definition = configurationKey(key);
  if (!definition) return refuse('key', 'is not a known configuration key');
  const problem = invalidConfigurationValue(definition, value);
  if (problem) refuse('value', `of ${key} ${problem}`);
  if (storeId !== null) {
    if (!definition.perStore) refuse('storeId', `must be empty: ${key} is set for the whole shop only`);
    const stores = await queryRows(em, sql`select 1 from store where id = ${storeId}`);
    if (stores.length === 0) refuse('storeId', `no store has the id ${storeId}`);
  }
  const others = await queryRows<{ id: number }>(
    em,
    sql`select id from configuration where key = ${key} and coalesce(store_id, 0) = ${storeId ?? 0}`,
  );
  if (others.some((other) => other.id !== exceptId)) throw taken(key, storeId);
}

function taken(key: string, storeId: number | null = null) {
  const scope = storeId === null ? 'for the whole shop' : `for the store ${storeId}`;
  return new DomainError('CONFLICT', `Another configuration already has the key ${key} ${scope}`, [
    { field: 'key', reason: 'already taken' },
  ]);
}
