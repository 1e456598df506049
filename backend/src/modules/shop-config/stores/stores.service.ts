import { Injectable } from '@nestjs/common';
import { EntityManager } from '@mikro-orm/postgresql';
import {
  DEFAULT_STORE_FOR_LOCALE,
  INTERNATIONAL_STORE,
  type Locale,
  type StoreCode,
} from '@tradeshop/shared';
import { DomainError } from '../../../common/errors/domain-error';
import { queryRows, sql } from '../../../database/sql';
import { ConfigurationCache } from '../../../read-cache/configuration-cache';
import { Store } from './store.entity';
import {
  completeSeller,
  type StoreDeliveryTerms,
  type StorePaymentTerms,
  type StoreSeller,
  type StoreTerms,
} from './store-seller';

/** A store as other modules need it: which one serves a language or a country, and where its sales team is. */
export interface StoreInfo {
  id: number;
  code: StoreCode;
  defaultLocale: string;
  currency: string;
  /** ISO 3166 alpha-2; null for a store of no one country (the international store). */
  country: string | null;
  /** The store's own sales organisation, or the international store's when it has none. */
  salesEmail: string | null;
}

/** What a cart or an order needs of its store. */
export interface StoreRow {
  id: number;
  code: StoreCode;
  currency: string;
  country: string | null;
}

/** What the checkout needs of the cart's store. */
export interface CheckoutStoreRow {
  id: number;
  code: StoreCode;
  country: string | null;
  guest_checkout: boolean;
  terms_of_delivery: string;
  terms_of_payment: string;
}

/** What a store's documents say of it: the seller, and its terms of payment and delivery in each language. */
export interface StoreDocumentFacts extends StoreTerms {
  seller: StoreSeller;
}

/** The stores (country sales organisations); the one way other modules learn about them. */
@Injectable()
export class StoresService {
  constructor(
    private readonly em: EntityManager,
    private readonly configuration: ConfigurationCache,
  ) {}

  /** The store a shopper using `locale` buys in. */
  async forLocale(locale: Locale): Promise<StoreInfo> {
    return this.pick((stores) => stores.find((store) => store.code === DEFAULT_STORE_FOR_LOCALE[locale]));
  }

  /** A store by its id, e.g. a customer company's; read in `em` where a job passes its own EntityManager. */
  async byId(id: number, em: EntityManager = this.em): Promise<StoreInfo> {
    return this.pick((stores) => stores.find((store) => store.id === id), em);
  }

  /** The store of a country (ISO 3166 alpha-2), else the store of `locale`. */
  async forCountry(country: string, locale: Locale): Promise<StoreInfo> {
    return this.pick(
      (stores) =>
        stores.find((store) => store.country?.trim() === country) ??
        stores.find((store) => store.code === DEFAULT_STORE_FOR_LOCALE[locale]),
    );
  }

  /** The stores of `ids`, in one statement; on `em` when the caller reads inside its transaction. */
  byIds(ids: number[], em: EntityManager = this.em): Promise<StoreRow[]> {
    return queryRows<StoreRow>(
      em,
      sql`select id, code, currency, trim(country) as country from store where id = any(${ids}::int[])`,
    );
  }

  /**
   * The store's guest checkout switch and its terms, for the checkout; with `locale`, the terms of delivery and
   * payment in that language where the store has them (the checkout shows them, and the order keeps them, in the
   * shopper's).
   */
  async checkoutTerms(
    storeId: number,
    em: EntityManager = this.em,
    locale?: Locale,
  ): Promise<CheckoutStoreRow> {
    const [row] = await this.configuration.read(`shop.checkout-terms:${storeId}:${locale ?? ''}`, () =>
      queryRows<CheckoutStoreRow>(
        em,
        sql`
          select id, code, nullif(trim(country), '') as country, guest_checkout,
            coalesce(nullif(trim(delivery_terms ->> ${locale ?? ''}), ''), terms_of_delivery) as terms_of_delivery,
            coalesce(nullif(trim(payment_terms ->> ${locale ?? ''}), ''), terms_of_payment) as terms_of_payment
          from store where id = ${storeId}`,
      ),
    );
    return row!;
  }

  /** The seller and terms of the store's order PDFs, invoices and mails; on `em` inside a job. */
  async documentFacts(storeId: number, em: EntityManager = this.em): Promise<StoreDocumentFacts> {
    const [row] = await queryRows<{
      seller: Partial<StoreSeller> | null;
      terms_of_payment: string;
      payment_terms: StorePaymentTerms | null;
      terms_of_delivery: string;
      delivery_terms: StoreDeliveryTerms | null;
    }>(
      em,
      sql`select seller, terms_of_payment, payment_terms, terms_of_delivery, delivery_terms
          from store where id = ${storeId}`,
    );
    if (!row) throw new DomainError('UNKNOWN_STORE', `The shop has no store ${storeId}`);
    return {
      seller: completeSeller(row.seller),
      termsOfPayment: row.terms_of_payment,
      paymentTerms: row.payment_terms ?? {},
      termsOfDelivery: row.terms_of_delivery,
      deliveryTerms: row.delivery_terms ?? {},
    };
  }

  /** The prefix of the store's order numbers. */
  async orderNumberPrefix(storeId: number, em: EntityManager = this.em): Promise<string> {
    const [row] = await this.configuration.read(`shop.order-number-prefix:${storeId}`, () =>
      queryRows<{ prefix: string }>(
        em,
        sql`select order_number_prefix as prefix from store where id = ${storeId}`,
      ),
    );
    return row!.prefix;
  }

  /** Every store with the languages it is offered in, in the shop's order. */
  async all(): Promise<{ code: string; locales: string[] }[]> {
    const stores = await this.em.find(Store, {}, { orderBy: { position: 'asc', id: 'asc' } });
    return stores.map((store) => ({ code: store.code, locales: store.locales }));
  }

  /** The store-level overrides of the storefront's wording in `locale`, of every store. */
  wording(locale: Locale): Promise<{ storeId: number; storeCode: string; key: string; value: string }[]> {
    return queryRows(
      this.em,
      sql`select s.id as "storeId", s.code as "storeCode", w.key, w.value
          from store_wording w join store s on s.id = w.store_id
          where w.locale = ${locale}
          order by s.position, s.id, w.key`,
    );
  }

  /** Chooses among the stores, read as the few columns a shop context needs (every shop request asks). */
  private async pick(
    choose: (stores: StoreInfo[]) => StoreInfo | undefined,
    em: EntityManager = this.em,
  ): Promise<StoreInfo> {
    const stores = await this.configuration.read('shop.stores', () =>
      queryRows<StoreInfo>(
        em,
        sql`select id, code, default_locale as "defaultLocale", currency, nullif(trim(country), '') as country,
              sales_email as "salesEmail"
            from store order by position, id`,
      ),
    );
    const store = choose(stores);
    if (!store) throw new DomainError('UNKNOWN_STORE', 'The shop has no store for this language or country');
    const international = stores.find((candidate) => candidate.code === INTERNATIONAL_STORE);
    return { ...store, salesEmail: store.salesEmail ?? international?.salesEmail ?? null };
  }
}
