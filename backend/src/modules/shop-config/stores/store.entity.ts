import { Entity, PrimaryKey, Property } from '@mikro-orm/core';
import type { StoreDeliveryTerms, StorePaymentTerms, StoreSeller } from './store-seller';

@Entity({ tableName: 'store' })
export class Store {
  @PrimaryKey({ type: 'integer' })
  id!: number;

  @Property({ type: 'text', unique: true })
  code!: string;

  @Property({ type: 'text' })
  name!: string;

  @Property({ type: 'character', length: 2, nullable: true })
  country?: string | null;

  @Property({ type: 'text' })
  defaultLocale!: string;

  @Property({ type: 'text[]' })
  locales!: string[];

  @Property({ type: 'character', length: 3 })
  currency!: string;

  @Property({ type: 'integer' })
  position = 0;

  /** Where customer-account applications from the store's country go: its sales organisation. */
  @Property({ type: 'text', nullable: true })
  salesEmail?: string | null;

  /** The company the store sells as, named on its documents. */
  @Property({ type: 'json' })
  seller: Partial<StoreSeller> = {};

  /** Terms of payment per language (`{ fi: '14 päivää netto', en: '14 days net' }`). */
  @Property({ type: 'json' })
  paymentTerms: StorePaymentTerms = {};

  /** Terms of delivery per language (`{ fi: 'DAP Incoterms® 2020, toimitus Vantaan varastosta', en: … }`). */
  @Property({ type: 'json' })
  deliveryTerms: StoreDeliveryTerms = {};
}
