import { type AdminListRequest, filterValue, likeEscape } from '../../common/http/admin-list-query';

/** The filters the back office's contact-message and warranty lists share: id, handled and a text search. */
export function handledListWhere(
  request: AdminListRequest<string>,
  searchable: readonly string[],
): Record<string, unknown> {
  const where: Record<string, unknown> = {};
  const ids = filterValue.integers(request.filter, 'id');
  if (ids) where.id = { $in: ids };
  const handled = filterValue.boolean(request.filter, 'handled');
  if (handled !== undefined) where.handled = handled;
  const q = filterValue.text(request.filter, 'q');
  if (q) {
    const pattern = `%${likeEscape(q)}%`;
    where.$or = searchable.map((field) => ({ [field]: { $ilike: pattern } }));
  }
  return where;
}

/** Who marked a request handled, and when; unmarking forgets both. */
export function handledState(handled: boolean, adminUserId: number) {
  return handled
    ? { handled: true, handledAt: new Date(), handledBy: adminUserId }
    : { handled: false, handledAt: null, handledBy: null };
}
