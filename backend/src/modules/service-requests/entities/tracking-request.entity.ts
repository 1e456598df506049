import { Entity, PrimaryKey, Property } from '@mikro-orm/core';
import type { Locale } from '@tradeshop/shared';

export const TRACKING_OUTCOMES = ['found', 'not_found', 'refused'] as const;
/** What came of a lookup: found, nothing matched, or refused because the address guessed too often. */
export type TrackingOutcome = (typeof TRACKING_OUTCOMES)[number];

/** One shipment-tracking lookup from the storefront, as asked, for the back office's request log. */
@Entity({ tableName: 'tracking_request' })
export class TrackingRequest {
  @PrimaryKey({ type: 'integer' })
  id!: number;

  @Property({ type: 'text' })
  locale!: Locale;

  @Property({ type: 'text', nullable: true })
  orderNumber?: string | null;

  @Property({ type: 'text', nullable: true })
  postcode?: string | null;

  @Property({ type: 'text', nullable: true })
  trackingNumber?: string | null;

  @Property({ type: 'text' })
  outcome!: TrackingOutcome;

  @Property({ type: 'text' })
  ip!: string;

  @Property({ type: 'integer', nullable: true })
  customerId?: number | null;

  @Property({ type: 'datetime', defaultRaw: 'now()' })
  createdAt: Date = new Date();
}
