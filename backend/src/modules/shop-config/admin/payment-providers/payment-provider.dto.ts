import { ApiProperty, PartialType } from '@nestjs/swagger';
import { PAYMENT_GATEWAYS, type PaymentGateway } from '@tradeshop/shared';
import { IsIn } from 'class-validator';
import type { LocalisedLabels } from '../../../../common/text/localised-labels';
import type { PaymentProvider } from '../../entities/payment-provider.entity';
import { LocalisedLabelsField, ReferenceIdField, ResourceConfigDto } from '../resource.dto';
import { IdentifierField, LinkedRulesField } from '../rules/checkout-option-fields';
import { OptionalOrderField, OptionalSwitchField } from '../rules/rule-fields';

export const PAYMENT_PROVIDER_SORTS = ['id', 'identifier', 'gateway', 'position', 'active'] as const;

/** A payment provider rule attached to the provider: the first matching one by priority gives the fee. */
export class PaymentProviderRuleLinkDto {
  @ReferenceIdField('ruleId')
  ruleId!: number;

  @OptionalOrderField('priority', 'Lower is tried first')
  priority?: number;
}

export class PaymentProviderDto {
  @ApiProperty() id!: number;
  @ApiProperty({ example: 'invoice' }) identifier!: string;
  @ApiProperty({ enum: PAYMENT_GATEWAYS }) gateway!: PaymentGateway;
  @ApiProperty({ type: 'object', additionalProperties: { type: 'string' } }) labels!: LocalisedLabels;
  @ApiProperty({ type: 'object', additionalProperties: { type: 'string' } }) descriptions!: LocalisedLabels;
  @ApiProperty() testMode!: boolean;
  @ApiProperty() position!: number;
  @ApiProperty() active!: boolean;
  @ApiProperty({
    type: [PaymentProviderRuleLinkDto],
    description: 'None: always offered; else offered only when one matches',
  })
  rules!: Required<PaymentProviderRuleLinkDto>[];

  static from(provider: PaymentProvider, rules: Required<PaymentProviderRuleLinkDto>[]): PaymentProviderDto {
    return {
      id: provider.id,
      identifier: provider.identifier,
      gateway: provider.gateway,
      labels: provider.labels,
      descriptions: provider.descriptions,
      testMode: provider.testMode,
      position: provider.position,
      active: provider.active,
      rules,
    };
  }
}

export class CreatePaymentProviderDto {
  @IdentifierField('invoice')
  identifier!: string;

  @ApiProperty({ enum: PAYMENT_GATEWAYS })
  @IsIn(PAYMENT_GATEWAYS, { message: `gateway must be one of ${PAYMENT_GATEWAYS.join(', ')}` })
  gateway!: PaymentGateway;

  @LocalisedLabelsField('labels')
  labels!: LocalisedLabels;

  @LocalisedLabelsField('descriptions', { required: false })
  descriptions?: LocalisedLabels;

  @OptionalSwitchField('testMode', true)
  testMode?: boolean;

  @OptionalOrderField('position', 'Order in the checkout')
  position?: number;

  @OptionalSwitchField('active', true)
  active?: boolean;

  @LinkedRulesField('rules', PaymentProviderRuleLinkDto)
  rules?: PaymentProviderRuleLinkDto[];
}

export class UpdatePaymentProviderDto extends PartialType(CreatePaymentProviderDto) {}

export class PaymentProviderConfigDto extends ResourceConfigDto {
  @ApiProperty({ type: [String], enum: PAYMENT_GATEWAYS }) gateways!: string[];
}
