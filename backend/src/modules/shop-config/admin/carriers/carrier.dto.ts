import { ApiProperty, ApiPropertyOptional, PartialType } from '@nestjs/swagger';
import { LITHIUM_UN_NUMBERS } from '@tradeshop/shared';
import { Transform } from 'class-transformer';
import { ArrayUnique, IsArray, IsIn, IsInt, IsOptional, IsUrl, Max, Min } from 'class-validator';
import type { Carrier } from '../../entities/carrier.entity';
import type { LocalisedLabels } from '../../../../common/text/localised-labels';
import { LocalisedLabelsField, ReferenceIdField, ResourceConfigDto } from '../resource.dto';
import { IdentifierField, LinkedRulesField } from '../rules/checkout-option-fields';
import { OptionalOrderField, OptionalSwitchField } from '../rules/rule-fields';

export const CARRIER_SORTS = ['id', 'identifier', 'position', 'active'] as const;

/** A shipping rule attached to the carrier: the first matching one by ascending priority sets the price. */
export class CarrierShippingRuleDto {
  @ReferenceIdField('shippingRuleId')
  shippingRuleId!: number;

  @OptionalOrderField('priority', 'Lower is tried first')
  priority?: number;

  @OptionalSwitchField('stopPropagation', false)
  stopPropagation?: boolean;
}

export class CarrierDto {
  @ApiProperty() id!: number;
  @ApiProperty({ example: 'posti-parcel' }) identifier!: string;
  @ApiProperty({ type: 'object', additionalProperties: { type: 'string' } }) labels!: LocalisedLabels;
  @ApiProperty({ type: 'object', additionalProperties: { type: 'string' } }) descriptions!: LocalisedLabels;
  @ApiProperty({ type: String, nullable: true, description: '{tracking} is replaced by the tracking number' })
  trackingUrl!: string | null;
  @ApiProperty({ type: 'integer', nullable: true }) taxRuleGroupId!: number | null;
  @ApiProperty({
    type: [String],
    enum: LITHIUM_UN_NUMBERS,
    description:
      'Lithium battery UN numbers the carrier refuses: carts holding them are not offered this carrier',
  })
  refusedUnNumbers!: string[];
  @ApiProperty({ description: 'Added (net) when the cart holds lithium batteries the carrier takes' })
  dangerousGoodsSurchargeMinor!: number;
  @ApiProperty() position!: number;
  @ApiProperty() active!: boolean;
  @ApiProperty({ type: [CarrierShippingRuleDto] }) shippingRules!: Required<CarrierShippingRuleDto>[];

  static from(carrier: Carrier, shippingRules: Required<CarrierShippingRuleDto>[]): CarrierDto {
    return {
      id: carrier.id,
      identifier: carrier.identifier,
      labels: carrier.labels,
      descriptions: carrier.descriptions,
      trackingUrl: carrier.trackingUrl ?? null,
      taxRuleGroupId: carrier.taxRuleGroup?.id ?? null,
      refusedUnNumbers: carrier.acceptsDangerousGoods ? carrier.refusedUnNumbers : [...LITHIUM_UN_NUMBERS],
      dangerousGoodsSurchargeMinor: carrier.dangerousGoodsSurchargeMinor,
      position: carrier.position,
      active: carrier.active,
      shippingRules,
    };
  }
}

const SURCHARGE_MESSAGE = 'dangerousGoodsSurchargeMinor must be a whole number of cents, 0 or more';

export class CreateCarrierDto {
  @IdentifierField('posti-parcel')
  identifier!: string;

  @LocalisedLabelsField('labels')
  labels!: LocalisedLabels;

  @LocalisedLabelsField('descriptions', { required: false })
  descriptions?: LocalisedLabels;

  @ApiPropertyOptional({ type: String, nullable: true, example: 'https://track.example.com/{tracking}' })
  @IsOptional()
  @Transform(({ value }) => (typeof value === 'string' ? value.trim() || null : value))
  @IsUrl(
    { protocols: ['https', 'http'], require_protocol: true },
    { message: 'trackingUrl must be a web address starting with https://' },
  )
  trackingUrl?: string | null;

  @ReferenceIdField('taxRuleGroupId', { nullable: true })
  taxRuleGroupId?: number | null;

  @ApiPropertyOptional({ type: [String], enum: LITHIUM_UN_NUMBERS, default: [] })
  @IsOptional()
  @IsArray({ message: 'refusedUnNumbers must be a list of UN numbers' })
  @ArrayUnique({ message: 'refusedUnNumbers must name each UN number once' })
  @IsIn(LITHIUM_UN_NUMBERS, {
    each: true,
    message: `refusedUnNumbers may only hold ${LITHIUM_UN_NUMBERS.join(', ')}`,
  })
  refusedUnNumbers?: string[];

  @ApiPropertyOptional({ default: 0 })
  @IsOptional()
  @IsInt({ message: SURCHARGE_MESSAGE })
  @Min(0, { message: SURCHARGE_MESSAGE })
  @Max(100_000_000, { message: 'dangerousGoodsSurchargeMinor is too large' })
  dangerousGoodsSurchargeMinor?: number;

  @OptionalOrderField('position', 'Order in the checkout, among equally priced carriers')
  position?: number;

  @OptionalSwitchField('active', true)
  active?: boolean;

  @LinkedRulesField('shippingRules', CarrierShippingRuleDto)
  shippingRules?: CarrierShippingRuleDto[];
}

export class UpdateCarrierDto extends PartialType(CreateCarrierDto) {}

export class CarrierConfigDto extends ResourceConfigDto {
  @ApiProperty({ type: [String], enum: LITHIUM_UN_NUMBERS }) unNumbers!: string[];
}
