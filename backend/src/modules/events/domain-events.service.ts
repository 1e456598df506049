import { Inject, Injectable } from '@nestjs/common';
import type { EntityManager } from '@mikro-orm/postgresql';
import { APP_CONFIG, type AppConfig } from '../../config/app-config';
import type { DomainEventPayloads, DomainEventType } from './domain-events';
import type { EventSubscriber } from './event-subscriber';
import { OutboxEvent } from './outbox-event.entity';
import { OutboxRelay } from './outbox-relay';

/**
 * How a module tells what happened: `record` stores the event in the outbox with the caller's unit of work (it
 * commits or rolls back with the change), `publish` after the commit hands what was recorded to the subscribers,
 * which the recording module does not know. What a crash leaves unpublished, the sweep publishes.
 */
@Injectable()
export class DomainEvents {
  constructor(
    private readonly relay: OutboxRelay,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  /** Adds the event to `em`'s unit of work; the caller's flush (or transaction's commit) stores it. */
  record<T extends DomainEventType>(em: EntityManager, type: T, payload: DomainEventPayloads[T]): void {
    em.persist(em.create(OutboxEvent, { type, payload, createdAt: new Date() }));
  }

  /** Call after the transaction that recorded events committed. */
  async publish(): Promise<void> {
    if (this.config.outbox.exitBeforePublish) {
      // Test hook: the process dies between the commit and the relay, as a crash would.
      process.stdout.write('outbox: exiting before publishing committed events\n');
      process.exit(75);
    }
    await this.relay.relayPending();
  }

  subscribe<T extends DomainEventType>(subscriber: EventSubscriber<T>): void {
    this.relay.subscribe(subscriber);
  }
}
