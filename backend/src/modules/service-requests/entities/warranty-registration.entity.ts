import { Entity, PrimaryKey, Property } from '@mikro-orm/core';
import { ServiceRequestBase } from './service-request-base';

/** A product registered for warranty from the storefront; the receipt is kept apart (WarrantyReceipt). */
@Entity({ tableName: 'warranty_registration' })
export class WarrantyRegistration extends ServiceRequestBase {
  /** The catalogue's own spelling of the SKU, checked when registered. */
  @Property({ type: 'text' })
  sku!: string;

  /** The product's name when registered, in the registration's language. */
  @Property({ type: 'text' })
  productName!: string;

  @Property({ type: 'text' })
  serialNumber!: string;

  /** A calendar date (YYYY-MM-DD), never in the future. */
  @Property({ type: 'string', columnType: 'date' })
  purchaseDate!: string;

  @Property({ type: 'text', nullable: true })
  placeOfPurchase?: string | null;

  @Property({ type: 'text' })
  faultDescription!: string;

  @Property({ type: 'character', length: 2 })
  country!: string;

  @Property({ type: 'text' })
  receiptFileName!: string;

  @Property({ type: 'text' })
  receiptContentType!: string;

  @Property({ type: 'integer' })
  receiptSize!: number;
}

/** The receipt's bytes, in a table of their own so that lists of registrations never read them. */
@Entity({ tableName: 'warranty_receipt' })
export class WarrantyReceipt {
  @PrimaryKey({ type: 'integer', autoincrement: false })
  registrationId!: number;

  @Property({ type: 'blob' })
  content!: Buffer;
}
