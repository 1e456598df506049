import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { Transform, Type } from 'class-transformer';
import {
  ArrayMaxSize,
  IsArray,
  IsBoolean,
  IsIn,
  IsInt,
  IsObject,
  IsOptional,
  IsString,
  Matches,
  MaxLength,
  Min,
  MinLength,
  ValidateNested,
} from 'class-validator';
import { LOCALES, PRODUCT_LIMITS, STOCK_STATUSES, type Locale, type StockStatus } from '@tradeshop/shared';

export const PRODUCT_RELATION_KINDS = ['related', 'alternative', 'accessory'] as const;
export type ProductRelationKind = (typeof PRODUCT_RELATION_KINDS)[number];

export const PRODUCT_BULK_ACTIONS = ['publish', 'unpublish', 'archive', 'set_category'] as const;
export type ProductBulkAction = (typeof PRODUCT_BULK_ACTIONS)[number];

/** A number sent as a number is taken as its decimal text; empty text is no value. */
const decimalText = ({ value }: { value: unknown }) =>
  typeof value === 'number' && Number.isFinite(value) ? String(value) : value === '' ? null : value;
const emptyIsNull = ({ value }: { value: unknown }) =>
  typeof value === 'string' && value.trim() === '' ? null : typeof value === 'string' ? value.trim() : value;

const QUANTITY = /^(?!0+(\.0+)?$)\d{1,10}(\.\d{1,3})?$/;
const quantityMessage = (field: string) =>
  `${field} must be a positive number with at most three decimals, e.g. 1, 10 or 0.5`;

/** An optional measure (weight, volume, dimension): a non-negative decimal, or null for none. */
function MeasureField(field: string, decimals: number, example: string): PropertyDecorator {
  return (target, key) => {
    ApiPropertyOptional({ type: String, nullable: true, example, description: 'A decimal string' })(
      target,
      key,
    );
    Transform(decimalText)(target, key);
    IsOptional()(target, key);
    Matches(new RegExp(`^\\d{1,8}(\\.\\d{1,${decimals}})?$`), {
      message: `${field} must be a number with at most ${decimals} decimals, e.g. ${example}`,
    })(target, key);
  };
}

/** Optional free text (a code or number) of at most `max` characters; empty text is none. */
function OptionalCode(max: number, example: string): PropertyDecorator {
  return (target, key) => {
    ApiPropertyOptional({ type: String, nullable: true, example })(target, key);
    Transform(emptyIsNull)(target, key);
    IsOptional()(target, key);
    IsString()(target, key);
    MaxLength(max, { message: `${String(key)} must be at most ${max} characters` })(target, key);
  };
}

export class ProductTranslationInputDto {
  @ApiProperty({ enum: LOCALES })
  @IsIn(LOCALES, { message: `locale must be one of ${LOCALES.join(', ')}` })
  locale!: Locale;

  @ApiProperty({ example: 'AA alkaline battery, 40-pack' })
  @Transform(({ value }) => (typeof value === 'string' ? value.trim() : value))
  @IsString()
  @MinLength(1, { message: 'name must not be empty' })
  @MaxLength(200, { message: 'name must be at most 200 characters' })
  name!: string;

  @ApiPropertyOptional({
    type: String,
    nullable: true,
    description: 'Made from the name when empty; unique per language',
  })
  @Transform(emptyIsNull)
  @IsOptional()
  @Matches(/^[a-z0-9]+(?:-[a-z0-9]+)*$/, {
    message:
      'slug must be lower-case letters and digits separated by single hyphens, e.g. aa-battery-40-pack',
  })
  @MaxLength(200)
  slug?: string | null;

  @ApiPropertyOptional()
  @IsOptional()
  @IsString()
  @MaxLength(20_000, { message: 'description must be at most 20000 characters' })
  description?: string;
}

export class ProductUnitInputDto {
  @ApiProperty({ description: 'The unit definition id (shop-config product units)' })
  @IsInt({ message: 'unitId must be a unit id' })
  unitId!: number;

  @ApiProperty({ example: '12', description: 'Pieces in one of this unit, a decimal string' })
  @Transform(decimalText)
  @Matches(/^(?!0+(\.0+)?$)\d{1,8}(\.\d{1,6})?$/, {
    message: 'conversionFactor must be a positive number with at most six decimals, e.g. 12 or 0.25',
  })
  conversionFactor!: string;

  @ApiPropertyOptional({ minimum: 0, maximum: 3 })
  @IsOptional()
  @IsInt()
  @Min(0)
  precision?: number;

  @ApiProperty()
  @IsBoolean({ message: 'isDefault must be true or false' })
  isDefault!: boolean;
}

export class PriceTierInputDto {
  @ApiProperty({ example: '10', description: 'From this many sales units, a decimal string' })
  @Transform(decimalText)
  @Matches(QUANTITY, { message: quantityMessage('minQuantity') })
  minQuantity!: string;

  @ApiProperty({ description: 'Net price per sales unit in minor units (cents)' })
  @IsInt({ message: 'priceMinor must be a whole number of cents' })
  @Min(0, { message: 'priceMinor must not be negative' })
  priceMinor!: number;
}

