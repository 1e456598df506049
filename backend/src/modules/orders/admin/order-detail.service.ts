import { Injectable } from '@nestjs/common';
import { EntityManager } from '@mikro-orm/postgresql';
import type { InvoiceState, OrderState, PaymentState, ShipmentState } from '@tradeshop/shared';
import { CustomerReadsService } from '../../customers/customer-reads.service';
import { StoresService } from '../../shop-config/stores/stores.service';
import { OrderStateChange } from '../entities/order-state-change.entity';
import { SalesOrderItem } from '../entities/sales-order-item.entity';
import {
  SalesOrder,
  type OrderAddressSnapshot,
  type OrderAdjustment,
  type OrderTaxLine,
} from '../entities/sales-order.entity';
import { orderStatement, orderStatementInput, type OrderStatement } from '../documents/order-statement';
import { dueMinor } from '../machines/derive-payment-state';
import { PaymentLedger } from '../payments/payment-ledger.service';
import type { AllowedTransitions } from '../workflow/manual-transitions';
import { OrderStatesService } from '../workflow/order-states.service';
import type { OrderItemChange } from '../creation/order-item-change.entity';
import { OrderItemHistory } from '../creation/order-item-history';
import { adminOrderNotFound } from './order-admin.errors';

export interface AdminOrderHistoryEntry {
  id: string;
  kind: string;
  event: string;
  fromState: string;
  toState: string;
  actorKind: string;
  actorName: string | null;
  reason: string | null;
  at: string;
}

export interface AdminOrderLine {
  id: number;
  position: number;
  productId: number | null;
  sku: string;
  name: string;
  unitIdentifier: string;
  quantity: string;
  unitPriceNetMinor: number;
  discountNetMinor: number;
  surchargeNetMinor: number;
  totalNetMinor: number;
  taxRate: string;
  taxMinor: number;
  lineStatus: number;
  preliminaryDeliveryDate: string | null;
  isGift: boolean;
}

/** An order as its page in the back office shows it. */
export interface AdminOrderDetail {
  id: number;
  number: string;
  orderType: number;
  locale: string;
  currency: string;
  createdAt: string;
  store: { id: number; code: string };
  customer: { id: number | null; name: string | null; email: string | null; guestEmail: string | null };
  company: { id: number | null; name: string | null };
  states: { order: OrderState; payment: PaymentState; shipment: ShipmentState; invoice: InvoiceState };
  allowedTransitions: AllowedTransitions;
  ownOrderNumber: string | null;
  reference: string | null;
  comment: string | null;
  preferredDeliveryDate: string | null;
  erpReference: string | null;
  invoiceAddress: OrderAddressSnapshot;
  shippingAddress: OrderAddressSnapshot;
  lines: AdminOrderLine[];
  totals: {
    itemsNetMinor: number;
    surchargeNetMinor: number;
    discountNetMinor: number;
    shippingNetMinor: number;
    taxMinor: number;
    totalGrossMinor: number;
    paidMinor: number;
    refundedMinor: number;
    dueMinor: number;
  };
  taxes: OrderTaxLine[];
  adjustments: OrderAdjustment[];
  /** The rows the order PDF shows, each amount once, so that they add up to the total. */
  statement: OrderStatement;
  history: AdminOrderHistoryEntry[];
}

/** Reads one order for the back office: its fields, lines, parties, states, what may happen now, its history. */
@Injectable()
export class OrderDetailService {
  constructor(
    private readonly em: EntityManager,
    private readonly customers: CustomerReadsService,
    private readonly stores: StoresService,
    private readonly ledger: PaymentLedger,
    private readonly states: OrderStatesService,
    private readonly itemHistory: OrderItemHistory,
  ) {}

