import {
  OptionalProps,
  BigIntType,
  Entity,
  ManyToOne,
  PrimaryKey,
  Property,
  type Ref,
} from '@mikro-orm/core';
import { SalesOrder } from './sales-order.entity';

export const ORDER_INVOICE_KINDS = ['invoice', 'credit_note'] as const;
export type OrderInvoiceKind = (typeof ORDER_INVOICE_KINDS)[number];
export type OrderInvoiceState = 'invoiced' | 'cancelled';

/** One rate's share of an invoice: net, VAT, gross (minor units). */
export interface InvoiceVatLine {
  rate: string;
  netMinor: number;
  taxMinor: number;
}

/**
 * An invoice or a credit note of an order, numbered without gaps per store in one sequence. Amounts are positive;
 * a credit note's amounts are owed back to the buyer.
 */
@Entity({ tableName: 'order_invoice' })
export class OrderInvoice {
  [OptionalProps]?: 'state' | 'createdAt' | 'paymentId' | 'reason' | 'createdByName';

  @PrimaryKey({ type: 'integer' })
  id!: number;

  @ManyToOne(() => SalesOrder, { ref: true, fieldName: 'order_id' })
  order!: Ref<SalesOrder>;

  @Property({ type: 'integer' })
  storeId!: number;

  @Property({ type: 'text' })
  kind!: OrderInvoiceKind;

  /** The store's sequence number, gapless across invoices and credit notes. */
  @Property({ type: 'integer' })
  sequence!: number;

  @Property({ type: 'text' })
  number!: string;

  @Property({ type: 'text' })
  state: OrderInvoiceState = 'invoiced';

  @Property({ type: 'character', length: 3 })
  currency!: string;

  @Property({ type: new BigIntType('number') })
  netMinor!: number;

  @Property({ type: new BigIntType('number') })
  taxMinor!: number;

  @Property({ type: new BigIntType('number') })
  grossMinor!: number;

  @Property({ type: 'json' })
  vat!: InvoiceVatLine[];

  /** For a credit note: the refunded payment. */
  @Property({ type: 'integer', nullable: true })
  paymentId?: number | null;

  @Property({ type: 'text', nullable: true })
  reason?: string | null;

  @Property({ type: 'text', nullable: true })
  createdByName?: string | null;

  @Property({ type: 'datetime', defaultRaw: 'now()' })
  createdAt: Date = new Date();
}