export class ProductPriceInputDto {
  @ApiProperty()
  @IsInt({ message: 'storeId must be a store id' })
  storeId!: number;

  @ApiProperty({ description: "List price per sales unit in the store's currency, minor units" })
  @IsInt({ message: 'priceMinor must be a whole number of cents' })
  @Min(0, { message: 'priceMinor must not be negative' })
  priceMinor!: number;

  @ApiPropertyOptional({
    type: Number,
    nullable: true,
    description: 'Recommended selling price, minor units',
  })
  @IsOptional()
  @IsInt({ message: 'recommendedPriceMinor must be a whole number of cents' })
  @Min(0)
  recommendedPriceMinor?: number | null;

  @ApiPropertyOptional({ description: 'Recycling surcharge per sales unit, minor units' })
  @IsOptional()
  @IsInt({ message: 'surchargeMinor must be a whole number of cents' })
  @Min(0)
  surchargeMinor?: number;

  @ApiPropertyOptional({ type: [PriceTierInputDto] })
  @IsOptional()
  @IsArray()
  @ArrayMaxSize(20)
  @ValidateNested({ each: true })
  @Type(() => PriceTierInputDto)
  tiers?: PriceTierInputDto[];
}

export class ProductRelationInputDto {
  @ApiProperty({ enum: PRODUCT_RELATION_KINDS })
  @IsIn(PRODUCT_RELATION_KINDS, { message: `kind must be one of ${PRODUCT_RELATION_KINDS.join(', ')}` })
  kind!: ProductRelationKind;

  @ApiProperty()
  @IsInt({ message: 'relatedId must be a product id' })
  relatedId!: number;
}

/** Every editable field of a product; a PUT sends the whole product as the form holds it. */
export class ProductInputDto {
  @ApiProperty({ example: 'BAT-AA-40' })
  @Transform(({ value }) => (typeof value === 'string' ? value.trim() : value))
  @Matches(/^[A-Za-z0-9][A-Za-z0-9._/-]{0,63}$/, {
    message: 'sku must be 1–64 letters, digits, ., _, / or -, starting with a letter or digit',
  })
  sku!: string;

  @ApiPropertyOptional({ type: String, nullable: true, example: '6411512345678' })
  @Transform(emptyIsNull)
  @IsOptional()
  @Matches(/^\d{13}$/, { message: 'eanNumber must be 13 digits' })
  eanNumber?: string | null;

  @OptionalCode(32, '41234567')
  nobbNumber?: string | null;

  @OptionalCode(32, '85061011')
  statisticsNumber?: string | null;

  @ApiPropertyOptional({ type: String, nullable: true, example: 'FI' })
  @Transform(({ value }) => (typeof value === 'string' ? value.trim().toUpperCase() || null : value))
  @IsOptional()
  @Matches(/^[A-Z]{2}$/, { message: 'countryOfOrigin must be a two-letter country code, e.g. FI' })
  countryOfOrigin?: string | null;

  @ApiProperty() @IsInt({ message: 'brandId must be a brand id' }) brandId!: number;
  @ApiProperty() @IsInt({ message: 'categoryId must be a category id' }) categoryId!: number;

  @ApiPropertyOptional({
    type: [Number],
    maxItems: PRODUCT_LIMITS.additionalCategoriesMax,
    description: 'Further categories the product is also listed in, beside its main category',
  })
  @IsOptional()
  @IsArray({ message: 'additionalCategoryIds must be a list of category ids' })
  @ArrayMaxSize(PRODUCT_LIMITS.additionalCategoriesMax, {
    message: `additionalCategoryIds may name at most ${PRODUCT_LIMITS.additionalCategoriesMax} categories`,
  })
  @IsInt({ each: true, message: 'additionalCategoryIds must be category ids' })
  additionalCategoryIds?: number[];

  @ApiPropertyOptional({ type: Number, nullable: true })
  @IsOptional()
  @IsInt({ message: 'productLineId must be a product line id' })
  productLineId?: number | null;

  @ApiProperty() @IsInt({ message: 'familyId must be a product family id' }) familyId!: number;
  @ApiProperty() @IsInt({ message: 'salesUnitId must be a unit id' }) salesUnitId!: number;

  @OptionalCode(32, 'SER-3')
  surchargeCode?: string | null;

  @ApiPropertyOptional({ example: '1' })
  @Transform(decimalText)
  @IsOptional()
  @Matches(QUANTITY, { message: quantityMessage('minimumOrderQuantity') })
  minimumOrderQuantity?: string;

  @ApiPropertyOptional({ example: '1' })
  @Transform(decimalText)
  @IsOptional()
  @Matches(QUANTITY, { message: quantityMessage('quantityIncrement') })
  quantityIncrement?: string;

  @ApiPropertyOptional({ example: '1' })
  @Transform(decimalText)
  @IsOptional()
  @Matches(/^(?!0+(\.0+)?$)\d{1,8}(\.\d{1,6})?$/, {
    message: 'quantityConversionFactor must be a positive number with at most six decimals',
  })
  quantityConversionFactor?: string;

