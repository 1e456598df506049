import { pricedOrder } from '../documents/order-statement.spec';
import type { OrderDetailRow, OrderLineRow } from '../order-history.read-model';
import { OrderHistoryDetailDto } from './order-history.dto';

const sum = (values: number[]) => values.reduce((total, value) => total + value, 0);

/** The priced order of the statement's tests as the order history's read model reads it from the database. */
function storedOrder(): { row: OrderDetailRow; lines: OrderLineRow[] } {
  const { input } = pricedOrder();
  const row = {
    id: 7,
    number: 'FI100123',
    order_type: 10,
    currency: 'EUR',
    items_net_minor: String(sum(input.lines.map((line) => line.totalNetMinor))),
    surcharge_net_minor: String(input.surchargeNetMinor),
    discount_net_minor: String(input.discountNetMinor),
    shipping_net_minor: String(input.shippingNetMinor),
    tax_minor: String(input.taxMinor),
    total_gross_minor: String(input.totalGrossMinor),
    carrier_id: 1,
    taxes: input.taxes,
    adjustments: input.adjustments,
    invoice_address: {},
    shipping_address: {},
    line_statuses: [10],
    created_at: '2026-11-27T10:00:00.000Z',
  } as unknown as OrderDetailRow;
  const lines = input.lines.map((line) => ({
    order_id: 7,
    position: line.position,
    product_id: line.position,
    sku: line.sku,
    name: line.name,
    unit_identifier: line.unit,
    quantity: line.quantity,
    unit_price_net_minor: String(line.unitPriceNetMinor),
    discount_net_minor: String(line.discountNetMinor),
    surcharge_net_minor: String(line.surchargeNetMinor),
    total_net_minor: String(line.totalNetMinor),
    tax_rate: line.taxRate,
    line_status: 10,
    preliminary_delivery_date: null,
    is_gift: line.isGift,
  })) as unknown as OrderLineRow[];
  return { row, lines };
}

describe("the shop's order detail answer", () => {
  it('gives rows that add up to the total: lines before discounts, each charge and discount once, VAT', () => {
    const { row, lines } = storedOrder();
    const { statement, totalGrossMinor } = OrderHistoryDetailDto.fromDetail(row, lines);

    // 12 × 24,90 € and 7 × 8,43 €, before the set discount and the voucher, which are listed once below.
    expect(statement.lines).toEqual([
      { position: 1, amountNetMinor: 29_880 },
      { position: 2, amountNetMinor: 5901 },
    ]);
    expect(sum(statement.lines.map((line) => line.amountNetMinor))).toBe(statement.itemsNetMinor);
    expect(statement.entries.map((entry) => entry.kind)).toEqual([
      'recycling_fee',
      'discount',
      'discount',
      'shipping',
      'payment_fee',
    ]);
    expect(statement.itemsNetMinor + sum(statement.entries.map((entry) => entry.amountNetMinor))).toBe(
      statement.totalNetMinor,
    );
    expect(statement.totalNetMinor + sum(statement.vat.map((line) => line.taxMinor))).toBe(
      statement.totalGrossMinor,
    );
    expect(statement.totalGrossMinor).toBe(totalGrossMinor);
    expect(totalGrossMinor).toBe(pricedOrder().quote.totalGrossMinor);
  });
});
