import { randomUUID } from 'node:crypto';
import { Inject, Injectable } from '@nestjs/common';
import { EntityManager } from '@mikro-orm/postgresql';
import { DomainError } from '../../../common/errors/domain-error';
import { CHECKOUT_MESSAGES } from '../../checkout/checkout.messages';
import { termsOf } from '../../checkout/checkout.service';
import { CustomerReadsService } from '../../customers/customer-reads.service';
import { DomainEvents } from '../../events/domain-events.service';
import type { Pricing } from '../../pricing/pricing.port';
import { PricingService } from '../../pricing/pricing.service';
import { WarrantyRegistrationService } from '../../service-requests/warranty-registration.service';
import { SalesOrder } from '../entities/sales-order.entity';
import { SalesOrderItem } from '../entities/sales-order-item.entity';
import { orderTotalsOf } from '../order-pricing';
import { orderReferences } from '../order-references';
import { orderNotFound } from '../order.errors';
import { OrdersService, type NewOrder, type NewOrderLine } from '../orders.service';
import type { TransitionActor } from '../order-state-log';
import {
  CustomerOrderPricing,
  type CustomerOrderQuote,
  type CustomerOrderRequest,
} from './customer-order-pricing';

/** A phone or e-mail order entered for a customer, with their own references. */
export interface NewCustomerOrder extends CustomerOrderRequest {
  ownOrderNumber?: string | null;
  reference?: string | null;
  comment?: string | null;
  /** A repeated create with the same key (a double click) answers the order the first made. */
  idempotencyKey?: string | null;
}

/**
 * Warranty order types (storefront spec §4, 31-34) by what the registration says of the purchase: 31 when it names
 * one of our orders, 32 when the product was bought elsewhere (a reseller). 33 and 34 are for the ERP's own
 * warranty flows and may be chosen by hand.
 */
export const WARRANTY_ORDER_TYPES = { ownOrder: 31, boughtElsewhere: 32, range: [31, 34] } as const;
/** Invoice adjustment types (81-86); the back office chooses one, 81 unless told. */
export const INVOICE_ADJUSTMENT_TYPES = { default: 81, range: [81, 86] } as const;

export interface WarrantyOrderRequest {
  registrationId: number;
  /** For a registration sent without logging in: the customer to send the replacement to. */
  customerId?: number | null;
  quantity?: string;
  orderType?: number | null;
  shippingAddressId?: number | null;
}

export interface InvoiceAdjustmentRequest {
  orderId: number;
  orderType?: number | null;
  reason: string;
  lines: { description: string; amountNetMinor: number; taxRate?: string | null }[];
}

const invalid = (field: string, reason: string) =>
  new DomainError('VALIDATION_FAILED', reason, [{ field, reason }]);

/**
 * Orders the back office enters: a phone or e-mail order for a customer, priced and checked as the shop's checkout
 * would (`CustomerOrderPricing`), a warranty replacement from a registration, and an invoice adjustment of an
 * existing order. Each is placed through `OrdersService.place` by the back-office user, so the confirmation mail,
 * the notification rules and the ERP export follow as for a shop order.
 */
@Injectable()
export class OrderCreationService {
  constructor(
    private readonly em: EntityManager,
    private readonly pricingSession: CustomerOrderPricing,
    @Inject(PricingService) private readonly pricing: Pricing,
    private readonly orders: OrdersService,
    private readonly warranty: WarrantyRegistrationService,
    private readonly events: DomainEvents,
    private readonly customers: CustomerReadsService,
  ) {}

  preview(request: CustomerOrderRequest): Promise<CustomerOrderQuote> {
    return this.pricingSession.quote(this.em.fork(), request);
  }

  async create(request: NewCustomerOrder, by: TransitionActor): Promise<SalesOrder> {
    const key = request.idempotencyKey?.toLowerCase() || randomUUID();
    const earlier = await this.em
      .fork()
      .findOne(SalesOrder, { customerId: request.customerId, idempotencyKey: key });
    if (earlier) return earlier;
    const order = await this.em.fork().transactional(async (em) => {
      const priced = await this.pricingSession.quote(em, request);
      if (priced.problems.length > 0) {
        throw new DomainError('VALIDATION_FAILED', priced.problems[0]!.reason, priced.problems);
      }
      const draft = this.draftOf(priced, key, orderReferences(request));
      if (!(await this.pricing.redeemVouchers(em, priced.context.voucherCodes, draft.customerId))) {
        throw new DomainError('VOUCHER_INVALID', CHECKOUT_MESSAGES.voucherInvalid);
      }
      return (await this.orders.place(em, draft, by)).order;
    });
    await this.events.publish();
    return order;
  }

