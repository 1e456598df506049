import { raw, type FilterQuery } from '@mikro-orm/core';
import { ACCOUNT_FIELD_MESSAGES, businessIdFieldProblem, businessIdForms } from '@tradeshop/shared';
import { DomainError } from '../../common/errors/domain-error';
import type { CustomerCompany } from './entities/customer-company.entity';

/** An organization number as its unique index compares them: letters and digits only, in upper case. */
export function normalizedOrganizationNumber(organizationNumber: string): string {
  return organizationNumber.replace(/[^0-9A-Za-z]/g, '').toUpperCase();
}

/**
 * The companies with this organization number, whatever its spacing, punctuation or letter case, and for a
 * checked country (`country`) in any of the ways its id is written (`0112038-9`, `FI01120389`).
 */
export function withOrganizationNumber(
  organizationNumber: string,
  country: string | null = null,
): FilterQuery<CustomerCompany> {
  const normalized = raw(
    (alias: string) => `upper(regexp_replace(${alias}.organization_number, '[^0-9A-Za-z]', '', 'g'))`,
  );
  const forms = [...new Set(businessIdForms(country, organizationNumber).map(normalizedOrganizationNumber))];
  return { [normalized]: { $in: forms } };
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
