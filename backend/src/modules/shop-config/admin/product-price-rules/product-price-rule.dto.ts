import { ApiProperty, PartialType } from '@nestjs/swagger';
import { RULE_VOCABULARY, type RuleAction, type RuleCondition } from '@tradeshop/shared';
import type { LocalisedLabels } from '../../../../common/text/localised-labels';
import type { ProductPriceRule } from '../../entities/product-price-rule.entity';
import { LocalisedLabelsField, RequiredTextField, ResourceConfigDto } from '../resource.dto';
import {
  OptionalOrderField,
  OptionalSwitchField,
  RuleRowsField,
  RuleRowsProperty,
} from '../rules/rule-fields';

export const PRODUCT_PRICE_RULE_SORTS = ['id', 'name', 'priority', 'active'] as const;

export class ProductPriceRuleDto {
  @ApiProperty() id!: number;
  @ApiProperty() name!: string;
  @ApiProperty({
    type: 'object',
    additionalProperties: { type: 'string' },
    description: 'Shown to the shopper',
  })
  labels!: LocalisedLabels;
  @ApiProperty() active!: boolean;
  @ApiProperty({ description: 'Lower runs first' }) priority!: number;
  @ApiProperty({ description: 'No later rule runs after this one when it matches' })
  stopPropagation!: boolean;
  @RuleRowsProperty('product_price_rule', 'conditions') conditions!: RuleCondition[];
  @RuleRowsProperty('product_price_rule', 'actions') actions!: RuleAction[];

  static from(rule: ProductPriceRule): ProductPriceRuleDto {
    return {
      id: rule.id,
      name: rule.name,
      labels: rule.labels,
      active: rule.active,
      priority: rule.priority,
      stopPropagation: rule.stopPropagation,
      conditions: rule.conditions,
      actions: rule.actions,
    };
  }
}

export class CreateProductPriceRuleDto {
  @RequiredTextField('name', 200, 'Installers 15 % off cables')
  name!: string;

  @LocalisedLabelsField('labels', { required: false })
  labels?: LocalisedLabels;

  @OptionalSwitchField('active', true)
  active?: boolean;

  @OptionalOrderField('priority', 'Lower runs first')
  priority?: number;

  @OptionalSwitchField('stopPropagation', false)
  stopPropagation?: boolean;

  @RuleRowsField('product_price_rule', 'conditions', { required: false })
  conditions?: RuleCondition[];

  @RuleRowsField('product_price_rule', 'actions', { required: true })
  actions!: RuleAction[];
}

export class UpdateProductPriceRuleDto extends PartialType(CreateProductPriceRuleDto) {}

export class ProductPriceRuleConfigDto extends ResourceConfigDto {
  @ApiProperty({ type: [String], enum: RULE_VOCABULARY.product_price_rule.conditions })
  conditionTypes!: string[];
  @ApiProperty({ type: [String], enum: RULE_VOCABULARY.product_price_rule.actions }) actionTypes!: string[];
}
