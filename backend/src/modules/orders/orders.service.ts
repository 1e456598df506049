import { Inject, Injectable } from '@nestjs/common';
import { EntityManager, LockMode } from '@mikro-orm/postgresql';
import type { PaymentGateway } from '@tradeshop/shared';
import { APP_CONFIG, type AppConfig } from '../../config/app-config';
import { DomainEvents } from '../events/domain-events.service';
import { CartCheckoutService } from '../cart/cart-checkout.service';
import { CustomerReadsService } from '../customers/customer-reads.service';
import { CarrierAndProviderLookupService } from '../shop-config/carrier-and-provider-lookup.service';
import { StoresService } from '../shop-config/stores/stores.service';
import { OrderPayment } from './entities/order-payment.entity';
import { OrderShipment } from './entities/order-shipment.entity';
import { SalesOrderItem } from './entities/sales-order-item.entity';
import {
  SalesOrder,
  type OrderAddressSnapshot,
  type OrderAdjustment,
  type OrderTaxLine,
} from './entities/sales-order.entity';
import {
  ORDER_MACHINE_VERSION,
  nextState,
  type MachineKind,
  type OrderMachines,
} from './machines/order-machines';
import type { OrderDetails } from './order.mapper';
import { illegalTransition, orderNotFound } from './order.errors';
import { OrderRepository } from './order.repository';
import { logStateChange, SYSTEM_ACTOR, type TransitionActor } from './order-state-log';
import { PaymentLedger } from './payments/payment-ledger.service';
import { isSignature, sign } from '../../common/security/signatures';
import { DomainError } from '../../common/errors/domain-error';

/** One line of an order about to be placed, priced by the cart's quote. */
export interface NewOrderLine {
  productId: number | null;
  sku: string;
  name: string;
  unitIdentifier: string;
  quantity: string;
  unitPriceNetMinor: number;
  discountNetMinor: number;
  surchargeCode: string | null;
  surchargeNetMinor: number;
  totalNetMinor: number;
  taxRate: string;
  taxMinor: number;
  preliminaryDeliveryDate: string | null;
  isGift: boolean;
}

/** Everything the checkout validated, ready to become an order. */
export interface NewOrder {
  storeId: number;
  customerId: number | null;
  companyId: number | null;
  guestEmail: string | null;
  placedBySalesrepId: number | null;
  /** Null for an order entered in the back office. */
  cartId: number | null;
  idempotencyKey: string;
  /** ERP order type code (storefront spec §4); an ordinary order (10) unless the back office says otherwise. */
  orderType?: number;
  /** The voucher codes the order was priced with; an edit of its items prices with them again. */
  voucherCodes?: string[];
  locale: string;
  currency: string;
  ownOrderNumber: string | null;
  reference: string | null;
  comment: string | null;
  additionalMarking: string | null;
  preferredDeliveryDate: string | null;
  completeDelivery: boolean;
  termsOfDelivery: string;
  termsOfPayment: string;
  invoiceAddress: OrderAddressSnapshot;
  shippingAddress: OrderAddressSnapshot;
  carrierId: number;
  paymentProviderId: number;
  gateway: PaymentGateway;
  itemsNetMinor: number;
  surchargeNetMinor: number;
  discountNetMinor: number;
  shippingNetMinor: number;
  taxMinor: number;
  totalGrossMinor: number;
  taxes: OrderTaxLine[];
  adjustments: OrderAdjustment[];
  lines: NewOrderLine[];
}

/** Who asks for an order: the customer the shop serves, or a guest holding the order's access token. */
export interface OrderBuyer {
  customerId: number | null;
  token?: string | null;
}

const STATE_COLUMN = {
  order: 'state',
  payment: 'paymentState',
  shipment: 'shippingState',
  invoice: 'invoiceState',
} as const satisfies Record<MachineKind, keyof SalesOrder>;

/**
 * The only writer of orders. Every state change asks the order's machines (pure XState definitions), sets the
 * state column, appends an `order_state_change` row and records an `order.state_changed` event in the caller's
 * transaction; the caller publishes the events after the commit, and subscribers (the confirmation mail, the
 * notification rules) act on them.
 */
