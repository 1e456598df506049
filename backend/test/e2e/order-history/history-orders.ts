import { randomBytes } from 'node:crypto';
import type pg from 'pg';

export interface HistoryOrderLineInput {
  productId?: number | null;
  sku?: string;
  name?: string;
  unit?: string;
  quantity?: string;
  unitPriceNetMinor?: number;
  lineStatus?: 10 | 20 | 30 | 45 | 60;
}

export interface HistoryOrderInput {
  customerId: number;
  companyId: number | null;
  number?: string;
  storeId?: number;
  orderType?: number;
  placedBySalesrepId?: number | null;
  createdAt?: string;
  erpSyncedAt?: string | null;
  ownOrderNumber?: string | null;
  lines?: HistoryOrderLineInput[];
}

const ADDRESS = {
  company: 'Voltgrossisten Oy',
  firstname: 'Aino',
  lastname: 'Virtanen',
  street: 'Mannerheimintie',
  number: '12',
  postcode: '00100',
  city: 'Helsinki',
  country: 'FI',
};

/**
 * A placed order as the checkout writes it (24 % VAT, invoice payment), for reading it back in the order
 * history. Returns its number.
 */
export async function insertHistoryOrder(client: pg.ClientBase, input: HistoryOrderInput): Promise<string> {
  const number = input.number ?? `H${randomBytes(4).toString('hex').toUpperCase()}`;
  const lines = (input.lines ?? [{}]).map((line, index) => {
    const quantity = line.quantity ?? '2';
    const unitPrice = line.unitPriceNetMinor ?? 1250;
    return {
      productId: line.productId ?? null,
      sku: line.sku ?? `SKU-${index + 1}`,
      name: line.name ?? `Product ${index + 1}`,
      unit: line.unit ?? 'PCE',
      quantity,
      unitPrice,
      // Whole quantities in these fixtures, so the line total stays an exact integer.
      total: unitPrice * Number(quantity),
      lineStatus: line.lineStatus ?? 10,
    };
  });
  const net = lines.reduce((sum, line) => sum + line.total, 0);
  const tax = Math.round((net * 24) / 100);
  const { rows } = await client.query<{ id: number }>(
    `insert into sales_order (number, store_id, customer_id, company_id, placed_by_salesrep_id, order_type,
       state, payment_state, locale, currency, own_order_number, invoice_address, shipping_address,
       items_net_minor, tax_minor, total_gross_minor, created_at, erp_synced_at)
     values ($1, $2, $3, $4, $5, $6, 'confirmed', 'awaiting_payment', 'en', 'EUR', $7, $8, $8, $9, $10, $11,
       coalesce($12::timestamptz, now()), $13)
     returning id`,
    [
      number,
      input.storeId ?? 1,
      input.customerId,
      input.companyId,
      input.placedBySalesrepId ?? null,
      input.orderType ?? 10,
      input.ownOrderNumber ?? null,
      JSON.stringify(ADDRESS),
      net,
      tax,
      net + tax,
      input.createdAt ?? null,
      input.erpSyncedAt ?? null,
    ],
  );
  for (const [index, line] of lines.entries()) {
    await client.query(
      `insert into sales_order_item (order_id, position, product_id, sku, name, unit_identifier, quantity,
         unit_price_net_minor, total_net_minor, tax_rate, tax_minor, line_status)
       values ($1, $2, $3, $4, $5, $6, $7, $8, $9, 24, $10, $11)`,
      [
        rows[0].id,
        index + 1,
        line.productId,
        line.sku,
        line.name,
        line.unit,
        line.quantity,
        line.unitPrice,
        line.total,
        Math.round((line.total * 24) / 100),
        line.lineStatus,
      ],
    );
  }
  return number;
}
