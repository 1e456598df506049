import { Inject, Injectable } from '@nestjs/common';
import { MikroORM, type EntityManager } from '@mikro-orm/postgresql';
import { PinoLogger } from 'nestjs-pino';
import { queryRows, sql } from '../../database/sql';
import { JOB_QUEUE, type JobQueue, type NewJob } from '../../jobs/job-queue';
import { JobRegistry } from '../../jobs/job-registry';
import type { DomainEvent, DomainEventType } from './domain-events';
import type { EventSubscriber } from './event-subscriber';
import { OutboxEvent } from './outbox-event.entity';

const BATCH = 100;
/** A dispatched event still missing a delivery this long after is re-queued by the sweep (its job was lost). */
export const STALE_DELIVERY_MS = 5 * 60_000;
/** The sweep gives up on deliveries of events older than this (a subscriber that keeps failing). */
export const SWEEP_HORIZON_MS = 24 * 3600_000;

interface EventRow {
  id: string;
  type: string;
  payload: Record<string, unknown>;
  created_at: Date;
}

const deliveryKey = (eventId: string, subscriber: string) => `event:${eventId}:${subscriber}`;

/**
 * Hands outbox events to their subscribers: one job per event and subscriber, whose run records the delivery
 * (the idempotency key) in the transaction of the subscriber's effect. Relaying twice is harmless: a queued job
 * is deduplicated by its key, and a delivered one finds its key and does nothing.
 */
@Injectable()
export class OutboxRelay {
  private readonly subscribers = new Map<string, EventSubscriber>();

  constructor(
    private readonly orm: MikroORM,
    private readonly registry: JobRegistry,
    @Inject(JOB_QUEUE) private readonly jobs: JobQueue,
    private readonly logger: PinoLogger,
  ) {
    logger.setContext(OutboxRelay.name);
  }

  subscribe<T extends DomainEventType>(subscriber: EventSubscriber<T>): void {
    if (this.subscribers.has(subscriber.name))
      throw new Error(`An event subscriber named '${subscriber.name}' is already registered`);
    this.subscribers.set(subscriber.name, subscriber as unknown as EventSubscriber);
    this.registry.register(subscriber.name, async ({ em, payload }) => {
      const eventId = String(payload.eventId);
      const outcome = await this.deliver(em, subscriber as unknown as EventSubscriber, eventId);
      // Events the subscriber recorded (e.g. the mails it queued) go on their way.
      if (outcome === 'delivered') await this.relayPending();
      return { eventId, outcome };
    });
  }

  /**
   * One delivery: the idempotency key (event id + subscriber) and the subscriber's effect in one transaction. A
   * second run of the same delivery waits on the key until the first commits, then finds it and does nothing.
   */
  private async deliver(
    em: EntityManager,
    subscriber: EventSubscriber,
    eventId: string,
  ): Promise<'event missing' | 'already delivered' | 'delivered'> {
    let event: DomainEvent | undefined;
    return em
      .transactional(async (tx) => {
        const row = await tx.findOne(OutboxEvent, { id: eventId });
        if (!row) return 'event missing' as const;
        const claimed = await queryRows(
          tx,
          sql`insert into event_delivery (event_id, subscriber) values (${eventId}, ${subscriber.name})
              on conflict do nothing returning event_id`,
        );
        if (claimed.length === 0) return 'already delivered' as const;
        event = toDomainEvent(row);
        await subscriber.handle(tx, event);
        return 'delivered' as const;
      })
      .catch(async (error: unknown) => {
        // The effect and its key were rolled back; the job is retried.
        if (event && subscriber.failed) await subscriber.failed(em.fork(), event, error);
        throw error;
      });
  }

