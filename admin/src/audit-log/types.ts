import { AUDIT_ACTOR_TYPES, type ApiSchemas } from '@tradeshop/shared';

// The shape the back-office API answers with, generated from its OpenAPI document.
export type AuditEntry = ApiSchemas['AuditEntryDto'];

export const actorTypeChoices = AUDIT_ACTOR_TYPES.map((type) => ({
  id: type,
  name: `resources.audit-log.actorType.${type}`,
}));
