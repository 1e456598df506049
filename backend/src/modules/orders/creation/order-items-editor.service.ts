import { Injectable } from '@nestjs/common';
import { EntityManager } from '@mikro-orm/postgresql';
import { DomainError } from '../../../common/errors/domain-error';
import { SalesOrder } from '../entities/sales-order.entity';
import { SalesOrderItem } from '../entities/sales-order-item.entity';
import { orderTotalsOf } from '../order-pricing';
import { orderNotFound } from '../order.errors';
import { OrdersService } from '../orders.service';
import type { TransitionActor } from '../order-state-log';
import { PaymentLedger } from '../payments/payment-ledger.service';
import { CustomerOrderPricing } from './customer-order-pricing';
import { OrderItemHistory } from './order-item-history';
import { OrderItemChange, type OrderItemChangeAction } from './order-item-change.entity';

/** One change staff make to a placed order's items. */
export type ItemsChange =
  | { kind: 'quantities'; lines: { itemId: number; quantity: string }[] }
  | { kind: 'add'; lines: { sku: string; quantity: string }[] }
  | { kind: 'remove'; itemId: number };

export interface EditedLine {
  /** Null for a line the change adds. */
  itemId: number | null;
  sku: string;
  name: string;
  quantity: string;
  unitPriceNetMinor: number;
  discountNetMinor: number;
  totalNetMinor: number;
  taxRate: string;
  taxMinor: number;
  isGift: boolean;
}

/** What a change does (or, in a dry run, would do) to the order. */
export interface ItemsEditResult {
  orderId: number;
  saved: boolean;
  totalBeforeMinor: number;
  totalAfterMinor: number;
  itemsNetMinor: number;
  discountNetMinor: number;
  shippingNetMinor: number;
  taxMinor: number;
  taxes: { rate: string; netMinor: number; taxMinor: number }[];
  lines: EditedLine[];
  /** Notes for the editor: lines whose unit price the current pricing changes, payment not following. */
  messages: string[];
}

export const EDIT_MESSAGES = {
  notEditable:
    'The items of this order can no longer be changed: it is cancelled or complete, or something is shipped, invoiced or paid',
  guestOrder: 'Only orders of customer accounts can be changed here',
  lastLine: 'An order keeps at least one line: cancel the order instead',
  itemNotFound: (id: number) => `The order has no line ${id}`,
  zeroQuantity: 'A quantity must be more than zero: remove the line instead',
  priceChanged: (sku: string, before: number, after: number) =>
    `${sku}: the unit price is now ${after} (was ${before}) in minor units`,
} as const;

const EDITABLE = {
  state: ['new', 'initialized', 'confirmed'],
  shippingState: ['new', 'ready'],
  invoiceState: ['new'],
  paymentState: ['new', 'awaiting_payment'],
} as const;

const conflict = (message: string) => new DomainError('CONFLICT', message);
const invalid = (field: string, reason: string) =>
  new DomainError('VALIDATION_FAILED', reason, [{ field, reason }]);

/**
 * Changes the items of a placed order: quantities, added lines, a removed line. Only while nothing is shipped,
 * invoiced or paid (see docs/decisions/2026-11-27-editing-placed-orders.md). Under the order's lock, the edited
 * lines are priced again through the pricing model with the order's customer, addresses, carrier, payment and
 * vouchers; lines, totals, taxes and rules are replaced by that quote, the open payment asks for the new total and
 * every change is kept in `order_item_change`.
 */
@Injectable()
export class OrderItemsEditor {
  constructor(
    private readonly em: EntityManager,
    private readonly orders: OrdersService,
    private readonly pricingSession: CustomerOrderPricing,
    private readonly payments: PaymentLedger,
    private readonly itemHistory: OrderItemHistory,
  ) {}

