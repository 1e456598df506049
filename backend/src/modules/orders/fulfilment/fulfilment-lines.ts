import { Injectable } from '@nestjs/common';
import type { EntityManager } from '@mikro-orm/postgresql';
import { queryRows, sql } from '../../../database/sql';
import { SalesOrderItem } from '../entities/sales-order-item.entity';
import { fromMilli, toMilli } from './fulfilment-rules';

/** An order line with how much of it is packed or shipped, shipped, and invoiced (thousandths). */
export interface FulfilmentLine {
  item: SalesOrderItem;
  orderedMilli: number;
  /** In shipments that are not cancelled (ready or shipped): no longer shippable. */
  inShipmentsMilli: number;
  /** In shipments handed to the carrier. */
  shippedMilli: number;
  /** On invoices that are not cancelled. */
  invoicedMilli: number;
  invoicedNetMinor: number;
  invoicedTaxMinor: number;
}

/** What the shippable and invoiceable items say of each order line before their own quantities. */
export interface LineProgress {
  orderItemId: number;
  position: number;
  sku: string;
  name: string;
  unit: string;
  orderedQuantity: string;
}

export function lineProgress(line: FulfilmentLine): LineProgress {
  return {
    orderItemId: line.item.id,
    position: line.item.position,
    sku: line.item.sku,
    name: line.item.name,
    unit: line.item.unitIdentifier,
    orderedQuantity: fromMilli(line.orderedMilli),
  };
}

interface ProgressRow {
  order_item_id: number;
  in_shipments: string;
  shipped: string;
  invoiced: string;
  invoiced_net: string;
  invoiced_tax: string;
}

/** Reads an order's lines with their shipping and invoicing progress: three small queries, no row by row. */
@Injectable()
export class FulfilmentLines {
  async of(em: EntityManager, orderId: number): Promise<FulfilmentLine[]> {
    const items = await em.find(SalesOrderItem, { order: orderId }, { orderBy: { position: 'asc' } });
    const rows = await queryRows<ProgressRow>(
      em,
      sql`
        select i.id as order_item_id,
          coalesce(sh.in_shipments, 0)::text as in_shipments,
          coalesce(sh.shipped, 0)::text as shipped,
          coalesce(inv.invoiced, 0)::text as invoiced,
          coalesce(inv.net, 0)::text as invoiced_net,
          coalesce(inv.tax, 0)::text as invoiced_tax
        from sales_order_item i
        left join (
          select si.order_item_id,
            sum(si.quantity) filter (where s.state <> 'cancelled') as in_shipments,
            sum(si.quantity) filter (where s.state = 'shipped') as shipped
          from order_shipment_item si join order_shipment s on s.id = si.shipment_id
          where s.order_id = ${orderId}
          group by si.order_item_id
        ) sh on sh.order_item_id = i.id
        left join (
          select ii.order_item_id, sum(ii.quantity) as invoiced, sum(ii.net_minor) as net, sum(ii.tax_minor) as tax
          from order_invoice_item ii join order_invoice v on v.id = ii.invoice_id
          where v.order_id = ${orderId} and v.kind = 'invoice' and v.state = 'invoiced'
          group by ii.order_item_id
        ) inv on inv.order_item_id = i.id
        where i.order_id = ${orderId}`,
    );
    const byItem = new Map(rows.map((row) => [row.order_item_id, row]));
    return items.map((item) => {
      const row = byItem.get(item.id);
      return {
        item,
        orderedMilli: toMilli(item.quantity),
        inShipmentsMilli: row ? toMilli(row.in_shipments) : 0,
        shippedMilli: row ? toMilli(row.shipped) : 0,
        invoicedMilli: row ? toMilli(row.invoiced) : 0,
        invoicedNetMinor: row ? Number(row.invoiced_net) : 0,
        invoicedTaxMinor: row ? Number(row.invoiced_tax) : 0,
      };
    });
  }
}
