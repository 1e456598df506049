import { Inject, Injectable } from '@nestjs/common';
import type { EntityManager } from '@mikro-orm/postgresql';
import { checkQuantity, isLocale, FALLBACK_LOCALE, type Locale } from '@tradeshop/shared';
import { DomainError, type ErrorDetail } from '../../../common/errors/domain-error';
import { quantityProblemMessage, quantityRules } from '../../cart/cart-quantity';
import { ProductLookupService } from '../../catalogue/product-lookup.service';
import { checkoutLines, selectionOf, type CheckoutLine } from '../../checkout/checkout.service';
import { CHECKOUT_MESSAGES } from '../../checkout/checkout.messages';
import { deliveryDates, isDeliveryDate } from '../../checkout/delivery-dates';
import {
  CustomerReadsService,
  type CheckoutAddressRow,
  type CheckoutCustomerRow,
  type CompanyTermsRow,
} from '../../customers/customer-reads.service';
import type {
  CartQuote,
  CarrierQuote,
  PaymentOption,
  Pricing,
  PricingContext,
} from '../../pricing/pricing.port';
import { PricingService } from '../../pricing/pricing.service';
import { DeliveryCalendarService } from '../../shop-config/delivery-calendar.service';
import { StoresService, type CheckoutStoreRow } from '../../shop-config/stores/stores.service';
import type { OrderAddressSnapshot } from '../entities/sales-order.entity';

/** How far ahead the delivery-date picker of a phone order offers dates, as the checkout's does. */
const DELIVERY_DATE_DAYS = 60;

export interface RequestedLine {
  sku: string;
  quantity: string;
  unitIdentifier?: string | null;
}

/** What staff enter for a customer: the lines and the checkout's choices (none of them required to preview). */
export interface CustomerOrderRequest {
  customerId: number;
  lines: RequestedLine[];
  invoiceAddressId?: number | null;
  shippingAddressId?: number | null;
  carrierId?: number | null;
  paymentProviderId?: number | null;
  voucherCodes?: string[];
  preferredDeliveryDate?: string | null;
}

/** The customer's order priced as the shop's checkout prices it for them, with every rule it breaks. */
export interface CustomerOrderQuote {
  customer: CheckoutCustomerRow & { locale: Locale };
  store: CheckoutStoreRow;
  companyTerms: CompanyTermsRow | null;
  addresses: CheckoutAddressRow[];
  invoiceAddressId: number | null;
  shippingAddressId: number | null;
  invoiceAddress: OrderAddressSnapshot | null;
  shippingAddress: OrderAddressSnapshot | null;
  context: PricingContext;
  quote: CartQuote;
  lines: CheckoutLine[];
  carrier: CarrierQuote | null;
  payment: PaymentOption | null;
  deliveryDates: string[];
  /** Why the order cannot be placed as it is, each naming its field (`lines[2].quantity`); empty when it can. */
  problems: ErrorDetail[];
}

export const CREATION_MESSAGES = {
  customerNotFound: 'No active customer has this id',
  customerWithoutCompany: 'The customer belongs to no company: only a company customer can order',
  productNotFound: (sku: string) => `No active product has the SKU ${sku}`,
  notPriced: (sku: string) => `${sku} has no price in the customer's store`,
  unitNotSold: (sku: string, unit: string) => `${sku} is sold in ${unit} only`,
  addressNotOwn: "The address is not one of the customer's addresses",
  noLines: 'Add at least one line',
} as const;

/**
 * Prices an order for a customer as the shop's checkout would for them (their store and currency, company and
 * group prices, price rules, vouchers, shipping to their address, payment fee, taxes) and checks it with the
 * checkout's rules (quantities, delivery dates, carrier, payment methods allowed for the company). The checkout's
 * building blocks do the work: the address book's pre-selection, the quote, the quoted lines.
 */
@Injectable()
export class CustomerOrderPricing {
  constructor(
    @Inject(PricingService) private readonly pricing: Pricing,
    private readonly customers: CustomerReadsService,
    private readonly stores: StoresService,
    private readonly products: ProductLookupService,
    private readonly deliveryCalendar: DeliveryCalendarService,
  ) {}

