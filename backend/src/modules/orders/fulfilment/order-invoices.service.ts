import { Injectable } from '@nestjs/common';
import { EntityManager } from '@mikro-orm/postgresql';
import { queryRows, sql } from '../../../database/sql';
import { DomainEvents } from '../../events/domain-events.service';
import { StoresService } from '../../shop-config/stores/stores.service';
import { OrderInvoiceItem } from '../entities/order-invoice-item.entity';
import { OrderInvoice, type InvoiceVatLine, type OrderInvoiceKind } from '../entities/order-invoice.entity';
import type { SalesOrderItem } from '../entities/sales-order-item.entity';
import { SalesOrder } from '../entities/sales-order.entity';
import { OrdersService } from '../orders.service';
import { SYSTEM_ACTOR, type TransitionActor } from '../order-state-log';
import { FulfilmentLines, lineProgress, type FulfilmentLine, type LineProgress } from './fulfilment-lines';
import {
  fromMilli,
  invoiceVat,
  normalisedRate,
  shareOf,
  splitGrossByVat,
  vatBreakdown,
} from './fulfilment-rules';
import { type ChosenLine, selectLines } from './fulfilment-selection';
import { FulfilmentSync } from './fulfilment-sync';
import { invalidInput, notFound, refused } from './fulfilment.errors';
import { documentSeller, invoiceDocument, type Seller } from './fulfilment-documents';
import { renderFulfilmentPdf } from './fulfilment-pdf';

export interface InvoiceableItem extends LineProgress {
  shippedQuantity: string;
  invoicedQuantity: string;
  /** Shipped and not yet invoiced: what an invoice takes by default. */
  shippedNotInvoicedQuantity: string;
  remainingQuantity: string;
}

export interface InvoiceView {
  id: number;
  orderId: number;
  kind: OrderInvoiceKind;
  number: string;
  state: string;
  currency: string;
  netMinor: number;
  taxMinor: number;
  grossMinor: number;
  vat: InvoiceVatLine[];
  paymentId: number | null;
  reason: string | null;
  createdAt: string;
  createdBy: string | null;
  items: {
    orderItemId: number | null;
    sku: string;
    name: string;
    quantity: string;
    netMinor: number;
    taxRate: string;
    taxMinor: number;
  }[];
}

export interface Refund {
  orderId: number;
  paymentId: number;
  amountMinor: number;
  currency: string;
  reason: string | null;
}

/** A line about to be invoiced: part of an order line, or (no order line) charges or a refund at one rate. */
interface NewInvoiceLine {
  orderItem: SalesOrderItem | null;
  sku: string;
  name: string;
  quantity: string;
  unitIdentifier: string;
  taxRate: string;
  netMinor: number;
  taxMinor: number;
}

export const INVOICE_TRANSITIONS = ['cancel'] as const;

const shippedNotInvoiced = (line: FulfilmentLine) => line.shippedMilli - line.invoicedMilli;
const notInvoiced = (line: FulfilmentLine) => line.orderedMilli - line.invoicedMilli;

/**
 * Invoices and credit notes of an order, numbered without gaps per store: the store's counter row is taken (and
 * so locked) in the invoicing transaction, and a failed invoicing rolls its number back with it. The first
 * invoice of an order also carries the order's charges (shipping, surcharges, discounts) per VAT rate, so that
 * an order invoiced in full adds up to its total.
 */
@Injectable()
export class OrderInvoicesService {
  constructor(
    private readonly em: EntityManager,
    private readonly orders: OrdersService,
    private readonly lines: FulfilmentLines,
    private readonly sync: FulfilmentSync,
    private readonly events: DomainEvents,
    private readonly stores: StoresService,
  ) {}

  async invoiceableItems(orderId: number): Promise<InvoiceableItem[]> {
    const em = this.em.fork();
    await this.orderOrFail(em, orderId);
    return (await this.lines.of(em, orderId)).map((line) => ({
      ...lineProgress(line),
      shippedQuantity: fromMilli(line.shippedMilli),
      invoicedQuantity: fromMilli(line.invoicedMilli),
      shippedNotInvoicedQuantity: fromMilli(Math.max(0, shippedNotInvoiced(line))),
      remainingQuantity: fromMilli(Math.max(0, notInvoiced(line))),
    }));
  }

