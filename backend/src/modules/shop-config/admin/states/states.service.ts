import { Injectable } from '@nestjs/common';
import { type EntityManager, ref } from '@mikro-orm/postgresql';
import { DomainError } from '../../../../common/errors/domain-error';
import { filterValue } from '../../../../common/http/admin-list-query';
import { Country, State } from '../../entities/country.entity';
import { givenFields, referenced } from '../resource-rules';
import { activeFilter, entityResourceService, equalTo } from '../resource-service';
import { type CreateStateDto, STATE_SORTS, StateDto, type UpdateStateDto } from './state.dto';

function codeTaken(isoCode: string): DomainError {
  return new DomainError('CONFLICT', `Another state of this country already has the isoCode ${isoCode}`, [
    { field: 'isoCode', reason: 'already taken in this country' },
  ]);
}

/** States (regions) of a country: tax rules can differ by them. Their ISO codes are unique within the country. */
@Injectable()
export class StatesService extends entityResourceService({
  entity: State,
  what: 'state',
  sorts: STATE_SORTS,
  conflict: (input) => codeTaken(String(input.isoCode ?? '')),
  search: ['isoCode', 'name'],
  filters: { active: activeFilter, countryId: equalTo('country', filterValue.integer) },
  toResponse: StateDto.from,
  async create(em, input: CreateStateDto) {
    const country = await referenced(em, Country, input.countryId, 'countryId', 'country');
    await assertCodeFree(em, country.id, input.isoCode);
    return em.create(State, {
      country: ref(country),
      isoCode: input.isoCode,
      name: input.name,
      active: input.active ?? true,
    });
  },
  async update(em, row, input: UpdateStateDto) {
    const { countryId, ...fields } = input;
    if (countryId !== undefined) {
      row.country = ref(await referenced(em, Country, countryId, 'countryId', 'country'));
    }
    em.assign(row, givenFields(fields));
    await assertCodeFree(em, row.country.id, row.isoCode, row.id);
  },
}) {}

async function assertCodeFree(em: EntityManager, countryId: number, isoCode: string, exceptId?: number) {
  const other = await em.findOne(State, {
    country: countryId,
    isoCode,
    ...(exceptId ? { id: { $ne: exceptId } } : {}),
  });
  if (other) throw codeTaken(isoCode);
}
