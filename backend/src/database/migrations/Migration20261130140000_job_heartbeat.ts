import { Migration } from '@mikro-orm/migrations';

/**
 * When a running job last showed signs of life. A running job that Redis no longer holds (its worker gone and
 * Redis restarted without its data) is otherwise running forever; with a heartbeat gone quiet it is queued
 * again (BullMqJobQueue.requeueLost).
 */
export class Migration20261130140000_job_heartbeat extends Migration {
  override async up(): Promise<void> {
    this.addSql('alter table job add column heartbeat_at timestamptz');
  }

  override async down(): Promise<void> {
    this.addSql('alter table job drop column heartbeat_at');
  }
}
