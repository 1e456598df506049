import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import {
  ERP_EXPORT_FAILURE_REASONS,
  INVOICE_STATES,
  ORDER_LINE_STATUS,
  ORDER_STATES,
  ORDER_TYPE_RANGES,
  orderTypeOf,
  PAYMENT_STATES,
  SALUTATIONS,
  SHIPMENT_STATES,
  STATEMENT_ENTRY_KINDS,
  type ErpExportFailureReason,
  type InvoiceState,
  type Salutation,
  type OrderLineStatusCode,
  type OrderState,
  type OrderType,
  type PaymentState,
  type ShipmentState,
  type StatementEntryKind,
} from '@tradeshop/shared';
import type { RemoteOrder, RemoteOrderLine, RemoteOrderSummary } from '../erp/remote-order-source';
import type { OrderDetailRow, OrderLineRow, OrderSummaryRow } from '../order-history.read-model';
import { orderStatement, type StatementOrderInput } from '../documents/order-statement';

const LINE_STATUS_CODES = Object.values(ORDER_LINE_STATUS);
const ORDER_TYPES = [...new Set(ORDER_TYPE_RANGES.map((range) => range.type))];
const REORDER_SKIP_REASONS = ['product_unavailable', 'refused'] as const;
export type ReorderSkipReason = (typeof REORDER_SKIP_REASONS)[number];

export class OrderHistoryItemDto {
  @ApiProperty() number!: string;
  @ApiProperty({ description: 'The ERP order type code (storefront spec §4)' }) orderTypeCode!: number;
  @ApiProperty({ enum: ORDER_TYPES, nullable: true, description: 'Null for a code outside the known ranges' })
  orderType!: OrderType | null;
  @ApiProperty({ enum: ORDER_STATES }) state!: OrderState;
  @ApiProperty({ enum: PAYMENT_STATES }) paymentState!: PaymentState;
  @ApiProperty({ enum: SHIPMENT_STATES }) shipmentState!: ShipmentState;
  @ApiProperty({ enum: INVOICE_STATES }) invoiceState!: InvoiceState;
  @ApiProperty({ type: String, nullable: true }) ownOrderNumber!: string | null;
  @ApiProperty({ type: String, nullable: true }) reference!: string | null;
  @ApiProperty({ format: 'date-time' }) createdAt!: string;
  @ApiProperty() currency!: string;
  @ApiProperty({ description: 'Net value of the lines, minor units' }) itemsNetMinor!: number;
  @ApiProperty() taxMinor!: number;
  @ApiProperty() totalGrossMinor!: number;
  @ApiProperty({
    enum: LINE_STATUS_CODES,
    isArray: true,
    description: 'Distinct line status codes, lowest first',
  })
  lineStatuses!: OrderLineStatusCode[];
  @ApiProperty() lineCount!: number;
  @ApiProperty({ type: String, nullable: true, description: 'The customer who placed the order' })
  placedBy!: string | null;
  @ApiProperty({
    type: String,
    nullable: true,
    description: 'Set when a salesrep placed it for the customer',
  })
  placedBySalesrep!: string | null;
  @ApiProperty({ description: 'False until the ERP has received the order' }) synchronized!: boolean;
  @ApiProperty({ type: String, format: 'date-time', nullable: true }) erpSyncedAt!: string | null;

  static from(row: OrderSummaryRow): OrderHistoryItemDto {
    return {
      number: row.number,
      orderTypeCode: row.order_type,
      orderType: orderTypeOf(row.order_type) ?? null,
      state: row.state as OrderState,
      paymentState: row.payment_state as PaymentState,
      shipmentState: row.shipping_state as ShipmentState,
      invoiceState: row.invoice_state as InvoiceState,
      ownOrderNumber: row.own_order_number,
      reference: row.reference,
      createdAt: row.created_at,
      currency: row.currency.trim(),
      itemsNetMinor: Number(row.items_net_minor),
      taxMinor: Number(row.tax_minor),
      totalGrossMinor: Number(row.total_gross_minor),
      lineStatuses: (row.line_statuses ?? []) as OrderLineStatusCode[],
      lineCount: row.line_count,
      placedBy: row.buyer_name,
      placedBySalesrep: row.salesrep_name,
      synchronized: row.erp_synced_at !== null,
      erpSyncedAt: row.erp_synced_at,
    };
  }
}

export class OrderHistoryListDto {
  @ApiProperty({ type: [OrderHistoryItemDto] }) items!: OrderHistoryItemDto[];
  @ApiProperty() total!: number;
  @ApiProperty() page!: number;
  @ApiProperty() perPage!: number;
  @ApiProperty() pageCount!: number;
}

