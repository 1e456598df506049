import { ApiProperty } from '@nestjs/swagger';
import { ADMIN_ROLES, type AdminRole } from '@tradeshop/shared';
import { IsEmail, IsNotEmpty, IsString, MaxLength } from 'class-validator';
import type { AdminUser } from '../entities/admin-user.entity';

export class AdminLoginDto {
  @ApiProperty({ example: 'admin@tradeshop.test' })
  @IsEmail({}, { message: 'username must be an e-mail address' })
  @MaxLength(254)
  username!: string;

  @ApiProperty()
  @IsString()
  @IsNotEmpty({ message: 'password must not be blank' })
  @MaxLength(1024)
  password!: string;
}

export class AdminUserDto {
  @ApiProperty() id!: number;
  @ApiProperty() email!: string;
  @ApiProperty() name!: string;
  @ApiProperty({ enum: ADMIN_ROLES }) role!: AdminRole;

  static from(user: AdminUser): AdminUserDto {
    return { id: user.id, email: user.email, name: user.name, role: user.role };
  }
}

export class CsrfTokenDto {
  @ApiProperty({ description: 'Send back as the X-CSRF-Token header (or the _token form field)' })
  token!: string;
}
