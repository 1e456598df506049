import { orderReferences } from '../orders/order-references';
import { orderTotalsOf } from '../orders/order-pricing';
import { Inject, Injectable } from '@nestjs/common';
import { EntityManager, UniqueConstraintViolationException } from '@mikro-orm/postgresql';
import { checkQuantity, type Salutation, type StockStatus } from '@tradeshop/shared';
import { DomainError, type ErrorDetail } from '../../common/errors/domain-error';
import { CartCheckoutService } from '../cart/cart-checkout.service';
import type { CartOwner, CheckoutDetails, LockedCart } from '../cart/cart.port';
import { quantityRules } from '../cart/cart-quantity';
import { CartService } from '../cart/cart.service';
import { DomainEvents } from '../events/domain-events.service';
import type { OrderAddressSnapshot } from '../orders/entities/sales-order.entity';
import type { SalesOrder } from '../orders/entities/sales-order.entity';
import { OrdersService, type NewOrder, type NewOrderLine } from '../orders/orders.service';
import { PaymentService } from '../orders/payments/payment.service';
import type { CartQuote, Pricing, PricingContext } from '../pricing/pricing.port';
import { DeliveryCalendarService, type DeliveryCalendar } from '../shop-config/delivery-calendar.service';
import { PricingService } from '../pricing/pricing.service';
import { CHECKOUT_LIMITS, CHECKOUT_MESSAGES } from './checkout.messages';
import { ProductLookupService, type CheckoutProductRow } from '../catalogue/product-lookup.service';
import {
  CustomerReadsService,
  type CheckoutAddressRow,
  type CheckoutCustomerRow,
  type CompanyTermsRow,
} from '../customers/customer-reads.service';
import { StoresService, type CheckoutStoreRow } from '../shop-config/stores/stores.service';
import { deliveryDates, firstDeliveryDateAfter, isDeliveryDate } from './delivery-dates';
import type {
  CheckoutAddressInputDto,
  CheckoutPaymentInputDto,
  CheckoutPlaceInputDto,
  CheckoutShippingInputDto,
  CheckoutSummaryInputDto,
} from './dto/checkout-input.dto';

/** The checkout's answers with the address book's pre-selections filled in where the shopper chose nothing. */
export interface CheckoutSelection {
  invoiceAddressId: number | null;
  shippingAddressId: number | null;
  useInvoiceAsShipping: boolean;
  invoiceAddress: OrderAddressSnapshot | null;
  shippingAddress: OrderAddressSnapshot | null;
  /** The shipping address is an invoice-type address, which goods are never sent to. */
  shippingToInvoiceAddress: boolean;
}

/** A locked cart with everything the checkout reads about it but its prices. */
interface UnpricedSession {
  cart: LockedCart;
  store: CheckoutStoreRow;
  customer: CheckoutCustomerRow | null;
  addresses: CheckoutAddressRow[];
  companyTerms: CompanyTermsRow | null;
  selection: CheckoutSelection;
  /** The store's delivery weekdays and restock lead time, as the shop configuration says. */
  calendar: DeliveryCalendar;
}

/** A locked cart with everything the checkout reads about it, priced once for the request. */
export interface CheckoutSession extends UnpricedSession {
  context: PricingContext;
  quote: CartQuote;
  products: Map<number, CheckoutProductRow>;
}

/** A line as the checkout shows it and the order stores it. */
export interface CheckoutLine extends NewOrderLine {
  stockStatus: StockStatus;
}

