import { Injectable } from '@nestjs/common';
import { EntityManager } from '@mikro-orm/postgresql';
import { DomainError } from '../../../../common/errors/domain-error';
import { type AdminListRequest, filterValue } from '../../../../common/http/admin-list-query';
import { queryRows, sql } from '../../../../database/sql';
import { Configuration } from '../../entities/configuration.entity';
import type { ShopConfigResourceService } from '../resource';
import { findOrFail, findPage, listWhere, translateConstraintErrors } from '../resource-rules';
import { configurationKey, invalidConfigurationValue } from '../../configuration-keys';
import {
  ConfigurationConfigDto,
  ConfigurationDto,
  configurationKeys,
  CONFIGURATION_SORTS,
  type CreateConfigurationDto,
  type UpdateConfigurationDto,
} from './configuration.dto';

const WHAT = 'configuration';

function refuse(field: string, reason: string): never {
  throw new DomainError('VALIDATION_FAILED', `${field} ${reason}`, [{ field, reason }]);
}

/**
 * Shop configuration (back-office spec §7 configurations): typed values by key, for the whole shop or one store.
 * The only writer of the configuration table; the cart and the checkout read it through `DeliveryCalendarService`.
 */
@Injectable()
export class ConfigurationsService implements ShopConfigResourceService<
  ConfigurationDto,
  CreateConfigurationDto,
  UpdateConfigurationDto,
  ConfigurationConfigDto
> {
  constructor(private readonly em: EntityManager) {}

  /** Filters: q (key), id (a list), storeId. */
  async list(request: AdminListRequest<string>) {
    const { where } = listWhere(request, ['key']);
    const storeId = filterValue.integer(request.filter, 'storeId');
    if (storeId !== undefined) where.storeId = storeId;
    const [rows, total] = await findPage(this.em, Configuration, where, request);
    return { rows: rows.map((row) => ConfigurationDto.from(row)), total };
  }

  async get(id: number) {
    return ConfigurationDto.from(await findOrFail(this.em, Configuration, id, WHAT));
  }

  async create(input: CreateConfigurationDto) {
    const storeId = input.storeId ?? null;
    const row = await translateConstraintErrors(
      () =>
        this.em.transactional(async (em) => {
          await this.assertValid(em, input.key, storeId, input.value);
          const created = em.create(Configuration, {
            key: input.key,
            storeId,
            value: input.value,
            updatedAt: new Date(),
          });
          await em.flush();
          return created;
        }),
      { unique: () => this.taken(input.key) },
    );
    return ConfigurationDto.from(row);
  }

  async update(id: number, input: UpdateConfigurationDto) {
    const row = await translateConstraintErrors(
      () =>
        this.em.transactional(async (em) => {
          const found = await findOrFail(em, Configuration, id, WHAT);
          const key = input.key ?? found.key;
          const storeId = input.storeId === undefined ? (found.storeId ?? null) : input.storeId;
          const value = input.value === undefined ? found.value : input.value;
          await this.assertValid(em, key, storeId, value, id);
          em.assign(found, { key, storeId, value });
          await em.flush();
          return found;
        }),
      { unique: () => this.taken(input.key ?? '') },
    );
    return ConfigurationDto.from(row);
  }

  async delete(id: number) {
    return this.em.transactional(async (em) => {
      const row = await findOrFail(em, Configuration, id, WHAT);
      const deleted = ConfigurationDto.from(row);
      await em.remove(row).flush();
      return deleted;
    });
  }

  config(): ConfigurationConfigDto {
    return { sortFields: [...CONFIGURATION_SORTS], filterFields: ['storeId'], keys: configurationKeys() };
  }

  private async assertValid(
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
    if (others.some((other) => other.id !== exceptId)) throw this.taken(key, storeId);
  }

  private taken(key: string, storeId: number | null = null) {
    const scope = storeId === null ? 'for the whole shop' : `for the store ${storeId}`;
    return new DomainError('CONFLICT', `Another configuration already has the key ${key} ${scope}`, [
      { field: 'key', reason: 'already taken' },
    ]);
  }
}
