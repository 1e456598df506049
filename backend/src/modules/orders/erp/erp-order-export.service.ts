import { Inject, Injectable } from '@nestjs/common';
import { EntityManager, LockMode } from '@mikro-orm/postgresql';
import { orderTypeOf, type OrderLineStatusCode } from '@tradeshop/shared';
import { PinoLogger } from 'nestjs-pino';
import { DomainError } from '../../../common/errors/domain-error';
import { queryRows, sql } from '../../../database/sql';
import { JOB_QUEUE, type JobQueue } from '../../../jobs/job-queue';
import { OrderStateChange } from '../entities/order-state-change.entity';
import { SalesOrderItem } from '../entities/sales-order-item.entity';
import { SalesOrder } from '../entities/sales-order.entity';
import { orderNotFound } from '../order.errors';
import {
  ERP_ORDER_EXPORTER,
  ErpExportFailed,
  type ErpExportOrder,
  type ErpOrderExporter,
  type ErpOrderState,
} from './erp-order-exporter';
import { ErpExportReadModel } from './erp-export.read-model';

export const ERP_EXPORT_JOB = 'orders.erp-export';
export const ERP_STATUS_SYNC_JOB = 'orders.erp-status-sync';
/** While an export of the order is queued or running, asking again returns that job. */
export const erpExportDedupeKey = (orderId: number) => `erp-export:${orderId}`;
/** At most this many orders are retried by one "retry all". */
export const RETRY_ALL_LIMIT = 1000;
/** The status sync reads at most this many exported orders per run, the longest unchecked first. */
const STATUS_SYNC_BATCH = 200;

export type ErpExportOutcome =
  | { outcome: 'exported' | 'already_exported'; erpOrderNumber: string | null }
  | { outcome: 'failed'; reason: string; detail: string; retryable: boolean }
  | { outcome: 'missing' | 'no_erp' };

export interface QueuedExport {
  orderId: number;
  number: string;
  jobId: string;
}

/** How the ERP is named in an order's history. */
const ERP_ACTOR_NAME = 'ERP';

/**
 * Orders to the ERP and the ERP's data back (issue 14 §5, §6): exports a placed order once (its ERP number, order
 * type and line statuses come back onto it, with a history entry by the ERP), keeps why an export failed, queues
 * retries, and moves the line statuses of exported orders forward as the ERP reports them.
 */
@Injectable()
export class ErpOrderExportService {
  constructor(
    private readonly em: EntityManager,
    @Inject(ERP_ORDER_EXPORTER) private readonly erp: ErpOrderExporter | null,
    @Inject(JOB_QUEUE) private readonly jobs: JobQueue,
    private readonly reads: ErpExportReadModel,
    private readonly logger: PinoLogger,
  ) {
    logger.setContext(ErpOrderExportService.name);
  }

  get connected(): boolean {
    return this.erp !== null;
  }

