import { Injectable } from '@nestjs/common';
import { EntityManager } from '@mikro-orm/postgresql';
import { DomainError } from '../../../../common/errors/domain-error';
import type { AdminListRequest } from '../../../../common/http/admin-list-query';
import { AddressIdentifier } from '../../entities/address-identifier.entity';
import type { ShopConfigResourceService } from '../resource';
import { ResourceConfigDto } from '../resource.dto';
import {
  assertUnique,
  findOrFail,
  findPage,
  listWhere,
  taken,
  translateConstraintErrors,
} from '../resource-rules';
import {
  ADDRESS_IDENTIFIER_SORTS,
  AddressIdentifierDto,
  type CreateAddressIdentifierDto,
  type UpdateAddressIdentifierDto,
} from './address-identifier.dto';

const WHAT = 'address identifier';

/** The kinds of address the checkout and the address book know; it cannot do without these two. */
export const BUILT_IN_ADDRESS_IDENTIFIERS: readonly string[] = ['invoice', 'shipping'];

/** Address identifiers (back-office spec §7): the only writer of the address_identifier table. */
@Injectable()
export class AddressIdentifiersService implements ShopConfigResourceService<
  AddressIdentifierDto,
  CreateAddressIdentifierDto,
  UpdateAddressIdentifierDto,
  ResourceConfigDto
> {
  constructor(private readonly em: EntityManager) {}

  /** Filters: q (name), id (a list), active. */
  async list(request: AdminListRequest<string>) {
    const { where, active } = listWhere(request, ['name']);
    if (active !== undefined) where.active = active;
    const [rows, total] = await findPage(this.em, AddressIdentifier, where, request);
    return { rows: rows.map((row) => AddressIdentifierDto.from(row)), total };
  }

  async get(id: number) {
    return AddressIdentifierDto.from(await findOrFail(this.em, AddressIdentifier, id, WHAT));
  }

  async create(input: CreateAddressIdentifierDto) {
    const row = await translateConstraintErrors(
      () =>
        this.em.transactional(async (em) => {
          await assertUnique(em, AddressIdentifier, 'name', input.name, WHAT);
          const created = em.create(AddressIdentifier, { active: true, ...input });
          await em.flush();
          return created;
        }),
      { unique: () => taken('name', input.name, WHAT) },
    );
    return AddressIdentifierDto.from(row);
  }

  async update(id: number, input: UpdateAddressIdentifierDto) {
    const row = await translateConstraintErrors(
      () =>
        this.em.transactional(async (em) => {
          const found = await findOrFail(em, AddressIdentifier, id, WHAT);
          if (input.name !== undefined && input.name !== found.name) {
            await assertUnique(em, AddressIdentifier, 'name', input.name, WHAT, id);
            this.assertNotBuiltIn(found, 'renamed');
          }
          if (input.active === false) this.assertNotBuiltIn(found, 'switched off');
          em.assign(found, input);
          await em.flush();
          return found;
        }),
      { unique: () => taken('name', input.name ?? '', WHAT) },
    );
    return AddressIdentifierDto.from(row);
  }

  async delete(id: number) {
    return this.em.transactional(async (em) => {
      const row = await findOrFail(em, AddressIdentifier, id, WHAT);
      this.assertNotBuiltIn(row, 'deleted');
      const deleted = AddressIdentifierDto.from(row);
      await em.remove(row).flush();
      return deleted;
    });
  }

  config(): ResourceConfigDto {
    return { sortFields: [...ADDRESS_IDENTIFIER_SORTS], filterFields: ['active'] };
  }

  private assertNotBuiltIn(row: AddressIdentifier, change: string) {
    if (BUILT_IN_ADDRESS_IDENTIFIERS.includes(row.name)) {
      throw new DomainError(
        'CONFLICT',
        `The address identifier ${row.name} is used by the checkout and the address book; it cannot be ${change}`,
      );
    }
  }
}
