import type { EntityManager } from '@mikro-orm/postgresql';
import type { DomainEvents } from '../events/domain-events.service';

/**
 * Tells the catalogue's read models (the search index) which products a write changed: a
 * `catalogue.products_changed` event in the write's transaction (docs/decisions/2026-11-28-search-follows-catalogue-events.md).
 * Every writer of products' shop-visible data records it and calls `events.publish()` after the commit.
 */
export function recordProductsChanged(
  events: DomainEvents,
  em: EntityManager,
  productIds: readonly number[],
): void {
  const ids = [...new Set(productIds)];
  if (ids.length > 0) events.record(em, 'catalogue.products_changed', { productIds: ids });
}
