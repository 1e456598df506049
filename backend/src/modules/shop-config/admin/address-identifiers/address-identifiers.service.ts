import { Injectable } from '@nestjs/common';
import { DomainError } from '../../../../common/errors/domain-error';
import { AddressIdentifier } from '../../entities/address-identifier.entity';
import { givenFields } from '../resource-rules';
import { activeFilter, entityResourceService } from '../resource-service';
import {
  ADDRESS_IDENTIFIER_SORTS,
  AddressIdentifierDto,
  type CreateAddressIdentifierDto,
  type UpdateAddressIdentifierDto,
} from './address-identifier.dto';

/** The kinds of address the checkout and the address book know; it cannot do without these two. */
export const BUILT_IN_ADDRESS_IDENTIFIERS: readonly string[] = ['invoice', 'shipping'];

/** Address identifiers (back-office spec §7): the only writer of the address_identifier table. */
@Injectable()
export class AddressIdentifiersService extends entityResourceService({
  entity: AddressIdentifier,
  what: 'address identifier',
  sorts: ADDRESS_IDENTIFIER_SORTS,
  unique: 'name',
  search: ['name'],
  filters: { active: activeFilter },
  toResponse: AddressIdentifierDto.from,
  create: (em, input: CreateAddressIdentifierDto) => em.create(AddressIdentifier, { active: true, ...input }),
  update(em, row, input: UpdateAddressIdentifierDto) {
    if (input.name !== undefined && input.name !== row.name) assertNotBuiltIn(row, 'renamed');
    if (input.active === false) assertNotBuiltIn(row, 'switched off');
    em.assign(row, givenFields(input));
  },
  beforeDelete: (_em, row) => assertNotBuiltIn(row, 'deleted'),
}) {}

function assertNotBuiltIn(row: AddressIdentifier, change: string) {
  if (BUILT_IN_ADDRESS_IDENTIFIERS.includes(row.name)) {
    throw new DomainError(
      'CONFLICT',
      `The address identifier ${row.name} is used by the checkout and the address book; it cannot be ${change}`,
    );
  }
}
