import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import {
  COUNTRIES,
  LOCALES,
  STOCK_STATUSES,
  type Country,
  type Locale,
  type StockStatus,
} from '@tradeshop/shared';
import { Transform, Type } from 'class-transformer';
import {
  ArrayMaxSize,
  IsArray,
  IsBoolean,
  IsIn,
  IsInt,
  IsOptional,
  IsString,
  Length,
  Matches,
  MaxLength,
  Min,
  ValidateNested,
} from 'class-validator';

const trimmed = ({ value }: { value: unknown }) => (typeof value === 'string' ? value.trim() : value);

/** The shopper's language: it picks a visitor's store and the language of names and labels. */
export class CartLocaleQueryDto {
  @ApiProperty({ enum: LOCALES })
  @IsIn(LOCALES, { message: `locale must be one of ${LOCALES.join(', ')}` })
  locale!: Locale;
}

export class CartRemoveItemQueryDto extends CartLocaleQueryDto {
  @ApiProperty({ description: "The line's removeToken from the cart or the minicart" })
  @IsString({ message: 'token is required' })
  @MaxLength(100, { message: 'token is too long' })
  token!: string;
}

export class CartQuantityDto {
  @ApiProperty({ description: 'Decimal as a string; a comma is read as a dot', example: '12' })
  @IsString({ message: 'quantity must be a number' })
  @MaxLength(20, { message: 'quantity must be a number' })
  quantity!: string;
}

/** A quantity change of a cart line, optionally into another of the product's units. */
export class CartLineChangeDto extends CartQuantityDto {
  @ApiPropertyOptional({
    description: "One of the product's units (`units[].id`); the line's own when left out",
  })
  @IsOptional()
  @IsInt({ message: 'unitDefinitionId must be a whole number' })
  unitDefinitionId?: number;
}

export class CartBulkLineDto extends CartLineChangeDto {
  @ApiProperty({ description: "The cart line's id" })
  @IsInt({ message: 'id must be a whole number' })
  @Min(1)
  id!: number;
}

/**
 * The cart's bulk update (storefront spec §2, quick order's "bulk update"): many lines' quantities and units
 * changed and lines removed in one submit; when one change is refused, nothing is stored.
 */
export class CartBulkUpdateDto {
  @ApiProperty({ type: [CartBulkLineDto] })
  @IsArray()
  @ArrayMaxSize(500)
  @ValidateNested({ each: true })
  @Type(() => CartBulkLineDto)
  items!: CartBulkLineDto[];

  @ApiProperty({ type: [Number], description: 'Ids of the lines to remove' })
  @IsArray()
  @ArrayMaxSize(500)
  @IsInt({ each: true, message: 'remove must list line ids' })
  remove!: number[];
}

export class AddCartItemDto extends CartQuantityDto {
  @ApiProperty()
  @IsInt({ message: 'productId must be a whole number' })
  @Min(1, { message: 'no product found' })
  productId!: number;

  @ApiPropertyOptional({ description: "Defaults to the product's sales unit" })
  @IsOptional()
  @IsInt({ message: 'unitDefinitionId must be a whole number' })
  unitDefinitionId?: number;

  @ApiPropertyOptional({ description: 'The unit identifier (e.g. PCE), as the add-to-cart form posts it' })
  @IsOptional()
  @IsString()
  @MaxLength(50)
  unit?: string;
}

export class VoucherInputDto {
  @ApiProperty({ example: 'WELCOME10' })
  @Transform(trimmed)
  @IsString({ message: 'voucher not found' })
  @Length(1, 64, { message: 'voucher not found' })
  code!: string;
}

export class ShippingEstimateInputDto {
  @ApiProperty({ enum: COUNTRIES })
  @Transform(({ value }: { value: unknown }) =>
    typeof value === 'string' ? value.trim().toUpperCase() : value,
  )
  @IsIn(COUNTRIES, { message: 'Choose a country' })
  country!: Country;

  @ApiProperty({ example: '00100' })
  @Transform(trimmed)
  @IsString({ message: 'Enter a postcode' })
  @Matches(/^[A-Za-z0-9][A-Za-z0-9 -]{0,11}$/, { message: 'Enter a postcode' })
  zip!: string;
}