  async change(
    orderId: number,
    change: ItemsChange,
    by: TransitionActor,
    dryRun = false,
  ): Promise<ItemsEditResult> {
    return this.em.fork().transactional(async (em) => {
      const order = await this.orders.lockById(em, orderId);
      assertEditable(order);
      const items = await em.find(SalesOrderItem, { order: order.id }, { orderBy: { position: 'asc' } });
      const kept = items.filter((item) => !item.isGift);
      const quantityBefore = new Map(kept.map((item) => [item.id, item.quantity]));
      const requested = planLines(kept, change);

      const priced = await this.pricingSession.quote(
        em,
        {
          customerId: order.customerId!,
          lines: requested.map(({ sku, quantity }) => ({ sku, quantity })),
          carrierId: order.carrierId ?? null,
          paymentProviderId: order.paymentProviderId ?? null,
          voucherCodes: order.voucherCodes,
        },
        { at: order.createdAt, vouchersRedeemedByThisOrder: true, shippingAddress: order.shippingAddress },
      );
      if (priced.problems.length > 0) {
        throw new DomainError('VALIDATION_FAILED', priced.problems[0]!.reason, priced.problems);
      }
      const { quote } = priced;
      const lines: EditedLine[] = priced.lines.map((line, index) => {
        const lineId = quote.lines[index]!.lineId;
        return {
          itemId: lineId === null ? null : (requested[lineId - 1]!.itemId ?? null),
          sku: line.sku,
          name: line.name,
          quantity: line.quantity,
          unitPriceNetMinor: line.unitPriceNetMinor,
          discountNetMinor: line.discountNetMinor,
          totalNetMinor: line.totalNetMinor,
          taxRate: line.taxRate,
          taxMinor: line.taxMinor,
          isGift: line.isGift,
        };
      });
      const messages = lines.flatMap((line) => {
        const before = kept.find((item) => item.id === line.itemId);
        return before && before.unitPriceNetMinor !== line.unitPriceNetMinor
          ? [EDIT_MESSAGES.priceChanged(line.sku, before.unitPriceNetMinor, line.unitPriceNetMinor)]
          : [];
      });
      const totals = orderTotalsOf(quote, priced.payment ?? { label: '' });
      const result: ItemsEditResult = {
        orderId: order.id,
        saved: !dryRun,
        totalBeforeMinor: order.totalGrossMinor,
        totalAfterMinor: totals.totalGrossMinor,
        itemsNetMinor: totals.itemsNetMinor,
        discountNetMinor: totals.discountNetMinor,
        shippingNetMinor: totals.shippingNetMinor,
        taxMinor: totals.taxMinor,
        taxes: totals.taxes,
        lines,
        messages,
      };
      if (dryRun) return result;

      // Lines the change removed, and gift lines (the quote gives them anew), go first: positions are unique.
      const continued = new Set(lines.flatMap((line) => (line.itemId === null ? [] : [line.itemId])));
      const gone = items.filter((item) => !continued.has(item.id));
      for (const item of gone) em.remove(item);
      await em.flush();
      const byId = new Map(items.filter((item) => continued.has(item.id)).map((item) => [item.id, item]));
      let position = Math.max(0, ...[...byId.values()].map((item) => item.position));
      // Kept lines keep their position; added and gift lines follow them.
      const stored = priced.lines.map(({ stockStatus: _stockStatus, ...line }, index) => {
        const existing = lines[index]!.itemId === null ? undefined : byId.get(lines[index]!.itemId!);
        if (existing) return Object.assign(existing, line);
        position += 1;
        return em.create(SalesOrderItem, { ...line, order, position });
      });
      Object.assign(order, totals);
      await em.flush();

      const record = (
        action: OrderItemChangeAction,
        sku: string,
        itemId: number | null,
        before: string | null,
        after: string | null,
      ) =>
        em.create(OrderItemChange, {
          orderId: order.id,
          action,
          itemId,
          sku,
          quantityBefore: before,
          quantityAfter: after,
          totalBeforeMinor: result.totalBeforeMinor,
          totalAfterMinor: result.totalAfterMinor,
          actorKind: by.kind,
          actorId: by.id,
          actorName: by.name,
          reason: by.reason ?? null,
        });
      if (change.kind === 'remove') {
        const removed = kept.find((item) => item.id === change.itemId)!;
        record('removed', removed.sku, removed.id, quantityBefore.get(removed.id)!, null);
      } else if (change.kind === 'add') {
        stored
          .slice(kept.length)
          .filter((item) => !item.isGift)
          .forEach((item) => record('added', item.sku, item.id, null, item.quantity));
      } else {
        for (const line of change.lines) {
          const item = kept.find((candidate) => candidate.id === line.itemId)!;
          record('quantity_changed', item.sku, item.id, quantityBefore.get(item.id)!, item.quantity);
        }
      }
      const followed = await this.payments.followTotal(em, order, result.totalAfterMinor);
      if (!followed) result.messages.push('No open payment follows the new total');
      await em.flush();
      return { ...result, lines: lines.map((line, index) => ({ ...line, itemId: stored[index]!.id })) };
    });
  }

