import { ORDER_LINE_STATUS, orderTypeOf } from '@tradeshop/shared';
import { SIMULATED_ERP_REFUSED_PREFIX, SimulatedErpOrderSource } from './simulated-erp-order-source';

describe('the simulated ERP', () => {
  const erp = new SimulatedErpOrderSource();

  it('answers the same orders for the same ERP customer number', async () => {
    const first = await erp.listOrders('1234567-8', { page: 1, perPage: 50 });
    const again = await new SimulatedErpOrderSource().listOrders('1234567-8', { page: 1, perPage: 50 });
    expect(again).toEqual(first);
    const other = await erp.listOrders('7654321-0', { page: 1, perPage: 50 });
    expect(other.items.map((order) => order.number)).not.toEqual(first.items.map((order) => order.number));
  });

  it('uses every order type range of the spec and only the known line statuses', async () => {
    const { items } = await erp.listOrders('1234567-8', { page: 1, perPage: 50 });
    expect(new Set(items.map((order) => orderTypeOf(order.orderTypeCode)))).toEqual(
      new Set(['ordinary', 'sample', 'sample_credit', 'warranty', 'invoice_adjustment']),
    );
    const known: number[] = Object.values(ORDER_LINE_STATUS);
    for (const order of items)
      expect(order.lineStatuses.every((status) => known.includes(status))).toBe(true);
  });

  it('pages newest first, and an order holds lines whose totals add up', async () => {
    const page1 = await erp.listOrders('1234567-8', { page: 1, perPage: 5 });
    const page2 = await erp.listOrders('1234567-8', { page: 2, perPage: 5 });
    expect(page1.items).toHaveLength(5);
    expect(page1.items.at(-1)!.orderDate >= page2.items[0]!.orderDate).toBe(true);
    const order = await erp.getOrder('1234567-8', page2.items[0]!.number);
    expect(order!.lines.reduce((sum, line) => sum + line.totalNetMinor, 0)).toBe(order!.totalNetMinor);
  });

  it('refuses the ERP customer numbers kept for showing the failure', async () => {
    await expect(
      erp.listOrders(`${SIMULATED_ERP_REFUSED_PREFIX}-1`, { page: 1, perPage: 5 }),
    ).rejects.toMatchObject({
      code: 'REMOTE_ORDERS_FETCH_FAILED',
    });
  });
});
