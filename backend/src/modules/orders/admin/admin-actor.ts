import type { AdminRequest } from '../../identity/admin-access.guard';
import type { TransitionActor } from '../order-state-log';

/**
 * The back-office user behind a request, as an order's history names them, with the reason they gave. The access
 * guard has put the user on every request that reaches an orders controller.
 */
export function adminActor(request: AdminRequest, reason?: string | null): TransitionActor {
  const user = request.adminUser;
  if (!user) throw new Error('adminActor called on a route without a back-office user');
  return { kind: 'admin', id: user.id, name: user.name || user.email, reason: reason?.trim() || null };
}
