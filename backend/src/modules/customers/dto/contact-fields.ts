import { applyDecorators } from '@nestjs/common';
import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import {
  ACCOUNT_FIELD_MESSAGES,
  ADDRESS_FIELD_MESSAGES,
  ADDRESS_LIMITS,
  COUNTRIES,
  isValidPostcode,
  POSTAL_ADDRESS_SHAPE,
  SALUTATIONS,
  type PostalAddressField,
  type PostalAddressFieldRule,
} from '@tradeshop/shared';
import { Transform } from 'class-transformer';
import { IsIn, IsOptional, IsString, MaxLength, ValidateBy, type ValidationArguments } from 'class-validator';
import { IsNotBlank } from './account-validators';

const trim = ({ value }: { value: unknown }) => (typeof value === 'string' ? value.trim() : value);
/** Optional texts: blank counts as absent, so an emptied form field clears the value. */
const trimToNull = ({ value }: { value: unknown }) =>
  typeof value === 'string' ? value.trim() || null : value;

/** A required text of at most `max` characters, trimmed. */
export function RequiredText(max: number, example?: string): PropertyDecorator {
  return applyDecorators(ApiProperty({ maxLength: max, example }), Transform(trim), IsNotBlank(max));
}

/** An optional text of at most `max` characters; blank is stored as nothing. */
export function OptionalText(max: number, example?: string): PropertyDecorator {
  return applyDecorators(
    ApiPropertyOptional({ type: String, nullable: true, maxLength: max, example }),
    Transform(trimToNull),
    IsOptional(),
    IsString(),
    MaxLength(max, { message: ACCOUNT_FIELD_MESSAGES.tooLong }),
  );
}

export function SalutationField(): PropertyDecorator {
  return applyDecorators(
    ApiPropertyOptional({ enum: SALUTATIONS, nullable: true }),
    Transform(trimToNull),
    IsOptional(),
    IsIn(SALUTATIONS, { message: ACCOUNT_FIELD_MESSAGES.invalidChoice }),
  );
}

/** An ISO 3166 alpha-2 country the shop knows (shared COUNTRIES), upper-cased. */
export function CountryField(): PropertyDecorator {
  return applyDecorators(
    ApiProperty({ enum: COUNTRIES, example: 'FI' }),
    Transform(({ value }) => (typeof value === 'string' ? value.trim().toUpperCase() : value)),
    IsNotBlank(254),
    IsIn(COUNTRIES, { message: ADDRESS_FIELD_MESSAGES.countryInvalid }),
  );
}

/** A postcode in the form of the object's `country` (digits of the right length where that is the rule). */
export function PostcodeField(): PropertyDecorator {
  return applyDecorators(
    ApiProperty({ example: '00100' }),
    Transform(trim),
    IsNotBlank(ADDRESS_LIMITS.postcodeMaxLength),
    ValidateBy(
      {
        name: 'postcodeOfCountry',
        validator: {
          validate: (value: unknown, args?: ValidationArguments) => {
            const country = (args?.object as { country?: unknown } | undefined)?.country;
            return (
              typeof value === 'string' && (typeof country !== 'string' || isValidPostcode(country, value))
            );
          },
        },
      },
      { message: ADDRESS_FIELD_MESSAGES.postcodeInvalid },
    ),
  );
}

/** The validation of a postal-address field, as the shared address shape declares it. */
export function PostalAddressInput(field: PostalAddressField, example?: string): PropertyDecorator {
  const rule: PostalAddressFieldRule = POSTAL_ADDRESS_SHAPE[field];
  switch (rule.kind) {
    case 'salutation':
      return SalutationField();
    case 'postcode':
      return PostcodeField();
    case 'country':
      return CountryField();
    case 'text':
      return rule.required ? RequiredText(rule.maxLength, example) : OptionalText(rule.maxLength, example);
  }
}
