import { ACCOUNT_FIELD_MESSAGES, ACCOUNT_TEXT_MAX_LENGTH, IDENTITY_LIMITS } from '@tradeshop/shared';
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
