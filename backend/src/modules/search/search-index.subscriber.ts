import { Injectable, type OnModuleInit } from '@nestjs/common';
import { DomainEvents } from '../events/domain-events.service';
import { reindexProducts } from './search-index.repository';

export const SEARCH_REINDEX_SUBSCRIBER = 'search.reindex-products';

/**
 * Keeps the products' search rows current with the catalogue (docs/decisions/2026-11-28-search-follows-catalogue-events.md):
 * every catalogue writer says which products changed, and their rows are rebuilt before the writer's request
 * answers (an immediate subscriber), so the shop's search finds a saved product at once.
 */
@Injectable()
export class SearchIndexSubscriber implements OnModuleInit {
  constructor(private readonly events: DomainEvents) {}

  onModuleInit(): void {
    this.events.subscribe({
      name: SEARCH_REINDEX_SUBSCRIBER,
      on: ['catalogue.products_changed'],
      immediate: true,
      handle: (em, { payload }) => reindexProducts(em, [...new Set(payload.productIds)]),
    });
  }
}
