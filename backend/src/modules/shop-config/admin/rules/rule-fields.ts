import { applyDecorators } from '@nestjs/common';
import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { RULE_VOCABULARY, type RuleKind } from '@tradeshop/shared';
import { IsArray, IsBoolean, IsInt, IsOptional, Max, Min } from 'class-validator';

/** The OpenAPI shape of a rule's typed rows (shared/src/domain/pricing-rules.ts), for one kind of rule. */
function rowsSchema(kind: RuleKind, field: 'conditions' | 'actions') {
  return {
    type: 'array' as const,
    items: {
      type: 'object' as const,
      required: ['type'],
      properties: { type: { type: 'string', enum: [...RULE_VOCABULARY[kind][field]] } },
      additionalProperties: true,
    },
    description:
      field === 'conditions'
        ? 'Typed rows as in shared/src/domain/pricing-rules.ts (RuleCondition); all must hold'
        : 'Typed rows as in shared/src/domain/pricing-rules.ts (RuleAction)',
  };
}

/** A response's `conditions` or `actions`. */
export function RuleRowsProperty(kind: RuleKind, field: 'conditions' | 'actions'): PropertyDecorator {
  return ApiProperty(rowsSchema(kind, field));
}

/** An input's `conditions` or `actions`: a list here; `parseRuleRows` checks each row in the service. */
export function RuleRowsField(
  kind: RuleKind,
  field: 'conditions' | 'actions',
  options: { required: boolean },
): PropertyDecorator {
  return applyDecorators(
    (options.required ? ApiProperty : ApiPropertyOptional)({
      ...rowsSchema(kind, field),
      ...(options.required ? {} : { default: [] }),
    }),
    ...(options.required ? [] : [IsOptional()]),
    IsArray({ message: `${field} must be a list` }),
  );
}

/** An optional true/false switch. */
export function OptionalSwitchField(name: string, defaultValue: boolean): PropertyDecorator {
  return applyDecorators(
    ApiPropertyOptional({ default: defaultValue }),
    IsOptional(),
    IsBoolean({ message: `${name} must be true or false` }),
  );
}

/** An optional ordering number (priority, position): lower comes first. */
export function OptionalOrderField(name: string, description = 'Lower comes first'): PropertyDecorator {
  const message = `${name} must be a whole number between -10000 and 10000`;
  return applyDecorators(
    ApiPropertyOptional({ default: 0, description }),
    IsOptional(),
    IsInt({ message }),
    Min(-10000, { message }),
    Max(10000, { message }),
  );
}
