import { ApiProperty } from '@nestjs/swagger';
import { ACCOUNT_FIELD_MESSAGES, LOCALES, type Locale } from '@tradeshop/shared';
import { IsIn, IsOptional } from 'class-validator';
import type { OneTimeTokenPurpose } from '../../identity/entities/one-time-token.entity';
import { IsAccountEmail, IsNewPassword, IsNotBlank, SameAs } from './account-validators';

export class PasswordForgottenDto {
  @ApiProperty() @IsAccountEmail() email!: string;

  @ApiProperty({ enum: LOCALES, required: false, description: "The page's language, for the link" })
  @IsOptional()
  @IsIn(LOCALES, { message: ACCOUNT_FIELD_MESSAGES.invalidChoice })
  locale?: Locale;
}

/** A new password typed twice. */
export class NewPasswordDto {
  @ApiProperty() @IsNewPassword() password!: string;

  @ApiProperty()
  @SameAs('password', ACCOUNT_FIELD_MESSAGES.passwordMismatch)
  passwordRepeat!: string;
}

export class ChangePasswordDto extends NewPasswordDto {
  @ApiProperty() @IsNotBlank(1024) currentPassword!: string;
}

export class PasswordResetTokenDto {
  @ApiProperty() email!: string;

  @ApiProperty({
    enum: ['customer_password_reset', 'customer_invitation'],
    description: 'An invitation sets a first password; a reset chooses a new one',
  })
  purpose!: Extract<OneTimeTokenPurpose, 'customer_password_reset' | 'customer_invitation'>;
}
