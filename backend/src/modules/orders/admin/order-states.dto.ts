import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { Transform } from 'class-transformer';
import { IsIn, IsInt, IsNotEmpty, IsOptional, IsString, Max, MaxLength, Min } from 'class-validator';
import { STATE_KINDS, type StateKind } from '../entities/order-state-change.entity';

const REASON_MAX = 2000;
const MAX_MINOR = 1_000_000_000_000;

/** Spec door ids come in the body as numbers or digit strings. */
const digits = ({ value }: { value: unknown }) =>
  typeof value === 'string' && /^\d{1,9}$/.test(value) ? Number(value) : value;

export class TransitionFieldsDto {
  @ApiProperty({ description: 'A manual transition, e.g. confirm, cancel, complete, prepare' })
  @IsString({ message: 'transition must be text' })
  @IsNotEmpty({ message: 'transition is required' })
  @MaxLength(64)
  transition!: string;

  @ApiPropertyOptional({ description: 'Why (kept in the order history)' })
  @IsOptional()
  @IsString({ message: 'reason must be text' })
  @MaxLength(REASON_MAX, { message: `reason is at most ${REASON_MAX} characters` })
  reason?: string;
}

/** Body of the spec door's update-*-state routes. */
export class SpecUpdateStateDto extends TransitionFieldsDto {
  @ApiProperty({ type: 'integer' })
  @Transform(digits)
  @IsInt({ message: 'id must be an order id' })
  @Min(1, { message: 'id must be an order id' })
  id!: number;
}

/** Body of `POST /api/admin/orders/:id/transitions`. */
export class RestTransitionDto extends TransitionFieldsDto {
  @ApiProperty({ enum: STATE_KINDS })
  @IsIn(STATE_KINDS, { message: `kind must be one of ${STATE_KINDS.join(', ')}` })
  kind!: StateKind;
}

export class BankTransferDto {
  @ApiProperty({ type: 'integer', description: 'In minor units; more than 0, at most what is still due' })
  @IsInt({ message: 'amountMinor must be a whole number of minor units' })
  @Min(1, { message: 'The amount must be more than zero.' })
  @Max(MAX_MINOR)
  amountMinor!: number;

  @ApiPropertyOptional({ description: "The bank's reference or a note" })
  @IsOptional()
  @IsString({ message: 'note must be text' })
  @MaxLength(REASON_MAX)
  note?: string;
}

export class RefundDto {
  @ApiProperty({ type: 'integer', description: 'In minor units; at most what was paid and not yet refunded' })
  @IsInt({ message: 'amountMinor must be a whole number of minor units' })
  @Min(1, { message: 'The amount to refund must be more than zero.' })
  @Max(MAX_MINOR)
  amountMinor!: number;

  @ApiPropertyOptional()
  @IsOptional()
  @IsString({ message: 'reason must be text' })
  @MaxLength(REASON_MAX)
  reason?: string;
}

export class SpecBankTransferDto extends BankTransferDto {
  @ApiProperty({ type: 'integer' })
  @Transform(digits)
  @IsInt({ message: 'id must be an order id' })
  @Min(1, { message: 'id must be an order id' })
  id!: number;
}

export class SpecPaymentDto {
  @ApiProperty({ type: 'integer', description: 'The order' })
  @Transform(digits)
  @IsInt({ message: 'id must be an order id' })
  @Min(1, { message: 'id must be an order id' })
  id!: number;

  @ApiProperty({ type: 'integer' })
  @Transform(digits)
  @IsInt({ message: 'paymentId must be a payment id' })
  @Min(1, { message: 'paymentId must be a payment id' })
  paymentId!: number;

  @ApiPropertyOptional()
  @IsOptional()
  @IsString({ message: 'reason must be text' })
  @MaxLength(REASON_MAX)
  reason?: string;
}

export class SpecRefundDto extends RefundDto {
  @ApiProperty({ type: 'integer', description: 'The order' })
  @Transform(digits)
  @IsInt({ message: 'id must be an order id' })
  @Min(1, { message: 'id must be an order id' })
  id!: number;

  @ApiProperty({ type: 'integer' })
  @Transform(digits)
  @IsInt({ message: 'paymentId must be a payment id' })
  @Min(1, { message: 'paymentId must be a payment id' })
  paymentId!: number;
}

export class CaptureDto {
  @ApiPropertyOptional()
  @IsOptional()
  @IsString({ message: 'reason must be text' })
  @MaxLength(REASON_MAX)
  reason?: string;
}
