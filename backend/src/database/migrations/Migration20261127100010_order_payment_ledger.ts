import { Migration } from '@mikro-orm/migrations';

/**
 * A payment says how it came (through its provider, or a bank transfer staff recorded), how much of it was taken
 * and refunded, when it was paid and the note staff gave. Payments already taken count as paid in full.
 */
export class Migration20261127100010_order_payment_ledger extends Migration {
  override async up(): Promise<void> {
    this.addSql(`
      alter table order_payment
        add column method text not null default 'provider' check (method in ('provider', 'bank_transfer')),
        add column paid_minor bigint not null default 0 check (paid_minor >= 0),
        add column refunded_minor bigint not null default 0 check (refunded_minor >= 0),
        add column note text,
        add column paid_at timestamptz,
        add constraint order_payment_refund_within_paid check (refunded_minor <= paid_minor);`);
    this.addSql(`
      update order_payment set paid_minor = amount_minor, paid_at = updated_at
       where state in ('paid', 'partially_paid', 'partially_refunded', 'refunded');`);
    this.addSql(`update order_payment set refunded_minor = amount_minor where state = 'refunded';`);
  }

  override async down(): Promise<void> {
    this.addSql(`
      alter table order_payment
        drop constraint order_payment_refund_within_paid,
        drop column method, drop column paid_minor, drop column refunded_minor, drop column note,
        drop column paid_at;`);
  }
}
