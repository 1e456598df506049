import { Injectable } from '@nestjs/common';
import type { EntityManager } from '@mikro-orm/postgresql';
import { queryRows, sql } from '../../../../database/sql';
import { Currency } from '../../entities/currency.entity';
import { givenFields, stillInUse } from '../resource-rules';
import { entityResourceService } from '../resource-service';
import { CURRENCY_SORTS, type CreateCurrencyDto, CurrencyDto, type UpdateCurrencyDto } from './currency.dto';

const WHAT = 'currency';

/** Currencies (back-office spec §7 Shop configuration): the only writer of the currency table. */
@Injectable()
export class CurrenciesService extends entityResourceService({
  entity: Currency,
  what: WHAT,
  sorts: CURRENCY_SORTS,
  unique: 'isoCode',
  search: ['isoCode', 'name'],
  toResponse: CurrencyDto.from,
  create: (em, input: CreateCurrencyDto) =>
    em.create(Currency, {
      isoCode: input.isoCode,
      name: input.name,
      symbol: input.symbol,
      fractionDigits: input.fractionDigits ?? 2,
    }),
  async update(em, row, input: UpdateCurrencyDto) {
    if (input.isoCode !== undefined && input.isoCode !== row.isoCode) {
      await assertNotUsedByStores(em, row.isoCode, 'renamed');
    }
    em.assign(row, givenFields(input));
  },
  beforeDelete: (em, row) => assertNotUsedByStores(em, row.isoCode, 'deleted'),
}) {}

/** Stores price in a currency by its ISO code: it may not disappear or change under them. */
async function assertNotUsedByStores(em: EntityManager, isoCode: string, change: string) {
  const stores = await queryRows<{ code: string }>(
    em,
    sql`select code from store where currency = ${isoCode} order by code`,
  );
  if (stores.length > 0) {
    throw stillInUse(
      WHAT,
      `the stores ${stores.map((store) => store.code).join(', ')}; it cannot be ${change}`,
    );
  }
}
