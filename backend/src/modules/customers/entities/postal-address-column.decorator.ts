import { Property } from '@mikro-orm/core';
import {
  POSTAL_ADDRESS_SHAPE,
  type PostalAddressField,
  type PostalAddressFieldRule,
} from '@tradeshop/shared';

/**
 * The column of a postal-address field, as the shared address shape declares it: a text (nullable where the field
 * is optional) or the country's character(2).
 */
export function PostalAddressColumn(
  field: PostalAddressField,
): (target: object, propertyName: string) => void {
  const rule: PostalAddressFieldRule = POSTAL_ADDRESS_SHAPE[field];
  return rule.kind === 'country'
    ? Property({ type: 'character', length: rule.maxLength })
    : Property({ type: 'text', nullable: !rule.required });
}
