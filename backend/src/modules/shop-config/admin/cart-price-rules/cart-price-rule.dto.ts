import { ApiProperty, ApiPropertyOptional, PartialType } from '@nestjs/swagger';
import { RULE_VOCABULARY, type RuleAction, type RuleCondition } from '@tradeshop/shared';
import { Transform } from 'class-transformer';
import { IsArray, IsBoolean, IsInt, IsOptional, IsString, Max, MaxLength, Min } from 'class-validator';
import type { CartPriceRule } from '../../entities/cart-price-rule.entity';
import type { LocalisedLabels } from '../../../../common/text/localised-labels';
import { LocalisedLabelsField, RequiredTextField, ResourceConfigDto } from '../resource.dto';

export const CART_PRICE_RULE_SORTS = ['id', 'name', 'priority', 'active', 'createdAt'] as const;

const VOCABULARY = RULE_VOCABULARY.cart_price_rule;

const conditionSchema = {
  type: 'array' as const,
  items: {
    type: 'object' as const,
    required: ['type'],
    properties: { type: { type: 'string', enum: [...VOCABULARY.conditions] } },
    additionalProperties: true,
  },
  description: 'Typed rows as in shared/src/domain/pricing-rules.ts (RuleCondition); all must hold',
};
const actionSchema = {
  type: 'array' as const,
  items: {
    type: 'object' as const,
    required: ['type'],
    properties: { type: { type: 'string', enum: [...VOCABULARY.actions] } },
    additionalProperties: true,
  },
  description: 'Typed rows as in shared/src/domain/pricing-rules.ts (RuleAction)',
};

export class CartPriceRuleDto {
  @ApiProperty() id!: number;
  @ApiProperty() name!: string;
  @ApiProperty() description!: string;
  @ApiProperty({ type: 'object', additionalProperties: { type: 'string' } }) labels!: LocalisedLabels;
  @ApiProperty() active!: boolean;
  @ApiProperty({ description: 'Applies only with one of its voucher codes' }) isVoucherRule!: boolean;
  @ApiProperty({ description: 'Lower runs first' }) priority!: number;
  @ApiProperty({ description: 'No later rule runs after this one when it matches' })
  stopPropagation!: boolean;
  @ApiProperty(conditionSchema) conditions!: RuleCondition[];
  @ApiProperty(actionSchema) actions!: RuleAction[];
  @ApiProperty() voucherCodeCount!: number;
  @ApiProperty() createdAt!: Date;

  static from(rule: CartPriceRule, voucherCodeCount: number): CartPriceRuleDto {
    return {
      id: rule.id,
      name: rule.name,
      description: rule.description,
      labels: rule.labels,
      active: rule.active,
      isVoucherRule: rule.isVoucherRule,
      priority: rule.priority,
      stopPropagation: rule.stopPropagation,
      conditions: rule.conditions,
      actions: rule.actions,
      voucherCodeCount,
      createdAt: rule.createdAt,
    };
  }
}

export class CreateCartPriceRuleDto {
  @RequiredTextField('name', 200, 'Spring campaign 10 %')
  name!: string;

  @ApiPropertyOptional({ maxLength: 2000, default: '' })
  @IsOptional()
  @Transform(({ value }) => (typeof value === 'string' ? value.trim() : value))
  @IsString({ message: 'description must be text' })
  @MaxLength(2000, { message: 'description must be at most 2000 characters' })
  description?: string;

  @LocalisedLabelsField('labels', { required: false })
  labels?: LocalisedLabels;

  @ApiPropertyOptional({ default: true })
  @IsOptional()
  @IsBoolean({ message: 'active must be true or false' })
  active?: boolean;

  @ApiPropertyOptional({ default: false })
  @IsOptional()
  @IsBoolean({ message: 'isVoucherRule must be true or false' })
  isVoucherRule?: boolean;

  @ApiPropertyOptional({ default: 0 })
  @IsOptional()
  @IsInt({ message: 'priority must be a whole number' })
  @Min(-10000, { message: 'priority must be between -10000 and 10000' })
  @Max(10000, { message: 'priority must be between -10000 and 10000' })
  priority?: number;

  @ApiPropertyOptional({ default: false })
  @IsOptional()
  @IsBoolean({ message: 'stopPropagation must be true or false' })
  stopPropagation?: boolean;

  @ApiPropertyOptional({ ...conditionSchema, default: [] })
  @IsOptional()
  @IsArray({ message: 'conditions must be a list' })
  conditions?: RuleCondition[];

  @ApiProperty(actionSchema)
  @IsArray({ message: 'actions must be a list' })
  actions!: RuleAction[];
}

export class UpdateCartPriceRuleDto extends PartialType(CreateCartPriceRuleDto) {}

export class CartPriceRuleConfigDto extends ResourceConfigDto {
  @ApiProperty({ type: [String], enum: VOCABULARY.conditions }) conditionTypes!: string[];
  @ApiProperty({ type: [String], enum: VOCABULARY.actions }) actionTypes!: string[];
}
