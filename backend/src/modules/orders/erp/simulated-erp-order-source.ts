import { ORDER_LINE_STATUS, type OrderLineStatusCode } from '@tradeshop/shared';
import {
  distinctLineStatuses,
  remoteOrdersFetchFailed,
  type RemoteOrder,
  type RemoteOrderLine,
  type RemoteOrderPage,
  type RemoteOrderPaging,
  type RemoteOrderSource,
} from './remote-order-source';

/**
 * ERP customer numbers starting with this are refused as the real ERP refuses a client it cannot
 * authenticate, so that the failure can be seen in development and in the browser suite (like a payment
 * provider's test card that always declines).
 */
export const SIMULATED_ERP_REFUSED_PREFIX = '0000';

const ORDERS_PER_COMPANY = 27;
/** Every order type code range of storefront spec §4 occurs among a company's orders. */
const ORDER_TYPE_CODES = [10, 9, 11, 12, 13, 14, 21, 22, 31, 32, 33, 34, 81, 82, 83, 84, 85, 86];
const LINE_STATUSES = Object.values(ORDER_LINE_STATUS) as OrderLineStatusCode[];
/** Fixed, so that the same company always sees the same orders on the same dates. */
const NEWEST_ORDER_DATE = Date.UTC(2026, 10, 16);
const DAY_MS = 86_400_000;
const ARTICLES = [
  { sku: 'ERP-BAT-AA-40', name: 'Alkaline battery AA, 40 pcs', unit: 'PCE', priceMinor: 1890 },
  { sku: 'ERP-BAT-9V-10', name: 'Lithium battery 9V, 10 pcs', unit: 'PCE', priceMinor: 4250 },
  { sku: 'ERP-LED-E27-6', name: 'LED bulb E27 806 lm, 6 pcs', unit: 'PCE', priceMinor: 2390 },
  { sku: 'ERP-SMK-OPT-1', name: 'Optical smoke detector', unit: 'PCE', priceMinor: 1590 },
  { sku: 'ERP-EXT-6KG', name: 'Powder fire extinguisher 6 kg', unit: 'PCE', priceMinor: 5490 },
  { sku: 'ERP-CBL-USBC-2', name: 'USB-C cable 2 m', unit: 'PCE', priceMinor: 690 },
];
const VAT_PERCENT = 24n;

/** Made-up ERP orders for development: the same orders for the same ERP customer number every time. */
export class SimulatedErpOrderSource implements RemoteOrderSource {
  async listOrders(customerNumber: string, paging: RemoteOrderPaging): Promise<RemoteOrderPage> {
    const orders = this.ordersOf(customerNumber);
    const start = (paging.page - 1) * paging.perPage;
    return {
      items: orders.slice(start, start + paging.perPage).map(({ lines: _lines, ...summary }) => summary),
      total: orders.length,
    };
  }

  async getOrder(customerNumber: string, orderNumber: string): Promise<RemoteOrder | null> {
    return this.ordersOf(customerNumber).find((order) => order.number === orderNumber) ?? null;
  }

  private ordersOf(customerNumber: string): RemoteOrder[] {
    if (customerNumber.startsWith(SIMULATED_ERP_REFUSED_PREFIX)) throw remoteOrdersFetchFailed();
    const random = seededRandom(customerNumber);
    const customerKey = customerKeyOf(random);
    let date = NEWEST_ORDER_DATE;
    return Array.from({ length: ORDERS_PER_COMPANY }, (_, index) => {
      date -= (1 + Math.floor(random() * 20)) * DAY_MS;
      const orderTypeCode = ORDER_TYPE_CODES[index % ORDER_TYPE_CODES.length]!;
      // Recent orders are still on their way; the older ones are shipped and invoiced.
      const settled = index >= 4;
      const lines = Array.from({ length: 1 + Math.floor(random() * 4) }, (_line, position) =>
        simulatedLine(random, position + 1, settled),
      );
      const totalNetMinor = lines.reduce((sum, line) => sum + line.totalNetMinor, 0);
      return {
        number: `${customerKey}${String(ORDERS_PER_COMPANY - index).padStart(5, '0')}`,
        orderTypeCode,
        orderDate: new Date(date).toISOString().slice(0, 10),
        ownOrderNumber: index % 3 === 0 ? `PO-${customerKey}-${index + 1}` : null,
        reference: index % 4 === 0 ? 'Warehouse' : null,
        currency: 'EUR',
        totalNetMinor,
        totalGrossMinor: Number((BigInt(totalNetMinor) * (100n + VAT_PERCENT)) / 100n),
        lineStatuses: distinctLineStatuses(lines),
        lines,
      };
    });
  }
}

function simulatedLine(random: () => number, position: number, settled: boolean): RemoteOrderLine {
  const article = ARTICLES[Math.floor(random() * ARTICLES.length)]!;
  const quantity = 1 + Math.floor(random() * 12);
  const lineStatus = settled
    ? ORDER_LINE_STATUS.SHIPPED_INVOICED
    : LINE_STATUSES[Math.floor(random() * LINE_STATUSES.length)]!;
  return {
    position,
    sku: article.sku,
    name: article.name,
    quantity: String(quantity),
    unit: article.unit,
    unitPriceNetMinor: article.priceMinor,
    totalNetMinor: article.priceMinor * quantity,
    lineStatus,
  };
}

/** The first four digits of every ERP order number of the customer, as the simulated ERP numbers them. */
export function simulatedErpCustomerKey(customerNumber: string): string {
  return customerKeyOf(seededRandom(customerNumber));
}

function customerKeyOf(random: () => number): string {
  return String(1000 + Math.floor(random() * 9000));
}

/** A small deterministic generator (mulberry32) seeded from the text. */
export function seededRandom(seedText: string): () => number {
  let seed = 0;
  for (const char of seedText) seed = (Math.imul(seed, 31) + char.charCodeAt(0)) | 0;
  return () => {
    seed = (seed + 0x6d2b79f5) | 0;
    let value = Math.imul(seed ^ (seed >>> 15), 1 | seed);
    value = (value + Math.imul(value ^ (value >>> 7), 61 | value)) ^ value;
    return ((value ^ (value >>> 14)) >>> 0) / 4294967296;
  };
}
