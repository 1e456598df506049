import { OptionalProps, BigIntType, Entity, PrimaryKey, Property } from '@mikro-orm/core';
import type {
  ErpExportFailureReason,
  InvoiceState,
  OrderState,
  PaymentState,
  PostalAddress,
  ShipmentState,
} from '@tradeshop/shared';

/** The addresses as they were when the order was placed; later address-book edits do not change an order. */
export type OrderAddressSnapshot = PostalAddress & {
  /** Finnish invoicing, on an invoice address: the e-invoice address (OVT code or IBAN) and its operator. */
  eInvoiceAddress?: string | null;
  eInvoiceOperator?: string | null;
};

export interface OrderTaxLine {
  rate: string;
  netMinor: number;
  taxMinor: number;
}

/** A cart price rule or fee that changed the total, as the shopper saw it. */
export interface OrderAdjustment {
  kind: 'rule' | 'payment_fee';
  label: string;
  amountNetMinor: number;
}

/**
 * A placed order (storefront spec §3). Its four workflow states change only through the machines in
 * `../machines`, driven by `OrdersService`; `machineVersion` names the machine definitions they follow.
 */
@Entity({ tableName: 'sales_order' })
export class SalesOrder {
  [OptionalProps]?:
    | 'orderType'
    | 'state'
    | 'paymentState'
    | 'shippingState'
    | 'invoiceState'
    | 'machineVersion'
    | 'completeDelivery'
    | 'termsOfDelivery'
    | 'termsOfPayment'
    | 'surchargeNetMinor'
    | 'discountNetMinor'
    | 'shippingNetMinor'
    | 'taxes'
    | 'adjustments'
    | 'erpExportAttempts'
    | 'voucherCodes'
    | 'createdAt'
    | 'updatedAt';

  @PrimaryKey({ type: 'integer' })
  id!: number;

  @Property({ type: 'text', unique: true })
  number!: string;

  @Property({ type: 'integer' })
  storeId!: number;

  @Property({ type: 'integer', nullable: true })
  customerId?: number | null;

  @Property({ type: 'integer', nullable: true })
  companyId?: number | null;

  @Property({ type: 'text', nullable: true })
  guestEmail?: string | null;

  @Property({ type: 'integer', nullable: true })
  placedBySalesrepId?: number | null;

  @Property({ type: 'integer', nullable: true })
  cartId?: number | null;

  @Property({ type: 'text', nullable: true })
  idempotencyKey?: string | null;

  /** ERP order type code (spec §4); 10 is an ordinary order. */
  @Property({ type: 'smallint' })
  orderType = 10;

  @Property({ type: 'text' })
  state: OrderState = 'new';

  @Property({ type: 'text' })
  paymentState: PaymentState = 'new';

  @Property({ type: 'text' })
  shippingState: ShipmentState = 'new';

  @Property({ type: 'text' })
  invoiceState: InvoiceState = 'new';

  @Property({ type: 'smallint' })
  machineVersion = 1;

  @Property({ type: 'text' })
  locale!: string;

  @Property({ type: 'character', length: 3 })
  currency!: string;

  @Property({ type: 'text', nullable: true })
  ownOrderNumber?: string | null;

  @Property({ type: 'text', nullable: true })
  reference?: string | null;

  @Property({ type: 'text', nullable: true })
  comment?: string | null;

  @Property({ type: 'text', nullable: true })
  additionalMarking?: string | null;

  /** YYYY-MM-DD. */
  @Property({ type: 'date', nullable: true })
  preferredDeliveryDate?: string | null;

  @Property({ type: 'boolean' })
  completeDelivery = false;

  @Property({ type: 'text' })
  termsOfDelivery = '';

  @Property({ type: 'text' })
  termsOfPayment = '';

  @Property({ type: 'json' })
  invoiceAddress!: OrderAddressSnapshot;

  @Property({ type: 'json' })
  shippingAddress!: OrderAddressSnapshot;

  @Property({ type: 'integer', nullable: true })
  carrierId?: number | null;

  @Property({ type: 'integer', nullable: true })
  paymentProviderId?: number | null;

  @Property({ type: new BigIntType('number') })
  itemsNetMinor!: number;

  @Property({ type: new BigIntType('number') })
  surchargeNetMinor = 0;

  @Property({ type: new BigIntType('number') })
  discountNetMinor = 0;

  @Property({ type: new BigIntType('number') })
  shippingNetMinor = 0;

  @Property({ type: new BigIntType('number') })
  taxMinor!: number;

  @Property({ type: new BigIntType('number') })
  totalGrossMinor!: number;

  @Property({ type: 'json' })
  taxes: OrderTaxLine[] = [];

  @Property({ type: 'json' })
  adjustments: OrderAdjustment[] = [];

  /** The voucher codes the order was priced with (one use of each counted when placed). */
  @Property({ type: 'json' })
  voucherCodes: string[] = [];

  @Property({ type: 'text', nullable: true })
  erpReference?: string | null;

  @Property({ type: 'datetime', nullable: true })
  erpSyncedAt?: Date | null;

  /** Why the last export to the ERP failed; null once it arrived (or before the first try). */
  @Property({ type: 'text', nullable: true })
  erpExportFailure?: ErpExportFailureReason | null;

  /** The ERP's own words about the failure, for the back office. */
  @Property({ type: 'text', nullable: true })
  erpExportFailureDetail?: string | null;

  @Property({ type: 'integer' })
  erpExportAttempts = 0;

  @Property({ type: 'datetime', nullable: true })
  erpExportLastAttemptAt?: Date | null;

  @Property({ type: 'datetime', defaultRaw: 'now()' })
  createdAt: Date = new Date();

  @Property({ type: 'datetime', defaultRaw: 'now()', onUpdate: () => new Date() })
  updatedAt: Date = new Date();
}