/** The order a place request made (or had made, for a repeated idempotency key). */
export interface PlacedOrder {
  order: SalesOrder;
  paymentRedirectUrl: string | null;
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const OUT_OF_STOCK: ReadonlySet<string> = new Set(['out_of_stock', 'on_order']);

function snapshot(
  address: CheckoutAddressRow | Record<string, string | null | undefined>,
): OrderAddressSnapshot {
  const field = (name: string) => {
    const value = (address as Record<string, unknown>)[name];
    return typeof value === 'string' && value !== '' ? value : null;
  };
  return {
    salutation: field('salutation') as Salutation | null,
    company: field('company'),
    firstname: field('firstname') ?? '',
    lastname: field('lastname') ?? '',
    street: field('street') ?? '',
    number: field('number'),
    postcode: field('postcode') ?? '',
    city: field('city') ?? '',
    country: (field('country') ?? '').trim(),
    phoneNumber: field('phone_number') ?? field('phoneNumber'),
    // Finnish invoicing: an invoice address's e-invoice details travel with the order.
    ...(field('e_invoice_address') ? { eInvoiceAddress: field('e_invoice_address') } : {}),
    ...(field('e_invoice_operator') ? { eInvoiceOperator: field('e_invoice_operator') } : {}),
  };
}

const cartChanged = () => new DomainError('CHECKOUT_CART_CHANGED', CHECKOUT_MESSAGES.cartChanged);

function invalid(
  field: string,
  message: string,
  code: 'VALIDATION_FAILED' = 'VALIDATION_FAILED',
): DomainError {
  return new DomainError(code, message, [{ field, reason: message }]);
}

/**
 * The checkout (storefront spec §2 steps address, shipping, payment, summary) and placing its order. Every call
 * locks the shopper's open cart for its transaction, so steps and placing happen one after the other per cart.
 */
@Injectable()
export class CheckoutService {
  constructor(
    private readonly em: EntityManager,
    private readonly carts: CartService,
    private readonly cartCheckout: CartCheckoutService,
    @Inject(PricingService) private readonly pricing: Pricing,
    private readonly deliveryCalendar: DeliveryCalendarService,
    private readonly stores: StoresService,
    private readonly customers: CustomerReadsService,
    private readonly products: ProductLookupService,
    private readonly orders: OrdersService,
    private readonly payments: PaymentService,
    private readonly events: DomainEvents,
  ) {}

  async state(owner: CartOwner): Promise<CheckoutSession> {
    return this.em.transactional(async (em) => this.priced(em, owner, await this.open(em, owner)));
  }

  async saveAddress(owner: CartOwner, input: CheckoutAddressInputDto): Promise<CheckoutSession> {
    return this.saveStep(owner, (session) =>
      session.customer ? this.customerAddresses(session, input) : this.guestAddresses(session, input),
    );
  }

  /**
   * The carrier is checked against the quote of the saved step: the carriers a cart may go with do not depend
   * on the one chosen, so the one quote both checks and answers (a refused carrier is rolled back).
   */
  async saveShipping(owner: CartOwner, input: CheckoutShippingInputDto): Promise<CheckoutSession> {
    return this.saveStep(
      owner,
      () => ({ carrierId: input.carrierId }),
      (session) => {
        if (!session.quote.carriers.some((carrier) => carrier.carrierId === input.carrierId)) {
          throw new DomainError('NO_VALID_CARRIER', CHECKOUT_MESSAGES.noValidCarrier, [
            { field: 'carrierId', reason: CHECKOUT_MESSAGES.noValidCarrier },
          ]);
        }
      },
    );
  }

  /** Like the carrier, the payment options offered do not depend on the one chosen. */
  async savePayment(owner: CartOwner, input: CheckoutPaymentInputDto): Promise<CheckoutSession> {
    return this.saveStep(
      owner,
      () => ({ paymentProviderId: input.paymentProviderId }),
      (session) => {
        if (
          !session.quote.paymentOptions.some((option) => option.paymentProviderId === input.paymentProviderId)
        ) {
          throw invalid('paymentProviderId', CHECKOUT_MESSAGES.paymentOptionInvalid);
        }
      },
    );
  }

  async saveSummary(owner: CartOwner, input: CheckoutSummaryInputDto): Promise<CheckoutSession> {
    return this.saveStep(owner, (session) => {
      if (input.cartVersion !== undefined && input.cartVersion !== session.cart.version) throw cartChanged();
      return summaryAnswers(session, input);
    });
  }

