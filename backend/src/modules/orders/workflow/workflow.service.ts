import { Injectable } from '@nestjs/common';
import { EntityManager } from '@mikro-orm/postgresql';
import { adminOrderNotFound } from '../admin/order-admin.errors';
import { type AdminOrderHistoryEntry, historyEntry } from '../admin/order-detail.service';
import { OrderStateChange } from '../entities/order-state-change.entity';
import { SalesOrder } from '../entities/sales-order.entity';
import { machineOf, type MachineKind } from '../machines/order-machines';
import type { TransitionActor } from '../order-state-log';
import { escapeXml, machineGraph, machineSvg } from './machine-graph';
import { isManualTransition, MANUAL_TRANSITIONS } from './manual-transitions';
import { OrderStatesService } from './order-states.service';

export interface WorkflowForm {
  cid: number;
  workflowName: MachineKind;
  state: string;
  transitions: { name: string; event: string }[];
  fields: { name: 'reason'; type: 'textarea'; required: false; maxLength: number }[];
}

export interface WorkflowDetails {
  cid: number;
  workflowName: MachineKind;
  state: string;
  allowedTransitions: string[];
  history: AdminOrderHistoryEntry[];
}

/**
 * The workflow endpoints (back-office spec §7 "Workflow") for an order's four machines: the form of the
 * transitions allowed now, submitting one (the same `OrderStatesService.update` as the order's own routes), the
 * details with the history, the graph drawn from the machine's definition and the confirmation fragment.
 */
@Injectable()
export class WorkflowService {
  constructor(
    private readonly em: EntityManager,
    private readonly states: OrderStatesService,
  ) {}

  async form(cid: number, workflowName: MachineKind): Promise<WorkflowForm> {
    const { state, allowed } = await this.current(cid, workflowName);
    const events = MANUAL_TRANSITIONS[workflowName] as Record<string, string>;
    return {
      cid,
      workflowName,
      state,
      transitions: allowed.map((name) => ({ name, event: events[name]! })),
      fields: [{ name: 'reason', type: 'textarea', required: false, maxLength: 2000 }],
    };
  }

  async details(cid: number, workflowName: MachineKind): Promise<WorkflowDetails> {
    const { state, allowed } = await this.current(cid, workflowName);
    const history = await this.em
      .fork()
      .find(OrderStateChange, { order: cid, kind: workflowName }, { orderBy: { id: 'asc' } });
    return { cid, workflowName, state, allowedTransitions: allowed, history: history.map(historyEntry) };
  }

  async submit(
    cid: number,
    workflowName: MachineKind,
    transition: string,
    by: TransitionActor,
  ): Promise<WorkflowDetails> {
    await this.states.update(cid, workflowName, transition, by);
    return this.details(cid, workflowName);
  }

  /** The machine as SVG, the order's current state marked when an order is named. */
  async graph(workflowName: MachineKind, cid?: number): Promise<string> {
    const state = cid === undefined ? null : (await this.current(cid, workflowName)).state;
    return machineSvg(machineGraph(machineOf(workflowName)), state);
  }

  /** A small HTML fragment saying what the transition will do to the order (every text escaped). */
  async modalHtml(cid: number, workflowName: MachineKind, transition: string): Promise<string> {
    const { number, state, allowed } = await this.current(cid, workflowName);
    const known = isManualTransition(workflowName, transition);
    const event = known ? (MANUAL_TRANSITIONS[workflowName] as Record<string, string>)[transition]! : null;
    const lines = [
      `<p>Order <strong>${escapeXml(number)}</strong>: ${escapeXml(workflowName)} state <strong>${escapeXml(state)}</strong>.</p>`,
      allowed.includes(transition)
        ? `<p>The transition <strong>${escapeXml(transition)}</strong> (${escapeXml(event ?? '')}) is allowed now. The reason you give is kept in the order history.</p>`
        : `<p>The transition <strong>${escapeXml(transition)}</strong> is not allowed now. Allowed: ${escapeXml(allowed.join(', ') || 'none')}.</p>`,
    ];
    if (workflowName === 'order' && transition === 'cancel' && allowed.includes('cancel')) {
      lines.push('<p>Cancelling also cancels open shipping, invoicing and payments.</p>');
    }
    return `<div class="workflow-modal" data-workflow="${escapeXml(workflowName)}">${lines.join('')}</div>`;
  }

  private async current(cid: number, kind: MachineKind) {
    const em = this.em.fork();
    const order = await em.findOne(SalesOrder, { id: cid });
    if (!order) throw adminOrderNotFound(cid);
    const allowed = (await this.states.allowed(em, order))[kind] as string[];
    return { number: order.number, state: this.states.stateOf(order, kind), allowed };
  }
}
