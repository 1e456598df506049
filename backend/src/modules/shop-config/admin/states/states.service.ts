import { Injectable } from '@nestjs/common';
import { EntityManager, ref } from '@mikro-orm/postgresql';
import { DomainError } from '../../../../common/errors/domain-error';
import { filterValue, type AdminListRequest } from '../../../../common/http/admin-list-query';
import { Country, State } from '../../entities/country.entity';
import type { ShopConfigResourceService } from '../resource';
import { ResourceConfigDto } from '../resource.dto';
import {
  findOrFail,
  findPage,
  givenFields,
  listWhere,
  referenced,
  translateConstraintErrors,
} from '../resource-rules';
import { type CreateStateDto, STATE_SORTS, StateDto, type UpdateStateDto } from './state.dto';

const WHAT = 'state';

function codeTaken(isoCode: string): DomainError {
  return new DomainError('CONFLICT', `Another state of this country already has the isoCode ${isoCode}`, [
    { field: 'isoCode', reason: 'already taken in this country' },
  ]);
}

/** States (regions) of a country: tax rules can differ by them. */
@Injectable()
export class StatesService implements ShopConfigResourceService<
  StateDto,
  CreateStateDto,
  UpdateStateDto,
  ResourceConfigDto
> {
  constructor(private readonly em: EntityManager) {}

  /** Filters: q (ISO code or name), id (a list), active, countryId. */
  async list(request: AdminListRequest<string>) {
    const { where, active } = listWhere(request, ['isoCode', 'name']);
    if (active !== undefined) where.active = active;
    const countryId = filterValue.integer(request.filter, 'countryId');
    if (countryId !== undefined) where.country = countryId;
    const [rows, total] = await findPage(this.em, State, where, request);
    return { rows: rows.map((row) => StateDto.from(row)), total };
  }

  async get(id: number) {
    return StateDto.from(await findOrFail(this.em, State, id, WHAT));
  }

  async create(input: CreateStateDto) {
    const state = await translateConstraintErrors(
      () =>
        this.em.transactional(async (em) => {
          const country = await referenced(em, Country, input.countryId, 'countryId', 'country');
          await this.assertCodeFree(em, country.id, input.isoCode);
          const row = em.create(State, {
            country: ref(country),
            isoCode: input.isoCode,
            name: input.name,
            active: input.active ?? true,
          });
          await em.flush();
          return row;
        }),
      { unique: () => codeTaken(input.isoCode) },
    );
    return StateDto.from(state);
  }

  async update(id: number, input: UpdateStateDto) {
    const state = await translateConstraintErrors(
      () =>
        this.em.transactional(async (em) => {
          const row = await findOrFail(em, State, id, WHAT);
          const { countryId, ...fields } = input;
          if (countryId !== undefined) {
            row.country = ref(await referenced(em, Country, countryId, 'countryId', 'country'));
          }
          em.assign(row, givenFields(fields));
          await this.assertCodeFree(em, row.country.id, row.isoCode, id);
          await em.flush();
          return row;
        }),
      { unique: () => codeTaken(input.isoCode ?? '') },
    );
    return StateDto.from(state);
  }

  async delete(id: number) {
    return this.em.transactional(async (em) => {
      const row = await findOrFail(em, State, id, WHAT);
      const deleted = StateDto.from(row);
      await em.remove(row).flush();
      return deleted;
    });
  }

  config(): ResourceConfigDto {
    return { sortFields: [...STATE_SORTS], filterFields: ['active', 'countryId'] };
  }

  private async assertCodeFree(em: EntityManager, countryId: number, isoCode: string, exceptId?: number) {
    const other = await em.findOne(State, {
      country: countryId,
      isoCode,
      ...(exceptId ? { id: { $ne: exceptId } } : {}),
    });
    if (other) throw codeTaken(isoCode);
  }
}
