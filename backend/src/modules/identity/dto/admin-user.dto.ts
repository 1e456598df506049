import { ApiProperty } from '@nestjs/swagger';
import { ALL_PERMISSIONS, type Permission } from '@tradeshop/shared';
import { IsEmail, IsNotEmpty, IsString, MaxLength } from 'class-validator';
import type { AdminUser } from '../entities/admin-user.entity';

export class AdminLoginDto {
  @ApiProperty({ example: 'admin@tradeshop.test' })
  // class-validator runs the lowest decorator first: the type check goes last, so a number is "not an e-mail".
  @MaxLength(254)
  @IsEmail({}, { message: 'username must be an e-mail address' })
  username!: string;

  @ApiProperty()
  @MaxLength(1024)
  @IsNotEmpty({ message: 'password must not be blank' })
  @IsString({ message: 'password must be text' })
  password!: string;
}

export class AdminUserDto {
  @ApiProperty() id!: number;
  @ApiProperty() email!: string;
  @ApiProperty() name!: string;
  @ApiProperty() roleId!: number;
  @ApiProperty() roleName!: string;
  @ApiProperty({ description: 'What the user may do: section.action', enum: ALL_PERMISSIONS, isArray: true })
  permissions!: Permission[];
  @ApiProperty() language!: string;
  @ApiProperty() twoFactorEnabled!: boolean;

  /** `user.role` must be loaded. */
  static from(user: AdminUser): AdminUserDto {
    const role = user.role.getEntity();
    return {
      id: user.id,
      email: user.email,
      name: user.name,
      roleId: role.id,
      roleName: role.name,
      permissions: ALL_PERMISSIONS.filter((permission) => role.grants(permission)),
      language: user.language,
      twoFactorEnabled: user.twoFactorEnabled,
    };
  }
}

export class CsrfTokenDto {
  @ApiProperty({ description: 'Send back as the X-CSRF-Token header (or the _token form field)' })
  token!: string;
}
