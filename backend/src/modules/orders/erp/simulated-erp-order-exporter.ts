import { ORDER_LINE_STATUS, type OrderLineStatusCode } from '@tradeshop/shared';
import {
  ErpExportFailed,
  type ErpExportOrder,
  type ErpOrderExporter,
  type ErpOrderState,
} from './erp-order-exporter';
import { isErpCustomerNumber } from './remote-order-source';
import {
  SIMULATED_ERP_REFUSED_PREFIX,
  seededRandom,
  simulatedErpCustomerKey,
} from './simulated-erp-order-source';

/** The line statuses in the order the ERP moves a line through them. */
const LINE_STATUS_STEPS: readonly OrderLineStatusCode[] = Object.values(ORDER_LINE_STATUS);

interface SimulatedErpOrder {
  erpCustomerNumber: string;
  state: ErpOrderState;
}

/**
 * An ERP for development and tests that behaves as the real one does: it refuses an order whose company it does
 * not know (no ERP customer number), refuses the customer numbers kept for showing a refused client (as the
 * simulated order history does), and creates one ERP order per shop order number, numbered as the ERP numbers the
 * customer's other orders. Each read of an exported order moves its lines one status further, as picking and
 * shipping would. Its orders live as long as the process.
 */
export class SimulatedErpOrderExporter implements ErpOrderExporter {
  private readonly byShopNumber = new Map<string, SimulatedErpOrder>();

  /** How many orders the ERP holds (one per shop order number, however often it was sent). */
  get orderCount(): number {
    return this.byShopNumber.size;
  }

  async exportOrder(order: ErpExportOrder): Promise<ErpOrderState> {
    const customerNumber = order.erpCustomerNumber;
    if (!customerNumber || !isErpCustomerNumber(customerNumber)) {
      throw new ErpExportFailed(
        'unknown_customer',
        'The ERP has no customer for this order: the company has no ERP customer number',
        false,
      );
    }
    if (customerNumber.startsWith(SIMULATED_ERP_REFUSED_PREFIX)) {
      throw new ErpExportFailed('authentication', 'Unable to authenticate client', false);
    }
    const known = this.byShopNumber.get(order.number);
    if (known) return structuredClone(known.state);
    const state: ErpOrderState = {
      erpOrderNumber: `${simulatedErpCustomerKey(customerNumber)}${erpSequenceOf(order.number)}`,
      orderTypeCode: order.orderTypeCode,
      lines: order.lines.map((line) => ({
        position: line.position,
        lineStatus: ORDER_LINE_STATUS.CONFIRMED,
      })),
    };
    this.byShopNumber.set(order.number, { erpCustomerNumber: customerNumber, state });
    return structuredClone(state);
  }

  async orderState(erpCustomerNumber: string, erpOrderNumber: string): Promise<ErpOrderState | null> {
    const order = [...this.byShopNumber.values()].find(
      (candidate) =>
        candidate.erpCustomerNumber === erpCustomerNumber &&
        candidate.state.erpOrderNumber === erpOrderNumber,
    );
    if (!order) return null;
    for (const line of order.state.lines) {
      const step = LINE_STATUS_STEPS.indexOf(line.lineStatus);
      line.lineStatus = LINE_STATUS_STEPS[Math.min(step + 1, LINE_STATUS_STEPS.length - 1)]!;
    }
    return structuredClone(order.state);
  }
}

/**
 * Five digits from the shop's order number: the same order gets the same ERP number in every process, and never
 * one of the 00001–00027 the simulated order history shows.
 */
function erpSequenceOf(shopNumber: string): string {
  return String(10_000 + Math.floor(seededRandom(`export:${shopNumber}`)() * 90_000));
}
