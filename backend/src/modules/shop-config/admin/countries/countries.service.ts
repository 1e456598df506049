import { Injectable } from '@nestjs/common';
import { type EntityManager, raw, ref } from '@mikro-orm/postgresql';
import { filterValue } from '../../../../common/http/admin-list-query';
import { queryRows, sql } from '../../../../database/sql';
import { Country, Zone } from '../../entities/country.entity';
import { Currency } from '../../entities/currency.entity';
import { givenFields, referenced, stillInUse } from '../resource-rules';
import { activeFilter, entityResourceService, equalTo } from '../resource-service';
import { COUNTRY_SORTS, CountryDto, type CreateCountryDto, type UpdateCountryDto } from './country.dto';

const WHAT = 'country';

/** Countries: their names per language, whether the shop sells there, their zone and currency. */
@Injectable()
export class CountriesService extends entityResourceService({
  entity: Country,
  what: WHAT,
  sorts: COUNTRY_SORTS,
  unique: 'isoCode',
  /** `q` finds the ISO code or a name in any language. */
  search: ({ pattern }) => [
    { isoCode: { $ilike: pattern } },
    { [raw((alias) => `${alias}.labels::text`)]: { $ilike: pattern } },
  ],
  filters: {
    active: activeFilter,
    zoneId: equalTo('zone', filterValue.integer),
    currencyId: equalTo('currency', filterValue.integer),
  },
  toResponse: CountryDto.from,
  async create(em, input: CreateCountryDto) {
    const row = em.create(Country, {
      isoCode: input.isoCode,
      labels: input.labels,
      active: input.active ?? true,
    });
    await assignReferences(em, row, input);
    return row;
  },
  async update(em, row, input: UpdateCountryDto) {
    if (input.isoCode !== undefined && input.isoCode !== row.isoCode) {
      await assertUnused(em, row, 'renamed');
    }
    const { zoneId: _zone, currencyId: _currency, ...fields } = input;
    em.assign(row, givenFields(fields));
    await assignReferences(em, row, input);
  },
  beforeDelete: (em, row) => assertUnused(em, row, 'deleted'),
}) {
  /** The countries the shop sells to, in ISO-code order: what address forms offer. */
  async listActive(): Promise<CountryDto[]> {
    const rows = await this.em.find(Country, { active: true }, { orderBy: { isoCode: 'asc' } });
    return rows.map((row) => CountryDto.from(row));
  }
}

async function assignReferences(em: EntityManager, row: Country, input: UpdateCountryDto) {
  if (input.zoneId !== undefined) {
    row.zone = input.zoneId === null ? null : ref(await referenced(em, Zone, input.zoneId, 'zoneId', 'zone'));
  }
  if (input.currencyId !== undefined) {
    row.currency =
      input.currencyId === null
        ? null
        : ref(await referenced(em, Currency, input.currencyId, 'currencyId', 'currency'));
  }
}

/** Stores are in a country by its code, and tax rules name it: neither may lose it underneath. */
async function assertUnused(em: EntityManager, country: Country, change: string) {
  const [usage] = await queryRows<{ stores: string | null; tax_rules: number }>(
    em,
    sql`select (select string_agg(code, ', ' order by code) from store where country = ${country.isoCode}) as stores,
               (select count(*)::int from tax_rule where country_id = ${country.id}) as tax_rules`,
  );
  if (usage?.stores) throw stillInUse(WHAT, `the stores ${usage.stores}; it cannot be ${change}`);
  if (usage?.tax_rules) throw stillInUse(WHAT, `${usage.tax_rules} tax rules; it cannot be ${change}`);
}
