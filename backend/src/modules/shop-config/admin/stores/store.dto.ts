import { applyDecorators } from '@nestjs/common';
import { ApiProperty, ApiPropertyOptional, PartialType } from '@nestjs/swagger';
import { LOCALES, type Locale } from '@tradeshop/shared';
import { Transform, Type } from 'class-transformer';
import {
  ArrayMaxSize,
  ArrayMinSize,
  ArrayUnique,
  IsArray,
  IsBoolean,
  IsEmail,
  IsIn,
  IsInt,
  IsObject,
  IsOptional,
  IsString,
  Matches,
  Max,
  MaxLength,
  Min,
  ValidateIf,
  ValidateNested,
} from 'class-validator';
import { completeSeller, type StoreDeliveryTerms, type StorePaymentTerms } from '../../stores/store-seller';
import { LocalisedLabelsField, ReferenceIdField, RequiredTextField } from '../resource.dto';

export const STORE_SORTS = ['id', 'code', 'name', 'position', 'currency', 'country'] as const;

const upper = ({ value }: { value: unknown }) =>
  typeof value === 'string' ? value.trim().toUpperCase() : value;
const trimmed = ({ value }: { value: unknown }) => (typeof value === 'string' ? value.trim() : value);

/** A store row as the shop-configuration service reads it (the store table belongs to the stores module). */
export interface StoreRow {
  id: number;
  code: string;
  name: string;
  country: string | null;
  defaultLocale: string;
  locales: string[];
  currency: string;
  position: number;
  salesEmail: string | null;
  guestCheckout: boolean;
  pricesIncludeTax: boolean;
  defaultTaxRuleGroupId: number | null;
  orderNumberPrefix: string;
  termsOfDelivery: string;
  termsOfPayment: string;
  seller: Partial<StoreSellerDto> | null;
  paymentTerms: StorePaymentTerms | null;
  deliveryTerms: StoreDeliveryTerms | null;
}

const sellerText = (name: string, max: number, example: string) =>
  applyDecorators(
    ApiPropertyOptional({ maxLength: max, example }),
    IsOptional(),
    Transform(trimmed),
    IsString({ message: `seller.${name} must be text` }),
    MaxLength(max, { message: `seller.${name} must be at most ${max} characters` }),
  );

/** The company the store sells as, named on its order PDFs, invoices, credit and delivery notes. */
export class StoreSellerDto {
  @sellerText('legalName', 200, 'Tradeshop Finland Oy') legalName!: string;
  @sellerText('street', 200, 'Tikkurilantie 136') street!: string;
  @sellerText('postcode', 20, '01530') postcode!: string;
  @sellerText('city', 100, 'Vantaa') city!: string;
  @IsOptional()
  @ApiProperty({ example: 'FI', description: 'ISO 3166 alpha-2, or empty' })
  @Transform(upper)
  @Matches(/^([A-Z]{2})?$/, {
    message: 'seller.country must be a two-letter country code (ISO 3166), e.g. FI',
  })
  country!: string;
  @sellerText('businessId', 40, '2817654-2') businessId!: string;
  @sellerText('vatId', 40, 'FI28176542') vatId!: string;
  @sellerText('phone', 40, '+358 9 4250 3100') phone!: string;
  @IsOptional()
  @ApiProperty({ example: 'sales.fi@tradeshop.test', description: 'Or empty' })
  @Transform(trimmed)
  @ValidateIf((dto: StoreSellerDto) => dto.email !== '')
  @IsEmail({}, { message: 'seller.email must be an e-mail address' })
  email!: string;
  @IsOptional()
  @ApiProperty({ example: 'FI59 4053 0020 1188 45', description: 'Or empty' })
  @Transform(upper)
  @Matches(/^([A-Z]{2}[0-9]{2}[A-Z0-9 ]{8,40})?$/, {
    message: 'seller.iban must be an IBAN, e.g. FI59 4053 0020 1188 45',
  })
  iban!: string;
  @IsOptional()
  @ApiProperty({ example: 'NDEAFIHH', description: 'Or empty' })
  @Transform(upper)
  @Matches(/^([A-Z]{6}[A-Z0-9]{2}([A-Z0-9]{3})?)?$/, {
    message: 'seller.bic must be a BIC of 8 or 11 letters and digits',
  })
  bic!: string;
}

