import { LOCALE_TAGS, LOCALES, type Locale } from '@tradeshop/shared';
import type { OrderInvoiceItem } from '../entities/order-invoice-item.entity';
import type { OrderInvoice } from '../entities/order-invoice.entity';
import type { SalesOrder } from '../entities/sales-order.entity';
import { formatMinor } from '../order-confirmation.mails';
import { paymentTermsIn } from '../../shop-config/stores/store-seller';
import type { StoreDocumentFacts } from '../../shop-config/stores/stores.service';
import { postalAddressLines, sellerLines } from '../documents/document-format';
import { FULFILMENT_DOCUMENT_LABELS } from './fulfilment-document.labels';
import type { FulfilmentDocument } from './fulfilment-pdf';
import type { ShipmentView } from './order-shipments.service';

export function documentLocale(value: string): Locale {
  return (LOCALES as readonly string[]).includes(value) ? (value as Locale) : 'en';
}

/** Dates, quantities, rates and money written as the document's language writes them. */
function formatters(locale: Locale, currency: string) {
  const tag = LOCALE_TAGS[locale];
  const date = new Intl.DateTimeFormat(tag, { dateStyle: 'long', timeZone: 'UTC' });
  const quantity = new Intl.NumberFormat(tag, { maximumFractionDigits: 3 });
  const rate = new Intl.NumberFormat(tag, { maximumFractionDigits: 3 });
  return {
    date: (value: Date) => date.format(value),
    quantity: (value: string) => quantity.format(value as `${number}`),
    rate: (value: string) => `${rate.format(value as `${number}`)} %`,
    money: (minor: number) => formatMinor(locale, minor, currency.trim()),
  };
}

/** The seller as the invoice names them: the store the order was placed in, with its terms in the document's language. */
export interface Seller {
  name: string;
  lines: string[];
  /** The order's terms of payment in the document's language (see `paymentTermsIn`); else the order's own. */
  termsOfPayment?: string;
}

/** The store's seller and terms as the order's documents name them, in the order's language. */
export function documentSeller(
  store: Pick<StoreDocumentFacts, 'seller' | 'termsOfPayment' | 'paymentTerms'>,
  order: SalesOrder,
): Seller {
  const locale = documentLocale(order.locale);
  const [name, ...lines] = sellerLines(store.seller, locale);
  return {
    name: name ?? '',
    lines,
    termsOfPayment: paymentTermsIn(locale, order.termsOfPayment, store),
  };
}

export function deliveryNoteDocument(
  order: SalesOrder,
  shipment: ShipmentView,
  seller: Seller | null = null,
): FulfilmentDocument {
  const locale = documentLocale(order.locale);
  const labels = FULFILMENT_DOCUMENT_LABELS[locale];
  const format = formatters(locale, order.currency);
  const facts: [string, string][] = [
    [labels.orderNumber, order.number],
    [labels.date, format.date(new Date(shipment.createdAt))],
  ];
  if (shipment.shippedAt) facts.push([labels.shippedAt, format.date(new Date(shipment.shippedAt))]);
  if (shipment.carrier) facts.push([labels.carrier, shipment.carrier]);
  if (shipment.trackingNumber) facts.push([labels.trackingNumber, shipment.trackingNumber]);
  return {
    fileName: `delivery-note-${order.number}-${shipment.id}.pdf`,
    title: `${labels.deliveryNote} ${order.number}-${shipment.id}`,
    locale,
    facts,
    addresses: [
      ...(seller ? [{ heading: labels.seller, lines: [seller.name, ...seller.lines] }] : []),
      { heading: labels.deliveryAddress, lines: postalAddressLines(order.shippingAddress, locale) },
    ],
    table: {
      columns: [labels.position, labels.sku, labels.product, labels.quantity, labels.unit],
      weights: [0.6, 1.5, 4, 1, 0.8],
      rightAligned: [0, 3],
      rows: shipment.items.map((item, index) => [
        String(index + 1),
        item.sku,
        item.name,
        format.quantity(item.quantity),
        item.unit,
      ]),
    },
    totals: [],
    notes: [],
  };
}

export function invoiceDocument(
  order: SalesOrder,
  invoice: OrderInvoice,
  items: OrderInvoiceItem[],
  seller: Seller,
): FulfilmentDocument {
  const locale = documentLocale(order.locale);
  const labels = FULFILMENT_DOCUMENT_LABELS[locale];
  const format = formatters(locale, invoice.currency);
  const credit = invoice.kind === 'credit_note';
  const title = `${credit ? labels.creditNote : labels.invoice} ${invoice.number}`;
  const facts: [string, string][] = [
    [labels.date, format.date(invoice.createdAt)],
    [credit ? labels.creditFor : labels.orderNumber, order.number],
  ];
  if (credit && invoice.reason) facts.push([labels.reason, invoice.reason]);
  const itemName = (item: OrderInvoiceItem) =>
    item.orderItem ? item.name : credit ? labels.refund : labels.charges;
  return {
    fileName: `${credit ? 'credit-note' : 'invoice'}-${invoice.number}.pdf`,
    title,
    locale,
    facts,
    addresses: [
      { heading: labels.seller, lines: [seller.name, ...seller.lines] },
      { heading: labels.buyer, lines: postalAddressLines(order.invoiceAddress, locale) },
    ],
    table: {
      columns: [
        labels.position,
        labels.sku,
        labels.product,
        labels.quantity,
        labels.unit,
        labels.vatRate,
        labels.net,
      ],
      weights: [0.5, 1.3, 3, 0.9, 0.7, 0.8, 1.2],
      rightAligned: [0, 3, 5, 6],
      rows: items.map((item) => [
        String(item.position),
        item.sku,
        itemName(item),
        format.quantity(item.quantity),
        item.unitIdentifier,
        format.rate(item.taxRate),
        format.money(item.netMinor),
      ]),
    },
    vat: {
      heading: labels.vatBreakdown,
      columns: [labels.vatRate, labels.net, labels.vat, labels.gross],
      weights: [1, 1.3, 1.3, 1.3],
      rightAligned: [0, 1, 2, 3],
      rows: invoice.vat.map((line) => [
        format.rate(line.rate),
        format.money(line.netMinor),
        format.money(line.taxMinor),
        format.money(line.netMinor + line.taxMinor),
      ]),
    },
    totals: [
      [labels.totalNet, format.money(invoice.netMinor)],
      [labels.totalVat, format.money(invoice.taxMinor)],
      [labels.totalGross, format.money(invoice.grossMinor)],
    ],
    notes: credit ? [] : [`${labels.paymentTerms}: ${seller.termsOfPayment ?? order.termsOfPayment}`],
  };
}
