import { applyDecorators } from '@nestjs/common';
import { ApiProperty } from '@nestjs/swagger';
import { Transform } from 'class-transformer';
import { IsString, Matches } from 'class-validator';

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
