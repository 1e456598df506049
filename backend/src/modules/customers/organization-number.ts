import { raw, type FilterQuery } from '@mikro-orm/core';
import type { CustomerCompany } from './entities/customer-company.entity';

/** An organization number as its unique index compares them: letters and digits only, in upper case. */
export function normalizedOrganizationNumber(organizationNumber: string): string {
  return organizationNumber.replace(/[^0-9A-Za-z]/g, '').toUpperCase();
}

/** The companies with this organization number, whatever its spacing, punctuation or letter case. */
export function withOrganizationNumber(organizationNumber: string): FilterQuery<CustomerCompany> {
  const normalized = raw(
    (alias: string) => `upper(regexp_replace(${alias}.organization_number, '[^0-9A-Za-z]', '', 'g'))`,
  );
  return { [normalized]: normalizedOrganizationNumber(organizationNumber) };
}
