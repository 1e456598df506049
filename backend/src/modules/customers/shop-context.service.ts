import { Injectable, type PipeTransform } from '@nestjs/common';
import { FALLBACK_LOCALE, isLocale, LOCALES, type Locale } from '@tradeshop/shared';
import { DomainError } from '../../common/errors/domain-error';
import { StoresService } from '../shop-config/stores/stores.service';
import {
  ShopContextSourceParam,
  type ShopContext,
  type ShopContextOptions,
  type ShopContextSource,
} from './shop-context';

const LOCALE_REFUSED = `locale must be one of ${LOCALES.join(', ')}`;

/** Resolves a request's shop context: its language, the store it buys in and the customer the shop serves. */
@Injectable()
export class ShopContextService {
  constructor(private readonly stores: StoresService) {}

  /** A locale that is no shop language is answered 400, a store the shop does not have 'unknown store' (400). */
  async resolve(source: ShopContextSource): Promise<ShopContext> {
    const locale = await this.localeOf(source);
    const identity = source.identity;
    // The session guard read the company and the groups with the customer.
    const company = await identity?.customer.company?.load();
    const customer = identity
      ? {
          id: identity.customer.id,
          companyId: identity.customer.company?.id ?? null,
          groupIds: identity.customerGroupIds,
          invoicePaymentAllowed: company?.invoicePaymentAllowed ?? false,
        }
      : null;
    const store = company ? await this.stores.byId(company.storeId) : await this.stores.forLocale(locale);
    return {
      locale,
      store: { id: store.id, code: store.code, currency: store.currency, country: store.country },
      customer,
      salesrepId: identity?.salesrep?.id ?? null,
    };
  }

  private async localeOf(source: ShopContextSource): Promise<Locale> {
    if (isLocale(source.locale)) return source.locale;
    if (source.optional && source.locale === undefined) {
      const own = source.identity?.customer.locale;
      return isLocale(own) ? own : FALLBACK_LOCALE;
    }
    // The route's DTO refuses the same locale together with the request's other problems, within the current
    // turn of the event loop; this refusal, for a route whose DTO does not name the locale, waits for the next.
    await new Promise((resolve) => setImmediate(resolve));
    throw new DomainError('VALIDATION_FAILED', LOCALE_REFUSED, [{ field: 'locale', reason: LOCALE_REFUSED }]);
  }
}

/** Turns the source `ShopContextSourceParam` extracts into the request's ShopContext. */
@Injectable()
export class ShopContextPipe implements PipeTransform<ShopContextSource, Promise<ShopContext>> {
  constructor(private readonly contexts: ShopContextService) {}

  transform(source: ShopContextSource): Promise<ShopContext> {
    return this.contexts.resolve(source);
  }
}

/**
 * The request's ShopContext, resolved once before the handler runs. The route still validates `locale` with its
 * DTO (which documents it); an invalid one never reaches the handler.
 */
export const CurrentShopContext = (options?: ShopContextOptions): ParameterDecorator =>
  ShopContextSourceParam(options, ShopContextPipe);