  async list(orderId: number, em: EntityManager = this.em.fork()): Promise<InvoiceView[]> {
    await this.orderOrFail(em, orderId);
    const invoices = await em.find(OrderInvoice, { order: orderId }, { orderBy: { id: 'asc' } });
    return this.views(em, invoices);
  }

  async get(invoiceId: number, em: EntityManager = this.em.fork()): Promise<InvoiceView> {
    const invoice = await em.findOne(OrderInvoice, { id: invoiceId });
    if (!invoice) throw notFound('invoice', invoiceId);
    const [view] = await this.views(em, [invoice]);
    return view!;
  }

  /** Invoices the chosen lines, or by default every line shipped and not yet invoiced. */
  async create(orderId: number, items: ChosenLine[] | undefined, by: TransitionActor): Promise<InvoiceView> {
    const id = await this.em.fork().transactional(async (tx) => {
      const order = await this.orders.lockById(tx, orderId);
      if (order.state === 'cancelled' || order.invoiceState === 'cancelled') {
        throw refused(`Order ${order.number} is cancelled: it cannot be invoiced`);
      }
      const lines = await this.lines.of(tx, order.id);
      const chosen = items && items.length > 0;
      if (!chosen && !lines.some((line) => shippedNotInvoiced(line) > 0)) {
        throw invalidInput(
          'items',
          'Nothing shipped is left to invoice: ship first, or choose the lines to invoice',
        );
      }
      const selected = selectLines(lines, items, chosen ? notInvoiced : shippedNotInvoiced, 'invoice');
      const invoiceLines = selected.map(({ line, milli }) => ({
        orderItem: line.item,
        sku: line.item.sku,
        name: line.item.name,
        quantity: fromMilli(milli),
        unitIdentifier: line.item.unitIdentifier,
        taxRate: line.item.taxRate,
        netMinor: shareOf(
          line.item.totalNetMinor,
          line.invoicedNetMinor,
          milli,
          line.orderedMilli,
          notInvoiced(line),
        ),
        taxMinor: shareOf(
          line.item.taxMinor,
          line.invoicedTaxMinor,
          milli,
          line.orderedMilli,
          notInvoiced(line),
        ),
      }));
      const charges = (await this.chargesInvoiced(tx, order.id)) ? [] : chargesOf(order, lines);
      const invoicedMilli = new Map(selected.map(({ line, milli }) => [line.item.id, milli]));
      const completesOrder = lines.every(
        (line) => notInvoiced(line) <= (invoicedMilli.get(line.item.id) ?? 0),
      );
      const allLines = [...invoiceLines, ...charges];
      const vat = invoiceVat(
        allLines,
        completesOrder && order.taxes.length > 0
          ? { orderVat: order.taxes, invoicedVat: await this.invoicedVat(tx, order.id) }
          : null,
      );
      const invoice = await this.issue(tx, order, 'invoice', allLines, by, {}, vat);
      await this.sync.apply(tx, order, by);
      return invoice.id;
    });
    await this.events.publish();
    return this.get(id);
  }

  /**
   * A credit note of a refund, split over the VAT rates as on the order, numbered in the invoices' sequence.
   * Runs in the caller's transaction (the refund subscriber's).
   */
  async creditRefund(
    em: EntityManager,
    refund: Refund,
    by: TransitionActor = SYSTEM_ACTOR,
  ): Promise<OrderInvoice> {
    const order = await this.orders.lockById(em, refund.orderId);
    if (refund.amountMinor <= 0) throw invalidInput('amountMinor', 'A refund must be more than 0');
    if (refund.currency.trim() !== order.currency.trim()) {
      throw invalidInput(
        'currency',
        `The refund is in ${refund.currency}, order ${order.number} in ${order.currency}`,
      );
    }
    // The order's VAT lines as priced at checkout; an order without them (entered by other means) by its lines.
    const orderVat =
      order.taxes.length > 0
        ? order.taxes
        : vatBreakdown(
            (await this.lines.of(em, order.id)).map(({ item }) => ({
              taxRate: item.taxRate,
              netMinor: item.totalNetMinor,
              taxMinor: item.taxMinor,
            })),
          );
    const split = splitGrossByVat(refund.amountMinor, orderVat);
    const lines = split.map((line): NewInvoiceLine => ({
      orderItem: null,
      sku: '',
      name: refund.reason ?? '',
      quantity: '1.000',
      unitIdentifier: '',
      taxRate: line.rate,
      netMinor: line.netMinor,
      taxMinor: line.taxMinor,
    }));
    return this.issue(em, order, 'credit_note', lines, by, {
      paymentId: refund.paymentId,
      reason: refund.reason,
    });
  }

