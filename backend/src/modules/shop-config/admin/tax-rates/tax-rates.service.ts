import { Injectable } from '@nestjs/common';
import { queryRows, sql } from '../../../../database/sql';
import { TaxRate } from '../../entities/tax.entity';
import { stillInUse } from '../resource-rules';
import { activeFilter, entityResourceService } from '../resource-service';
import { type CreateTaxRateDto, TAX_RATE_SORTS, TaxRateDto } from './tax-rate.dto';

const WHAT = 'tax rate';

/** Tax rates (back-office spec §7): the only writer of the tax_rate table; tax rule groups refer to them. */
@Injectable()
export class TaxRatesService extends entityResourceService({
  entity: TaxRate,
  what: WHAT,
  sorts: TAX_RATE_SORTS,
  unique: 'name',
  inUseBy: 'tax rules',
  search: ['name'],
  filters: { active: activeFilter },
  toResponse: TaxRateDto.from,
  create: (em, input: CreateTaxRateDto) => em.create(TaxRate, { active: true, ...input }),
  async beforeDelete(em, row) {
    const groups = await queryRows<{ name: string }>(
      em,
      sql`select distinct g.name from tax_rule r join tax_rule_group g on g.id = r.tax_rule_group_id
          where r.tax_rate_id = ${row.id} order by g.name`,
    );
    if (groups.length > 0) {
      throw stillInUse(WHAT, `the tax rule groups ${groups.map((group) => group.name).join(', ')}`);
    }
  },
}) {}
