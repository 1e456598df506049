import type { ApiSchemas } from '@tradeshop/shared';

// The shape the back-office API answers with, generated from its OpenAPI document.
export type AuditEntry = ApiSchemas['AuditEntryDto'];

export const AUDIT_ACTOR_TYPES: readonly AuditEntry['actorType'][] = [
  'admin',
  'customer',
  'salesrep',
  'system',
];

export const actorTypeChoices = AUDIT_ACTOR_TYPES.map((type) => ({
  id: type,
  name: `resources.audit-log.actorType.${type}`,
}));