export class CompleteDeliveryDto {
  @ApiProperty({ description: 'Ship everything at once, when the last item is in stock' })
  @IsBoolean({ message: 'completeDelivery must be true or false' })
  completeDelivery!: boolean;
}

export class CartUnitDto {
  @ApiProperty() id!: number;
  @ApiProperty({ example: 'PCE' }) identifier!: string;
  @ApiProperty({ description: "In the shopper's language" }) label!: string;
  @ApiProperty({ description: 'Decimal places a quantity may have (0 to 6)' }) precision!: number;
}

/** A unit the line's product may be ordered in, with its rules restated in that unit. */
export class CartLineUnitDto extends CartUnitDto {
  @ApiProperty({ description: 'Sales units in one of this unit, decimal string (a box of 20 packs: 20)' })
  salesUnitsPerUnit!: string;
  @ApiProperty({ description: 'Base quantity in one of this unit (product_unit conversion factor)' })
  conversionFactor!: string;
  @ApiProperty({ description: 'The minimum order quantity in this unit, decimal string' })
  minimumOrderQuantity!: string;
}

export class CartLineDto {
  @ApiProperty({ type: Number, nullable: true, description: 'Null for a gift line the rules added' })
  id!: number | null;
  @ApiProperty() productId!: number;
  @ApiProperty() sku!: string;
  @ApiProperty() name!: string;
  @ApiProperty() slug!: string;
  @ApiProperty() image!: string;
  @ApiProperty({ enum: STOCK_STATUSES }) stockStatus!: StockStatus;
  @ApiProperty({ description: 'Decimal as a string' }) quantity!: string;
  @ApiProperty({ type: CartUnitDto, description: 'The unit the line is ordered in' }) unit!: CartUnitDto;
  @ApiProperty({
    type: [CartLineUnitDto],
    description: 'The units the product may be ordered in, sales unit first',
  })
  units!: CartLineUnitDto[];
  @ApiProperty({ type: CartUnitDto }) salesUnit!: CartUnitDto;
  @ApiProperty({ description: 'The quantity in the sales unit, decimal string' }) salesQuantity!: string;
  @ApiProperty({ description: "Stock in the line's unit, whole units that can be shipped now" })
  stockQuantity!: string;
  @ApiProperty({ description: "Decimal as a string, in the line's unit" }) minimumOrderQuantity!: string;
  @ApiProperty() minimumOrderOverride!: boolean;
  @ApiProperty() isGift!: boolean;
  @ApiProperty() listUnitPriceNetMinor!: number;
  @ApiProperty() unitPriceNetMinor!: number;
  @ApiProperty() discountNetMinor!: number;
  @ApiProperty({ type: String, nullable: true }) surchargeCode!: string | null;
  @ApiProperty() surchargeNetMinor!: number;
  @ApiProperty() totalNetMinor!: number;
  @ApiProperty({
    description:
      "quantity × unit price before the cart's discounts (those are shown once, among the totals); the lines' " +
      'sum is totals.itemsNetMinor',
  })
  lineNetMinor!: number;
  @ApiProperty({ description: 'Percent as a decimal string, e.g. 25.5' }) taxRate!: string;
  @ApiProperty({ type: String, nullable: true, description: 'YYYY-MM-DD; set when the item is out of stock' })
  preliminaryDeliveryDate!: string | null;
  @ApiProperty({
    type: String,
    nullable: true,
    description: 'Removing the line needs it; null for a gift line',
  })
  removeToken!: string | null;
}

export class TaxAmountDto {
  @ApiProperty({ example: '25.5' }) rate!: string;
  @ApiProperty() netMinor!: number;
  @ApiProperty() taxMinor!: number;
}

export class AppliedRuleDto {
  @ApiProperty() name!: string;
  @ApiProperty({ description: "In the shopper's language" }) label!: string;
  @ApiProperty() discountNetMinor!: number;
}

