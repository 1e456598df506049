import { ErpExportFailed, type ErpExportOrder } from './erp-order-exporter';
import { SIMULATED_ERP_REFUSED_PREFIX, SimulatedErpOrderSource } from './simulated-erp-order-source';
import { SimulatedErpOrderExporter } from './simulated-erp-order-exporter';

function order(overrides: Partial<ErpExportOrder> = {}): ErpExportOrder {
  return {
    number: 'FI1000123',
    erpCustomerNumber: '1234567-8',
    orderTypeCode: 10,
    placedAt: '2026-11-27T10:00:00.000Z',
    currency: 'EUR',
    ownOrderNumber: null,
    reference: null,
    comment: null,
    preferredDeliveryDate: null,
    completeDelivery: false,
    totalNetMinor: 3780,
    totalGrossMinor: 4687,
    lines: [
      {
        position: 1,
        sku: 'A',
        name: 'A',
        quantity: '2',
        unit: 'PCE',
        unitPriceNetMinor: 1890,
        totalNetMinor: 3780,
      },
      {
        position: 2,
        sku: 'B',
        name: 'B',
        quantity: '1',
        unit: 'PCE',
        unitPriceNetMinor: 0,
        totalNetMinor: 0,
      },
    ],
    ...overrides,
  };
}

async function failureOf(work: Promise<unknown>): Promise<ErpExportFailed> {
  const error = await work.then(
    () => null,
    (caught: unknown) => caught,
  );
  expect(error).toBeInstanceOf(ErpExportFailed);
  return error as ErpExportFailed;
}

describe('the simulated ERP taking orders', () => {
  it('refuses an order whose company it does not know, for good', async () => {
    const erp = new SimulatedErpOrderExporter();
    const failure = await failureOf(erp.exportOrder(order({ erpCustomerNumber: null })));
    expect(failure).toMatchObject({ reason: 'unknown_customer', retryable: false });
    expect(erp.orderCount).toBe(0);
  });

  it('refuses the customer numbers kept for showing a refused client', async () => {
    const erp = new SimulatedErpOrderExporter();
    const failure = await failureOf(
      erp.exportOrder(order({ erpCustomerNumber: `${SIMULATED_ERP_REFUSED_PREFIX}-1` })),
    );
    expect(failure.reason).toBe('authentication');
    expect(failure.detail).toBe('Unable to authenticate client');
  });

  it("numbers the order as the ERP numbers the customer's other orders, with every line confirmed", async () => {
    const erp = new SimulatedErpOrderExporter();
    const state = await erp.exportOrder(order());
    const { items } = await new SimulatedErpOrderSource().listOrders('1234567-8', { page: 1, perPage: 1 });
    expect(state.erpOrderNumber.slice(0, 4)).toBe(items[0]!.number.slice(0, 4));
    expect(state.erpOrderNumber).toMatch(/^\d{4}[1-9]\d{4}$/);
    expect(state).toMatchObject({
      orderTypeCode: 10,
      lines: [
        { position: 1, lineStatus: 20 },
        { position: 2, lineStatus: 20 },
      ],
    });
  });

  it('keeps one ERP order per shop order number, however often it is sent', async () => {
    const erp = new SimulatedErpOrderExporter();
    const first = await erp.exportOrder(order());
    const again = await erp.exportOrder(order());
    expect(again.erpOrderNumber).toBe(first.erpOrderNumber);
    expect(erp.orderCount).toBe(1);
    const other = await erp.exportOrder(order({ number: 'FI1000124' }));
    expect(other.erpOrderNumber).not.toBe(first.erpOrderNumber);
    expect(erp.orderCount).toBe(2);
  });

  it('moves the lines one status further at each read, up to shipped/invoiced, and knows only its orders', async () => {
    const erp = new SimulatedErpOrderExporter();
    const { erpOrderNumber } = await erp.exportOrder(order());
    const seen: number[] = [];
    for (let read = 0; read < 5; read += 1) {
      seen.push((await erp.orderState('1234567-8', erpOrderNumber))!.lines[0]!.lineStatus);
    }
    expect(seen).toEqual([30, 45, 60, 60, 60]);
    expect(await erp.orderState('7654321-0', erpOrderNumber)).toBeNull();
    expect(await erp.orderState('1234567-8', '999999999')).toBeNull();
  });
});
