import { ApiProperty, ApiPropertyOptional, PartialType } from '@nestjs/swagger';
import {
  NOTIFICATION_ACTION_TYPES,
  NOTIFICATION_CONDITION_TYPES,
  NOTIFICATION_RECIPIENTS,
  NOTIFICATION_RULE_TYPES,
  NOTIFICATION_STATES,
  type NotificationAction,
  type NotificationCondition,
  type NotificationRuleType,
} from '@tradeshop/shared';
import { ArrayMinSize, ArrayUnique, IsArray, IsIn, IsInt, IsOptional, Min } from 'class-validator';
import type { NotificationRule } from '../../entities/notification-rule.entity';
import { RequiredTextField, ResourceConfigDto } from '../resource.dto';
import { OptionalOrderField, OptionalSwitchField } from '../rules/rule-fields';

export const NOTIFICATION_RULE_SORTS = ['id', 'name', 'type', 'position', 'active'] as const;

const conditionSchema = {
  type: 'array' as const,
  items: {
    type: 'object' as const,
    required: ['type'],
    properties: { type: { type: 'string', enum: [...NOTIFICATION_CONDITION_TYPES] } },
    additionalProperties: true,
  },
  description:
    "All must hold: { type: 'states', states: [...] } (the state the event moved to), { type: 'stores', storeIds: [...] }",
};
const actionSchema = {
  type: 'array' as const,
  items: {
    type: 'object' as const,
    required: ['type', 'recipient'],
    properties: {
      type: { type: 'string', enum: [...NOTIFICATION_ACTION_TYPES] },
      recipient: { type: 'string', enum: [...NOTIFICATION_RECIPIENTS] },
      address: { type: 'string', description: "For recipient 'fixed'" },
    },
  },
  description: 'Mails to send: to the buyer, to the store’s sales address, or to a fixed address',
};

export class NotificationRuleDto {
  @ApiProperty() id!: number;
  @ApiProperty() name!: string;
  @ApiProperty({ enum: NOTIFICATION_RULE_TYPES, description: 'Which events the rule listens to' })
  type!: NotificationRuleType;
  @ApiProperty() active!: boolean;
  @ApiProperty({ description: 'Rules are evaluated in ascending position (the sort extra sets it)' })
  position!: number;
  @ApiProperty(conditionSchema) conditions!: NotificationCondition[];
  @ApiProperty(actionSchema) actions!: NotificationAction[];

  static from(rule: NotificationRule): NotificationRuleDto {
    return {
      id: rule.id,
      name: rule.name,
      type: rule.type,
      active: rule.active,
      position: rule.position,
      conditions: rule.conditions,
      actions: rule.actions,
    };
  }
}

export class CreateNotificationRuleDto {
  @RequiredTextField('name', 200, 'Order placed: mail the sales team')
  name!: string;

  @ApiProperty({ enum: NOTIFICATION_RULE_TYPES })
  @IsIn(NOTIFICATION_RULE_TYPES, { message: `type must be one of ${NOTIFICATION_RULE_TYPES.join(', ')}` })
  type!: NotificationRuleType;

  @OptionalSwitchField('active', true)
  active?: boolean;

  @OptionalOrderField(
    'position',
    'Rules are evaluated in ascending position; new rules go last when left out',
  )
  position?: number;

  @ApiPropertyOptional({ ...conditionSchema, default: [] })
  @IsOptional()
  @IsArray({ message: 'conditions must be a list' })
  conditions?: NotificationCondition[];

  @ApiProperty(actionSchema)
  @IsArray({ message: 'actions must be a list' })
  actions!: NotificationAction[];
}

export class UpdateNotificationRuleDto extends PartialType(CreateNotificationRuleDto) {}

export class NotificationRuleConfigDto extends ResourceConfigDto {
  @ApiProperty({ type: [String], enum: NOTIFICATION_RULE_TYPES }) types!: string[];
  @ApiProperty({
    type: 'object',
    additionalProperties: { type: 'array', items: { type: 'string' } },
    description: 'The states a `states` condition may name, per rule type',
  })
  states!: Record<string, string[]>;
  @ApiProperty({ type: [String], enum: NOTIFICATION_CONDITION_TYPES }) conditionTypes!: string[];
  @ApiProperty({ type: [String], enum: NOTIFICATION_RECIPIENTS }) recipients!: string[];
}

/** The new evaluation order: every rule's id, first evaluated first. */
export class SortNotificationRulesDto {
  @ApiProperty({ type: [Number], description: 'Every notification rule id, in the new order' })
  @IsArray({ message: 'ids must be a list of rule ids' })
  @ArrayMinSize(1, { message: 'ids must name at least one rule' })
  @ArrayUnique({ message: 'ids must name each rule once' })
  @IsInt({ each: true, message: 'ids must be whole numbers' })
  @Min(1, { each: true, message: 'ids must be positive whole numbers' })
  ids!: number[];
}

export const NOTIFICATION_CONFIG = {
  states: Object.fromEntries(
    Object.entries(NOTIFICATION_STATES).map(([type, states]) => [type, [...states]]),
  ) as Record<string, string[]>,
};