  /**
   * Sends the order to the ERP unless it is there already. The order stays locked while the ERP answers (within
   * ERP_TIMEOUT_MS), so that a second export of the same order (a retried job, a shopper and an editor at once)
   * waits and then finds the ERP number instead of sending it again. A failure is stored with the attempt; the
   * caller decides from `retryable` whether to try again.
   */
  async export(em: EntityManager, orderId: number): Promise<ErpExportOutcome> {
    const erp = this.erp;
    if (!erp) return { outcome: 'no_erp' };
    return em.transactional(async (tx): Promise<ErpExportOutcome> => {
      const order = await tx.findOne(SalesOrder, { id: orderId }, { lockMode: LockMode.PESSIMISTIC_WRITE });
      if (!order) return { outcome: 'missing' };
      if (order.erpSyncedAt)
        return { outcome: 'already_exported', erpOrderNumber: order.erpReference ?? null };
      const lines = await tx.find(SalesOrderItem, { order: order.id }, { orderBy: { position: 'asc' } });
      const erpCustomerNumber = order.companyId
        ? await this.reads.erpCustomerNumberOf(tx, order.companyId)
        : null;
      order.erpExportAttempts += 1;
      order.erpExportLastAttemptAt = new Date();
      let state: ErpOrderState;
      try {
        state = await erp.exportOrder(toErpExportOrder(order, lines, erpCustomerNumber));
      } catch (error) {
        if (!(error instanceof ErpExportFailed)) throw error;
        order.erpExportFailure = error.reason;
        order.erpExportFailureDetail = error.detail;
        await tx.flush();
        this.logger.warn({ orderId, reason: error.reason, detail: error.detail }, 'ERP export failed');
        return { outcome: 'failed', reason: error.reason, detail: error.detail, retryable: error.retryable };
      }
      order.erpReference = state.erpOrderNumber;
      order.erpSyncedAt = new Date();
      order.erpExportFailure = null;
      order.erpExportFailureDetail = null;
      applyErpState(order, lines, state);
      tx.create(OrderStateChange, {
        order,
        kind: 'order',
        event: 'ERP_EXPORTED',
        fromState: order.state,
        toState: order.state,
        actorKind: 'erp',
        actorId: null,
        actorName: ERP_ACTOR_NAME,
        reason: `ERP order ${state.erpOrderNumber}`,
        createdAt: new Date(),
      });
      await tx.flush();
      return { outcome: 'exported', erpOrderNumber: state.erpOrderNumber };
    });
  }

  /** Queues the export of each order (one job per order while one is pending); answers at once. */
  async enqueue(orders: { id: number; number: string }[]): Promise<QueuedExport[]> {
    const queued: QueuedExport[] = [];
    for (const order of orders) {
      const job = await this.jobs.enqueue(
        ERP_EXPORT_JOB,
        { orderId: order.id },
        { dedupeKey: erpExportDedupeKey(order.id) },
      );
      queued.push({ orderId: order.id, number: order.number, jobId: job.id });
    }
    return queued;
  }

  /**
   * An editor's retry: the named orders, or every order the ERP has not received (`all`). An id that is not a
   * not-synchronized order is named in a 400 and nothing is queued.
   */
  async retry(input: { ids?: number[]; all?: boolean }): Promise<QueuedExport[]> {
    this.requireErp();
    const hasIds = Array.isArray(input.ids) && input.ids.length > 0;
    if (hasIds === (input.all === true)) {
      throw new DomainError('VALIDATION_FAILED', 'Give either ids (the orders to retry) or all: true', [
        { field: 'ids', reason: 'give either ids or all: true' },
      ]);
    }
    const em = this.em.fork();
    if (input.all) {
      const { rows } = await this.reads.notSynchronized(em, {
        sort: 'createdAt',
        order: 'asc',
        offset: 0,
        limit: RETRY_ALL_LIMIT,
      });
      return this.enqueue(rows);
    }
    const ids = [...new Set(input.ids)];
    const { rows } = await this.reads.notSynchronized(em, {
      sort: 'createdAt',
      order: 'asc',
      offset: 0,
      limit: ids.length,
      ids,
    });
    const unknown = ids.filter((id) => !rows.some((row) => row.id === id));
    if (unknown.length > 0) {
      throw new DomainError(
        'VALIDATION_FAILED',
        `No order waiting for the ERP has the id ${unknown.join(', ')}`,
        unknown.map((id) => ({ field: 'ids', reason: `${id} is not an order waiting for the ERP` })),
      );
    }
    return this.enqueue(rows);
  }

  /**
   * The shopper starts the conversion of their own order (storefront spec §4): only the customer who placed it.
   * An order the ERP already has answers its ERP number and queues nothing.
   */
  async startFromShop(
    customerId: number,
    number: string,
  ): Promise<{ jobId: string | null; erpOrderNumber: string | null }> {
    this.requireErp();
    const order = await this.em
      .fork()
      .findOne(
        SalesOrder,
        { number, customerId },
        { fields: ['id', 'number', 'erpSyncedAt', 'erpReference'] },
      );
    if (!order) throw orderNotFound(number);
    if (order.erpSyncedAt) return { jobId: null, erpOrderNumber: order.erpReference ?? null };
    const [queued] = await this.enqueue([order]);
    return { jobId: queued!.jobId, erpOrderNumber: null };
  }

