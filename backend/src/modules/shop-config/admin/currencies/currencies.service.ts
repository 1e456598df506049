import { Injectable } from '@nestjs/common';
import { EntityManager } from '@mikro-orm/postgresql';
import type { AdminListRequest } from '../../../../common/http/admin-list-query';
import { queryRows, sql } from '../../../../database/sql';
import { Currency } from '../../entities/currency.entity';
import type { ShopConfigResourceService } from '../resource';
import { ResourceConfigDto } from '../resource.dto';
import {
  assertUnique,
  findOrFail,
  givenFields,
  findPage,
  listWhere,
  stillInUse,
  taken,
  translateConstraintErrors,
} from '../resource-rules';
import { CURRENCY_SORTS, type CreateCurrencyDto, CurrencyDto, type UpdateCurrencyDto } from './currency.dto';

const WHAT = 'currency';

/** Currencies (back-office spec §7 Shop configuration): the only writer of the currency table. */
@Injectable()
export class CurrenciesService implements ShopConfigResourceService<
  CurrencyDto,
  CreateCurrencyDto,
  UpdateCurrencyDto,
  ResourceConfigDto
> {
  constructor(private readonly em: EntityManager) {}

  /** Filters: q (ISO code or name), id (a list). */
  async list(request: AdminListRequest<string>) {
    const { where } = listWhere(request, ['isoCode', 'name']);
    const [rows, total] = await findPage(this.em, Currency, where, request);
    return { rows: rows.map((row) => CurrencyDto.from(row)), total };
  }

  async get(id: number) {
    return CurrencyDto.from(await findOrFail(this.em, Currency, id, WHAT));
  }

  async create(input: CreateCurrencyDto) {
    const currency = await translateConstraintErrors(
      () =>
        this.em.transactional(async (em) => {
          await assertUnique(em, Currency, 'isoCode', input.isoCode, WHAT);
          const row = em.create(Currency, {
            isoCode: input.isoCode,
            name: input.name,
            symbol: input.symbol,
            fractionDigits: input.fractionDigits ?? 2,
          });
          await em.flush();
          return row;
        }),
      { unique: () => taken('isoCode', input.isoCode, WHAT) },
    );
    return CurrencyDto.from(currency);
  }

  async update(id: number, input: UpdateCurrencyDto) {
    const currency = await translateConstraintErrors(
      () =>
        this.em.transactional(async (em) => {
          const row = await findOrFail(em, Currency, id, WHAT);
          if (input.isoCode !== undefined && input.isoCode !== row.isoCode) {
            await assertUnique(em, Currency, 'isoCode', input.isoCode, WHAT, id);
            await this.assertNotUsedByStores(em, row.isoCode, 'renamed');
          }
          em.assign(row, givenFields(input));
          await em.flush();
          return row;
        }),
      { unique: () => taken('isoCode', input.isoCode ?? '', WHAT) },
    );
    return CurrencyDto.from(currency);
  }

  async delete(id: number) {
    return this.em.transactional(async (em) => {
      const row = await findOrFail(em, Currency, id, WHAT);
      await this.assertNotUsedByStores(em, row.isoCode, 'deleted');
      const deleted = CurrencyDto.from(row);
      await em.remove(row).flush();
      return deleted;
    });
  }

  config(): ResourceConfigDto {
    return { sortFields: [...CURRENCY_SORTS], filterFields: [] };
  }

  /** Stores price in a currency by its ISO code: it may not disappear or change under them. */
  private async assertNotUsedByStores(em: EntityManager, isoCode: string, change: string) {
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
}
