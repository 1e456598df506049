import { Inject, Injectable } from '@nestjs/common';
import { isLocale, type Locale } from '@tradeshop/shared';
import { APP_CONFIG, type AppConfig } from '../../config/app-config';
import { CartService } from '../cart/cart.service';
import { orderTermsIn } from '../shop-config/stores/store-seller';
import { StoresService } from '../shop-config/stores/stores.service';
import type { ShopContext } from '../customers/shop-context';
import type { ShopIdentity } from '../customers/shop-session';
import {
  buildOrderDocument,
  ORDER_DOCUMENT_CONTENT_TYPES,
  type OrderDocumentFormat,
} from './documents/order-document';
import { renderOrderCsv } from './documents/order-csv';
import { renderOrderPdf } from './documents/order-pdf';
import { renderOrderSpreadsheet } from './documents/order-spreadsheet';
import type { OrderHistoryQueryDto, OrderHistoryPagingDto } from './dto/order-history-query.dto';
import {
  OrderHistoryDetailDto,
  statementInputOf,
  OrderHistoryItemDto,
  RemoteOrderDetailDto,
  RemoteOrderDto,
  type OrderHistoryListDto,
  type ReorderResultDto,
  type RemoteOrderListDto,
} from './dto/order-history.dto';
import { isErpCustomerNumber, REMOTE_ORDER_SOURCE, type RemoteOrderSource } from './erp/remote-order-source';
import { OrderHistoryReadModel, type OrderLineRow, type OrderScope } from './order-history.read-model';
import { orderNotFound } from './order.errors';

/** The customer the shop serves (see ShopIdentity). */
type Shopper = ShopIdentity['customer'];

export interface OrderDownload {
  fileName: string;
  contentType: string;
  content: Buffer;
}

const PRODUCT_UNAVAILABLE = {
  reason: 'product_unavailable',
  message: 'The product is no longer available in the shop',
} as const;

/**
 * The order history of the customer the shop serves: the company's shop orders (everyone's who buys for it),
 * its orders in the ERP, downloads, and ordering the same again. Another company's order does not exist here.
 */
@Injectable()
export class OrderHistoryService {
  constructor(
    private readonly orders: OrderHistoryReadModel,
    @Inject(REMOTE_ORDER_SOURCE) private readonly remote: RemoteOrderSource,
    private readonly cart: CartService,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    private readonly stores: StoresService,
  ) {}

  async list(customer: Shopper, query: OrderHistoryQueryDto): Promise<OrderHistoryListDto> {
    const { rows, total } = await this.orders.list(
      scopeOf(customer),
      {
        number: query.number,
        from: query.from,
        to: query.to,
        synchronized: query.synchronized === undefined ? undefined : query.synchronized === 'true',
      },
      query,
    );
    return { items: rows.map((row) => OrderHistoryItemDto.from(row)), ...pageOf(total, query) };
  }

  /** `locale`: the page's language, in which the store's terms of payment and delivery are shown. */
  async details(customer: Shopper, number: string, locale?: Locale): Promise<OrderHistoryDetailDto> {
    const order = await this.orders.findByNumber(scopeOf(customer), number);
    if (!order) throw orderNotFound(number);
    const details = OrderHistoryDetailDto.fromDetail(order, await this.orders.linesOf([order.id]), {
      shopperId: customer.id,
      erpConnected: this.config.erp.source !== 'builtin',
    });
    if (!locale) return details;
    const store = await this.stores.documentFacts(order.store_id);
    return { ...details, ...orderTermsIn(locale, details, store) };
  }

  /** Without an ERP customer number the ERP is not asked: no orders, and `erpConnected: false` says why. */
  async remoteOrders(customer: Shopper, paging: OrderHistoryPagingDto): Promise<RemoteOrderListDto> {
    const customerNumber = await this.erpCustomerNumberOf(customer);
    if (!customerNumber) return { items: [], ...pageOf(0, paging), erpConnected: false };
    const { items, total } = await this.remote.listOrders(customerNumber, paging);
    return {
      items: items.map((order) => RemoteOrderDto.from(order)),
      ...pageOf(total, paging),
      erpConnected: true,
    };
  }

