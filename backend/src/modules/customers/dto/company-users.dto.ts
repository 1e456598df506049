import { ApiProperty } from '@nestjs/swagger';
import { Transform } from 'class-transformer';
import { ACCOUNT_FIELD_MESSAGES, LOCALES, type Locale } from '@tradeshop/shared';
import { IsIn } from 'class-validator';
import { IsAccountEmail, IsNotBlank } from './account-validators';

const trimmed = Transform(({ value }) => (typeof value === 'string' ? value.trim() : value));

/** A company administrator's invitation of a colleague. */
export class CompanyUserInviteDto {
  @ApiProperty() @trimmed @IsNotBlank() firstname!: string;
  @ApiProperty() @trimmed @IsNotBlank() lastname!: string;

  @ApiProperty({ example: 'colleague@example.com' })
  @trimmed
  @IsAccountEmail()
  email!: string;

  @ApiProperty({ enum: LOCALES, description: 'The language of the invitation mail and of the account' })
  @IsIn(LOCALES, { message: ACCOUNT_FIELD_MESSAGES.invalidChoice })
  locale!: Locale;
}

export class CompanyUserDto {
  @ApiProperty() id!: number;
  @ApiProperty() name!: string;
  @ApiProperty() email!: string;
  @ApiProperty() companyAdmin!: boolean;
  @ApiProperty({ description: 'False: blocked' }) active!: boolean;
  @ApiProperty({ description: 'Has not logged in yet' }) invited!: boolean;
}

export class CompanyUsersDto {
  @ApiProperty({ description: 'Whether the current user may invite colleagues' }) canInvite!: boolean;
  @ApiProperty({ type: [CompanyUserDto] }) users!: CompanyUserDto[];
}
