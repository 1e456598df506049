import { defineShopConfigResource } from '../resource';
import { ResourceConfigDto } from '../resource.dto';
import {
  ADDRESS_IDENTIFIER_SORTS,
  AddressIdentifierDto,
  CreateAddressIdentifierDto,
  UpdateAddressIdentifierDto,
} from './address-identifier.dto';
import { AddressIdentifiersService } from './address-identifiers.service';

export const ADDRESS_IDENTIFIERS = defineShopConfigResource({
  specName: 'address_identifiers',
  restName: 'address-identifiers',
  className: 'AddressIdentifiers',
  sorts: ADDRESS_IDENTIFIER_SORTS,
  defaultSort: 'name',
  service: AddressIdentifiersService,
  response: AddressIdentifierDto,
  create: CreateAddressIdentifierDto,
  update: UpdateAddressIdentifierDto,
  config: ResourceConfigDto,
});