  async remoteOrder(customer: Shopper, number: string): Promise<RemoteOrderDetailDto> {
    const customerNumber = await this.erpCustomerNumberOf(customer);
    const order = customerNumber ? await this.remote.getOrder(customerNumber, number) : null;
    if (!order) throw orderNotFound(number);
    return RemoteOrderDetailDto.fromOrder(order);
  }

  async download(
    customer: Shopper,
    number: string,
    format: OrderDocumentFormat,
    locale: Locale | undefined,
  ): Promise<OrderDownload> {
    const row = await this.orders.findByNumber(scopeOf(customer), number);
    if (!row) throw orderNotFound(number);
    const lines = await this.orders.linesOf([row.id]);
    const order = OrderHistoryDetailDto.fromDetail(row, lines);
    const language = locale ?? customerLocale(customer);
    const store = await this.stores.documentFacts(row.store_id);
    const document = buildOrderDocument(
      order,
      {
        statement: statementInputOf(row, order.lines),
        invoiceAddress: row.invoice_address,
        shippingAddress: row.shipping_address,
        seller: store.seller,
        ...orderTermsIn(language, order, store),
      },
      language,
      format,
    );
    const content =
      format === 'pdf'
        ? await renderOrderPdf(document)
        : format === 'xlsx'
          ? await renderOrderSpreadsheet(document)
          : renderOrderCsv(document);
    return { fileName: document.fileName, contentType: ORDER_DOCUMENT_CONTENT_TYPES[format], content };
  }

  /** Puts the order's lines in the cart again; lines whose product left the shop or the cart refuses are named. */
  /** Into the cart of `shop`'s customer, in its store; a visitor cart of the same browser is not merged here. */
  async reorder(customer: Shopper, number: string, shop: ShopContext): Promise<ReorderResultDto> {
    const order = await this.orders.findByNumber(scopeOf(customer), number);
    if (!order) throw orderNotFound(number);
    const lines = (await this.orders.linesOf([order.id])).filter((line) => !line.is_gift);
    const gone = lines.filter((line) => line.product_id === null);
    const orderable = lines.filter((line) => line.product_id !== null);
    const result: ReorderResultDto = {
      added: [],
      skipped: gone.map((line) => ({ ...described(line), ...PRODUCT_UNAVAILABLE })),
    };
    if (orderable.length === 0) return result;
    const { body: outcomes } = await this.cart.addItems(
      { shop, cartToken: null },
      orderable.map((line) => ({
        productId: line.product_id!,
        quantity: line.quantity,
        unit: line.unit_identifier,
      })),
    );
    outcomes.forEach((outcome, index) => {
      const line = described(orderable[index]!);
      if (outcome.status === 'added') result.added.push({ ...line, quantity: outcome.quantity });
      else if (outcome.code === 'PRODUCT_NOT_FOUND') result.skipped.push({ ...line, ...PRODUCT_UNAVAILABLE });
      else result.skipped.push({ ...line, reason: 'refused', message: outcome.reason, code: outcome.code });
    });
    return result;
  }

  /**
   * The company's ERP customer number, which staff set: never the organization number the company declared
   * itself, which anyone may know. A number that could not safely be part of the ERP's URL counts as none.
   */
  private async erpCustomerNumberOf(customer: Shopper): Promise<string | null> {
    const companyId = customer.company?.id;
    const customerNumber = companyId ? await this.orders.erpCustomerNumberOf(companyId) : null;
    return customerNumber !== null && isErpCustomerNumber(customerNumber) ? customerNumber : null;
  }
}

function described(line: OrderLineRow) {
  return { sku: line.sku, name: line.name, quantity: line.quantity };
}

function scopeOf(customer: Shopper): OrderScope {
  const companyId = customer.company?.id;
  return companyId ? { companyId } : { customerId: customer.id };
}

function customerLocale(customer: Shopper): Locale {
  return isLocale(customer.locale) ? customer.locale : 'en';
}

function pageOf(total: number, paging: { page: number; perPage: number }) {
  return {
    total,
    page: paging.page,
    perPage: paging.perPage,
    pageCount: Math.max(1, Math.ceil(total / paging.perPage)),
  };
}
