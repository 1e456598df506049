import { raw, type FilterQuery } from '@mikro-orm/core';
import { ACCOUNT_FIELD_MESSAGES, businessIdFieldProblem } from '@tradeshop/shared';
import { DomainError } from '../../common/errors/domain-error';
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

/**
 * Refuses a business id of Finland, Norway, Sweden or Denmark whose form or check digit is wrong (shared rule),
 * naming the field; ids of other countries are not checked.
 */
export function assertValidBusinessId(
  country: string | null | undefined,
  organizationNumber: string,
  field = 'organizationNumber',
): void {
  const problem = businessIdFieldProblem(country, organizationNumber);
  if (!problem) return;
  const reason = ACCOUNT_FIELD_MESSAGES[problem];
  throw new DomainError('VALIDATION_FAILED', reason, [{ field, reason }]);
}
