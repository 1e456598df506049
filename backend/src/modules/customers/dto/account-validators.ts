import {
  ACCOUNT_FIELD_MESSAGES,
  ACCOUNT_TEXT_MAX_LENGTH,
  BUSINESS_ID_COUNTRY_OF_STORE,
  businessIdFieldProblem,
  DEFAULT_STORE_FOR_LOCALE,
  IDENTITY_LIMITS,
  type Locale,
} from '@tradeshop/shared';
import { applyDecorators } from '@nestjs/common';
import { IsEmail, MaxLength, MinLength, ValidateBy, type ValidationArguments } from 'class-validator';

/** A text with something in it besides spaces ("Value must not be blank", storefront spec §5). */
export function IsNotBlank(maxLength: number = ACCOUNT_TEXT_MAX_LENGTH) {
  return applyDecorators(
    ValidateBy(
      {
        name: 'isNotBlank',
        validator: { validate: (value: unknown) => typeof value === 'string' && value.trim().length > 0 },
      },
      { message: ACCOUNT_FIELD_MESSAGES.blank },
    ),
    MaxLength(maxLength, { message: ACCOUNT_FIELD_MESSAGES.tooLong }),
  );
}

/** An e-mail address, not blank. */
export function IsAccountEmail() {
  return applyDecorators(IsNotBlank(254), IsEmail({}, { message: ACCOUNT_FIELD_MESSAGES.emailInvalid }));
}

/** A new password within the password policy. */
export function IsNewPassword() {
  return applyDecorators(
    IsNotBlank(IDENTITY_LIMITS.passwordMaxLength),
    MinLength(IDENTITY_LIMITS.passwordMinLength, { message: ACCOUNT_FIELD_MESSAGES.passwordTooShort }),
  );
}

/** The repeat field of a pair: equal to `property` of the same object. */
export function SameAs(property: string, message: string) {
  return ValidateBy(
    {
      name: 'sameAs',
      constraints: [property],
      validator: {
        validate: (value: unknown, args?: ValidationArguments) =>
          value === (args?.object as Record<string, unknown>)[property],
      },
    },
    { message },
  );
}

/**
 * A business id that passes the check digit of its country (Y-tunnus, organisasjonsnummer, organisationsnummer,
 * CVR; shared rule), the country read from the rest of the form. Ids of other countries are not checked.
 */
export function IsBusinessIdOf(countryOf: (form: Record<string, unknown>) => string | null | undefined) {
  const problem = (args: ValidationArguments) =>
    typeof args.value === 'string' && args.value.trim() !== ''
      ? businessIdFieldProblem(countryOf(args.object as Record<string, unknown>), args.value)
      : null;
  return ValidateBy({
    name: 'isBusinessId',
    validator: {
      validate: (_value: unknown, args?: ValidationArguments) => !args || problem(args) === null,
      defaultMessage: (args?: ValidationArguments) =>
        ACCOUNT_FIELD_MESSAGES[(args && problem(args)) || 'businessIdFormat'],
    },
  });
}

/** The country of the store a shop language's registrations land in (for its business-id rule). */
export function businessIdCountryOfLocale(locale: unknown): string | null {
  const store = DEFAULT_STORE_FOR_LOCALE[locale as Locale];
  return store ? (BUSINESS_ID_COUNTRY_OF_STORE[store] ?? null) : null;
}