  /**
   * Places the cart's order in one transaction: lock the cart, check it is the one the summary showed (version
   * and total), re-quote, validate every step, redeem vouchers, insert the order, mark the cart ordered. The same
   * idempotency key (per customer, or per visitor cart) always answers the one order it made; concurrent
   * requests with it wait on the cart lock or the unique index.
   */
  async place(
    owner: CartOwner,
    idempotencyKey: string | undefined,
    shown: CheckoutPlaceInputDto,
  ): Promise<PlacedOrder> {
    if (!idempotencyKey || !UUID.test(idempotencyKey)) {
      throw new DomainError('VALIDATION_FAILED', CHECKOUT_MESSAGES.idempotencyKeyMissing, [
        { field: 'Idempotency-Key', reason: CHECKOUT_MESSAGES.idempotencyKeyMissing },
      ]);
    }
    const key = idempotencyKey.toLowerCase();
    const buyer = { customerId: owner.shop.customer?.id ?? null, cartToken: owner.cartToken };
    const earlier = await this.orders.findByIdempotencyKey(this.em.fork(), buyer, key);
    if (earlier) return this.placedAgain(earlier);
    try {
      const placed = await this.em.transactional(async (em) => {
        const cart = await this.carts.lockOpenCart(em, owner);
        if (!cart || cart.lines.length === 0) {
          // A request with the same key that held the lock first has ordered the cart.
          const order = await this.orders.findByIdempotencyKey(em, buyer, key);
          if (order) return this.placedAgain(order, em);
          throw new DomainError('CHECKOUT_CART_EMPTY', CHECKOUT_MESSAGES.cartEmpty);
        }
        if (cart.changed || cart.version !== shown.cartVersion) throw cartChanged();
        const session = await this.priced(em, owner, await this.unpriced(em, owner, cart));
        // A code that gives no discount now (used up, expired, rule off) is not spent on this order.
        if (session.quote.vouchers.some((voucher) => voucher.problem !== null)) {
          throw new DomainError('VOUCHER_INVALID', CHECKOUT_MESSAGES.voucherInvalid);
        }
        if (session.quote.totalGrossMinor !== shown.totalGrossMinor) throw cartChanged();
        if (shown.termsAccepted !== undefined) {
          const answers = summaryAnswers(session, shown);
          await this.cartCheckout.saveCheckout(em, cart.cartId, answers);
          cart.checkout = { ...cart.checkout, ...answers };
        }
        const draft = this.orderOf(session, owner, key);
        const redeemed = await this.pricing.redeemVouchers(
          em,
          session.context.voucherCodes,
          draft.customerId,
          draft.guestEmail,
        );
        if (!redeemed) throw new DomainError('VOUCHER_INVALID', CHECKOUT_MESSAGES.voucherInvalid);
        const { order, payment } = await this.orders.place(em, draft);
        await this.carts.markOrdered(em, cart.cartId);
        const paymentRedirectUrl = await this.payments.redirectUrl(em, order, payment);
        return { order, paymentRedirectUrl };
      });
      await this.events.publish();
      return placed;
    } catch (error) {
      if (!(error instanceof UniqueConstraintViolationException)) throw error;
      const order = await this.orders.findByIdempotencyKey(this.em.fork(), buyer, key);
      if (!order) throw error;
      return this.placedAgain(order);
    }
  }

  /** What placing answers for an order made earlier with the same key: a card payment may still be open. */
  private async placedAgain(order: SalesOrder, em: EntityManager = this.em.fork()): Promise<PlacedOrder> {
    const details = await this.orders.details(order, em);
    const open = order.state === 'initialized' && order.paymentState === 'awaiting_payment';
    const paymentRedirectUrl =
      open && details.payment ? await this.payments.redirectUrl(em, order, details.payment) : null;
    return { order, paymentRedirectUrl };
  }

  /**
   * One step in one transaction: the step's answers (checked against what the cart and the address book say),
   * saved, then the cart priced once as saved; `check` refuses what only that quote can tell, rolling back.
   */
  private async saveStep(
    owner: CartOwner,
    answer: (session: UnpricedSession) => CheckoutDetails,
    check?: (session: CheckoutSession) => void,
  ): Promise<CheckoutSession> {
    return this.em.transactional(async (em) => {
      const before = await this.open(em, owner);
      await this.cartCheckout.saveCheckout(em, before.cart.cartId, answer(before));
      const cart = await this.carts.withSavedCheckout(em, owner, before.cart);
      const selection = selectionOf(cart.checkout, before.customer, before.addresses);
      const session = await this.priced(em, owner, { ...before, cart, selection });
      check?.(session);
      return session;
    });
  }