export class OrderHistoryLineDto {
  @ApiProperty() position!: number;
  @ApiProperty() sku!: string;
  @ApiProperty() name!: string;
  @ApiProperty({ description: 'Sales unit identifier' }) unit!: string;
  @ApiProperty({ description: 'Decimal as text' }) quantity!: string;
  @ApiProperty() unitPriceNetMinor!: number;
  @ApiProperty() discountNetMinor!: number;
  @ApiProperty() surchargeNetMinor!: number;
  @ApiProperty() totalNetMinor!: number;
  @ApiProperty({ description: 'VAT percent as text' }) taxRate!: string;
  @ApiProperty({ enum: LINE_STATUS_CODES }) lineStatus!: OrderLineStatusCode;
  @ApiProperty({ type: String, format: 'date', nullable: true }) preliminaryDeliveryDate!: string | null;
  @ApiProperty() isGift!: boolean;
  @ApiProperty({ description: 'False when the product is no longer in the shop' }) productAvailable!: boolean;

  static from(row: OrderLineRow): OrderHistoryLineDto {
    return {
      position: row.position,
      sku: row.sku,
      name: row.name,
      unit: row.unit_identifier,
      quantity: row.quantity,
      unitPriceNetMinor: Number(row.unit_price_net_minor),
      discountNetMinor: Number(row.discount_net_minor),
      surchargeNetMinor: Number(row.surcharge_net_minor),
      totalNetMinor: Number(row.total_net_minor),
      taxRate: row.tax_rate,
      lineStatus: row.line_status as OrderLineStatusCode,
      preliminaryDeliveryDate: row.preliminary_delivery_date,
      isGift: row.is_gift,
      productAvailable: row.product_id !== null,
    };
  }
}

function isSalutation(value: string): value is Salutation {
  return (SALUTATIONS as readonly string[]).includes(value);
}

export class OrderHistoryAddressDto {
  @ApiProperty({ enum: SALUTATIONS, nullable: true }) salutation!: Salutation | null;
  @ApiProperty({ type: String, nullable: true }) company!: string | null;
  @ApiProperty({ type: String, nullable: true }) firstname!: string | null;
  @ApiProperty({ type: String, nullable: true }) lastname!: string | null;
  @ApiProperty({ type: String, nullable: true }) street!: string | null;
  @ApiProperty({ type: String, nullable: true }) number!: string | null;
  @ApiProperty({ type: String, nullable: true }) postcode!: string | null;
  @ApiProperty({ type: String, nullable: true }) city!: string | null;
  @ApiProperty({ type: String, nullable: true }) country!: string | null;
  @ApiProperty({ type: String, nullable: true }) phoneNumber!: string | null;
  @ApiProperty({ type: String, nullable: true }) eInvoiceAddress!: string | null;
  @ApiProperty({ type: String, nullable: true }) eInvoiceOperator!: string | null;

  static from(address: Record<string, unknown> | null): OrderHistoryAddressDto {
    const text = (key: string) => {
      const value = address?.[key];
      return typeof value === 'string' && value !== '' ? value : null;
    };
    const salutation = text('salutation');
    return {
      salutation: salutation && isSalutation(salutation) ? salutation : null,
      company: text('company'),
      firstname: text('firstname'),
      lastname: text('lastname'),
      street: text('street'),
      number: text('number'),
      postcode: text('postcode'),
      city: text('city'),
      country: text('country'),
      phoneNumber: text('phoneNumber'),
      eInvoiceAddress: text('eInvoiceAddress'),
      eInvoiceOperator: text('eInvoiceOperator'),
    };
  }
}

export class OrderStatementLineDto {
  @ApiProperty() position!: number;
  @ApiProperty({
    description: 'quantity × unit price, before the order’s discounts (listed once as entries)',
  })
  amountNetMinor!: number;
}

export class OrderStatementEntryDto {
  @ApiProperty({ enum: STATEMENT_ENTRY_KINDS }) kind!: StatementEntryKind;
  @ApiProperty({
    type: String,
    nullable: true,
    description: "The order's own name (a voucher, a payment method)",
  })
  label!: string | null;
  @ApiProperty({ description: 'A charge is positive, a discount negative' }) amountNetMinor!: number;
}

export class OrderStatementVatDto {
  @ApiProperty({ description: 'VAT percent as text' }) rate!: string;
  @ApiProperty() netMinor!: number;
  @ApiProperty() taxMinor!: number;
  @ApiProperty() grossMinor!: number;
}