  /**
   * Reads the exported orders whose lines are not all shipped/invoiced from the ERP and moves their line statuses
   * forward (never back) and their order type to the ERP's. An order the ERP cannot be asked about now is left
   * for the next run.
   */
  async syncStatuses(): Promise<{ checked: number; updated: number; failed: number }> {
    const erp = this.erp;
    const result = { checked: 0, updated: 0, failed: 0 };
    if (!erp) return result;
    const em = this.em.fork();
    const candidates = await queryRows<{ id: number; company_id: number; erp_reference: string }>(
      em,
      sql`select o.id, o.company_id, o.erp_reference from sales_order o
          where o.erp_synced_at is not null and o.erp_reference is not null and o.company_id is not null
            and exists (select 1 from sales_order_item i where i.order_id = o.id and i.line_status < 60)
          order by o.erp_synced_at limit ${STATUS_SYNC_BATCH}`,
    );
    for (const candidate of candidates) {
      result.checked += 1;
      let state: ErpOrderState | null;
      try {
        const customerNumber = await this.reads.erpCustomerNumberOf(em, candidate.company_id);
        state = customerNumber ? await erp.orderState(customerNumber, candidate.erp_reference) : null;
      } catch (error) {
        result.failed += 1;
        this.logger.warn({ err: error, orderId: candidate.id }, 'ERP order status could not be read');
        continue;
      }
      if (!state) continue;
      const changed = await em.fork().transactional(async (tx) => {
        const order = await tx.findOneOrFail(
          SalesOrder,
          { id: candidate.id },
          { lockMode: LockMode.PESSIMISTIC_WRITE },
        );
        const lines = await tx.find(SalesOrderItem, { order: order.id });
        const moved = applyErpState(order, lines, state);
        order.erpSyncedAt = new Date();
        await tx.flush();
        return moved;
      });
      if (changed) result.updated += 1;
    }
    return result;
  }

  private requireErp(): void {
    if (!this.erp) {
      throw new DomainError(
        'SERVICE_UNAVAILABLE',
        'No ERP is connected to the shop, so orders cannot be converted',
      );
    }
  }
}

/**
 * The ERP's order type code and line statuses onto the order: a line status only moves forward (an answer that
 * says less than the shop knows, such as a stale read, changes nothing). True when something changed.
 */
export function applyErpState(order: SalesOrder, lines: SalesOrderItem[], state: ErpOrderState): boolean {
  let changed = false;
  if (orderTypeOf(state.orderTypeCode) && order.orderType !== state.orderTypeCode) {
    order.orderType = state.orderTypeCode;
    changed = true;
  }
  const statusByPosition = new Map<number, OrderLineStatusCode>(
    state.lines.map((line) => [line.position, line.lineStatus]),
  );
  for (const line of lines) {
    const reported = statusByPosition.get(line.position);
    if (reported !== undefined && reported > line.lineStatus) {
      line.lineStatus = reported;
      changed = true;
    }
  }
  return changed;
}

function toErpExportOrder(
  order: SalesOrder,
  lines: SalesOrderItem[],
  erpCustomerNumber: string | null,
): ErpExportOrder {
  return {
    number: order.number,
    erpCustomerNumber,
    orderTypeCode: order.orderType,
    placedAt: order.createdAt.toISOString(),
    currency: order.currency.trim(),
    ownOrderNumber: order.ownOrderNumber ?? null,
    reference: order.reference ?? null,
    comment: order.comment ?? null,
    preferredDeliveryDate: order.preferredDeliveryDate ?? null,
    completeDelivery: order.completeDelivery,
    totalNetMinor: order.itemsNetMinor,
    totalGrossMinor: order.totalGrossMinor,
    lines: lines.map((line) => ({
      position: line.position,
      sku: line.sku,
      name: line.name,
      quantity: line.quantity,
      unit: line.unitIdentifier,
      unitPriceNetMinor: line.unitPriceNetMinor,
      totalNetMinor: line.totalNetMinor,
    })),
  };
}
