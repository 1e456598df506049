import { ApiProperty } from '@nestjs/swagger';
import { IsEmail, MaxLength } from 'class-validator';

/** The salesrep's impersonation form: the e-mail of the customer to act as. */
export class StartImpersonationDto {
  @ApiProperty({ example: 'buyer@voltgrossisten.test' })
  @IsEmail({}, { message: 'email must be an e-mail address' })
  @MaxLength(254)
  email!: string;
}
