import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { Transform } from 'class-transformer';
import { IsIn, IsInt, IsOptional, IsString, Matches, Max, MaxLength, Min } from 'class-validator';
import type { VoucherCode } from '../../entities/cart-price-rule.entity';
import { ReferenceIdField } from '../resource.dto';

export const VOUCHER_CODE_SORTS = ['id', 'code', 'usedCount', 'createdAt'] as const;
export const VOUCHER_CODE_FORMATS = ['alphanumeric', 'alphabetic', 'numeric'] as const;
export type VoucherCodeFormat = (typeof VOUCHER_CODE_FORMATS)[number];
/** How many codes one generation may make: enough for a print run, small enough for one transaction. */
export const VOUCHER_GENERATE_MAX = 10_000;
export const VOUCHER_CODE_MAX_LENGTH = 64;
/** What a code (and a generated code's prefix and suffix) may be made of: what people can type and read. */
const CODE_PATTERN = /^[A-Za-z0-9_-]+$/;
const CODE_MESSAGE = 'may only contain letters, digits, dashes and underscores';

export class VoucherCodeDto {
  @ApiProperty() id!: number;
  @ApiProperty() cartPriceRuleId!: number;
  @ApiProperty({ example: 'SPRING-7KQ2M' }) code!: string;
  @ApiProperty({ type: 'integer', nullable: true, description: 'Uses in all; null: unlimited' })
  usageLimit!: number | null;
  @ApiProperty({ type: 'integer', nullable: true, description: 'Uses per customer; null: unlimited' })
  perCustomerLimit!: number | null;
  @ApiProperty() usedCount!: number;
  @ApiProperty() isGenerated!: boolean;
  @ApiProperty() createdAt!: Date;

  static from(code: VoucherCode): VoucherCodeDto {
    return {
      id: code.id,
      cartPriceRuleId: code.rule.id,
      code: code.code,
      usageLimit: code.usageLimit ?? null,
      perCustomerLimit: code.perCustomerLimit ?? null,
      usedCount: code.usedCount,
      isGenerated: code.isGenerated,
      createdAt: code.createdAt,
    };
  }
}

function LimitField(name: string): PropertyDecorator {
  const message = `${name} must be a positive whole number, or left out for no limit`;
  return (target, key) => {
    ApiPropertyOptional({ type: 'integer', minimum: 1, nullable: true })(target, key);
    IsOptional()(target, key);
    IsInt({ message })(target, key);
    Min(1, { message })(target, key);
    Max(1_000_000_000, { message })(target, key);
  };
}

/** The query of the spec's voucher-code list and export: which rule. */
export class VoucherCodeRuleQueryDto {
  @ApiProperty({ type: 'integer', minimum: 1 })
  @Transform(({ value }) => (typeof value === 'string' && /^\d{1,9}$/.test(value) ? Number(value) : value))
  @IsInt({ message: 'cartPriceRule must be the id of a cart price rule (digits only)' })
  @Min(1, { message: 'cartPriceRule must be the id of a cart price rule (digits only)' })
  cartPriceRule!: number;
}

export class CreateVoucherCodeDto {
  @ReferenceIdField('cartPriceRuleId')
  cartPriceRuleId!: number;

  @ApiProperty({ example: 'SPRING2027', maxLength: VOUCHER_CODE_MAX_LENGTH })
  @Transform(({ value }) => (typeof value === 'string' ? value.trim() : value))
  @IsString({ message: 'code must be text' })
  @Matches(CODE_PATTERN, { message: `code ${CODE_MESSAGE}` })
  @MaxLength(VOUCHER_CODE_MAX_LENGTH, {
    message: `code must be at most ${VOUCHER_CODE_MAX_LENGTH} characters`,
  })
  code!: string;

  @LimitField('usageLimit')
  usageLimit?: number | null;

  @LimitField('perCustomerLimit')
  perCustomerLimit?: number | null;
}

/** CoreShop's generator: `amount` codes of `length` random characters of `format`, between prefix and suffix. */
export class GenerateVoucherCodesDto {
  @ReferenceIdField('cartPriceRuleId')
  cartPriceRuleId!: number;

  @ApiProperty({ minimum: 1, maximum: VOUCHER_GENERATE_MAX, example: 100 })
  @IsInt({ message: `amount must be a whole number from 1 to ${VOUCHER_GENERATE_MAX}` })
  @Min(1, { message: `amount must be a whole number from 1 to ${VOUCHER_GENERATE_MAX}` })
  @Max(VOUCHER_GENERATE_MAX, { message: `amount must be a whole number from 1 to ${VOUCHER_GENERATE_MAX}` })
  amount!: number;

  @ApiProperty({ minimum: 1, maximum: 32, example: 8, description: 'Random characters per code' })
  @IsInt({ message: 'length must be a whole number from 1 to 32' })
  @Min(1, { message: 'length must be a whole number from 1 to 32' })
  @Max(32, { message: 'length must be a whole number from 1 to 32' })
  length!: number;

  @ApiPropertyOptional({ enum: VOUCHER_CODE_FORMATS, default: 'alphanumeric' })
  @IsOptional()
  @IsIn(VOUCHER_CODE_FORMATS, { message: `format must be one of ${VOUCHER_CODE_FORMATS.join(', ')}` })
  format?: VoucherCodeFormat;

  @ApiPropertyOptional({ example: 'SPRING-', maxLength: 16 })
  @IsOptional()
  @IsString({ message: 'prefix must be text' })
  @Matches(/^[A-Za-z0-9_-]*$/, { message: `prefix ${CODE_MESSAGE}` })
  @MaxLength(16, { message: 'prefix must be at most 16 characters' })
  prefix?: string;

  @ApiPropertyOptional({ maxLength: 16 })
  @IsOptional()
  @IsString({ message: 'suffix must be text' })
  @Matches(/^[A-Za-z0-9_-]*$/, { message: `suffix ${CODE_MESSAGE}` })
  @MaxLength(16, { message: 'suffix must be at most 16 characters' })
  suffix?: string;

  @LimitField('usageLimit')
  usageLimit?: number | null;

  @LimitField('perCustomerLimit')
  perCustomerLimit?: number | null;
}

export class GeneratedVoucherCodesDto {
  @ApiProperty({ example: true }) success!: true;
  @ApiProperty() generated!: number;
  @ApiProperty({ type: [VoucherCodeDto] }) data!: VoucherCodeDto[];
}
