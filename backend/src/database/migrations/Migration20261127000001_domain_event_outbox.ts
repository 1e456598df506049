import { Migration } from '@mikro-orm/migrations';

/**
 * The domain-event outbox: services record what happened in the transaction of the change, a relay hands each
 * event to its subscribers (one job per subscriber) after the commit, and `event_delivery` is the idempotency
 * key of a subscriber's effect, written in the transaction of that effect: an event reaches each subscriber once.
 */
export class Migration20261127000001_domain_event_outbox extends Migration {
  override async up(): Promise<void> {
    this.addSql(`
      create table domain_event (
        id uuid primary key default gen_random_uuid(),
        type text not null,
        payload jsonb not null default '{}',
        created_at timestamptz not null default now(),
        dispatched_at timestamptz
      );`);
    this.addSql(
      `create index domain_event_undispatched_idx on domain_event (created_at) where dispatched_at is null;`,
    );
    this.addSql(`create index domain_event_created_idx on domain_event (created_at);`);
    this.addSql(`
      create table event_delivery (
        event_id uuid not null references domain_event (id) on delete cascade,
        subscriber text not null,
        delivered_at timestamptz not null default now(),
        primary key (event_id, subscriber)
      );`);
    // Mails queued before the outbox existed and never sent become events, so the sweep sends them.
    this.addSql(`
      insert into domain_event (type, payload, created_at)
      select 'mail.queued', jsonb_build_object('mailId', id), created_at from outgoing_mail where status = 'queued';`);
  }
}