  /** The order's lines as they are, and whether they may still be changed, for the order page's Items panel. */
  async current(orderId: number) {
    const em = this.em.fork();
    const order = await em.findOne(SalesOrder, { id: orderId });
    if (!order) throw orderNotFound(String(orderId));
    const items = await em.find(SalesOrderItem, { order: order.id }, { orderBy: { position: 'asc' } });
    let editable = true;
    try {
      assertEditable(order);
    } catch {
      editable = false;
    }
    return {
      orderId: order.id,
      editable,
      currency: order.currency,
      totalGrossMinor: order.totalGrossMinor,
      taxMinor: order.taxMinor,
      lines: items.map((item) => ({
        itemId: item.id,
        sku: item.sku,
        name: item.name,
        quantity: item.quantity,
        unitIdentifier: item.unitIdentifier,
        unitPriceNetMinor: item.unitPriceNetMinor,
        discountNetMinor: item.discountNetMinor,
        totalNetMinor: item.totalNetMinor,
        taxRate: item.taxRate,
        taxMinor: item.taxMinor,
        isGift: item.isGift,
      })),
    };
  }

  /** The same for the order page: ORDER_NOT_FOUND when there is no such order. */
  async historyOf(orderId: number): Promise<OrderItemChange[]> {
    const em = this.em.fork();
    if (!(await em.count(SalesOrder, { id: orderId }))) throw orderNotFound(String(orderId));
    return this.itemHistory.history(em, orderId);
  }
}

function assertEditable(order: SalesOrder): void {
  if (!order.customerId) throw conflict(EDIT_MESSAGES.guestOrder);
  const editable =
    (EDITABLE.state as readonly string[]).includes(order.state) &&
    (EDITABLE.shippingState as readonly string[]).includes(order.shippingState) &&
    (EDITABLE.invoiceState as readonly string[]).includes(order.invoiceState) &&
    (EDITABLE.paymentState as readonly string[]).includes(order.paymentState);
  if (!editable) throw conflict(EDIT_MESSAGES.notEditable);
}

/** The order's lines after the change, each with the item it continues (none for an added line). */
function planLines(
  kept: SalesOrderItem[],
  change: ItemsChange,
): { itemId: number | null; sku: string; quantity: string }[] {
  const current = kept.map((item) => ({
    itemId: item.id as number | null,
    sku: item.sku,
    quantity: item.quantity,
  }));
  const own = (itemId: number, field: string) => {
    const line = current.find((candidate) => candidate.itemId === itemId);
    if (!line) throw invalid(field, EDIT_MESSAGES.itemNotFound(itemId));
    return line;
  };
  switch (change.kind) {
    case 'quantities':
      if (change.lines.length === 0) throw invalid('lines', 'Name at least one line to change');
      change.lines.forEach((line, index) => {
        if (!(Number(line.quantity) > 0))
          throw invalid(`lines[${index}].quantity`, EDIT_MESSAGES.zeroQuantity);
        own(line.itemId, `lines[${index}].itemId`).quantity = line.quantity;
      });
      return current;
    case 'add':
      if (change.lines.length === 0) throw invalid('lines', 'Add at least one line');
      return [
        ...current,
        ...change.lines.map((line) => ({ itemId: null, sku: line.sku, quantity: line.quantity })),
      ];
    case 'remove': {
      own(change.itemId, 'itemId');
      if (current.length === 1) throw conflict(EDIT_MESSAGES.lastLine);
      return current.filter((line) => line.itemId !== change.itemId);
    }
  }
}