  /**
   * Claims the events not yet handed on (marking them dispatched in one statement, so concurrent relays share the
   * work instead of repeating it) and queues their deliveries (one statement for the batch), oldest first, in
   * batches until none is left. No
   * transaction is held while queuing (the embedded database has one connection). A crash between the claim and
   * the queuing leaves events dispatched without deliveries: the sweep queues those again.
   */
  async relayPending(): Promise<number> {
    const em = this.orm.em.fork();
    let relayed = 0;
    for (;;) {
      let deliveredHere = false;
      const rows = await queryRows<EventRow>(
        em,
        sql`update domain_event set dispatched_at = now()
            where id in (select id from domain_event where dispatched_at is null
                         order by created_at limit ${BATCH} for update skip locked)
            returning id, type, payload, created_at`,
      );
      rows.sort((a, b) => new Date(a.created_at).getTime() - new Date(b.created_at).getTime());
      const deliveries: NewJob[] = [];
      for (const row of rows) {
        const done = await this.deliverImmediate(row);
        deliveredHere ||= done.length > 0;
        deliveries.push(...this.deliveriesOf(row, done));
      }
      await this.jobs.enqueueMany(deliveries);
      relayed += rows.length;
      // What an immediate subscriber recorded is relayed by the next round.
      if (rows.length < BATCH && !deliveredHere) return relayed;
    }
  }

  /**
   * What a crash left behind: events never handed on (the process stopped between commit and relay) and events
   * handed on whose delivery jobs were lost (an in-process queue dies with its process) or finally failed.
   */
  async sweep(now = new Date()): Promise<{ relayed: number; requeued: number }> {
    const relayed = await this.relayPending();
    const em = this.orm.em.fork();
    const stale = await queryRows<EventRow & { delivered: string[] }>(
      em,
      sql`select e.id, e.type, e.payload, e.created_at,
                 coalesce(array_agg(d.subscriber) filter (where d.subscriber is not null), '{}') as delivered
          from domain_event e left join event_delivery d on d.event_id = e.id
          where e.dispatched_at < ${new Date(now.getTime() - STALE_DELIVERY_MS)}
            and e.created_at > ${new Date(now.getTime() - SWEEP_HORIZON_MS)}
          group by e.id`,
    );
    const deliveries = stale.flatMap((row) => this.deliveriesOf(row, row.delivered));
    await this.jobs.enqueueMany(deliveries);
    const requeued = deliveries.length;
    if (relayed + requeued > 0) this.logger.info({ relayed, requeued }, 'outbox sweep');
    return { relayed, requeued };
  }

  /**
   * Runs the deliveries of the event's immediate subscribers here and now; answers the subscribers it delivered
   * to. One that fails is left to `enqueueDeliveries`, which queues it as a job (retried, and swept).
   */
  private async deliverImmediate(row: EventRow): Promise<string[]> {
    const event = toDomainEvent(row);
    const done: string[] = [];
    for (const subscriber of this.subscribers.values()) {
      if (!subscriber.immediate || !this.wants(subscriber, event)) continue;
      try {
        await this.deliver(this.orm.em.fork(), subscriber, event.id);
        done.push(subscriber.name);
      } catch (error) {
        this.logger.warn(
          { err: error, eventId: event.id, subscriber: subscriber.name },
          'immediate delivery failed; queued as a job',
        );
      }
    }
    return done;
  }

  private wants(subscriber: EventSubscriber, event: DomainEvent): boolean {
    return subscriber.on.includes(event.type) && (!subscriber.accepts || subscriber.accepts(event));
  }

  /** The delivery jobs of the event's subscribers that have not had it (`delivered`). */
  private deliveriesOf(row: EventRow, delivered: readonly string[]): NewJob[] {
    const event = toDomainEvent(row);
    return [...this.subscribers.values()]
      .filter((subscriber) => this.wants(subscriber, event) && !delivered.includes(subscriber.name))
      .map((subscriber) => ({
        type: subscriber.name,
        payload: { eventId: event.id },
        dedupeKey: deliveryKey(event.id, subscriber.name),
      }));
  }
}

function toDomainEvent(row: EventRow | OutboxEvent): DomainEvent {
  return {
    id: row.id,
    type: row.type as DomainEventType,
    payload: row.payload as never,
    occurredAt: 'createdAt' in row ? row.createdAt : row.created_at,
  };
}