  /** The owner's open cart, locked, with what the checkout reads about it; refused when empty or changed. */
  private async open(em: EntityManager, owner: CartOwner): Promise<UnpricedSession> {
    const cart = await this.carts.lockOpenCart(em, owner);
    if (!cart || cart.lines.length === 0) {
      throw new DomainError('CHECKOUT_CART_EMPTY', CHECKOUT_MESSAGES.cartEmpty);
    }
    // Thrown before anything is kept, so the removal of the lines that went away is rolled back: the cart
    // page removes them and shows the shopper what changed.
    if (cart.changed) throw cartChanged();
    return this.unpriced(em, owner, cart);
  }

  private async unpriced(em: EntityManager, owner: CartOwner, cart: LockedCart): Promise<UnpricedSession> {
    const store = await this.stores.checkoutTerms(cart.storeId, em, owner.shop.locale);
    const shopper = owner.shop.customer;
    if (!shopper && !store.guest_checkout) {
      throw new DomainError('AUTHENTICATION_REQUIRED', CHECKOUT_MESSAGES.guestCheckoutNotAllowed);
    }
    const buyer = shopper ? await this.customers.checkoutBuyer(em, shopper.id) : null;
    const customer = buyer?.customer ?? null;
    const addresses = buyer?.addresses ?? [];
    const companyTerms = buyer?.companyTerms ?? null;
    const selection = selectionOf(cart.checkout, customer, addresses);
    const calendar = await this.deliveryCalendar.forStore(store);
    return { cart, store, customer, addresses, companyTerms, selection, calendar };
  }

  /** The request's one quote: the cart's pricing context with the checkout's address, carrier and payment. */
  private async priced(
    em: EntityManager,
    owner: CartOwner,
    session: UnpricedSession,
  ): Promise<CheckoutSession> {
    const { cart, selection, companyTerms } = session;
    const context: PricingContext = {
      ...cart.pricingContext,
      ...(companyTerms ? { invoicePaymentAllowed: companyTerms.invoice_payment_allowed } : {}),
      shippingCountry: selection.shippingAddress?.country || cart.pricingContext.shippingCountry,
      shippingPostcode: selection.shippingAddress?.postcode || cart.pricingContext.shippingPostcode,
      carrierId: cart.checkout.carrierId ?? null,
      paymentProviderId: cart.checkout.paymentProviderId ?? null,
      guestEmail: owner.shop.customer ? null : (cart.checkout.guestEmail ?? null),
    };
    const quote = await this.pricing.quote(
      context,
      cart.lines
        .filter((line) => !line.isGift)
        .map((line) => ({
          lineId: line.itemId,
          productId: line.productId,
          quantity: line.quantity,
          unitDefinitionId: line.unitDefinitionId,
        })),
      owner.shop.locale,
    );
    const products = await this.products.forCheckout(
      em,
      [...new Set(quote.lines.map((line) => line.productId))],
      owner.shop.locale,
    );
    return { ...session, context, quote, products };
  }

  private customerAddresses(session: UnpricedSession, input: CheckoutAddressInputDto): CheckoutDetails {
    const own = (id: number | null | undefined) => session.addresses.find((address) => address.id === id);
    if (!input.invoiceAddressId) throw invalid('invoiceAddressId', CHECKOUT_MESSAGES.invoiceAddressMissing);
    const invoice = own(input.invoiceAddressId);
    if (!invoice) throw invalid('invoiceAddressId', CHECKOUT_MESSAGES.addressNotFound);
    if (input.useInvoiceAsShipping) {
      if (invoice.type === 'invoice') {
        throw invalid('useInvoiceAsShipping', CHECKOUT_MESSAGES.shippingAddressIsInvoiceAddress);
      }
      return { invoiceAddressId: invoice.id, shippingAddressId: null, useInvoiceAsShipping: true };
    }
    if (!input.shippingAddressId)
      throw invalid('shippingAddressId', CHECKOUT_MESSAGES.shippingAddressMissing);
    const shipping = own(input.shippingAddressId);
    if (!shipping) throw invalid('shippingAddressId', CHECKOUT_MESSAGES.addressNotFound);
    if (shipping.type === 'invoice') {
      throw invalid('shippingAddressId', CHECKOUT_MESSAGES.shippingAddressIsInvoiceAddress);
    }
    return { invoiceAddressId: invoice.id, shippingAddressId: shipping.id, useInvoiceAsShipping: false };
  }