export class CarrierQuoteDto {
  @ApiProperty() carrierId!: number;
  @ApiProperty() identifier!: string;
  @ApiProperty() label!: string;
  @ApiProperty() priceNetMinor!: number;
  @ApiProperty() dangerousGoodsSurchargeMinor!: number;
  @ApiProperty() taxMinor!: number;
}

export class CartVoucherDto {
  @ApiProperty() code!: string;
  @ApiProperty({
    type: String,
    nullable: true,
    enum: ['not_found', 'invalid'],
    description: 'Null when the code applies to the cart',
  })
  problem!: 'not_found' | 'invalid' | null;
}

export class CartTotalsDto {
  @ApiProperty() itemsNetMinor!: number;
  @ApiProperty() surchargeNetMinor!: number;
  @ApiProperty() discountNetMinor!: number;
  @ApiProperty() shippingNetMinor!: number;
  @ApiProperty() paymentFeeNetMinor!: number;
  @ApiProperty({ type: [TaxAmountDto] }) taxes!: TaxAmountDto[];
  @ApiProperty() taxMinor!: number;
  @ApiProperty() totalGrossMinor!: number;
  @ApiProperty() freeShipping!: boolean;
}

export class RemovedProductDto {
  @ApiProperty() sku!: string;
}

export class CartDto {
  @ApiProperty({ example: 'EUR' }) currency!: string;
  @ApiProperty({ type: [CartLineDto] }) lines!: CartLineDto[];
  @ApiProperty({ description: 'The number of lines (gift lines included)' }) itemCount!: number;
  @ApiProperty({ type: CartTotalsDto }) totals!: CartTotalsDto;
  @ApiProperty({ type: [AppliedRuleDto] }) appliedRules!: AppliedRuleDto[];
  @ApiProperty({ type: [CarrierQuoteDto], description: 'Cheapest first; empty means no valid carrier' })
  carriers!: CarrierQuoteDto[];
  @ApiProperty({ type: [CartVoucherDto] }) vouchers!: CartVoucherDto[];
  @ApiProperty({ type: String, nullable: true }) shippingCountry!: string | null;
  @ApiProperty({ type: String, nullable: true }) shippingPostcode!: string | null;
  @ApiProperty() completeDelivery!: boolean;
  @ApiProperty({ description: 'Some item is out of stock: the shopper may choose complete delivery' })
  hasOutOfStockItems!: boolean;
  @ApiProperty({ description: 'Products went away since the shopper last saw the cart' }) changed!: boolean;
  @ApiProperty({ type: [RemovedProductDto] }) removedProducts!: RemovedProductDto[];
}

export class MinicartLineDto {
  @ApiProperty({ type: Number, nullable: true }) id!: number | null;
  @ApiProperty() productId!: number;
  @ApiProperty() name!: string;
  @ApiProperty() slug!: string;
  @ApiProperty() image!: string;
  @ApiProperty() quantity!: string;
  @ApiProperty() unitLabel!: string;
  @ApiProperty() totalNetMinor!: number;
  @ApiProperty({ description: "Before the cart's discounts, which the summary lists once" })
  lineNetMinor!: number;
  @ApiProperty() isGift!: boolean;
  @ApiProperty({
    type: String,
    nullable: true,
    description: 'Removing the line needs it; null for a gift line',
  })
  removeToken!: string | null;
}

export class CartSummaryDto {
  @ApiProperty() itemCount!: number;
  @ApiProperty({ example: 'EUR' }) currency!: string;
  @ApiProperty() totalNetMinor!: number;
  @ApiProperty() totalGrossMinor!: number;
  @ApiProperty({ description: 'Recycling surcharges in totalNetMinor' }) surchargeNetMinor!: number;
  @ApiProperty({ type: [MinicartLineDto] }) lines!: MinicartLineDto[];
  @ApiProperty({ type: [AppliedRuleDto], description: 'The discounts in totalNetMinor, each labelled' })
  discounts!: AppliedRuleDto[];
}

export class ShippingEstimateDto {
  @ApiProperty() country!: string;
  @ApiProperty() zip!: string;
  @ApiProperty({ type: [CarrierQuoteDto], description: 'Cheapest first' }) carriers!: CarrierQuoteDto[];
  @ApiProperty({ example: 'EUR' }) currency!: string;
}
