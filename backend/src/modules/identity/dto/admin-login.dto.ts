import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { IDENTITY_LIMITS } from '@tradeshop/shared';
import {
  IsEmail,
  IsInt,
  IsNotEmpty,
  IsOptional,
  IsString,
  Length,
  Matches,
  MaxLength,
  Min,
} from 'class-validator';
import { ADMIN_LOGIN_STATUSES, type AdminLoginStatus } from '../admin-auth.service';
import { AdminUserDto } from './admin-user.dto';

const PASSWORD_LENGTH_MESSAGE =
  `password must be between ${IDENTITY_LIMITS.passwordMinLength} ` +
  `and ${IDENTITY_LIMITS.passwordMaxLength} characters long`;

export class AdminLoginResultDto {
  @ApiProperty({
    enum: ADMIN_LOGIN_STATUSES,
    description: 'logged-in, or the second step the (pending) session must pass next',
  })
  status!: AdminLoginStatus;

  @ApiPropertyOptional({ type: AdminUserDto, description: 'Only once logged in' })
  user?: AdminUserDto;
}

export class TwoFactorCodeDto {
  @ApiProperty({ example: '123456', description: 'The 6-digit code of the authenticator app' })
  @IsString()
  @Matches(/^\s*\d{3}\s?\d{3}\s*$/, { message: 'code must be the 6-digit code from your authenticator app' })
  code!: string;
}

export class TwoFactorSetupDto {
  @ApiProperty({ description: 'The Base32 secret, for typing into an app that cannot scan the QR code' })
  secret!: string;

  @ApiProperty({ example: 'otpauth://totp/TradeShop:jane%40example.com?secret=…&issuer=TradeShop' })
  otpauthUrl!: string;

  @ApiProperty({ description: 'The otpauth URL as a QR code: a data: URL of a PNG image' })
  qrCode!: string;
}

export class LostPasswordDto {
  @ApiProperty({ example: 'jane@example.com' })
  @IsEmail({}, { message: 'email must be an e-mail address' })
  @MaxLength(254)
  email!: string;
}

export class LostPasswordAnswerDto {
  @ApiProperty()
  message!: string;
}

export class ResetPasswordDto {
  @ApiProperty({ description: 'The token of the reset or invitation link' })
  @IsString()
  @IsNotEmpty({ message: 'token must not be blank' })
  @MaxLength(200)
  token!: string;

  @ApiProperty({ minLength: IDENTITY_LIMITS.passwordMinLength, maxLength: IDENTITY_LIMITS.passwordMaxLength })
  @IsString()
  @Length(IDENTITY_LIMITS.passwordMinLength, IDENTITY_LIMITS.passwordMaxLength, {
    message: PASSWORD_LENGTH_MESSAGE,
  })
  password!: string;

  @ApiProperty({ description: 'The same password again' })
  @IsString()
  @IsNotEmpty({ message: 'passwordRepeat must not be blank' })
  @MaxLength(IDENTITY_LIMITS.passwordMaxLength)
  passwordRepeat!: string;
}

export class SetPasswordLinkInfoDto {
  @ApiProperty({ description: 'The account the link sets the password of' })
  email!: string;

  @ApiProperty({ description: 'True for an invitation (first password), false for a reset' })
  invitation!: boolean;
}

export class LoginLinkDto {
  @ApiProperty({ description: 'The single-use link, to pass on to the user' })
  link!: string;

  @ApiProperty()
  expiresAt!: Date;
}

export class UserIdDto {
  @ApiProperty()
  @IsInt({ message: 'id must be a whole number' })
  @Min(1, { message: 'id must be a whole number' })
  id!: number;
}

export class ResetMyTwoFactorDto {
  @ApiPropertyOptional({ description: 'The current password, or give the current code instead' })
  @IsOptional()
  @IsString()
  @MaxLength(IDENTITY_LIMITS.passwordMaxLength)
  password?: string;

  @ApiPropertyOptional({ description: 'The current code of the authenticator app' })
  @IsOptional()
  @IsString()
  @Matches(/^\s*\d{3}\s?\d{3}\s*$/, { message: 'code must be the 6-digit code from your authenticator app' })
  code?: string;
}
