import { Injectable } from '@nestjs/common';
import { EntityManager } from '@mikro-orm/postgresql';
import type { AdminListRequest } from '../../../../common/http/admin-list-query';
import { Country, Zone } from '../../entities/country.entity';
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
import { type CreateZoneDto, type UpdateZoneDto, ZONE_SORTS, ZoneDto } from './zone.dto';

const WHAT = 'zone';

/** Zones: groups of countries that rules can name at once. */
@Injectable()
export class ZonesService implements ShopConfigResourceService<
  ZoneDto,
  CreateZoneDto,
  UpdateZoneDto,
  ResourceConfigDto
> {
  constructor(private readonly em: EntityManager) {}

  /** Filters: q (name), id (a list), active. */
  async list(request: AdminListRequest<string>) {
    const { where, active } = listWhere(request, ['name']);
    if (active !== undefined) where.active = active;
    const [rows, total] = await findPage(this.em, Zone, where, request);
    return { rows: rows.map((row) => ZoneDto.from(row)), total };
  }

  async get(id: number) {
    return ZoneDto.from(await findOrFail(this.em, Zone, id, WHAT));
  }

  async create(input: CreateZoneDto) {
    const zone = await translateConstraintErrors(
      () =>
        this.em.transactional(async (em) => {
          await assertUnique(em, Zone, 'name', input.name, WHAT);
          const row = em.create(Zone, { name: input.name, active: input.active ?? true });
          await em.flush();
          return row;
        }),
      { unique: () => taken('name', input.name, WHAT) },
    );
    return ZoneDto.from(zone);
  }

  async update(id: number, input: UpdateZoneDto) {
    const zone = await translateConstraintErrors(
      () =>
        this.em.transactional(async (em) => {
          const row = await findOrFail(em, Zone, id, WHAT);
          await assertUnique(em, Zone, 'name', input.name, WHAT, id);
          em.assign(row, givenFields(input));
          await em.flush();
          return row;
        }),
      { unique: () => taken('name', input.name ?? '', WHAT) },
    );
    return ZoneDto.from(zone);
  }

  /** A zone its countries still belong to stays: removing it would silently take them out of every zone rule. */
  async delete(id: number) {
    return this.em.transactional(async (em) => {
      const row = await findOrFail(em, Zone, id, WHAT);
      const countries = await em.find(
        Country,
        { zone: id },
        { fields: ['isoCode'], orderBy: { isoCode: 'asc' } },
      );
      if (countries.length > 0) {
        throw stillInUse(WHAT, `the countries ${countries.map((country) => country.isoCode).join(', ')}`);
      }
      const deleted = ZoneDto.from(row);
      await em.remove(row).flush();
      return deleted;
    });
  }

  config(): ResourceConfigDto {
    return { sortFields: [...ZONE_SORTS], filterFields: ['active'] };
  }
}
