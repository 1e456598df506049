import type { ErpExportFailureReason, OrderLineStatusCode } from '@tradeshop/shared';

/** A placed order as the ERP receives it. `number` is the shop's order number, also the idempotency key. */
export interface ErpExportOrder {
  number: string;
  /** The company's customer number in the ERP; null when staff have not connected the company to the ERP. */
  erpCustomerNumber: string | null;
  orderTypeCode: number;
  /** ISO 8601, UTC. */
  placedAt: string;
  currency: string;
  ownOrderNumber: string | null;
  reference: string | null;
  comment: string | null;
  preferredDeliveryDate: string | null;
  completeDelivery: boolean;
  totalNetMinor: number;
  totalGrossMinor: number;
  lines: ErpExportLine[];
}

export interface ErpExportLine {
  position: number;
  sku: string;
  name: string;
  /** Decimal string. */
  quantity: string;
  unit: string;
  unitPriceNetMinor: number;
  totalNetMinor: number;
}

export interface ErpLineStatus {
  position: number;
  lineStatus: OrderLineStatusCode;
}

/** What the ERP knows of an exported order: its own number, the order type code and each line's status. */
export interface ErpOrderState {
  erpOrderNumber: string;
  orderTypeCode: number;
  lines: ErpLineStatus[];
}

/**
 * The ERP's side of placed orders. `exportOrder` creates the order in the ERP once per shop order number (a
 * second call with the same number answers the same ERP order) or throws `ErpExportFailed`. `orderState` reads an
 * exported order back; null when the ERP does not know the number.
 */
export interface ErpOrderExporter {
  exportOrder(order: ErpExportOrder): Promise<ErpOrderState>;
  orderState(erpCustomerNumber: string, erpOrderNumber: string): Promise<ErpOrderState | null>;
}

export const ERP_ORDER_EXPORTER = Symbol('ERP_ORDER_EXPORTER');

/**
 * The ERP did not take the order. `retryable`: trying again soon may succeed (the ERP was unreachable, slow or
 * failing); otherwise someone must fix the cause first (connect the company, correct the order or credentials).
 */
export class ErpExportFailed extends Error {
  constructor(
    readonly reason: ErpExportFailureReason,
    readonly detail: string,
    readonly retryable: boolean,
  ) {
    super(`ERP export failed (${reason}): ${detail}`);
    this.name = 'ErpExportFailed';
  }
}

const KNOWN_LINE_STATUSES: readonly number[] = [10, 20, 30, 45, 60];

export function isLineStatus(value: unknown): value is OrderLineStatusCode {
  return typeof value === 'number' && KNOWN_LINE_STATUSES.includes(value);
}

/** The ERP's answer as an order state, or null when it is not one (a number, a type code, lines with statuses). */
export function parseErpOrderState(body: unknown): ErpOrderState | null {
  if (typeof body !== 'object' || body === null) return null;
  const { orderNumber, orderTypeCode, lines } = body as Record<string, unknown>;
  if (typeof orderNumber !== 'string' || !/^[0-9A-Za-z-]{1,40}$/.test(orderNumber)) return null;
  if (typeof orderTypeCode !== 'number' || !Number.isInteger(orderTypeCode)) return null;
  if (!Array.isArray(lines)) return null;
  const parsed: ErpLineStatus[] = [];
  for (const line of lines as unknown[]) {
    if (typeof line !== 'object' || line === null) return null;
    const { position, lineStatus } = line as Record<string, unknown>;
    if (typeof position !== 'number' || !Number.isInteger(position) || !isLineStatus(lineStatus)) return null;
    parsed.push({ position, lineStatus });
  }
  return { erpOrderNumber: orderNumber, orderTypeCode, lines: parsed };
}
