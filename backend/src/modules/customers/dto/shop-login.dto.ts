import { ApiProperty } from '@nestjs/swagger';
import { IsEmail, IsNotEmpty, IsString, MaxLength } from 'class-validator';

export class ShopLoginDto {
  @ApiProperty({ example: 'buyer@voltgrossisten.test' })
  @IsEmail({}, { message: 'email must be an e-mail address' })
  @MaxLength(254)
  email!: string;

  @ApiProperty()
  @IsString()
  @IsNotEmpty({ message: 'password must not be blank' })
  @MaxLength(1024)
  password!: string;
}
