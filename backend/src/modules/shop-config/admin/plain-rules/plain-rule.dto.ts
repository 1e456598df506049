import { ApiProperty, PartialType } from '@nestjs/swagger';
import { RULE_VOCABULARY, type RuleAction, type RuleCondition, type RuleKind } from '@tradeshop/shared';
import type { RuleBase } from '../../entities/base.entity';
import { RequiredTextField, ResourceConfigDto } from '../resource.dto';
import { OptionalSwitchField, RuleRowsField, RuleRowsProperty } from '../rules/rule-fields';

export const PLAIN_RULE_SORTS = ['id', 'name', 'active'] as const;

/**
 * Shipping rules and payment provider rules: a named list of conditions and actions that carriers (or payment
 * providers) attach with a priority of their own. The two differ only in their vocabulary, so each gets its
 * DTO classes from here (distinct classes: the OpenAPI document names them).
 */
export function plainRuleDtos(
  kind: Extract<RuleKind, 'shipping_rule' | 'payment_provider_rule'>,
  usedBy: string,
) {
  class RuleDto {
    @ApiProperty() id!: number;
    @ApiProperty() name!: string;
    @ApiProperty() active!: boolean;
    @RuleRowsProperty(kind, 'conditions') conditions!: RuleCondition[];
    @RuleRowsProperty(kind, 'actions') actions!: RuleAction[];
    @ApiProperty({ description: `How many ${usedBy} use the rule` }) usedBy!: number;

    static from(rule: RuleBase, usedByCount: number): RuleDto {
      return {
        id: rule.id,
        name: rule.name,
        active: rule.active,
        conditions: rule.conditions,
        actions: rule.actions,
        usedBy: usedByCount,
      };
    }
  }

  class CreateRuleDto {
    @RequiredTextField('name', 200, kind === 'shipping_rule' ? 'Finland up to 30 kg' : 'Card above 50 €')
    name!: string;

    @OptionalSwitchField('active', true)
    active?: boolean;

    @RuleRowsField(kind, 'conditions', { required: false })
    conditions?: RuleCondition[];

    @RuleRowsField(kind, 'actions', { required: false })
    actions?: RuleAction[];
  }

  class UpdateRuleDto extends PartialType(CreateRuleDto) {}

  class RuleConfigDto extends ResourceConfigDto {
    @ApiProperty({ type: [String], enum: RULE_VOCABULARY[kind].conditions }) conditionTypes!: string[];
    @ApiProperty({ type: [String], enum: RULE_VOCABULARY[kind].actions }) actionTypes!: string[];
  }

  const prefix = kind === 'shipping_rule' ? 'ShippingRule' : 'PaymentProviderRule';
  for (const [type, suffix] of [
    [RuleDto, 'Dto'],
    [CreateRuleDto, 'CreateDto'],
    [UpdateRuleDto, 'UpdateDto'],
    [RuleConfigDto, 'ConfigDto'],
  ] as const) {
    Object.defineProperty(type, 'name', {
      value:
        suffix === 'Dto' || suffix === 'ConfigDto'
          ? `${prefix}${suffix}`
          : `${suffix.replace('Dto', '')}${prefix}Dto`,
    });
  }
  return { RuleDto, CreateRuleDto, UpdateRuleDto, RuleConfigDto };
}