  private guestAddresses(_session: UnpricedSession, input: CheckoutAddressInputDto): CheckoutDetails {
    const missing: ErrorDetail[] = [];
    if (!input.guestEmail)
      missing.push({ field: 'guestEmail', reason: CHECKOUT_MESSAGES.guestDetailsMissing });
    if (!input.guestInvoiceAddress) {
      missing.push({ field: 'guestInvoiceAddress', reason: CHECKOUT_MESSAGES.guestDetailsMissing });
    }
    if (!input.useInvoiceAsShipping && !input.guestShippingAddress) {
      missing.push({ field: 'guestShippingAddress', reason: CHECKOUT_MESSAGES.shippingAddressMissing });
    }
    if (missing.length > 0) {
      throw new DomainError('VALIDATION_FAILED', missing[0]!.reason, missing);
    }
    const asRecord = (address: object | null | undefined) =>
      address
        ? (Object.fromEntries(Object.entries(address).filter(([, value]) => value != null)) as Record<
            string,
            string
          >)
        : null;
    return {
      guestEmail: input.guestEmail!.trim().toLowerCase(),
      guestInvoiceAddress: asRecord(input.guestInvoiceAddress),
      guestShippingAddress: input.useInvoiceAsShipping ? null : asRecord(input.guestShippingAddress),
      useInvoiceAsShipping: input.useInvoiceAsShipping,
    };
  }

