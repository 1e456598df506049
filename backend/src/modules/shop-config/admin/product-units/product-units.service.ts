import { Injectable } from '@nestjs/common';
import { EntityManager } from '@mikro-orm/postgresql';
import { DomainError } from '../../../../common/errors/domain-error';
import { type AdminListRequest, filterValue, likeEscape } from '../../../../common/http/admin-list-query';
import { queryRows, sql, trusted, type SqlQuery } from '../../../../database/sql';
import { ConfigUsageRegistry, describeUsages } from '../../config-usage.registry';
import type { ShopConfigResourceService } from '../resource';
import { ResourceConfigDto } from '../resource.dto';
import { notFound, stillInUse, taken, translateConstraintErrors } from '../resource-rules';
import {
  type CreateProductUnitDto,
  PRODUCT_UNIT_SORTS,
  AdminProductUnitDto,
  type UpdateProductUnitDto,
} from './product-unit.dto';

const WHAT = 'product unit';

const COLUMNS = sql`id, identifier, precision, labels`;

/**
 * The unit vocabulary (back-office spec §7 product units): the only writer of `unit_definition`. The catalogue
 * owns the table's entity (its products sell in these units), so this service speaks SQL to it.
 */
@Injectable()
export class ProductUnitsService implements ShopConfigResourceService<
  AdminProductUnitDto,
  CreateProductUnitDto,
  UpdateProductUnitDto,
  ResourceConfigDto
> {
  constructor(
    private readonly em: EntityManager,
    private readonly usage: ConfigUsageRegistry,
  ) {}

  /** Filters: q (identifier or a label), id (a list). */
  async list(request: AdminListRequest<string>) {
    const conditions: SqlQuery[] = [sql`true`];
    const ids = filterValue.integers(request.filter, 'id');
    if (ids) conditions.push(ids.length > 0 ? sql`id = any(${ids}::int[])` : sql`false`);
    const q = filterValue.text(request.filter, 'q');
    if (q) {
      const pattern = `%${likeEscape(q)}%`;
      conditions.push(sql`(identifier ilike ${pattern} or labels::text ilike ${pattern})`);
    }
    const where = conditions.reduce((all, condition) => sql`${all} and ${condition}`);
    const column = (PRODUCT_UNIT_SORTS as readonly string[]).includes(request.sortField)
      ? request.sortField
      : 'id';
    const direction = request.sortOrder === 'desc' ? 'desc' : 'asc';
    const rows = await queryRows<AdminProductUnitDto & { total: number }>(
      this.em,
      sql`select ${COLUMNS}, count(*) over ()::int as total from unit_definition where ${where}
          order by ${trusted(`${column} ${direction}, id ${direction}`)}
          limit ${request.limit} offset ${request.offset}`,
    );
    const total =
      rows[0]?.total ??
      (
        await queryRows<{ total: number }>(
          this.em,
          sql`select count(*)::int as total from unit_definition where ${where}`,
        )
      )[0]?.total ??
      0;
    return { rows: rows.map(({ total: _total, ...row }) => row), total };
  }

  async get(id: number) {
    return this.find(this.em, id);
  }

  async create(input: CreateProductUnitDto) {
    return translateConstraintErrors(
      () =>
        this.em.transactional(async (em) => {
          await this.assertFree(em, input.identifier);
          const [row] = await queryRows<AdminProductUnitDto>(
            em,
            sql`insert into unit_definition (identifier, precision, labels)
                values (${input.identifier}, ${input.precision ?? 0}, ${JSON.stringify(input.labels)}::jsonb)
                returning ${COLUMNS}`,
          );
          return row!;
        }),
      { unique: () => taken('identifier', input.identifier, WHAT) },
    );
  }

  /** A new precision applies to the cart's quantity rules at once: they read it per request. */
  async update(id: number, input: UpdateProductUnitDto) {
    return translateConstraintErrors(
      () =>
        this.em.transactional(async (em) => {
          const current = await this.find(em, id, true);
          if (input.identifier !== undefined && input.identifier !== current.identifier) {
            await this.assertFree(em, input.identifier, id);
          }
          const [row] = await queryRows<AdminProductUnitDto>(
            em,
            sql`update unit_definition
                   set identifier = ${input.identifier ?? current.identifier},
                       precision = ${input.precision ?? current.precision},
                       labels = ${JSON.stringify(input.labels ?? current.labels)}::jsonb
                 where id = ${id}
                returning ${COLUMNS}`,
          );
          return row!;
        }),
      { unique: () => taken('identifier', input.identifier ?? '', WHAT) },
    );
  }

  async delete(id: number) {
    return translateConstraintErrors(
      () =>
        this.em.transactional(async (em) => {
          const row = await this.find(em, id, true);
          await this.assertUnused(em, id);
          await queryRows(em, sql`delete from unit_definition where id = ${id}`);
          return row;
        }),
      {
        unique: () => taken('identifier', '', WHAT),
        inUse: () => stillInUse(WHAT, 'products, carts or orders'),
      },
    );
  }

  config(): ResourceConfigDto {
    return { sortFields: [...PRODUCT_UNIT_SORTS], filterFields: [] };
  }

  private async find(em: EntityManager, id: number, lock = false): Promise<AdminProductUnitDto> {
    const [row] = await queryRows<AdminProductUnitDto>(
      em,
      sql`select ${COLUMNS} from unit_definition where id = ${id} ${lock ? sql`for update` : sql``}`,
    );
    if (!row) throw notFound(WHAT, id);
    return row;
  }

  /** Identifiers are unique whatever their letter case (they are stored in lower case). */
  private async assertFree(em: EntityManager, identifier: string, exceptId = 0) {
    const [other] = await queryRows<{ id: number }>(
      em,
      sql`select id from unit_definition where lower(identifier) = lower(${identifier}) and id <> ${exceptId}`,
    );
    if (other) throw taken('identifier', identifier, WHAT);
  }

  /** Products sell in it, list it among their units, or carts and orders hold quantities in it. */
  private async assertUnused(em: EntityManager, id: number) {
    const users = await this.usage.usages(em, 'unit_definition', id);
    if (users.length > 0) throw stillInUse(WHAT, describeUsages(users));
  }
}

/** A unit of the vocabulary by id, or 400 naming the field. */
export async function referencedUnit(
  em: EntityManager,
  unitId: number,
  field = 'unitId',
): Promise<{ id: number; identifier: string; precision: number }> {
  const [unit] = await queryRows<{ id: number; identifier: string; precision: number }>(
    em,
    sql`select id, identifier, precision from unit_definition where id = ${unitId}`,
  );
  if (!unit) {
    throw new DomainError('VALIDATION_FAILED', `${field}: no product unit has the id ${unitId}`, [
      { field, reason: `no product unit has the id ${unitId}` },
    ]);
  }
  return unit;
}
