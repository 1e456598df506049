import { Injectable } from '@nestjs/common';
import { EntityManager } from '@mikro-orm/postgresql';
import type { SalesOrder } from '../entities/sales-order.entity';
import { OrderCommentsService } from './order-comments.service';
import { OrderInvoicesService } from './order-invoices.service';
import { OrderShipmentsService } from './order-shipments.service';
import type { OrderFulfilmentShopDto } from './fulfilment-shop.dto';
import { notFound } from './fulfilment.errors';

/** The buyer's view of an order's shipments, comments to them and invoices; the caller checked the buyer. */
@Injectable()
export class FulfilmentShopView {
  constructor(
    private readonly em: EntityManager,
    private readonly shipments: OrderShipmentsService,
    private readonly invoices: OrderInvoicesService,
    private readonly comments: OrderCommentsService,
  ) {}

  async of(order: SalesOrder): Promise<OrderFulfilmentShopDto> {
    const em = this.em.fork();
    const shipments = (await this.shipments.list(order.id, em)).filter(
      (shipment) => shipment.state === 'shipped',
    );
    const invoices = (await this.invoices.list(order.id, em)).filter(
      (invoice) => invoice.state === 'invoiced',
    );
    const comments = await this.comments.list(order.id, 'customer');
    return {
      shipments: shipments.map((shipment) => ({
        id: shipment.id,
        state: shipment.state,
        carrier: shipment.carrier,
        trackingNumber: shipment.trackingNumber,
        trackingUrl: shipment.trackingUrl,
        shippedAt: shipment.shippedAt,
        items: shipment.items.map(({ sku, name, quantity, unit }) => ({ sku, name, quantity, unit })),
      })),
      comments: comments.map((comment) => ({
        id: comment.id,
        text: comment.text,
        createdAt: comment.createdAt,
      })),
      invoices: invoices.map((invoice) => ({
        id: invoice.id,
        kind: invoice.kind,
        number: invoice.number,
        state: invoice.state,
        currency: invoice.currency,
        grossMinor: invoice.grossMinor,
        createdAt: invoice.createdAt,
      })),
    };
  }

  async invoicePdf(order: SalesOrder, invoiceId: number): Promise<{ fileName: string; pdf: Buffer }> {
    const file = await this.invoices.render(invoiceId).catch(() => null);
    if (!file || file.orderId !== order.id) throw notFound('invoice of this order', invoiceId);
    return file;
  }
}