/**
 * The order's money as the order PDF and the confirmation mail show it, each amount once: the line amounts sum
 * to `itemsNetMinor`; items plus the entries are `totalNetMinor`; total net plus VAT is `totalGrossMinor`.
 */
export class OrderStatementDto {
  @ApiProperty({ type: [OrderStatementLineDto] }) lines!: OrderStatementLineDto[];
  @ApiProperty() itemsNetMinor!: number;
  @ApiProperty({ type: [OrderStatementEntryDto] }) entries!: OrderStatementEntryDto[];
  @ApiProperty() totalNetMinor!: number;
  @ApiProperty({ type: [OrderStatementVatDto] }) vat!: OrderStatementVatDto[];
  @ApiProperty() taxMinor!: number;
  @ApiProperty() totalGrossMinor!: number;
}

/** The order's stored money as the statement reads it (the page, the PDF and the mail read it alike). */
export function statementInputOf(row: OrderDetailRow, lines: OrderHistoryLineDto[]): StatementOrderInput {
  return {
    currency: row.currency,
    surchargeNetMinor: Number(row.surcharge_net_minor),
    discountNetMinor: Number(row.discount_net_minor),
    shippingNetMinor: Number(row.shipping_net_minor),
    carrierChosen: row.carrier_id !== null,
    taxMinor: Number(row.tax_minor),
    totalGrossMinor: Number(row.total_gross_minor),
    taxes: row.taxes,
    adjustments: row.adjustments,
    lines: lines.map((line) => ({ ...line })),
  };
}

function statementOf(row: OrderDetailRow, lines: OrderHistoryLineDto[]): OrderStatementDto {
  const statement = orderStatement(statementInputOf(row, lines));
  return {
    lines: statement.lines.map((line) => ({ position: line.position, amountNetMinor: line.amountNetMinor })),
    itemsNetMinor: statement.itemsNetMinor,
    entries: statement.entries,
    totalNetMinor: statement.totalNetMinor,
    vat: statement.vat,
    taxMinor: statement.taxMinor,
    totalGrossMinor: statement.totalGrossMinor,
  };
}

export class OrderHistoryDetailDto extends OrderHistoryItemDto {
  @ApiProperty({ type: String, nullable: true }) comment!: string | null;
  @ApiProperty({ type: String, nullable: true }) additionalMarking!: string | null;
  @ApiProperty({ type: String, format: 'date', nullable: true }) preferredDeliveryDate!: string | null;
  @ApiProperty() completeDelivery!: boolean;
  @ApiProperty() termsOfDelivery!: string;
  @ApiProperty() termsOfPayment!: string;
  @ApiProperty({ type: OrderHistoryAddressDto }) invoiceAddress!: OrderHistoryAddressDto;
  @ApiProperty({ type: OrderHistoryAddressDto }) shippingAddress!: OrderHistoryAddressDto;
  @ApiProperty() surchargeNetMinor!: number;
  @ApiProperty() discountNetMinor!: number;
  @ApiProperty() shippingNetMinor!: number;
  @ApiProperty({ type: [OrderHistoryLineDto] }) lines!: OrderHistoryLineDto[];
  @ApiProperty({ type: OrderStatementDto }) statement!: OrderStatementDto;
  @ApiProperty({ type: String, nullable: true, description: "The ERP's order number once it has the order" })
  erpOrderNumber!: string | null;
  @ApiProperty({
    enum: ERP_EXPORT_FAILURE_REASONS,
    nullable: true,
    description: 'Why the last conversion to an ERP order failed; null once converted or before a try',
  })
  erpExportFailure!: ErpExportFailureReason | null;
  @ApiProperty({
    description: 'The shopper placed this order and the ERP does not have it: they may convert it',
  })
  erpConversionAllowed!: boolean;

