import { Global, Module } from '@nestjs/common';
import { DomainEvents } from './domain-events.service';
import { OutboxRelay } from './outbox-relay';
import { OutboxSweep } from './outbox-sweep';

/** The domain-event outbox: recording, relaying to subscribers through jobs, and the sweep after a crash. */
@Global()
@Module({
  providers: [OutboxRelay, DomainEvents, OutboxSweep],
  exports: [DomainEvents],
})
export class EventsModule {}