  /** Replacement lines at no charge for the registered product, sent to the registration's customer. */
  async createWarrantyOrder(request: WarrantyOrderRequest, by: TransitionActor): Promise<SalesOrder> {
    const registration = await this.warranty.get(request.registrationId);
    const customerId = request.customerId ?? registration.customerId ?? null;
    if (!customerId) {
      throw invalid(
        'customerId',
        'The registration was sent without a customer account: choose the customer to send the replacement to',
      );
    }
    const orderType =
      request.orderType ??
      (registration.orderNumber ? WARRANTY_ORDER_TYPES.ownOrder : WARRANTY_ORDER_TYPES.boughtElsewhere);
    assertInRange('orderType', orderType, WARRANTY_ORDER_TYPES.range);
    const order = await this.em.fork().transactional(async (em) => {
      // The replacement goes where the customer's goods go: the address asked for, else their default delivery
      // address, else the first of their addresses that takes deliveries (which then takes the invoice too).
      const customer = await this.customers.checkoutCustomer(em, customerId);
      const addresses = await this.customers.addresses(em, customerId);
      const delivery =
        request.shippingAddressId ??
        customer?.default_delivery_address_id ??
        addresses.find((address) => address.type === 'delivery')?.id ??
        null;
      const priced = await this.pricingSession.quote(em, {
        customerId,
        lines: [{ sku: registration.sku, quantity: request.quantity ?? '1' }],
        shippingAddressId: delivery,
        invoiceAddressId: customer?.default_invoice_address_id ?? delivery,
      });
      if (priced.problems.length > 0) {
        throw new DomainError('VALIDATION_FAILED', priced.problems[0]!.reason, priced.problems);
      }
      const draft = this.draftOf(priced, randomUUID(), {
        ...orderReferences({}),
        reference: `warranty registration ${registration.id}`,
        comment: `Serial number ${registration.serialNumber}: ${registration.faultDescription}`,
      });
      const free = draft.lines.map((line) => ({
        ...line,
        unitPriceNetMinor: 0,
        discountNetMinor: 0,
        surchargeNetMinor: 0,
        totalNetMinor: 0,
        taxMinor: 0,
      }));
      return (
        await this.orders.place(
          em,
          {
            ...draft,
            orderType,
            lines: free,
            itemsNetMinor: 0,
            surchargeNetMinor: 0,
            discountNetMinor: 0,
            shippingNetMinor: 0,
            taxMinor: 0,
            totalGrossMinor: 0,
            taxes: [],
            adjustments: [],
            voucherCodes: [],
          },
          by,
        )
      ).order;
    });
    await this.events.publish();
    return order;
  }

