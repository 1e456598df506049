import { ApiProperty, OmitType } from '@nestjs/swagger';
import {
  ADDRESS_TYPES,
  PAYMENT_GATEWAYS,
  STOCK_STATUSES,
  type AddressType,
  type PaymentGateway,
  type StockStatus,
} from '@tradeshop/shared';
import { CarrierQuoteDto } from '../../cart/dto/cart-shop.dto';
import { OrderAddressDto, OrderLineDto, OrderTaxDto } from '../../orders/dto/order.dto';

/** One of the customer's address-book entries to choose from. */
export class CheckoutAddressDto extends OrderAddressDto {
  @ApiProperty() id!: number;
  @ApiProperty({ enum: ADDRESS_TYPES }) type!: AddressType;
}

/** What the shopper chose so far; null where a step is still open. */
export class CheckoutSelectionDto {
  @ApiProperty({ type: Number, nullable: true }) invoiceAddressId!: number | null;
  @ApiProperty({ type: Number, nullable: true }) shippingAddressId!: number | null;
  @ApiProperty() useInvoiceAsShipping!: boolean;
  @ApiProperty({ type: String, nullable: true }) guestEmail!: string | null;
  @ApiProperty({ type: OrderAddressDto, nullable: true }) guestInvoiceAddress!: OrderAddressDto | null;
  @ApiProperty({ type: OrderAddressDto, nullable: true }) guestShippingAddress!: OrderAddressDto | null;
  @ApiProperty({ type: Number, nullable: true }) carrierId!: number | null;
  @ApiProperty({ type: Number, nullable: true }) paymentProviderId!: number | null;
  @ApiProperty({ type: String, nullable: true }) ownOrderNumber!: string | null;
  @ApiProperty({ type: String, nullable: true }) reference!: string | null;
  @ApiProperty({ type: String, nullable: true }) comment!: string | null;
  @ApiProperty({ type: String, nullable: true }) additionalMarking!: string | null;
  @ApiProperty({ type: String, nullable: true }) preferredDeliveryDate!: string | null;
  @ApiProperty() completeDelivery!: boolean;
  @ApiProperty() termsAccepted!: boolean;
}

export class CheckoutPaymentOptionDto {
  @ApiProperty() paymentProviderId!: number;
  @ApiProperty() identifier!: string;
  @ApiProperty({ enum: PAYMENT_GATEWAYS }) gateway!: PaymentGateway;
  @ApiProperty() label!: string;
  @ApiProperty() description!: string;
  @ApiProperty() feeNetMinor!: number;
}

/** A line as the order will store it, with the product's stock status for the out-of-stock warning. */
export class CheckoutLineDto extends OmitType(OrderLineDto, [
  'position',
  'productId',
  'lineStatus',
] as const) {
  @ApiProperty() productId!: number;
  @ApiProperty({ enum: STOCK_STATUSES }) stockStatus!: StockStatus;
}

/** One discount of the quote (a cart price rule, a voucher or the fire-safety set), in the shopper's language. */
export class CheckoutDiscountDto {
  @ApiProperty() label!: string;
  @ApiProperty() discountNetMinor!: number;
}

export class CheckoutTotalsDto {
  @ApiProperty() currency!: string;
  @ApiProperty() itemsNetMinor!: number;
  @ApiProperty() surchargeNetMinor!: number;
  @ApiProperty() discountNetMinor!: number;
  @ApiProperty() shippingNetMinor!: number;
  @ApiProperty() paymentFeeNetMinor!: number;
  @ApiProperty() taxMinor!: number;
  @ApiProperty() totalGrossMinor!: number;
  @ApiProperty({ type: [OrderTaxDto] }) taxes!: OrderTaxDto[];
  @ApiProperty({
    type: [CheckoutDiscountDto],
    description: 'What discountNetMinor is made of, each labelled',
  })
  discounts!: CheckoutDiscountDto[];
}

/** Which steps hold valid answers; the storefront opens the first that does not. */
export class CheckoutStepsDto {
  @ApiProperty() address!: boolean;
  @ApiProperty() shipping!: boolean;
  @ApiProperty() payment!: boolean;
  @ApiProperty() summary!: boolean;
}

/** Everything the checkout pages show (spec §2 steps address, shipping, payment, summary). */
export class CheckoutStateDto {
  @ApiProperty({ description: 'False for a visitor (guest checkout)' }) loggedIn!: boolean;
  @ApiProperty({ description: 'Whether this store lets visitors check out without an account' })
  guestCheckoutAllowed!: boolean;

  @ApiProperty({ description: 'The store the cart belongs to (fi, no, se, …)' }) storeCode!: string;
  @ApiProperty({ type: [CheckoutAddressDto] }) addresses!: CheckoutAddressDto[];
  @ApiProperty({ type: Number, nullable: true }) defaultInvoiceAddressId!: number | null;
  @ApiProperty({ type: Number, nullable: true }) defaultDeliveryAddressId!: number | null;
  @ApiProperty({ type: CheckoutSelectionDto }) selection!: CheckoutSelectionDto;
  @ApiProperty({ type: [CarrierQuoteDto], description: 'Empty: "no valid carrier found"' })
  carriers!: CarrierQuoteDto[];

  @ApiProperty({ type: [CheckoutPaymentOptionDto] }) paymentOptions!: CheckoutPaymentOptionDto[];
  @ApiProperty({ type: [String], description: 'Dates (YYYY-MM-DD) the delivery-date picker may offer' })
  deliveryDates!: string[];

  @ApiProperty() termsOfDelivery!: string;
  @ApiProperty() termsOfPayment!: string;
  @ApiProperty({ type: [CheckoutLineDto] }) lines!: CheckoutLineDto[];
  @ApiProperty({ type: CheckoutTotalsDto }) totals!: CheckoutTotalsDto;
  @ApiProperty({ description: 'Some lines have no stock: offer complete delivery (spec §8 warning)' })
  hasOutOfStockLines!: boolean;

  @ApiProperty({ type: CheckoutStepsDto }) steps!: CheckoutStepsDto;
  @ApiProperty({
    description: 'Changes with every write to the cart; placing sends the one the summary showed',
  })
  cartVersion!: number;
}
