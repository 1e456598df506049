/** Who an audit-log entry says acted: a back-office user, a customer, a salesrep (also when acting for a
 * customer), or the system itself (jobs, imports). */
export const AUDIT_ACTOR_TYPES = ['admin', 'customer', 'salesrep', 'system'] as const;
export type AuditActorType = (typeof AUDIT_ACTOR_TYPES)[number];