  /**
   * An order of positive or negative adjustment lines against an existing order: the same customer, addresses,
   * store and currency; each line taxed at its rate (the original order's highest unless given). The original
   * order's number is the new order's reference, the reason its comment.
   */
  async createInvoiceAdjustment(request: InvoiceAdjustmentRequest, by: TransitionActor): Promise<SalesOrder> {
    const orderType = request.orderType ?? INVOICE_ADJUSTMENT_TYPES.default;
    assertInRange('orderType', orderType, INVOICE_ADJUSTMENT_TYPES.range);
    if (!request.reason.trim()) throw invalid('reason', 'Give the reason for the adjustment');
    if (request.lines.length === 0) throw invalid('lines', 'Add at least one adjustment line');
    request.lines.forEach((line, index) => {
      if (!Number.isSafeInteger(line.amountNetMinor) || line.amountNetMinor === 0) {
        throw invalid(`lines[${index}].amountNetMinor`, 'An adjustment line needs an amount other than zero');
      }
    });
    const order = await this.em.fork().transactional(async (em) => {
      const original = await em.findOne(SalesOrder, { id: request.orderId });
      if (!original) throw orderNotFound(String(request.orderId));
      const originalItems = await em.find(SalesOrderItem, { order: original.id });
      const defaultRate = original.taxes[0]?.rate ?? originalItems[0]?.taxRate ?? '0.000';
      const lines: NewOrderLine[] = request.lines.map((line, index) => {
        const taxRate = line.taxRate ?? defaultRate;
        return {
          productId: null,
          sku: `ADJ-${index + 1}`,
          name: line.description.trim(),
          unitIdentifier: 'PCE',
          quantity: '1.000',
          unitPriceNetMinor: line.amountNetMinor,
          discountNetMinor: 0,
          surchargeCode: null,
          surchargeNetMinor: 0,
          totalNetMinor: line.amountNetMinor,
          taxRate,
          taxMinor: 0,
          preliminaryDeliveryDate: null,
          isGift: false,
        };
      });
      const taxes = taxesByRate(lines);
      // Each line's share of its rate's tax, as the pricing model splits it (rounded once per rate).
      for (const tax of taxes) {
        const ofRate = lines.filter((line) => line.taxRate === tax.rate);
        let left = tax.taxMinor;
        ofRate.forEach((line, index) => {
          line.taxMinor =
            index === ofRate.length - 1
              ? left
              : Math.round((tax.taxMinor * line.totalNetMinor) / (tax.netMinor || 1));
          left -= line.taxMinor;
        });
      }
      const itemsNetMinor = lines.reduce((sum, line) => sum + line.totalNetMinor, 0);
      const taxMinor = taxes.reduce((sum, tax) => sum + tax.taxMinor, 0);
      const draft: NewOrder = {
        storeId: original.storeId,
        customerId: original.customerId ?? null,
        companyId: original.companyId ?? null,
        guestEmail: original.guestEmail ?? null,
        placedBySalesrepId: null,
        cartId: null,
        idempotencyKey: randomUUID(),
        orderType,
        locale: original.locale,
        currency: original.currency,
        ...orderReferences({ reference: original.number, comment: request.reason.trim() }),
        termsOfDelivery: original.termsOfDelivery,
        termsOfPayment: original.termsOfPayment,
        invoiceAddress: original.invoiceAddress,
        shippingAddress: original.shippingAddress,
        carrierId: original.carrierId!,
        paymentProviderId: original.paymentProviderId!,
        // An adjustment is settled on the customer's invoice, whatever the original order was paid with.
        gateway: 'invoice',
        itemsNetMinor,
        surchargeNetMinor: 0,
        discountNetMinor: 0,
        shippingNetMinor: 0,
        taxMinor,
        totalGrossMinor: itemsNetMinor + taxMinor,
        taxes,
        adjustments: [],
        lines,
      };
      return (await this.orders.place(em, draft, by)).order;
    });
    await this.events.publish();
    return order;
  }

  private draftOf(
    priced: CustomerOrderQuote,
    idempotencyKey: string,
    references: ReturnType<typeof orderReferences>,
  ): NewOrder {
    const { customer, quote, store, carrier, payment } = priced;
    return {
      storeId: store.id,
      customerId: customer.id,
      companyId: customer.company_id,
      guestEmail: null,
      placedBySalesrepId: null,
      cartId: null,
      idempotencyKey,
      locale: customer.locale,
      currency: quote.currency,
      ...references,
      ...termsOf(priced),
      invoiceAddress: priced.invoiceAddress!,
      shippingAddress: priced.shippingAddress!,
      carrierId: carrier!.carrierId,
      paymentProviderId: payment!.paymentProviderId,
      gateway: payment!.gateway,
      ...orderTotalsOf(quote, payment!),
      voucherCodes: priced.context.voucherCodes,
      lines: priced.lines.map(({ stockStatus: _stockStatus, ...line }) => line),
    };
  }
}

function assertInRange(field: string, value: number, [from, to]: readonly [number, number]): void {
  if (!Number.isInteger(value) || value < from || value > to) {
    throw invalid(field, `The order type must be between ${from} and ${to}`);
  }
}

/** Net and tax per rate, highest rate first, each rate's tax rounded once on its summed net. */
function taxesByRate(lines: NewOrderLine[]): { rate: string; netMinor: number; taxMinor: number }[] {
  const byRate = new Map<string, number>();
  for (const line of lines) byRate.set(line.taxRate, (byRate.get(line.taxRate) ?? 0) + line.totalNetMinor);
  return [...byRate.entries()]
    .sort(([a], [b]) => Number(b) - Number(a))
    .map(([rate, netMinor]) => ({ rate, netMinor, taxMinor: Math.round((netMinor * Number(rate)) / 100) }));
}