@Injectable()
export class OrdersService {
  constructor(
    private readonly em: EntityManager,
    private readonly repository: OrderRepository,
    private readonly payments: PaymentLedger,
    private readonly events: DomainEvents,
    private readonly stores: StoresService,
    private readonly customers: CustomerReadsService,
    private readonly cartCheckout: CartCheckoutService,
    private readonly lookups: CarrierAndProviderLookupService,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  /**
   * Inserts the order, its lines and its payment in `em`'s transaction (shipments are made when it ships). The
   * order is created (new → initialized) and its payment requested (new → awaiting_payment); payment by invoice
   * confirms the order at once, card payment when the gateway reports it paid.
   */
  async place(
    em: EntityManager,
    input: NewOrder,
    by: TransitionActor = SYSTEM_ACTOR,
  ): Promise<{ order: SalesOrder; payment: OrderPayment }> {
    const { lines, gateway, ...fields } = input;
    const order = em.create(SalesOrder, {
      ...fields,
      number:
        (await this.stores.orderNumberPrefix(input.storeId, em)) +
        (await this.repository.nextOrderSequence(em)),
      orderType: input.orderType ?? 10,
      voucherCodes: input.voucherCodes ?? [],
      machineVersion: ORDER_MACHINE_VERSION,
      createdAt: new Date(),
      updatedAt: new Date(),
    });
    lines.forEach((line, index) => em.create(SalesOrderItem, { ...line, order, position: index + 1 }));
    // The order's id goes into its events: the order and its lines are written first.
    await em.flush();
    this.events.record(em, 'order.placed', {
      orderId: order.id,
      number: order.number,
      storeId: order.storeId,
    });
    this.move(em, order, 'order', { type: 'CREATE' }, by);
    const payment = this.payments.openFirst(
      em,
      order,
      {
        paymentProviderId: input.paymentProviderId,
        // An order in the customer's favour (a credit adjustment) asks for nothing: its credit note settles it.
        amountMinor: Math.max(0, input.totalGrossMinor),
        currency: input.currency,
      },
      by,
    );
    if (gateway === 'invoice') this.move(em, order, 'order', { type: 'CONFIRM' }, by);
    // Its moves, history rows, events and payment in one flush (a batch per table).
    await em.flush();
    return { order, payment };
  }

  /** initialized → confirmed; the confirmation mail to the buyer follows from the event. */
  async confirm(em: EntityManager, order: SalesOrder, by: TransitionActor = SYSTEM_ACTOR): Promise<void> {
    await this.transition(em, order, 'order', { type: 'CONFIRM' }, by);
  }

  /**
   * Moves one of the order's states on `event` through its machine, or refuses with ORDER_ILLEGAL_TRANSITION.
   * Sets the column, appends the change and records the event; the caller's transaction commits them.
   */
  async transition<K extends Exclude<MachineKind, 'payment'>>(
    em: EntityManager,
    order: SalesOrder,
    kind: K,
    event: OrderMachines[K]['event'],
    by: TransitionActor = SYSTEM_ACTOR,
  ): Promise<void> {
    this.move(em, order, kind, event, by);
    await em.flush();
  }

  /** What `transition` does before it writes: the caller flushes. */
  private move<K extends Exclude<MachineKind, 'payment'>>(
    em: EntityManager,
    order: SalesOrder,
    kind: K,
    event: OrderMachines[K]['event'],
    by: TransitionActor,
  ): void {
    const column = STATE_COLUMN[kind];
    const from = order[column] as OrderMachines[K]['state'];
    const to = nextState(kind, from, event);
    if (to === null) throw illegalTransition(kind, from, event.type);
    (order as unknown as Record<string, string>)[column] = to;
    logStateChange(em, this.events, order, { kind, event: event.type, fromState: from, toState: to }, by);
  }

  /**
   * The order locked for the rest of `em`'s transaction (SELECT … FOR UPDATE): every back-office change of an
   * order takes this lock first, so that two changes at once (ship and cancel, two captures) run one after the
   * other and the second sees what the first did. ORDER_NOT_FOUND when there is no such order.
   */
  async lockById(em: EntityManager, id: number): Promise<SalesOrder> {
    const order = await em.findOne(SalesOrder, { id }, { lockMode: LockMode.PESSIMISTIC_WRITE });
    if (!order) throw orderNotFound(String(id));
    return order;
  }

  /**
   * confirmed → complete once the order is paid, shipped and invoiced in full (CoreShop's rule). Every change of a
   * payment, shipment or invoice calls this after moving its own state.
   */
  async completeIfDone(
    em: EntityManager,
    order: SalesOrder,
    by: TransitionActor = SYSTEM_ACTOR,
  ): Promise<void> {
    if (
      order.state === 'confirmed' &&
      order.paymentState === 'paid' &&
      order.shippingState === 'shipped' &&
      order.invoiceState === 'invoiced'
    ) {
      await this.transition(em, order, 'order', { type: 'COMPLETE' }, by);
    }
  }

  /**
   * Cancels the order with its open shipping and invoicing (its payment was cancelled, or staff cancelled it):
   * nothing will be shipped or invoiced. Refused once anything was handed to a carrier.
   */
  async cancel(em: EntityManager, order: SalesOrder, by: TransitionActor = SYSTEM_ACTOR): Promise<void> {
    // What was handed to a carrier cannot be called back by cancelling: the order machine alone would allow it.
    if (order.shippingState === 'partially_shipped' || order.shippingState === 'shipped') {
      throw new DomainError(
        'CONFLICT',
        `Order ${order.number} has shipped (in part or in full): it cannot be cancelled`,
      );
    }
    await this.transition(em, order, 'order', { type: 'CANCEL' }, by);
    if (nextState('shipment', order.shippingState, { type: 'CANCEL' }) !== null) {
      await this.transition(em, order, 'shipment', { type: 'CANCEL' }, by);
      // Parcels packed but not handed over are unpacked with it: the shop and tracking no longer list them.
      await em.nativeUpdate(OrderShipment, { order: order.id, state: 'ready' }, { state: 'cancelled' });
    }
    if (nextState('invoice', order.invoiceState, { type: 'CANCEL' }) !== null) {
      await this.transition(em, order, 'invoice', { type: 'CANCEL' }, by);
    }
  }

  /** The order placed with this idempotency key by this customer (or, for a guest, from this cart). */
  /** Where mail to the order's buyer goes: the customer's address, or the guest's. */
  async buyerEmail(em: EntityManager, orderId: number): Promise<string | null> {
    const order = await em.findOneOrFail(
      SalesOrder,
      { id: orderId },
      { fields: ['customerId', 'guestEmail'] },
    );
    return order.customerId ? this.customers.email(em, order.customerId) : (order.guestEmail ?? null);
  }

  async findByIdempotencyKey(
    em: EntityManager,
    owner: { customerId: number | null; cartToken: string | null },
    key: string,
  ): Promise<SalesOrder | null> {
    if (owner.customerId !== null) {
      return em.findOne(SalesOrder, { customerId: owner.customerId, idempotencyKey: key });
    }
    if (!owner.cartToken) return null;
    const order = await em.findOne(SalesOrder, { customerId: null, idempotencyKey: key });
    if (!order?.cartId) return null;
    return (await this.cartCheckout.cartToken(em, order.cartId)) === owner.cartToken ? order : null;
  }

  /** The buyer's own order (a customer's, or a guest's with its access token); else ORDER_NOT_FOUND. */
  async findForBuyer(
    number: string,
    buyer: OrderBuyer,
    em: EntityManager = this.em,
    lock = false,
  ): Promise<SalesOrder> {
    const order = await em.findOne(
      SalesOrder,
      { number },
      lock ? { lockMode: LockMode.PESSIMISTIC_WRITE } : {},
    );
    if (!order || !this.mayOpen(order, buyer)) throw orderNotFound(number);
    return order;
  }

  /** The order with its lines, latest payment and labels, for `orderDto`. Small separate queries, no joins. */
  async details(order: SalesOrder, em: EntityManager = this.em): Promise<OrderDetails> {
    const items = await em.find(SalesOrderItem, { order: order.id }, { orderBy: { position: 'asc' } });
    const payment = await em.findOne(OrderPayment, { order: order.id }, { orderBy: { id: 'desc' } });
    const carrierLabel = order.carrierId
      ? await this.lookups.carrierLabel(em, order.carrierId, order.locale)
      : null;
    const provider = payment?.paymentProviderId
      ? await this.lookups.paymentProvider(em, payment.paymentProviderId, order.locale)
      : null;
    return {
      order,
      items,
      payment,
      carrierLabel,
      provider: provider ? { gateway: provider.gateway, label: provider.label } : null,
    };
  }

  mayOpen(order: SalesOrder, buyer: OrderBuyer): boolean {
    if (buyer.customerId !== null && order.customerId === buyer.customerId) return true;
    return !!buyer.token && this.isAccessToken(order.number, buyer.token);
  }

  /** Opens one order without a login (the guest's thank-you and payment pages). */
  accessToken(number: string): string {
    return sign(this.config.sessionSecret, `order:${number}`);
  }

  private isAccessToken(number: string, token: string): boolean {
    return isSignature(this.config.sessionSecret, `order:${number}`, token);
  }
}
