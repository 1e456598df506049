import { Injectable } from '@nestjs/common';
import { EntityManager, raw, ref } from '@mikro-orm/postgresql';
import { filterValue, likeEscape, type AdminListRequest } from '../../../../common/http/admin-list-query';
import { queryRows, sql } from '../../../../database/sql';
import { Country, Zone } from '../../entities/country.entity';
import { Currency } from '../../entities/currency.entity';
import type { ShopConfigResourceService } from '../resource';
import { ResourceConfigDto } from '../resource.dto';
import {
  assertUnique,
  findOrFail,
  givenFields,
  findPage,
  listWhere,
  referenced,
  stillInUse,
  taken,
  translateConstraintErrors,
} from '../resource-rules';
import { COUNTRY_SORTS, CountryDto, type CreateCountryDto, type UpdateCountryDto } from './country.dto';

const WHAT = 'country';

/** Countries: their names per language, whether the shop sells there, their zone and currency. */
@Injectable()
export class CountriesService implements ShopConfigResourceService<
  CountryDto,
  CreateCountryDto,
  UpdateCountryDto,
  ResourceConfigDto
> {
  constructor(private readonly em: EntityManager) {}

  /** Filters: q (ISO code or a name in any language), id (a list), active, zoneId, currencyId. */
  async list(request: AdminListRequest<string>) {
    const { where, active } = listWhere(request, []);
    const q = filterValue.text(request.filter, 'q');
    if (q) {
      const pattern = `%${likeEscape(q)}%`;
      where.$or = [
        { isoCode: { $ilike: pattern } },
        { [raw((alias) => `${alias}.labels::text`)]: { $ilike: pattern } },
      ];
    }
    if (active !== undefined) where.active = active;
    const zoneId = filterValue.integer(request.filter, 'zoneId');
    if (zoneId !== undefined) where.zone = zoneId;
    const currencyId = filterValue.integer(request.filter, 'currencyId');
    if (currencyId !== undefined) where.currency = currencyId;
    const [rows, total] = await findPage(this.em, Country, where, request);
    return { rows: rows.map((row) => CountryDto.from(row)), total };
  }

  /** The countries the shop sells to, in ISO-code order: what address forms offer. */
  async listActive(): Promise<CountryDto[]> {
    const rows = await this.em.find(Country, { active: true }, { orderBy: { isoCode: 'asc' } });
    return rows.map((row) => CountryDto.from(row));
  }

  async get(id: number) {
    return CountryDto.from(await findOrFail(this.em, Country, id, WHAT));
  }

  async create(input: CreateCountryDto) {
    const country = await translateConstraintErrors(
      () =>
        this.em.transactional(async (em) => {
          await assertUnique(em, Country, 'isoCode', input.isoCode, WHAT);
          const row = em.create(Country, {
            isoCode: input.isoCode,
            labels: input.labels,
            active: input.active ?? true,
          });
          await this.assignReferences(em, row, input);
          await em.flush();
          return row;
        }),
      { unique: () => taken('isoCode', input.isoCode, WHAT) },
    );
    return CountryDto.from(country);
  }

  async update(id: number, input: UpdateCountryDto) {
    const country = await translateConstraintErrors(
      () =>
        this.em.transactional(async (em) => {
          const row = await findOrFail(em, Country, id, WHAT);
          if (input.isoCode !== undefined && input.isoCode !== row.isoCode) {
            await assertUnique(em, Country, 'isoCode', input.isoCode, WHAT, id);
            await this.assertUnused(em, row.isoCode, id, 'renamed');
          }
          const { zoneId: _zone, currencyId: _currency, ...fields } = input;
          em.assign(row, givenFields(fields));
          await this.assignReferences(em, row, input);
          await em.flush();
          return row;
        }),
      { unique: () => taken('isoCode', input.isoCode ?? '', WHAT) },
    );
    return CountryDto.from(country);
  }

  async delete(id: number) {
    return this.em.transactional(async (em) => {
      const row = await findOrFail(em, Country, id, WHAT);
      await this.assertUnused(em, row.isoCode, id, 'deleted');
      const deleted = CountryDto.from(row);
      await em.remove(row).flush();
      return deleted;
    });
  }

  config(): ResourceConfigDto {
    return { sortFields: [...COUNTRY_SORTS], filterFields: ['active', 'zoneId', 'currencyId'] };
  }

  private async assignReferences(em: EntityManager, row: Country, input: UpdateCountryDto) {
    if (input.zoneId !== undefined) {
      row.zone =
        input.zoneId === null ? null : ref(await referenced(em, Zone, input.zoneId, 'zoneId', 'zone'));
    }
    if (input.currencyId !== undefined) {
      row.currency =
        input.currencyId === null
          ? null
          : ref(await referenced(em, Currency, input.currencyId, 'currencyId', 'currency'));
    }
  }

  /** Stores are in a country by its code, and tax rules name it: neither may lose it underneath. */
  private async assertUnused(em: EntityManager, isoCode: string, id: number, change: string) {
    const [usage] = await queryRows<{ stores: string | null; tax_rules: number }>(
      em,
      sql`select (select string_agg(code, ', ' order by code) from store where country = ${isoCode}) as stores,
                 (select count(*)::int from tax_rule where country_id = ${id}) as tax_rules`,
    );
    if (usage?.stores) throw stillInUse(WHAT, `the stores ${usage.stores}; it cannot be ${change}`);
    if (usage?.tax_rules) throw stillInUse(WHAT, `${usage.tax_rules} tax rules; it cannot be ${change}`);
  }
}
