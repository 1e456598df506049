import { Entity } from '@mikro-orm/core';
import { NamedBase } from './base.entity';

/** A kind of address the shop tells apart (`invoice`, `shipping`); addresses and checkouts name them. */
@Entity({ tableName: 'address_identifier' })
export class AddressIdentifier extends NamedBase {}
