import { ApiProperty, ApiPropertyOptional, PartialType } from '@nestjs/swagger';
import { TAX_RULE_BEHAVIORS, type TaxRuleBehavior } from '@tradeshop/shared';
import { Type } from 'class-transformer';
import { ArrayMaxSize, IsArray, IsIn, IsOptional, ValidateNested } from 'class-validator';
import type { TaxRule, TaxRuleGroup } from '../../entities/tax.entity';
import { ReferenceIdField, RequiredTextField } from '../resource.dto';
import { OptionalSwitchField } from '../rules/rule-fields';

export const TAX_RULE_GROUP_SORTS = ['id', 'name', 'active'] as const;
export const TAX_RULES_MAX = 200;

/** One rule of a group; the rules apply in the order given (their position). */
export class TaxRuleDto {
  @ApiProperty({ type: 'integer', nullable: true, description: 'No country: the rule applies everywhere' })
  countryId!: number | null;
  @ApiProperty({ type: 'integer', nullable: true, description: 'No state: every state of the country' })
  stateId!: number | null;
  @ApiProperty() taxRateId!: number;
  @ApiProperty({ enum: TAX_RULE_BEHAVIORS }) behavior!: TaxRuleBehavior;

  static from(rule: TaxRule): TaxRuleDto {
    return {
      countryId: rule.country?.id ?? null,
      stateId: rule.state?.id ?? null,
      taxRateId: rule.taxRate.id,
      behavior: rule.behavior,
    };
  }
}

export class TaxRuleGroupDto {
  @ApiProperty() id!: number;
  @ApiProperty({ example: 'Standard' }) name!: string;
  @ApiProperty() active!: boolean;
  @ApiProperty({ type: [TaxRuleDto], description: 'In the order they apply' }) rules!: TaxRuleDto[];

  static from(group: TaxRuleGroup, rules: readonly TaxRule[]): TaxRuleGroupDto {
    return {
      id: group.id,
      name: group.name,
      active: group.active,
      rules: rules.map((rule) => TaxRuleDto.from(rule)),
    };
  }
}

export class TaxRuleInputDto {
  @ReferenceIdField('countryId', { nullable: true })
  countryId?: number | null;

  @ReferenceIdField('stateId', { nullable: true })
  stateId?: number | null;

  @ReferenceIdField('taxRateId')
  taxRateId!: number;

  @ApiPropertyOptional({
    enum: TAX_RULE_BEHAVIORS,
    default: 'only_this',
    description:
      'only_this: this rate alone; combine: adds its rate to the ones before; one_after_another: taxes the tax before (compounds)',
  })
  @IsOptional()
  @IsIn(TAX_RULE_BEHAVIORS, { message: `behavior must be one of ${TAX_RULE_BEHAVIORS.join(', ')}` })
  behavior?: TaxRuleBehavior;
}

export class CreateTaxRuleGroupDto {
  @RequiredTextField('name', 100, 'Standard')
  name!: string;

  @OptionalSwitchField('active', true)
  active?: boolean;

  @ApiPropertyOptional({
    type: [TaxRuleInputDto],
    description: 'In the order they apply; replaces all rules',
  })
  @IsOptional()
  @IsArray({ message: 'rules must be a list of tax rules' })
  @ArrayMaxSize(TAX_RULES_MAX, { message: `rules may hold at most ${TAX_RULES_MAX} rules` })
  @ValidateNested({ each: true })
  @Type(() => TaxRuleInputDto)
  rules?: TaxRuleInputDto[];
}

export class UpdateTaxRuleGroupDto extends PartialType(CreateTaxRuleGroupDto) {}
