import type { EntityManager } from '@mikro-orm/postgresql';
import type { InvoiceState, OrderState, PaymentState, ShipmentState } from '@tradeshop/shared';
import type { DomainEvents } from '../../events/domain-events.service';
import type { OrderPayment } from '../entities/order-payment.entity';
import type { SalesOrder } from '../entities/sales-order.entity';
import type { OrdersService } from '../orders.service';
import type { PaymentLedger } from '../payments/payment-ledger.service';
import { OrderStatesService } from './order-states.service';

interface Case {
  order?: OrderState;
  shipment?: ShipmentState;
  invoice?: InvoiceState;
  payments?: Partial<OrderPayment>[];
  /** How many of the order's invoices stand (not cancelled). */
  invoices?: number;
}

/** The service with only the payments and invoices it reads stubbed: `allowed` asks the machines and nothing else. */
function allowedFor(input: Case) {
  const payments = (input.payments ?? []).map((payment) => ({ paidMinor: 0, refundedMinor: 0, ...payment }));
  const ledger = { list: async () => payments } as unknown as PaymentLedger;
  const service = new OrderStatesService(
    {} as EntityManager,
    {} as OrdersService,
    ledger,
    {} as DomainEvents,
  );
  const order = {
    id: 1,
    state: input.order ?? 'confirmed',
    paymentState: 'awaiting_payment',
    shippingState: input.shipment ?? 'new',
    invoiceState: input.invoice ?? 'new',
  } as SalesOrder;
  const em = { count: async () => input.invoices ?? 0 } as unknown as EntityManager;
  return service.allowed(em, order);
}

const unpaid = (state: PaymentState = 'awaiting_payment') => ({ state, amountMinor: 1000 });

describe('manual transitions allowed now', () => {
  it.each<[OrderState, string[]]>([
    ['new', []],
    ['initialized', ['confirm', 'cancel']],
    ['confirmed', ['cancel']],
    ['cancelled', []],
    ['complete', []],
  ])('order %s allows %j', async (order, expected) => {
    expect((await allowedFor({ order, payments: [unpaid()] })).order).toEqual(expected);
  });

  it.each<[string, Case]>([
    ['something shipped', { shipment: 'partially_shipped' }],
    ['everything shipped', { shipment: 'shipped' }],
    ['invoiced', { invoice: 'invoiced' }],
    ['money kept', { payments: [{ state: 'partially_refunded', paidMinor: 1000, refundedMinor: 400 }] }],
  ])('refuses to cancel a confirmed order with %s', async (_why, input) => {
    expect((await allowedFor(input)).order).not.toContain('cancel');
  });

  it('allows cancelling once every payment went back', async () => {
    const input: Case = { payments: [{ state: 'refunded', paidMinor: 1000, refundedMinor: 1000 }] };
    expect((await allowedFor(input)).order).toEqual(['cancel']);
  });

  it.each<[string, Case, string[]]>([
    ['nothing shipped or invoiced', {}, ['cancel']],
    ['part shipped', { shipment: 'partially_shipped' }, []],
    ['shipped, not invoiced', { shipment: 'shipped' }, []],
    ['invoiced, not all shipped', { shipment: 'partially_shipped', invoice: 'invoiced' }, []],
    ['shipped and invoiced, not paid in full', { shipment: 'shipped', invoice: 'invoiced' }, ['complete']],
  ])('a confirmed order %s may be completed by hand: %j', async (_why, input, expected) => {
    expect((await allowedFor({ payments: [unpaid()], ...input })).order).toEqual(expected);
  });

  it.each<[PaymentState, string[]]>([
    ['new', ['cancel']],
    ['awaiting_payment', ['cancel']],
    ['partially_authorized', ['cancel']],
    ['authorized', ['cancel']],
    ['partially_paid', []],
    ['paid', []],
    ['partially_refunded', []],
    ['refunded', []],
    ['cancelled', []],
  ])('a payment %s allows %j', async (state, expected) => {
    expect((await allowedFor({ payments: [unpaid(state)] })).payment).toEqual(expected);
  });

  it.each<[ShipmentState, string[]]>([
    ['new', ['prepare', 'cancel']],
    ['ready', ['cancel']],
    ['partially_shipped', []],
    ['shipped', []],
    ['cancelled', []],
  ])('shipping %s allows %j', async (shipment, expected) => {
    expect((await allowedFor({ shipment })).shipment).toEqual(expected);
  });

  it.each<[InvoiceState, string[]]>([
    ['new', ['cancel']],
    ['invoiced', []],
    ['cancelled', []],
  ])('invoicing %s allows %j', async (invoice, expected) => {
    expect((await allowedFor({ invoice })).invoice).toEqual(expected);
  });
});
