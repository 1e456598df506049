import { applyDecorators, type Type as Class } from '@nestjs/common';
import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { Transform, Type } from 'class-transformer';
import { IsArray, IsOptional, IsString, Matches, ValidateNested } from 'class-validator';

/** A carrier's or payment provider's code (`posti-parcel`): lower-case letters, digits and dashes. */
export function IdentifierField(example: string): PropertyDecorator {
  return applyDecorators(
    ApiProperty({ example, pattern: '^[a-z0-9][a-z0-9_-]{0,63}$' }),
    Transform(({ value }) => (typeof value === 'string' ? value.trim().toLowerCase() : value)),
    IsString({ message: 'identifier must be text' }),
    Matches(/^[a-z0-9][a-z0-9_-]{0,63}$/, {
      message:
        'identifier must be 1 to 64 lower-case letters, digits, dashes or underscores, e.g. ' + example,
    }),
  );
}

/** The rules a carrier or payment provider lists, each a `link` row (rule id and priority); none by default. */
export function LinkedRulesField(name: string, link: Class): PropertyDecorator {
  return applyDecorators(
    ApiPropertyOptional({ type: [link], default: [] }),
    IsOptional(),
    IsArray({ message: `${name} must be a list` }),
    ValidateNested({ each: true }),
    Type(() => link),
  );
}
