import { PassThrough, type Readable } from 'node:stream';
import { Injectable, Logger, type OnModuleInit } from '@nestjs/common';
import { EntityManager } from '@mikro-orm/postgresql';
import {
  INVOICE_STATES,
  ORDER_STATES,
  PAYMENT_STATES,
  SHIPMENT_STATES,
  type Permission,
} from '@tradeshop/shared';
import { DomainError } from '../../../common/errors/domain-error';
import { queryRows, sql } from '../../../database/sql';
import { DomainEvents } from '../../events/domain-events.service';
import type { AdminUser } from '../../identity/entities/admin-user.entity';
import { StoresService } from '../../shop-config/stores/stores.service';
import { OrderFindService, type OrderListRow } from '../admin/order-find.service';
import { ORDER_SORT_FIELDS, parseOrderFilter } from '../admin/order-find.criteria';
import type { TransitionActor } from '../order-state-log';
import { OrdersService } from '../orders.service';
import { type OrderExportFormat, exportStyle, writeOrdersCsv, writeOrdersXlsx } from './order-grid-export';
import { type OrderGridActionResult, OrderGridActions } from './order-grid-actions.registry';

export type OrderGridFilterType = 'text' | 'id' | 'states' | 'store' | 'date' | 'amount';

/** A filter the orders list offers (spec §7 "Grid": filters). */
export interface OrderGridFilter {
  name: string;
  type: OrderGridFilterType;
  /** A list filter takes one value or several. */
  multiple: boolean;
  options?: { value: string | number; label: string }[];
}

/** An action of the orders grid and whether the caller may use it. */
export interface OrderGridActionInfo {
  name: string;
  kind: 'change' | 'export';
  permission: Permission;
  allowed: boolean;
}

/** Which orders an action applies to: the chosen ids, or (exports only) every order a list filter finds. */
export interface OrderGridApply {
  action: string;
  ids?: number[];
  filter?: Record<string, unknown>;
}

export type OrderGridOutcome =
  | { kind: 'results'; results: OrderGridActionResult[] }
  | { kind: 'file'; stream: Readable; contentType: string; fileName: string };

const EXPORTS: Record<string, OrderExportFormat> = { export_csv: 'csv', export_xlsx: 'xlsx' };
const EXPORT_PERMISSION: Permission = 'orders.read';
/** At most this many orders in one change (each takes its own lock and transaction). */
export const MAX_CHANGED_ORDERS = 500;
/** At most this many orders in one export. */
export const MAX_EXPORTED_ORDERS = 20_000;
const EXPORT_PAGE = 500;

const CONTENT_TYPE: Record<OrderExportFormat, string> = {
  csv: 'text/csv; charset=utf-8',
  xlsx: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
};

function invalid(field: string, reason: string): never {
  throw new DomainError('VALIDATION_FAILED', `${field} ${reason}`, [{ field, reason }]);
}

/**
 * The orders grid (back-office spec §7 "Grid"): the filters the list offers, the bulk actions (the built-in
 * mark_ready and exports, and whatever other parts of the orders module register, such as ship and invoice), and
 * applying one of them to chosen orders with the caller's permission checked for that action.
 */
@Injectable()
export class OrderGridService implements OnModuleInit {
  private readonly logger = new Logger(OrderGridService.name);

  constructor(
    private readonly em: EntityManager,
    private readonly registry: OrderGridActions,
    private readonly orders: OrdersService,
    private readonly finder: OrderFindService,
    private readonly stores: StoresService,
    private readonly events: DomainEvents,
  ) {}

  onModuleInit(): void {
    this.registry.register({
      name: 'mark_ready',
      permission: 'orders.write',
      apply: (orderIds, by) => this.markReady(orderIds, by),
    });
  }

  async filters(): Promise<{ filters: OrderGridFilter[]; sorts: readonly string[] }> {
    const states = (values: readonly string[]) => values.map((value) => ({ value, label: value }));
    const storeIds = await this.storesWithOrders();
    const stores = storeIds.length ? await this.stores.byIds(storeIds, this.em) : [];
    const filters: OrderGridFilter[] = [
      { name: 'q', type: 'text', multiple: false },
      { name: 'number', type: 'text', multiple: false },
      { name: 'customerId', type: 'id', multiple: true },
      { name: 'companyId', type: 'id', multiple: true },
      { name: 'email', type: 'text', multiple: false },
      { name: 'sku', type: 'text', multiple: false },
      { name: 'erpNumber', type: 'text', multiple: false },
      { name: 'state', type: 'states', multiple: true, options: states(ORDER_STATES) },
      { name: 'paymentState', type: 'states', multiple: true, options: states(PAYMENT_STATES) },
      { name: 'shippingState', type: 'states', multiple: true, options: states(SHIPMENT_STATES) },
      { name: 'invoiceState', type: 'states', multiple: true, options: states(INVOICE_STATES) },
      {
        name: 'storeId',
        type: 'store',
        multiple: true,
        options: stores
          .sort((a, b) => a.code.localeCompare(b.code))
          .map((store) => ({ value: store.id, label: store.code })),
      },
      { name: 'createdFrom', type: 'date', multiple: false },
      { name: 'createdTo', type: 'date', multiple: false },
      { name: 'totalFrom', type: 'amount', multiple: false },
      { name: 'totalTo', type: 'amount', multiple: false },
    ];
    return { filters, sorts: ORDER_SORT_FIELDS };
  }

