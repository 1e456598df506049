import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { Type } from 'class-transformer';
import { IsIn, IsInt, IsOptional, IsString, MaxLength } from 'class-validator';
import { PAYMENT_OUTCOMES, type PaymentOutcome } from './order.dto';

/** A guest opens their order with the token from the thank-you URL; customers need none. */
export class OrderAccessQueryDto {
  @ApiPropertyOptional({ description: 'The accessToken the order was placed with' })
  @IsOptional()
  @IsString()
  @MaxLength(200)
  token?: string;
}

/** The payment gateway's answer, as it sent the shopper back (signed by the gateway). */
export class PaymentReturnInputDto {
  @ApiProperty({ enum: PAYMENT_OUTCOMES })
  @IsIn(PAYMENT_OUTCOMES, { message: `outcome must be one of ${PAYMENT_OUTCOMES.join(', ')}` })
  outcome!: PaymentOutcome;

  @ApiProperty()
  @IsString()
  @MaxLength(200)
  signature!: string;
}

export class ChangePaymentInputDto {
  @ApiProperty()
  @Type(() => Number)
  @IsInt()
  paymentProviderId!: number;
}

/** The test gateway page's own signed link. */
export class TestPaymentPageQueryDto {
  @ApiProperty()
  @IsString()
  @MaxLength(200)
  signature!: string;
}
