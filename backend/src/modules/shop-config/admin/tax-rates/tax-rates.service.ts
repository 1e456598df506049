import { Injectable } from '@nestjs/common';
import { EntityManager } from '@mikro-orm/postgresql';
import type { AdminListRequest } from '../../../../common/http/admin-list-query';
import { queryRows, sql } from '../../../../database/sql';
import { TaxRate } from '../../entities/tax.entity';
import type { ShopConfigResourceService } from '../resource';
import { ResourceConfigDto } from '../resource.dto';
import {
  assertUnique,
  findOrFail,
  findPage,
  listWhere,
  stillInUse,
  taken,
  translateConstraintErrors,
} from '../resource-rules';
import { type CreateTaxRateDto, TAX_RATE_SORTS, TaxRateDto, type UpdateTaxRateDto } from './tax-rate.dto';

const WHAT = 'tax rate';

/** Tax rates (back-office spec §7): the only writer of the tax_rate table; tax rule groups refer to them. */
@Injectable()
export class TaxRatesService implements ShopConfigResourceService<
  TaxRateDto,
  CreateTaxRateDto,
  UpdateTaxRateDto,
  ResourceConfigDto
> {
  constructor(private readonly em: EntityManager) {}

  /** Filters: q (name), id (a list), active. */
  async list(request: AdminListRequest<string>) {
    const { where, active } = listWhere(request, ['name']);
    if (active !== undefined) where.active = active;
    const [rows, total] = await findPage(this.em, TaxRate, where, request);
    return { rows: rows.map((row) => TaxRateDto.from(row)), total };
  }

  async get(id: number) {
    return TaxRateDto.from(await findOrFail(this.em, TaxRate, id, WHAT));
  }

  async create(input: CreateTaxRateDto) {
    const row = await translateConstraintErrors(
      () =>
        this.em.transactional(async (em) => {
          await assertUnique(em, TaxRate, 'name', input.name, WHAT);
          const created = em.create(TaxRate, { active: true, ...input });
          await em.flush();
          return created;
        }),
      { unique: () => taken('name', input.name, WHAT) },
    );
    return TaxRateDto.from(row);
  }

  async update(id: number, input: UpdateTaxRateDto) {
    const row = await translateConstraintErrors(
      () =>
        this.em.transactional(async (em) => {
          const found = await findOrFail(em, TaxRate, id, WHAT);
          await assertUnique(em, TaxRate, 'name', input.name, WHAT, id);
          em.assign(found, input);
          await em.flush();
          return found;
        }),
      { unique: () => taken('name', input.name ?? '', WHAT) },
    );
    return TaxRateDto.from(row);
  }

  async delete(id: number) {
    return translateConstraintErrors(
      () =>
        this.em.transactional(async (em) => {
          const row = await findOrFail(em, TaxRate, id, WHAT);
          const groups = await queryRows<{ name: string }>(
            em,
            sql`select distinct g.name from tax_rule r join tax_rule_group g on g.id = r.tax_rule_group_id
                where r.tax_rate_id = ${id} order by g.name`,
          );
          if (groups.length > 0) throw this.inUse(groups.map((group) => group.name));
          const deleted = TaxRateDto.from(row);
          await em.remove(row).flush();
          return deleted;
        }),
      { unique: () => taken('name', '', WHAT), inUse: () => this.inUse([]) },
    );
  }

  config(): ResourceConfigDto {
    return { sortFields: [...TAX_RATE_SORTS], filterFields: ['active'] };
  }

  private inUse(groups: string[]) {
    return stillInUse(WHAT, groups.length > 0 ? `the tax rule groups ${groups.join(', ')}` : 'tax rules');
  }
}