  async quote(
    em: EntityManager,
    request: CustomerOrderRequest,
    options: {
      at?: Date;
      vouchersRedeemedByThisOrder?: boolean;
      /** A placed order's shipping address: it, not the address book, decides where the goods go. */
      shippingAddress?: OrderAddressSnapshot;
    } = {},
  ): Promise<CustomerOrderQuote> {
    const row = await this.customers.checkoutCustomer(em, request.customerId);
    if (!row || row.kind !== 'customer') {
      throw new DomainError('CUSTOMER_NOT_FOUND', CREATION_MESSAGES.customerNotFound, [
        { field: 'customerId', reason: CREATION_MESSAGES.customerNotFound },
      ]);
    }
    const locale: Locale = isLocale(row.locale) ? row.locale : FALLBACK_LOCALE;
    const customer = { ...row, locale };
    const priceContext = await this.customers.priceContext(em, customer.id);
    if (!priceContext?.company_id) {
      throw new DomainError('CHECKOUT_CUSTOMER_MISSING', CREATION_MESSAGES.customerWithoutCompany, [
        { field: 'customerId', reason: CREATION_MESSAGES.customerWithoutCompany },
      ]);
    }
    // The shop serves a company's customers in the company's store (ShopContextService does the same).
    const storeId = priceContext.store_id ?? (await this.stores.forLocale(locale)).id;
    const [store, addresses, companyTerms] = await Promise.all([
      this.stores.checkoutTerms(storeId, em),
      this.customers.addresses(em, customer.id),
      this.customers.companyTerms(em, priceContext.company_id),
    ]);
    const problems: ErrorDetail[] = [];
    for (const [field, id] of [
      ['invoiceAddressId', request.invoiceAddressId],
      ['shippingAddressId', request.shippingAddressId],
    ] as const) {
      if (id && !addresses.some((address) => address.id === id)) {
        problems.push({ field, reason: CREATION_MESSAGES.addressNotOwn });
      }
    }
    const selection = selectionOf(
      {
        invoiceAddressId: request.invoiceAddressId ?? null,
        shippingAddressId: request.shippingAddressId ?? null,
        useInvoiceAsShipping:
          request.shippingAddressId && request.shippingAddressId === request.invoiceAddressId
            ? true
            : undefined,
      },
      customer,
      addresses,
    );
    if (options.shippingAddress) {
      // A placed order keeps the addresses it was placed with.
    } else if (!selection.invoiceAddress) {
      problems.push({ field: 'invoiceAddressId', reason: CHECKOUT_MESSAGES.invoiceAddressMissing });
    }
    if (options.shippingAddress) {
      // As above.
    } else if (!selection.shippingAddress) {
      problems.push({ field: 'shippingAddressId', reason: CHECKOUT_MESSAGES.shippingAddressMissing });
    } else if (selection.shippingToInvoiceAddress) {
      problems.push({
        field: 'shippingAddressId',
        reason: CHECKOUT_MESSAGES.shippingAddressIsInvoiceAddress,
      });
    }

    const found = await this.products.byCodes(
      request.lines.map((line) => line.sku.trim()),
      locale,
    );
    const bySku = new Map(found.filter((row) => row.active).map((row) => [row.sku.toUpperCase(), row]));
    if (request.lines.length === 0) problems.push({ field: 'lines', reason: CREATION_MESSAGES.noLines });
    const pricingLines = request.lines.flatMap((line, index) => {
      const field = `lines[${index}]`;
      const product = bySku.get(line.sku.trim().toUpperCase());
      if (!product) {
        problems.push({ field: `${field}.sku`, reason: CREATION_MESSAGES.productNotFound(line.sku) });
        return [];
      }
      if (line.unitIdentifier && line.unitIdentifier !== product.sales_unit) {
        problems.push({
          field: `${field}.unitIdentifier`,
          reason: CREATION_MESSAGES.unitNotSold(product.sku, product.sales_unit),
        });
      }
      const check = checkQuantity(line.quantity, quantityRules(product));
      if (!check.valid) {
        problems.push({ field: `${field}.quantity`, reason: quantityProblemMessage(check.problem) });
        return [];
      }
      return [
        {
          lineId: index + 1,
          productId: product.id,
          quantity: check.quantity,
          unitDefinitionId: product.sales_unit_id,
        },
      ];
    });

    const context: PricingContext = {
      storeId: store.id,
      customerId: customer.id,
      companyId: priceContext.company_id,
      customerGroupIds: priceContext.group_ids,
      guestEmail: null,
      shippingCountry: (options.shippingAddress ?? selection.shippingAddress)?.country || store.country,
      shippingPostcode: (options.shippingAddress ?? selection.shippingAddress)?.postcode || null,
      voucherCodes: request.voucherCodes ?? [],
      carrierId: request.carrierId ?? null,
      paymentProviderId: request.paymentProviderId ?? null,
      at: options.at,
      vouchersRedeemedByThisOrder: options.vouchersRedeemedByThisOrder,
      setDiscount: null,
    };
    const quote = await this.pricing.quote(context, pricingLines, locale);
    for (const line of pricingLines) {
      if (!quote.lines.some((priced) => priced.lineId === line.lineId)) {
        const index = line.lineId - 1;
        problems.push({
          field: `lines[${index}].sku`,
          reason: CREATION_MESSAGES.notPriced(request.lines[index]!.sku),
        });
      }
    }
    for (const voucher of quote.vouchers) {
      if (voucher.problem) {
        problems.push({
          field: 'voucherCodes',
          reason: `${voucher.code}: ${CHECKOUT_MESSAGES.voucherInvalid}`,
        });
      }
    }
    const carrier = request.carrierId
      ? (quote.carriers.find((candidate) => candidate.carrierId === request.carrierId) ?? null)
      : (quote.carriers[0] ?? null);
    if (!carrier) problems.push({ field: 'carrierId', reason: CHECKOUT_MESSAGES.noValidCarrier });
    // The company's invoice-payment permission already decides which options the quote offers.
    const payment = request.paymentProviderId
      ? (quote.paymentOptions.find((option) => option.paymentProviderId === request.paymentProviderId) ??
        null)
      : (quote.paymentOptions.find((option) => option.gateway === 'invoice') ??
        quote.paymentOptions[0] ??
        null);
    if (!payment)
      problems.push({ field: 'paymentProviderId', reason: CHECKOUT_MESSAGES.paymentOptionInvalid });
    // The quote priced shipping and fee with the carrier and provider asked for; price again with the defaults.
    const chosen =
      (carrier && carrier.carrierId !== context.carrierId) ||
      (payment && payment.paymentProviderId !== context.paymentProviderId)
        ? {
            ...context,
            carrierId: carrier?.carrierId ?? null,
            paymentProviderId: payment?.paymentProviderId ?? null,
          }
        : context;
    const finalQuote = chosen === context ? quote : await this.pricing.quote(chosen, pricingLines, locale);

    const calendar = await this.deliveryCalendar.forStore(store);
    const date = request.preferredDeliveryDate ?? null;
    if (date && !isDeliveryDate(store.code, store.country, date, undefined, calendar.weekdays)) {
      problems.push({ field: 'preferredDeliveryDate', reason: CHECKOUT_MESSAGES.deliveryDateInvalid });
    }
    const productRows = await this.products.forCheckout(
      em,
      [...new Set(finalQuote.lines.map((line) => line.productId))],
      locale,
    );
    return {
      customer,
      store,
      companyTerms,
      addresses,
      invoiceAddressId: selection.invoiceAddressId,
      shippingAddressId: selection.useInvoiceAsShipping
        ? selection.invoiceAddressId
        : selection.shippingAddressId,
      invoiceAddress: selection.invoiceAddress,
      shippingAddress: selection.shippingAddress,
      context: chosen,
      quote: finalQuote,
      lines: checkoutLines({ quote: finalQuote, products: productRows, store, calendar }),
      carrier,
      payment,
      deliveryDates: deliveryDates(
        store.code,
        store.country,
        DELIVERY_DATE_DAYS,
        undefined,
        calendar.weekdays,
      ),
      problems,
    };
  }
}
