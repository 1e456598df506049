import { ApiProperty } from '@nestjs/swagger';
import { IsEmail, IsNotEmpty, IsString, MaxLength } from 'class-validator';

export class ShopLoginDto {
  @ApiProperty({ example: 'buyer@voltgrossisten.test' })
  // class-validator runs the lowest decorator first: the type check goes last, so a number is "not an e-mail".
  @MaxLength(254)
  @IsEmail({}, { message: 'email must be an e-mail address' })
  email!: string;

  @ApiProperty()
  @MaxLength(1024)
  @IsNotEmpty({ message: 'password must not be blank' })
  @IsString({ message: 'password must be text' })
  password!: string;
}