  async detail(orderId: number): Promise<AdminOrderDetail> {
    const em = this.em.fork();
    const order = await em.findOne(SalesOrder, { id: orderId });
    if (!order) throw adminOrderNotFound(orderId);
    const [lines, payments, history, itemChanges, parties, store] = await Promise.all([
      em.find(SalesOrderItem, { order: order.id }, { orderBy: { position: 'asc' } }),
      this.ledger.list(em, order.id),
      em.find(OrderStateChange, { order: order.id }, { orderBy: { id: 'asc' } }),
      this.itemHistory.history(em, order.id),
      this.customers.orderPartyNames(em, order.customerId ?? null, order.companyId ?? null),
      this.stores.byId(order.storeId, em),
    ]);
    const live = payments.filter((payment) => payment.state !== 'cancelled');
    const statement = orderStatement(orderStatementInput(order, lines));
    return {
      id: order.id,
      number: order.number,
      orderType: order.orderType,
      locale: order.locale,
      currency: order.currency.trim(),
      createdAt: order.createdAt.toISOString(),
      store: { id: store.id, code: store.code },
      customer: {
        id: order.customerId ?? null,
        name: parties.customerName,
        email: parties.customerEmail,
        guestEmail: order.guestEmail ?? null,
      },
      company: { id: order.companyId ?? null, name: parties.companyName },
      states: {
        order: order.state,
        payment: order.paymentState,
        shipment: order.shippingState,
        invoice: order.invoiceState,
      },
      allowedTransitions: await this.states.allowed(em, order),
      ownOrderNumber: order.ownOrderNumber ?? null,
      reference: order.reference ?? null,
      comment: order.comment ?? null,
      preferredDeliveryDate: order.preferredDeliveryDate ?? null,
      erpReference: order.erpReference ?? null,
      invoiceAddress: order.invoiceAddress,
      shippingAddress: order.shippingAddress,
      lines: lines.map((line) => ({
        id: line.id,
        position: line.position,
        productId: line.productId ?? null,
        sku: line.sku,
        name: line.name,
        unitIdentifier: line.unitIdentifier,
        quantity: line.quantity,
        unitPriceNetMinor: line.unitPriceNetMinor,
        discountNetMinor: line.discountNetMinor,
        surchargeNetMinor: line.surchargeNetMinor,
        totalNetMinor: line.totalNetMinor,
        taxRate: line.taxRate,
        taxMinor: line.taxMinor,
        lineStatus: line.lineStatus,
        preliminaryDeliveryDate: line.preliminaryDeliveryDate ?? null,
        isGift: line.isGift,
      })),
      totals: {
        itemsNetMinor: order.itemsNetMinor,
        surchargeNetMinor: order.surchargeNetMinor,
        discountNetMinor: order.discountNetMinor,
        shippingNetMinor: order.shippingNetMinor,
        taxMinor: order.taxMinor,
        totalGrossMinor: order.totalGrossMinor,
        paidMinor: live.reduce((sum, payment) => sum + payment.paidMinor, 0),
        refundedMinor: live.reduce((sum, payment) => sum + payment.refundedMinor, 0),
        dueMinor: dueMinor(order.totalGrossMinor, payments),
      },
      taxes: order.taxes,
      adjustments: order.adjustments,
      statement,
      history: [...history.map(historyEntry), ...itemChanges.map(itemChangeEntry)].sort(
        (a, b) => a.at.localeCompare(b.at) || a.id.localeCompare(b.id),
      ),
    };
  }
}

export function historyEntry(change: OrderStateChange): AdminOrderHistoryEntry {
  return {
    id: String(change.id),
    kind: change.kind,
    event: change.event,
    fromState: change.fromState,
    toState: change.toState,
    actorKind: change.actorKind,
    actorName: change.actorName ?? null,
    reason: change.reason ?? null,
    at: change.createdAt.toISOString(),
  };
}

/**
 * A change of the order's items as a timeline entry beside the state changes: kind `items`, the action as the
 * event, the line's quantity before and after ('0' for a line added or removed), the SKU with the reason.
 */
export function itemChangeEntry(change: OrderItemChange): AdminOrderHistoryEntry {
  return {
    id: `items-${change.id}`,
    kind: 'items',
    event: change.action,
    fromState: change.quantityBefore ?? '0',
    toState: change.quantityAfter ?? '0',
    actorKind: change.actorKind,
    actorName: change.actorName ?? null,
    reason: [change.sku, change.reason].filter(Boolean).join(': '),
    at: change.createdAt.toISOString(),
  };
}