export class StoreDto {
  @ApiProperty() id!: number;
  @ApiProperty({ example: 'fi' }) code!: string;
  @ApiProperty({ example: 'Tradeshop Finland' }) name!: string;
  @ApiProperty({ type: String, nullable: true, example: 'FI', description: 'None: the international store' })
  country!: string | null;
  @ApiProperty({ enum: LOCALES }) defaultLocale!: Locale;
  @ApiProperty({ enum: LOCALES, isArray: true }) locales!: Locale[];
  @ApiProperty({ example: 'EUR', description: 'ISO code of the currency its prices are in' })
  currency!: string;
  @ApiProperty() position!: number;
  @ApiProperty({ type: String, nullable: true }) salesEmail!: string | null;
  @ApiProperty() guestCheckout!: boolean;
  @ApiProperty({ description: 'Prices are shown with VAT ("incl. VAT"), else without ("VAT 0 %")' })
  pricesIncludeTax!: boolean;
  @ApiProperty({ type: 'integer', nullable: true }) defaultTaxRuleGroupId!: number | null;
  @ApiProperty({ example: 'FI' }) orderNumberPrefix!: string;
  @ApiProperty() termsOfDelivery!: string;
  @ApiProperty() termsOfPayment!: string;
  @ApiProperty({ type: StoreSellerDto }) seller!: StoreSellerDto;
  @ApiProperty({
    type: 'object',
    additionalProperties: { type: 'string' },
    description: 'Terms of payment per language; a language without a text shows termsOfPayment',
  })
  paymentTerms!: StorePaymentTerms;
  @ApiProperty({
    type: 'object',
    additionalProperties: { type: 'string' },
    description: 'Terms of delivery per language; a language without a text shows termsOfDelivery',
  })
  deliveryTerms!: StoreDeliveryTerms;

  static from(row: StoreRow): StoreDto {
    return {
      ...row,
      country: row.country?.trim() || null,
      currency: row.currency.trim(),
      defaultLocale: row.defaultLocale as Locale,
      locales: row.locales as Locale[],
      seller: completeSeller(row.seller),
      paymentTerms: row.paymentTerms ?? {},
      deliveryTerms: row.deliveryTerms ?? {},
    };
  }
}

export class CreateStoreDto {
  @ApiProperty({ example: 'fi', description: 'Lower-case letters, digits, - or _; 2 to 20' })
  @Transform(trimmed)
  @IsString({ message: 'code must be text' })
  @Matches(/^[a-z][a-z0-9_-]{1,19}$/, {
    message: 'code must be 2 to 20 lower-case letters, digits, - or _, starting with a letter',
  })
  code!: string;

  @RequiredTextField('name', 100, 'Tradeshop Finland')
  name!: string;

  @ApiPropertyOptional({ type: String, nullable: true, example: 'FI' })
  @IsOptional()
  @Transform(upper)
  @Matches(/^[A-Z]{2}$/, { message: 'country must be a two-letter country code (ISO 3166), e.g. FI' })
  country?: string | null;

  @ApiProperty({ enum: LOCALES })
  @IsIn(LOCALES, { message: `defaultLocale must be one of ${LOCALES.join(', ')}` })
  defaultLocale!: Locale;

  @ApiProperty({ enum: LOCALES, isArray: true })
  @IsArray({ message: 'locales must be a list of languages' })
  @ArrayMinSize(1, { message: 'locales must name at least one language' })
  @ArrayMaxSize(LOCALES.length, { message: `locales may name at most ${LOCALES.length} languages` })
  @ArrayUnique({ message: 'locales must not repeat a language' })
  @IsIn(LOCALES, { each: true, message: `locales must be among ${LOCALES.join(', ')}` })
  locales!: Locale[];

