import { Injectable } from '@nestjs/common';
import type { Permission } from '@tradeshop/shared';
import type { TransitionActor } from '../order-state-log';

/** What one bulk action did to each chosen order: done, or refused with the reason a person can read. */
export interface OrderGridActionResult {
  orderId: number;
  ok: boolean;
  message?: string;
}

/**
 * A bulk action of the orders grid (back-office spec §7 "Grid"): mark ready, ship, invoice, export... Each part of
 * the orders module that owns the change registers its action when it starts; the grid lists them and applies
 * them, checking `permission` first.
 */
export interface OrderGridAction {
  name: string;
  permission: Permission;
  apply(orderIds: number[], by: TransitionActor): Promise<OrderGridActionResult[]>;
}

@Injectable()
export class OrderGridActions {
  private readonly actions = new Map<string, OrderGridAction>();

  register(action: OrderGridAction): void {
    if (this.actions.has(action.name)) throw new Error(`Grid action ${action.name} is registered twice`);
    this.actions.set(action.name, action);
  }

  list(): OrderGridAction[] {
    return [...this.actions.values()];
  }

  get(name: string): OrderGridAction | undefined {
    return this.actions.get(name);
  }
}