  async updateState(invoiceId: number, transition: string, by: TransitionActor): Promise<InvoiceView> {
    if (!(INVOICE_TRANSITIONS as readonly string[]).includes(transition)) {
      throw invalidInput('transition', `transition must be one of ${INVOICE_TRANSITIONS.join(', ')}`);
    }
    await this.em.fork().transactional(async (tx) => {
      const found = await tx.findOne(OrderInvoice, { id: invoiceId }, { fields: ['order'] });
      if (!found) throw notFound('invoice', invoiceId);
      const order = await this.orders.lockById(tx, found.order.id);
      const invoice = await tx.findOneOrFail(OrderInvoice, { id: invoiceId }, { refresh: true });
      if (invoice.state === 'cancelled') throw refused(`Invoice ${invoice.number} is already cancelled`, []);
      if (invoice.kind === 'credit_note')
        throw refused(`Credit note ${invoice.number} cannot be cancelled`, []);
      if (order.invoiceState === 'invoiced') {
        // The invoice machine has no way back from invoiced: a fully invoiced order is corrected by credit notes.
        throw refused(
          `Order ${order.number} is invoiced in full: issue a credit note instead of cancelling invoice ${invoice.number}`,
          [],
        );
      }
      invoice.state = 'cancelled';
      await tx.flush();
      await this.sync.apply(tx, order, by);
    });
    await this.events.publish();
    return this.get(invoiceId);
  }

  /** The invoice or credit note as a PDF in the order's language. */
  async render(
    invoiceId: number,
    kind?: OrderInvoiceKind,
  ): Promise<{ fileName: string; pdf: Buffer; orderId: number }> {
    const em = this.em.fork();
    const invoice = await em.findOne(OrderInvoice, { id: invoiceId, ...(kind ? { kind } : {}) });
    if (!invoice) throw notFound(kind === 'credit_note' ? 'credit note' : 'invoice', invoiceId);
    const order = await em.findOneOrFail(SalesOrder, { id: invoice.order.id });
    const items = await em.find(OrderInvoiceItem, { invoice: invoice.id }, { orderBy: { position: 'asc' } });
    const document = invoiceDocument(order, invoice, items, await this.seller(em, order));
    return { fileName: document.fileName, pdf: await renderFulfilmentPdf(document), orderId: order.id };
  }

  private async issue(
    tx: EntityManager,
    order: SalesOrder,
    kind: OrderInvoiceKind,
    lines: NewInvoiceLine[],
    by: TransitionActor,
    extra: { paymentId?: number; reason?: string | null } = {},
    vat: InvoiceVatLine[] = vatBreakdown(lines),
  ): Promise<OrderInvoice> {
    const sequence = await this.nextNumber(tx, order.storeId);
    const prefix = await this.stores.orderNumberPrefix(order.storeId, tx);
    const netMinor = vat.reduce((sum, line) => sum + line.netMinor, 0);
    const taxMinor = vat.reduce((sum, line) => sum + line.taxMinor, 0);
    const invoice = tx.create(OrderInvoice, {
      order,
      storeId: order.storeId,
      kind,
      sequence,
      number: `${prefix}${kind === 'credit_note' ? 'C' : 'I'}${sequence}`,
      currency: order.currency,
      netMinor,
      taxMinor,
      grossMinor: netMinor + taxMinor,
      vat,
      paymentId: extra.paymentId ?? null,
      reason: extra.reason ?? null,
      createdByName: by.name,
      createdAt: new Date(),
    });
    lines.forEach((line, index) => tx.create(OrderInvoiceItem, { ...line, invoice, position: index + 1 }));
    await tx.flush();
    return invoice;
  }