  @ApiPropertyOptional({ description: 'Any quantity may be ordered, not only multiples of the minimum' })
  @IsOptional()
  @IsBoolean()
  minimumOrderOverride?: boolean;

  @ApiProperty({ enum: STOCK_STATUSES })
  @IsIn(STOCK_STATUSES, { message: `stockStatus must be one of ${STOCK_STATUSES.join(', ')}` })
  stockStatus!: StockStatus;

  @ApiPropertyOptional()
  @IsOptional()
  @IsInt({ message: 'stockQuantity must be a whole number' })
  @Min(0, { message: 'stockQuantity must not be negative' })
  stockQuantity?: number;

  @ApiPropertyOptional({ type: String, nullable: true, example: '2026-12-15' })
  @Transform(emptyIsNull)
  @IsOptional()
  @Matches(/^\d{4}-\d{2}-\d{2}$/, { message: 'preliminaryDeliveryDate must be a date, YYYY-MM-DD' })
  preliminaryDeliveryDate?: string | null;

  @MeasureField('grossWeight', 4, '0.25') grossWeight?: string | null;
  @MeasureField('netWeight', 4, '0.2') netWeight?: string | null;
  @MeasureField('grossVolume', 6, '0.0012') grossVolume?: string | null;
  @MeasureField('netVolume', 6, '0.001') netVolume?: string | null;
  @MeasureField('height', 1, '120.5') height?: string | null;
  @MeasureField('length', 1, '80') length?: string | null;
  @MeasureField('width', 1, '40') width?: string | null;

  @ApiPropertyOptional({ type: String, nullable: true, example: 'UN3480' })
  @Transform(({ value }) => (typeof value === 'string' ? value.trim().toUpperCase() || null : value))
  @IsOptional()
  @Matches(/^(UN)?\d{4}$/, { message: 'unNumber must be a UN number: four digits, e.g. UN3480' })
  unNumber?: string | null;

  @ApiPropertyOptional({
    type: 'object',
    additionalProperties: { oneOf: [{ type: 'string' }, { type: 'number' }, { type: 'boolean' }] },
    description: "Technical attributes by the family's codes, each of the family's type",
  })
  @IsOptional()
  @IsObject({ message: 'attributes must be an object of attribute codes and values' })
  attributes?: Record<string, string | number | boolean | null>;

  @ApiPropertyOptional({ description: 'Published: shown in the shop and its search' })
  @IsOptional()
  @IsBoolean()
  active?: boolean;

  @ApiProperty({ type: [ProductTranslationInputDto], description: 'Name, slug and description per language' })
  @IsArray()
  @ArrayMaxSize(LOCALES.length)
  @ValidateNested({ each: true })
  @Type(() => ProductTranslationInputDto)
  translations!: ProductTranslationInputDto[];

  @ApiPropertyOptional({ type: [ProductUnitInputDto], description: 'Further units beside the sales unit' })
  @IsOptional()
  @IsArray()
  @ArrayMaxSize(20)
  @ValidateNested({ each: true })
  @Type(() => ProductUnitInputDto)
  units?: ProductUnitInputDto[];

  @ApiPropertyOptional({ type: [ProductPriceInputDto], description: 'List prices per store, with breaks' })
  @IsOptional()
  @IsArray()
  @ArrayMaxSize(50)
  @ValidateNested({ each: true })
  @Type(() => ProductPriceInputDto)
  prices?: ProductPriceInputDto[];

  @ApiPropertyOptional({ type: [ProductRelationInputDto], description: 'In the order they are shown' })
  @IsOptional()
  @IsArray()
  @ArrayMaxSize(100)
  @ValidateNested({ each: true })
  @Type(() => ProductRelationInputDto)
  relations?: ProductRelationInputDto[];
}

export class ProductBulkDto {
  @ApiProperty({ enum: PRODUCT_BULK_ACTIONS })
  @IsIn(PRODUCT_BULK_ACTIONS, { message: `action must be one of ${PRODUCT_BULK_ACTIONS.join(', ')}` })
  action!: ProductBulkAction;

  @ApiProperty({ type: [Number] })
  @IsArray()
  @ArrayMaxSize(500, { message: 'at most 500 products at once' })
  @IsInt({ each: true, message: 'ids must be product ids' })
  ids!: number[];

  @ApiPropertyOptional({ description: 'For set_category: the new main category' })
  @IsOptional()
  @IsInt({ message: 'categoryId must be a category id' })
  categoryId?: number;
}

export class ProductBulkResultDto {
  @ApiProperty({ type: [Number] }) changed!: number[];
}

export class ProductDeleteResultDto {
  @ApiProperty() id!: number;
  @ApiProperty({
    enum: ['deleted', 'archived'],
    description: 'archived: the product is in an open cart or an order, so it was unpublished and archived',
  })
  outcome!: 'deleted' | 'archived';
  @ApiPropertyOptional({ description: 'Why it was archived instead: its uses, e.g. "1 open carts"' })
  reason?: string;
}
