import { Injectable } from '@nestjs/common';
import type { EntityManager } from '@mikro-orm/postgresql';
import { isShopMessageKey, SHOP_MESSAGE_KEYS } from '@tradeshop/shared';
import { DomainError } from '../../../../common/errors/domain-error';
import { filterValue } from '../../../../common/http/admin-list-query';
import { queryRows, sql } from '../../../../database/sql';
import { StoreWording } from '../../entities/store-wording.entity';
import { entityResourceService, equalTo } from '../resource-service';
import {
  type CreateStoreWordingDto,
  STORE_WORDING_SORTS,
  StoreWordingAdminDto,
  type UpdateStoreWordingDto,
} from './store-wording.dto';

function refuse(field: string, reason: string): never {
  throw new DomainError('VALIDATION_FAILED', `${field} ${reason}`, [{ field, reason }]);
}

/**
 * Store wording (storefront spec §1): a store's own wording of storefront texts, per language. The only writer of
 * the store_wording table. An override must name a text the storefront has, in a language the store speaks: a
 * key the storefront does not know would never show, so it is refused rather than stored.
 */
@Injectable()
export class StoreWordingsService extends entityResourceService({
  entity: StoreWording,
  what: 'store wording',
  sorts: STORE_WORDING_SORTS,
  conflict: (input) => taken(String(input.key ?? ''), String(input.locale ?? '')),
  search: ['key', 'value'],
  filters: {
    storeId: equalTo('storeId', filterValue.integer),
    locale: equalTo('locale', filterValue.text),
  },
  toResponse: StoreWordingAdminDto.from,
  async create(em, input: CreateStoreWordingDto) {
    await assertValid(em, input.storeId, input.locale, input.key);
    return em.create(StoreWording, {
      storeId: input.storeId,
      locale: input.locale,
      key: input.key,
      value: input.value,
    });
  },
  async update(em, row, input: UpdateStoreWordingDto) {
    const next = {
      storeId: input.storeId ?? row.storeId,
      locale: input.locale ?? row.locale,
      key: input.key ?? row.key,
      value: input.value ?? row.value,
    };
    await assertValid(em, next.storeId, next.locale, next.key, row.id);
    em.assign(row, next);
  },
  configExtras: () => ({ keys: [...SHOP_MESSAGE_KEYS].sort() }),
}) {}

async function assertValid(
  em: EntityManager,
  storeId: number,
  locale: string,
  key: string,
  exceptId?: number,
) {
  if (!isShopMessageKey(key)) {
    refuse('key', `${key} is not a text of the storefront, so the override would never show`);
  }
  const [store] = await queryRows<{ code: string; locales: string[] }>(
    em,
    sql`select code, locales from store where id = ${storeId}`,
  );
  if (!store) refuse('storeId', `no store has the id ${storeId}`);
  if (!store.locales.includes(locale)) {
    refuse('locale', `${locale} is not a language of the store ${store.code} (${store.locales.join(', ')})`);
  }
  const others = await queryRows<{ id: number }>(
    em,
    sql`select id from store_wording where store_id = ${storeId} and locale = ${locale} and key = ${key}`,
  );
  if (others.some((other) => other.id !== exceptId)) throw taken(key, locale);
}

function taken(key: string, locale: string) {
  return new DomainError('CONFLICT', `The store already has its own wording of ${key} in ${locale}`, [
    { field: 'key', reason: 'already taken' },
  ]);
}
