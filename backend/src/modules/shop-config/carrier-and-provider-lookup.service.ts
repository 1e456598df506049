import { Injectable } from '@nestjs/common';
import type { EntityManager } from '@mikro-orm/postgresql';
import type { PaymentGateway } from '@tradeshop/shared';
import { queryRows, sql } from '../../database/sql';
import { ConfigurationCache } from '../../read-cache/configuration-cache';

export interface PaymentProviderRow {
  id: number;
  gateway: PaymentGateway;
  label: string;
  test_mode: boolean;
  active: boolean;
}

/**
 * What orders show of a carrier and a payment provider: one statement per call, in the caller's transaction; the
 * labels and the provider a checkout places with are kept with the shop configuration.
 */
@Injectable()
export class CarrierAndProviderLookupService {
  constructor(private readonly configuration: ConfigurationCache) {}

  async carrierLabel(em: EntityManager, carrierId: number, locale: string): Promise<string | null> {
    const [row] = await this.configuration.read(`shop.carrier-label:${carrierId}:${locale}`, () =>
      queryRows<{ label: string }>(
        em,
        sql`
          select coalesce(labels->>${locale}, labels->>'en', identifier) as label
          from carrier where id = ${carrierId}`,
      ),
    );
    return row?.label ?? null;
  }

  async carrierTracking(
    em: EntityManager,
    carrierId: number,
  ): Promise<{ label: string; tracking_url: string | null } | null> {
    const [row] = await queryRows<{ label: string; tracking_url: string | null }>(
      em,
      sql`select coalesce(labels->>'en', identifier) as label, tracking_url from carrier where id = ${carrierId}`,
    );
    return row ?? null;
  }

  async paymentProvider(
    em: EntityManager,
    paymentProviderId: number,
    locale: string,
  ): Promise<PaymentProviderRow | null> {
    const [row] = await this.configuration.read(`shop.payment-provider:${paymentProviderId}:${locale}`, () =>
      queryRows<PaymentProviderRow>(
        em,
        sql`
          select id, gateway, coalesce(labels->>${locale}, labels->>'en', identifier) as label, test_mode, active
          from payment_provider where id = ${paymentProviderId}`,
      ),
    );
    return row ?? null;
  }
}
