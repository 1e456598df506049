import { ApiProperty } from '@nestjs/swagger';
import { LOCALES, type Locale } from '@tradeshop/shared';
import { Transform } from 'class-transformer';
import { IsIn, IsString, Matches } from 'class-validator';
import { IsAccountEmail } from '../../customers/dto/account-validators';

export class NewsletterSubscribeInputDto {
  @ApiProperty({ example: 'matti@valojaturva.test' })
  @Transform(({ value }) => (typeof value === 'string' ? value.trim() : value))
  @IsAccountEmail()
  email!: string;

  @ApiProperty({
    enum: LOCALES,
    description: 'The language of the form; the confirmation mail is written in it',
  })
  @IsIn(LOCALES, { message: 'locale must be one of the shop languages' })
  locale!: Locale;
}

export class NewsletterConfirmInputDto {
  @ApiProperty({ description: 'The token of the link in the confirmation mail' })
  @IsString({ message: 'token must be text' })
  @Matches(/^[A-Za-z0-9_-]{16,200}$/, { message: 'newsletter confirmation error' })
  token!: string;
}

export class NewsletterSubscriptionDto {
  @ApiProperty({ enum: ['pending', 'confirmed'] }) status!: 'pending' | 'confirmed';
}