  /** The VAT lines of the order's invoices that stand (not cancelled; credit notes apart). */
  private async invoicedVat(tx: EntityManager, orderId: number): Promise<InvoiceVatLine[]> {
    const invoices = await tx.find(
      OrderInvoice,
      { order: orderId, kind: 'invoice', state: { $ne: 'cancelled' } },
      { fields: ['vat'] },
    );
    return invoices.flatMap((invoice) => invoice.vat);
  }

  /** Takes the store's next number; the counter row stays locked until the transaction ends. */
  private async nextNumber(tx: EntityManager, storeId: number): Promise<number> {
    const [row] = await queryRows<{ last_number: number }>(
      tx,
      sql`
        insert into order_invoice_sequence (store_id, last_number) values (${storeId}, 1)
        on conflict (store_id) do update set last_number = order_invoice_sequence.last_number + 1
        returning last_number`,
    );
    return row!.last_number;
  }

  private async chargesInvoiced(tx: EntityManager, orderId: number): Promise<boolean> {
    const count = await tx.count(OrderInvoiceItem, {
      orderItem: null,
      invoice: { order: orderId, kind: 'invoice', state: 'invoiced' },
    });
    return count > 0;
  }

  private async seller(em: EntityManager, order: SalesOrder): Promise<Seller> {
    return documentSeller(await this.stores.documentFacts(order.storeId, em), order);
  }

  private async orderOrFail(em: EntityManager, orderId: number): Promise<SalesOrder> {
    const order = await em.findOne(SalesOrder, { id: orderId });
    if (!order) throw notFound('order', orderId);
    return order;
  }

  private async views(em: EntityManager, invoices: OrderInvoice[]): Promise<InvoiceView[]> {
    if (invoices.length === 0) return [];
    const items = await em.find(
      OrderInvoiceItem,
      { invoice: { $in: invoices.map((invoice) => invoice.id) } },
      { orderBy: { position: 'asc' } },
    );
    return invoices.map((invoice) => ({
      id: invoice.id,
      orderId: invoice.order.id,
      kind: invoice.kind,
      number: invoice.number,
      state: invoice.state,
      currency: invoice.currency.trim(),
      netMinor: invoice.netMinor,
      taxMinor: invoice.taxMinor,
      grossMinor: invoice.grossMinor,
      vat: invoice.vat,
      paymentId: invoice.paymentId ?? null,
      reason: invoice.reason ?? null,
      createdAt: invoice.createdAt.toISOString(),
      createdBy: invoice.createdByName ?? null,
      items: items
        .filter((item) => item.invoice.id === invoice.id)
        .map((item) => ({
          orderItemId: item.orderItem?.id ?? null,
          sku: item.sku,
          name: item.name,
          quantity: item.quantity,
          netMinor: item.netMinor,
          taxRate: item.taxRate,
          taxMinor: item.taxMinor,
        })),
    }));
  }
}

/**
 * The order's charges per VAT rate: what the order's tax lines hold beyond its item lines (shipping, surcharges,
 * discounts and fees, as priced at checkout).
 */
function chargesOf(order: SalesOrder, lines: readonly FulfilmentLine[]): NewInvoiceLine[] {
  return order.taxes
    .map((tax) => {
      const rate = normalisedRate(tax.rate);
      const atRate = lines.filter((line) => normalisedRate(line.item.taxRate) === rate);
      return {
        orderItem: null,
        sku: '',
        name: 'Shipping and charges',
        quantity: '1.000',
        unitIdentifier: '',
        taxRate: tax.rate,
        netMinor: tax.netMinor - atRate.reduce((sum, line) => sum + line.item.totalNetMinor, 0),
        taxMinor: tax.taxMinor - atRate.reduce((sum, line) => sum + line.item.taxMinor, 0),
      };
    })
    .filter((charge) => charge.netMinor !== 0 || charge.taxMinor !== 0);
}
