import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import {
  INVOICE_STATES,
  ORDER_STATES,
  PAYMENT_GATEWAYS,
  PAYMENT_STATES,
  SHIPMENT_STATES,
  type InvoiceState,
  type OrderState,
  type PaymentGateway,
  type PaymentState,
  type ShipmentState,
} from '@tradeshop/shared';
import { PostalAddressDto } from '../../customers/dto/postal-address.dto';

/** An address as it was when the order was placed. */
export class OrderAddressDto extends PostalAddressDto {
  @ApiPropertyOptional({ type: String, nullable: true, description: 'E-invoice address (OVT code or IBAN)' })
  eInvoiceAddress?: string | null;
  @ApiPropertyOptional({ type: String, nullable: true, description: 'E-invoice operator' })
  eInvoiceOperator?: string | null;
}

export class OrderLineDto {
  @ApiProperty() position!: number;
  @ApiProperty({ type: Number, nullable: true }) productId!: number | null;
  @ApiProperty() sku!: string;
  @ApiProperty() name!: string;
  @ApiProperty() unitIdentifier!: string;
  @ApiProperty({ description: 'Decimal string' }) quantity!: string;
  @ApiProperty() unitPriceNetMinor!: number;
  @ApiProperty() discountNetMinor!: number;
  @ApiProperty({ type: String, nullable: true }) surchargeCode!: string | null;
  @ApiProperty() surchargeNetMinor!: number;
  @ApiProperty() totalNetMinor!: number;
  @ApiProperty({ description: 'Percent, decimal string' }) taxRate!: string;
  @ApiProperty() taxMinor!: number;
  @ApiProperty({ description: 'Spec §4 line status code: 10 received … 60 shipped/invoiced' })
  lineStatus!: number;
  @ApiProperty({
    type: String,
    nullable: true,
    description: 'YYYY-MM-DD, for lines out of stock when ordered',
  })
  preliminaryDeliveryDate!: string | null;

  @ApiProperty() isGift!: boolean;
}

export class OrderTaxDto {
  @ApiProperty() rate!: string;
  @ApiProperty() netMinor!: number;
  @ApiProperty() taxMinor!: number;
}

export class OrderAdjustmentDto {
  @ApiProperty({ enum: ['rule', 'payment_fee'] }) kind!: 'rule' | 'payment_fee';
  @ApiProperty() label!: string;
  @ApiProperty() amountNetMinor!: number;
}

export class OrderTotalsDto {
  @ApiProperty() currency!: string;
  @ApiProperty() itemsNetMinor!: number;
  @ApiProperty() surchargeNetMinor!: number;
  @ApiProperty() discountNetMinor!: number;
  @ApiProperty() shippingNetMinor!: number;
  @ApiProperty() taxMinor!: number;
  @ApiProperty() totalGrossMinor!: number;
  @ApiProperty({ type: [OrderTaxDto] }) taxes!: OrderTaxDto[];
  @ApiProperty({ type: [OrderAdjustmentDto] }) adjustments!: OrderAdjustmentDto[];
}

export class OrderPaymentDto {
  @ApiProperty() id!: number;
  @ApiProperty({ enum: PAYMENT_STATES }) state!: PaymentState;
  @ApiProperty({ enum: PAYMENT_GATEWAYS, nullable: true }) gateway!: PaymentGateway | null;
  @ApiProperty({ type: String, nullable: true }) providerLabel!: string | null;
  @ApiProperty() amountMinor!: number;
}

/** A placed order as its buyer sees it (thank-you page, payment pages). */
export class OrderDto {
  @ApiProperty() number!: string;
  @ApiProperty({ description: 'ERP order type code (spec §4), 10 = ordinary' }) orderType!: number;
  @ApiProperty({ enum: ORDER_STATES }) state!: OrderState;
  @ApiProperty({ enum: PAYMENT_STATES }) paymentState!: PaymentState;
  @ApiProperty({ enum: SHIPMENT_STATES }) shippingState!: ShipmentState;
  @ApiProperty({ enum: INVOICE_STATES }) invoiceState!: InvoiceState;
  @ApiProperty() locale!: string;
  @ApiProperty({ type: String, nullable: true }) ownOrderNumber!: string | null;
  @ApiProperty({ type: String, nullable: true }) reference!: string | null;
  @ApiProperty({ type: String, nullable: true }) comment!: string | null;
  @ApiProperty({ type: String, nullable: true }) additionalMarking!: string | null;
  @ApiProperty({ type: String, nullable: true, description: 'YYYY-MM-DD' }) preferredDeliveryDate!:
    string | null;
  @ApiProperty() completeDelivery!: boolean;
  @ApiProperty() termsOfDelivery!: string;
  @ApiProperty() termsOfPayment!: string;
  @ApiProperty({ type: OrderAddressDto }) invoiceAddress!: OrderAddressDto;
  @ApiProperty({ type: OrderAddressDto }) shippingAddress!: OrderAddressDto;
  @ApiProperty({ type: String, nullable: true }) guestEmail!: string | null;
  @ApiProperty({ type: String, nullable: true }) carrierLabel!: string | null;
  @ApiProperty({ description: 'Placed by a salesrep acting for the customer' }) placedBySalesrep!: boolean;
  @ApiProperty({ type: [OrderLineDto] }) lines!: OrderLineDto[];
  @ApiProperty({ type: OrderTotalsDto }) totals!: OrderTotalsDto;
  @ApiProperty({ type: OrderPaymentDto, nullable: true }) payment!: OrderPaymentDto | null;
  @ApiProperty() createdAt!: string;
}

/** What placing an order answers: the order, and where the shopper goes next. */
export class PlacedOrderDto {
  @ApiProperty({ type: OrderDto }) order!: OrderDto;

  @ApiProperty({
    type: String,
    nullable: true,
    description: 'For card payment: the payment page to send the shopper to; null when nothing is left to do',
  })
  paymentRedirectUrl!: string | null;

  @ApiProperty({
    description:
      'Opens the order without a login (guest thank-you page): pass as ?token= to GET /api/shop/orders/{number}',
  })
  accessToken!: string;
}

export const PAYMENT_OUTCOMES = ['paid', 'cancelled', 'failed'] as const;
export type PaymentOutcome = (typeof PAYMENT_OUTCOMES)[number];

/** What the payment return answers, for the storefront's payment result page. */
export class PaymentResultDto {
  @ApiProperty({ enum: PAYMENT_OUTCOMES }) outcome!: PaymentOutcome;
  @ApiProperty({ description: "The spec's message for the outcome, in English (the storefront translates)" })
  message!: string;

  @ApiProperty({ type: OrderDto }) order!: OrderDto;
  @ApiProperty() accessToken!: string;
}

/** Starting a card payment again after it failed. */
export class PaymentRedirectDto {
  @ApiProperty() paymentRedirectUrl!: string;
}