  /** Every step checked again against the fresh quote, with the spec's message for the first that fails. */
  private orderOf(session: CheckoutSession, owner: CartOwner, idempotencyKey: string): NewOrder {
    const { cart, customer, selection, quote } = session;
    const checkout = cart.checkout;
    const guestEmail = customer ? null : (checkout.guestEmail ?? null);
    if (customer ? customer.kind !== 'customer' || customer.company_id === null : !guestEmail) {
      throw new DomainError('CHECKOUT_CUSTOMER_MISSING', CHECKOUT_MESSAGES.customerMissing);
    }
    if (!selection.invoiceAddress) {
      throw new DomainError('CHECKOUT_INVOICE_ADDRESS_MISSING', CHECKOUT_MESSAGES.invoiceAddressMissing);
    }
    if (!selection.shippingAddress)
      throw invalid('shippingAddressId', CHECKOUT_MESSAGES.shippingAddressMissing);
    if (selection.shippingToInvoiceAddress) {
      throw invalid('shippingAddressId', CHECKOUT_MESSAGES.shippingAddressIsInvoiceAddress);
    }
    const carrier = quote.carriers.find((candidate) => candidate.carrierId === checkout.carrierId);
    if (!carrier) throw new DomainError('NO_VALID_CARRIER', CHECKOUT_MESSAGES.noValidCarrier);
    const payment = quote.paymentOptions.find(
      (option) => option.paymentProviderId === checkout.paymentProviderId,
    );
    if (!payment) throw invalid('paymentProviderId', CHECKOUT_MESSAGES.paymentOptionInvalid);
    const problems = summaryProblems(session);
    if (problems.length > 0) {
      throw new DomainError('CHECKOUT_SUMMARY_INVALID', CHECKOUT_MESSAGES.summaryInvalid, problems);
    }
    // Staff may have changed a product's quantity rules since the line was added.
    if (!quantitiesAllowed(session)) throw cartChanged();
    const terms = termsOf(session);
    return {
      storeId: cart.storeId,
      customerId: customer?.id ?? null,
      companyId: customer?.company_id ?? null,
      guestEmail,
      placedBySalesrepId: owner.shop.salesrepId,
      cartId: cart.cartId,
      idempotencyKey,
      // The language the shopper checks out in: the confirmation mail and order pages use it.
      locale: owner.shop.locale,
      currency: quote.currency || cart.currency,
      ...orderReferences(checkout),
      termsOfDelivery: terms.termsOfDelivery,
      termsOfPayment: terms.termsOfPayment,
      invoiceAddress: selection.invoiceAddress,
      shippingAddress: selection.shippingAddress,
      carrierId: carrier.carrierId,
      paymentProviderId: payment.paymentProviderId,
      gateway: payment.gateway,
      ...orderTotalsOf(quote, payment),
      voucherCodes: session.context.voucherCodes,
      lines: checkoutLines(session).map(({ stockStatus: _stockStatus, ...line }) => line),
    };
  }
}

/** A preferred delivery date the cart's store accepts, on its configured weekdays. */
function isSessionDeliveryDate(session: UnpricedSession, date: string): boolean {
  return isDeliveryDate(
    session.store.code,
    session.store.country,
    date,
    undefined,
    session.calendar.weekdays,
  );
}

/** The summary step's answers, its delivery date checked against the store's calendar. */
function summaryAnswers(
  session: UnpricedSession,
  input: Omit<CheckoutSummaryInputDto, 'cartVersion' | 'completeDelivery' | 'termsAccepted'> & {
    completeDelivery?: boolean;
    termsAccepted?: boolean;
  },
): CheckoutDetails {
  const date = input.preferredDeliveryDate ?? null;
  if (date !== null && !isSessionDeliveryDate(session, date)) {
    throw invalid('preferredDeliveryDate', CHECKOUT_MESSAGES.deliveryDateInvalid);
  }
  return {
    ownOrderNumber: input.ownOrderNumber ?? null,
    reference: input.reference ?? null,
    comment: input.comment ?? null,
    additionalMarking: input.additionalMarking ?? null,
    preferredDeliveryDate: date,
    completeDelivery: input.completeDelivery ?? false,
    termsAccepted: input.termsAccepted,
  };
}

/** Every line's quantity still follows its product's current quantity rules (minimum, multiples, precision). */
function quantitiesAllowed(session: CheckoutSession): boolean {
  return session.cart.lines.every((line) => {
    const product = session.products.get(line.productId);
    return product !== undefined && checkQuantity(line.quantity, quantityRules(product)).valid;
  });
}

/** Terms of delivery and payment: the company's own where agreed, else the store's. */
export function termsOf(session: Pick<CheckoutSession, 'companyTerms' | 'store'>): {
  termsOfDelivery: string;
  termsOfPayment: string;
} {
  return {
    termsOfDelivery: session.companyTerms?.terms_of_delivery || session.store.terms_of_delivery,
    termsOfPayment: session.companyTerms?.terms_of_payment || session.store.terms_of_payment,
  };
}

/** The allowed preferred delivery dates of the cart's store for the picker. */
export function checkoutDeliveryDates(session: CheckoutSession): string[] {
  return deliveryDates(
    session.store.code,
    session.store.country,
    CHECKOUT_LIMITS.deliveryDateDays,
    undefined,
    session.calendar.weekdays,
  );
}

/** Why the summary step's answers cannot be ordered as they are (empty when they can). */
export function summaryProblems(session: CheckoutSession): ErrorDetail[] {
  const checkout = session.cart.checkout;
  const problems: ErrorDetail[] = [];
  if (checkout.termsAccepted !== true) {
    problems.push({ field: 'termsAccepted', reason: CHECKOUT_MESSAGES.termsNotAccepted });
  }
  const date = checkout.preferredDeliveryDate;
  if (date && !isSessionDeliveryDate(session, date)) {
    problems.push({ field: 'preferredDeliveryDate', reason: CHECKOUT_MESSAGES.deliveryDateInvalid });
  }
  return problems;
}

/** What lines are built from: a quote, its products and the store's calendar, and the cart when there is one. */
export type QuotedLinesSource = Pick<CheckoutSession, 'quote' | 'products' | 'store' | 'calendar'> & {
  cart?: Pick<LockedCart, 'lines'>;
};

/**
 * The quote's lines with names, units and the preliminary delivery date of out-of-stock products. Without a cart
 * (an order entered in the back office) names and units are the products'.
 */
export function checkoutLines(session: QuotedLinesSource): CheckoutLine[] {
  const cartLines = new Map((session.cart?.lines ?? []).map((line) => [line.itemId, line]));
  let preliminary: string | undefined;
  return session.quote.lines.map((line) => {
    const cartLine = line.lineId !== null ? cartLines.get(line.lineId) : undefined;
    const product = session.products.get(line.productId);
    const stockStatus = (product?.stock_status ?? cartLine?.stockStatus ?? 'in_stock') as StockStatus;
    if (OUT_OF_STOCK.has(stockStatus)) {
      preliminary ??= firstDeliveryDateAfter(
        session.store.code,
        session.store.country,
        session.calendar.restockLeadDays,
        undefined,
        session.calendar.weekdays,
      );
    }
    return {
      productId: line.productId,
      sku: cartLine?.sku ?? product?.sku ?? '',
      name: cartLine?.name ?? product?.name ?? '',
      unitIdentifier: cartLine?.unitIdentifier ?? product?.unit_identifier ?? '',
      quantity: line.quantity,
      unitPriceNetMinor: line.unitPriceNetMinor,
      discountNetMinor: line.discountNetMinor,
      surchargeCode: line.surchargeCode,
      surchargeNetMinor: line.surchargeNetMinor,
      totalNetMinor: line.totalNetMinor,
      taxRate: line.taxRate,
      taxMinor: line.taxMinor,
      preliminaryDeliveryDate: OUT_OF_STOCK.has(stockStatus) ? preliminary! : null,
      isGift: line.isGift,
      stockStatus,
    };
  });
}

/**
 * The address step's answers, or the address book's pre-selected invoice and delivery addresses where the
 * shopper chose nothing yet (the first invoice or delivery address of its type when none is marked as the default); addresses deleted since are dropped. A visitor's typed addresses are used as given.
 */
export function selectionOf(
  checkout: CheckoutDetails,
  customer: CheckoutCustomerRow | null,
  addresses: CheckoutAddressRow[],
): CheckoutSelection {
  if (!customer) {
    const useInvoiceAsShipping = checkout.useInvoiceAsShipping ?? true;
    const invoice = checkout.guestInvoiceAddress ?? null;
    const shipping = useInvoiceAsShipping ? invoice : (checkout.guestShippingAddress ?? null);
    return {
      invoiceAddressId: null,
      shippingAddressId: null,
      useInvoiceAsShipping,
      invoiceAddress: invoice ? snapshot(invoice) : null,
      shippingAddress: shipping ? snapshot(shipping) : null,
      shippingToInvoiceAddress: false,
    };
  }
  const find = (id: number | null | undefined) => addresses.find((address) => address.id === id) ?? null;
  // Without a default invoice address in the book, its first invoice address is the one pre-selected.
  const invoice =
    find(checkout.invoiceAddressId) ??
    find(customer.default_invoice_address_id) ??
    addresses.find((address) => address.type === 'invoice') ??
    null;
  const defaultDelivery =
    find(customer.default_delivery_address_id) ??
    addresses.find((address) => address.type === 'delivery') ??
    null;
  const useInvoiceAsShipping =
    checkout.useInvoiceAsShipping ??
    (defaultDelivery === null && invoice !== null && invoice.type !== 'invoice');
  const shipping = useInvoiceAsShipping ? invoice : (find(checkout.shippingAddressId) ?? defaultDelivery);
  return {
    invoiceAddressId: invoice?.id ?? null,
    shippingAddressId: useInvoiceAsShipping ? null : (shipping?.id ?? null),
    useInvoiceAsShipping,
    invoiceAddress: invoice ? snapshot(invoice) : null,
    shippingAddress: shipping ? snapshot(shipping) : null,
    shippingToInvoiceAddress: shipping?.type === 'invoice',
  };
}