  actions(user: AdminUser): OrderGridActionInfo[] {
    const role = user.role.getEntity();
    const changes = this.registry.list().map((action) => ({
      name: action.name,
      kind: 'change' as const,
      permission: action.permission,
      allowed: role.grants(action.permission),
    }));
    const exports = Object.keys(EXPORTS).map((name) => ({
      name,
      kind: 'export' as const,
      permission: EXPORT_PERMISSION,
      allowed: role.grants(EXPORT_PERMISSION),
    }));
    return [...changes, ...exports];
  }

  async apply(user: AdminUser, by: TransitionActor, request: OrderGridApply): Promise<OrderGridOutcome> {
    const format = EXPORTS[request.action];
    const action = format ? undefined : this.registry.get(request.action);
    if (!format && !action) {
      const known = this.actions(user).map((info) => info.name);
      invalid('action', `${request.action} is not a grid action; use one of ${known.join(', ')}`);
    }
    const permission = action ? action.permission : EXPORT_PERMISSION;
    if (!user.role.getEntity().grants(permission)) {
      throw new DomainError('FORBIDDEN', `Your role does not allow ${request.action} (needs ${permission})`);
    }
    if (format) return this.export(user, format, await this.exportIds(request));
    const ids = this.chosenIds(request.ids, MAX_CHANGED_ORDERS);
    if (request.filter)
      invalid('filter', `is for exports only; choose the orders for ${request.action} by id`);
    return { kind: 'results', results: await action!.apply(ids, by) };
  }

  private chosenIds(ids: number[] | undefined, max: number): number[] {
    if (!ids?.length) invalid('ids', 'must list at least one order id');
    if (ids.length > max) invalid('ids', `may list at most ${max} orders at once`);
    if (!ids.every((id) => Number.isSafeInteger(id) && id > 0)) invalid('ids', 'must be order ids');
    return [...new Set(ids)];
  }

  private async exportIds(request: OrderGridApply): Promise<number[]> {
    if (request.ids && request.filter) invalid('filter', 'cannot be given with ids; export either');
    if (!request.filter) return this.chosenIds(request.ids, MAX_EXPORTED_ORDERS);
    return this.finder.findIds(parseOrderFilter(request.filter), MAX_EXPORTED_ORDERS);
  }

  /** shipment new → ready for each order, each in its own transaction under the order's lock. */
  private async markReady(orderIds: number[], by: TransitionActor): Promise<OrderGridActionResult[]> {
    const results: OrderGridActionResult[] = [];
    for (const orderId of orderIds) {
      try {
        await this.em.fork().transactional(async (tx) => {
          const order = await this.orders.lockById(tx, orderId);
          await this.orders.transition(tx, order, 'shipment', { type: 'PREPARE' }, by);
        });
        results.push({ orderId, ok: true });
      } catch (error) {
        if (!(error instanceof DomainError)) throw error;
        results.push({
          orderId,
          ok: false,
          message: error.code === 'ORDER_NOT_FOUND' ? `There is no order ${orderId}` : error.message,
        });
      }
    }
    await this.events.publish();
    return results;
  }

  /** The file streams while it is written, a page of orders at a time; nothing is held whole in memory. */
  private export(user: AdminUser, format: OrderExportFormat, ids: number[]): OrderGridOutcome {
    const stream = new PassThrough();
    const em = this.em.fork();
    const finder = this.finder;
    async function* pages(): AsyncGenerator<OrderListRow[]> {
      for (let start = 0; start < ids.length; start += EXPORT_PAGE) {
        yield finder.rowsByIds(ids.slice(start, start + EXPORT_PAGE), em);
      }
    }
    const style = exportStyle(user.language);
    const write = format === 'csv' ? writeOrdersCsv : writeOrdersXlsx;
    write(pages(), stream, style).catch((error: unknown) => {
      this.logger.error(`Order export failed: ${String(error)}`);
      stream.destroy(error instanceof Error ? error : new Error(String(error)));
    });
    const day = new Date().toISOString().slice(0, 10);
    return { kind: 'file', stream, contentType: CONTENT_TYPE[format], fileName: `orders-${day}.${format}` };
  }

  /** The stores that have orders, by a skip scan of the store index rather than reading every order. */
  private async storesWithOrders(): Promise<number[]> {
    const rows = await queryRows<{ store_id: number }>(
      this.em,
      sql`
        with recursive found as (
          (select store_id from sales_order order by store_id limit 1)
          union all
          select (select o.store_id from sales_order o where o.store_id > found.store_id order by o.store_id limit 1)
          from found where found.store_id is not null
        )
        select store_id from found where store_id is not null`,
    );
    return rows.map((row) => row.store_id);
  }
}