  @ApiProperty({ example: 'EUR', description: 'ISO code of an existing currency' })
  @Transform(upper)
  @IsString({ message: 'currency must be a three-letter currency code, e.g. EUR' })
  @Matches(/^[A-Z]{3}$/, { message: 'currency must be a three-letter currency code, e.g. EUR' })
  currency!: string;

  @ApiPropertyOptional({ default: 0 })
  @IsOptional()
  @IsInt({ message: 'position must be a whole number from 0 to 9999' })
  @Min(0, { message: 'position must be a whole number from 0 to 9999' })
  @Max(9999, { message: 'position must be a whole number from 0 to 9999' })
  position?: number;

  @ApiPropertyOptional({ type: String, nullable: true, description: 'Where account applications go' })
  @IsOptional()
  @Transform(trimmed)
  @IsEmail({}, { message: 'salesEmail must be an e-mail address' })
  salesEmail?: string | null;

  @ApiPropertyOptional({ default: false, description: 'Visitors may check out without an account' })
  @IsOptional()
  @IsBoolean({ message: 'guestCheckout must be true or false' })
  guestCheckout?: boolean;

  @ApiPropertyOptional({
    default: false,
    description: 'Show prices with VAT ("incl. VAT") rather than without',
  })
  @IsOptional()
  @IsBoolean({ message: 'pricesIncludeTax must be true or false' })
  pricesIncludeTax?: boolean;

  @ReferenceIdField('defaultTaxRuleGroupId', { nullable: true })
  defaultTaxRuleGroupId?: number | null;

  @ApiPropertyOptional({ default: '', description: 'Order numbers begin with it' })
  @IsOptional()
  @Transform(upper)
  @IsString({ message: 'orderNumberPrefix must be text' })
  @Matches(/^[A-Z0-9-]{0,10}$/, {
    message: 'orderNumberPrefix must be at most 10 capital letters, digits or -',
  })
  orderNumberPrefix?: string;

  @ApiPropertyOptional({ default: '' })
  @IsOptional()
  @Transform(trimmed)
  @IsString({ message: 'termsOfDelivery must be text' })
  @MaxLength(500, { message: 'termsOfDelivery must be at most 500 characters' })
  termsOfDelivery?: string;

  @ApiPropertyOptional({ default: '' })
  @IsOptional()
  @Transform(trimmed)
  @IsString({ message: 'termsOfPayment must be text' })
  @MaxLength(500, { message: 'termsOfPayment must be at most 500 characters' })
  termsOfPayment?: string;

  @ApiPropertyOptional({ type: StoreSellerDto, description: 'The seller its documents name' })
  @IsOptional()
  @IsObject({ message: 'seller must be an object' })
  @ValidateNested()
  @Type(() => StoreSellerDto)
  seller?: StoreSellerDto;

  @LocalisedLabelsField('paymentTerms', { required: false })
  paymentTerms?: StorePaymentTerms;

  @LocalisedLabelsField('deliveryTerms', { required: false })
  deliveryTerms?: StoreDeliveryTerms;
}

export class UpdateStoreDto extends PartialType(CreateStoreDto) {}

/** A storefront site: a language's address and the store a shopper landing there buys in. */
export class StoreSiteDto {
  @ApiProperty({ example: 'fi' }) id!: string;
  @ApiProperty({ example: 'suomi' }) name!: string;
  @ApiProperty({ example: '/fi' }) path!: string;
  @ApiProperty({ type: 'integer', nullable: true }) storeId!: number | null;
  @ApiProperty({ example: 'fi' }) storeCode!: string;
}

export class StoreSiteListDto {
  @ApiProperty({ example: true }) success!: true;
  @ApiProperty({ type: [StoreSiteDto] }) data!: StoreSiteDto[];
}