  /** `conversion`: who asks, and whether the shop has an ERP to convert orders into. */
  static fromDetail(
    row: OrderDetailRow,
    lines: OrderLineRow[],
    conversion: { shopperId: number; erpConnected: boolean } | null = null,
  ): OrderHistoryDetailDto {
    const shownLines = lines.map((line) => OrderHistoryLineDto.from(line));
    return {
      erpOrderNumber: row.erp_reference,
      erpExportFailure: row.erp_synced_at ? null : row.erp_export_failure,
      erpConversionAllowed:
        !row.erp_synced_at &&
        conversion !== null &&
        conversion.erpConnected &&
        row.customer_id === conversion.shopperId,
      ...OrderHistoryItemDto.from(row),
      comment: row.comment,
      additionalMarking: row.additional_marking,
      preferredDeliveryDate: row.preferred_delivery_date,
      completeDelivery: row.complete_delivery,
      termsOfDelivery: row.terms_of_delivery,
      termsOfPayment: row.terms_of_payment,
      invoiceAddress: OrderHistoryAddressDto.from(row.invoice_address),
      shippingAddress: OrderHistoryAddressDto.from(row.shipping_address),
      surchargeNetMinor: Number(row.surcharge_net_minor),
      discountNetMinor: Number(row.discount_net_minor),
      shippingNetMinor: Number(row.shipping_net_minor),
      lines: shownLines,
      statement: statementOf(row, shownLines),
    };
  }
}

export class RemoteOrderDto {
  @ApiProperty({ description: "The ERP's order number" }) number!: string;
  @ApiProperty() orderTypeCode!: number;
  @ApiProperty({ enum: ORDER_TYPES, nullable: true }) orderType!: OrderType | null;
  @ApiProperty({ format: 'date' }) orderDate!: string;
  @ApiProperty({ type: String, nullable: true }) ownOrderNumber!: string | null;
  @ApiProperty({ type: String, nullable: true }) reference!: string | null;
  @ApiProperty() currency!: string;
  @ApiProperty() totalNetMinor!: number;
  @ApiProperty() totalGrossMinor!: number;
  @ApiProperty({ enum: LINE_STATUS_CODES, isArray: true }) lineStatuses!: OrderLineStatusCode[];

  static from(order: RemoteOrderSummary): RemoteOrderDto {
    return {
      number: order.number,
      orderTypeCode: order.orderTypeCode,
      orderType: orderTypeOf(order.orderTypeCode) ?? null,
      orderDate: order.orderDate,
      ownOrderNumber: order.ownOrderNumber,
      reference: order.reference,
      currency: order.currency,
      totalNetMinor: order.totalNetMinor,
      totalGrossMinor: order.totalGrossMinor,
      lineStatuses: order.lineStatuses,
    };
  }
}

export class RemoteOrderListDto {
  @ApiProperty({ type: [RemoteOrderDto] }) items!: RemoteOrderDto[];
  @ApiProperty() total!: number;
  @ApiProperty() page!: number;
  @ApiProperty() perPage!: number;
  @ApiProperty() pageCount!: number;
  @ApiProperty({
    description:
      'false: staff have not connected the company to the ERP yet (no ERP customer number), so the list is ' +
      'empty without asking the ERP',
  })
  erpConnected!: boolean;
}

export class RemoteOrderLineDto {
  @ApiProperty() position!: number;
  @ApiProperty() sku!: string;
  @ApiProperty() name!: string;
  @ApiProperty() quantity!: string;
  @ApiProperty() unit!: string;
  @ApiProperty() unitPriceNetMinor!: number;
  @ApiProperty() totalNetMinor!: number;
  @ApiProperty({ enum: LINE_STATUS_CODES }) lineStatus!: OrderLineStatusCode;

  static from(line: RemoteOrderLine): RemoteOrderLineDto {
    return { ...line };
  }
}

export class RemoteOrderDetailDto extends RemoteOrderDto {
  @ApiProperty({ type: [RemoteOrderLineDto] }) lines!: RemoteOrderLineDto[];

  static fromOrder(order: RemoteOrder): RemoteOrderDetailDto {
    return { ...RemoteOrderDto.from(order), lines: order.lines.map((line) => RemoteOrderLineDto.from(line)) };
  }
}

export class ReorderLineDto {
  @ApiProperty() sku!: string;
  @ApiProperty() name!: string;
  @ApiProperty() quantity!: string;
}

export class SkippedReorderLineDto extends ReorderLineDto {
  @ApiProperty({
    enum: REORDER_SKIP_REASONS,
    description:
      'product_unavailable: no longer in the shop; refused: the cart did not take it (see message)',
  })
  reason!: ReorderSkipReason;
  @ApiProperty({ description: 'Why, in words' }) message!: string;
  @ApiPropertyOptional({
    type: String,
    nullable: true,
    description: "The cart's error code of a refusal (QUANTITY_INVALID, …), for the shopper's own words",
  })
  code?: string | null;
}

export class ReorderResultDto {
  @ApiProperty({ type: [ReorderLineDto] }) added!: ReorderLineDto[];
  @ApiProperty({ type: [SkippedReorderLineDto] }) skipped!: SkippedReorderLineDto[];
}
