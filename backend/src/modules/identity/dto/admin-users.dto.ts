import { applyDecorators } from '@nestjs/common';
import { ApiProperty, ApiPropertyOptional, IntersectionType, PartialType } from '@nestjs/swagger';
import {
  ALL_PERMISSIONS,
  IDENTITY_LIMITS,
  KEY_BINDING_ACTIONS,
  LOCALES,
  MAX_KEY_BINDINGS,
  type KeyBindingAction,
  type Locale,
  type Permission,
} from '@tradeshop/shared';
import { Transform, Type } from 'class-transformer';
import {
  ArrayMaxSize,
  IsArray,
  IsBoolean,
  IsEmail,
  IsIn,
  IsInt,
  IsNotEmpty,
  IsOptional,
  IsString,
  Max,
  MaxLength,
  Min,
  MinLength,
  ValidateIf,
  ValidateNested,
} from 'class-validator';
import type { AdminUser } from '../entities/admin-user.entity';
import { NameField, PermissionsField, UpdateAdminRoleDto } from './admin-roles.dto';

const { passwordMinLength, passwordMaxLength } = IDENTITY_LIMITS;
const EMAIL_MAX = 254;

function EmailField(): PropertyDecorator {
  return applyDecorators(
    ApiProperty({ example: 'anna@tradeshop.test' }),
    Transform(({ value }) => (typeof value === 'string' ? value.trim().toLowerCase() : value)),
    IsEmail({}, { message: 'email must be an e-mail address' }),
    MaxLength(EMAIL_MAX, { message: `email must be at most ${EMAIL_MAX} characters` }),
  );
}

function PasswordField(name = 'password'): PropertyDecorator {
  return applyDecorators(
    IsString({ message: `${name} must be text` }),
    MinLength(passwordMinLength, {
      message: `${name} must be at least ${passwordMinLength} characters long`,
    }),
    MaxLength(passwordMaxLength, { message: `${name} must be at most ${passwordMaxLength} characters` }),
  );
}

function RoleIdField(): PropertyDecorator {
  const message = 'roleId must be the id of a role';
  return applyDecorators(
    ApiProperty({ type: 'integer', example: 2 }),
    IsInt({ message }),
    Min(1, { message }),
    Max(2_147_483_647, { message }),
  );
}

function LanguageField(): PropertyDecorator {
  return applyDecorators(
    ApiPropertyOptional({ enum: LOCALES, default: 'en' }),
    IsIn(LOCALES, { message: `language must be one of ${LOCALES.join(', ')}` }),
  );
}

export class CreateAdminUserDto {
  @ApiProperty({ example: 'Anna Andersson' })
  @NameField()
  name!: string;

  @EmailField()
  email!: string;

  @RoleIdField()
  roleId!: number;

  @ApiPropertyOptional({
    description: `At least ${passwordMinLength} characters. Without one, the user sets it through an invitation link`,
  })
  @IsOptional()
  @PasswordField()
  password?: string;

  @IsOptional()
  @LanguageField()
  language?: Locale;

  @ApiPropertyOptional({ default: true })
  @IsOptional()
  @IsBoolean({ message: 'active must be true or false' })
  active?: boolean;

  @ApiPropertyOptional({ default: false, description: 'The user must set up two-factor login' })
  @IsOptional()
  @IsBoolean({ message: 'twoFactorRequired must be true or false' })
  twoFactorRequired?: boolean;
}

export class UpdateAdminUserDto extends PartialType(CreateAdminUserDto) {}

export const USER_OR_ROLE = ['user', 'role'] as const;
export type UserOrRole = (typeof USER_OR_ROLE)[number];

const isUser = (body: { type?: unknown }) => body.type === 'user';
const isRole = (body: { type?: unknown }) => body.type === 'role';

/** `POST /admin/user/add`: a user (name, e-mail, role, optional password) or a role (name, permissions). */
export class AddUserOrRoleDto {
  @ApiProperty({ enum: USER_OR_ROLE })
  @IsIn(USER_OR_ROLE, { message: "type must be 'user' or 'role'" })
  type!: UserOrRole;

  @ApiProperty()
  @NameField()
  name!: string;

  @ApiPropertyOptional({ description: 'For a user' })
  @ValidateIf(isUser)
  @EmailField()
  email?: string;

  @ApiPropertyOptional({ description: 'For a user' })
  @ValidateIf(isUser)
  @RoleIdField()
  roleId?: number;

  @ApiPropertyOptional({ description: 'For a user; optional' })
  @ValidateIf((body: AddUserOrRoleDto) => isUser(body) && body.password != null)
  @PasswordField()
  password?: string;

  @ApiPropertyOptional({ description: 'For a user' })
  @ValidateIf((body: AddUserOrRoleDto) => isUser(body) && body.language != null)
  @LanguageField()
  language?: Locale;

  @ApiPropertyOptional({ enum: ALL_PERMISSIONS, isArray: true, description: 'For a role' })
  @ValidateIf(isRole)
  @PermissionsField()
  permissions?: Permission[];
}

/** `PUT /admin/user/update?id=`: the fields of a user or of a role, as `type` says. */
export class UpdateUserOrRoleDto extends IntersectionType(UpdateAdminUserDto, UpdateAdminRoleDto) {
  @ApiProperty({ enum: USER_OR_ROLE })
  @IsIn(USER_OR_ROLE, { message: "type must be 'user' or 'role'" })
  type!: UserOrRole;
}

export class UserOrRoleQueryDto {
  @ApiPropertyOptional({ enum: USER_OR_ROLE, default: 'user' })
  @IsOptional()
  @IsIn(USER_OR_ROLE, { message: "type must be 'user' or 'role'" })
  type: UserOrRole = 'user';
}

export class KeyBindingDto {
  @ApiProperty({ enum: KEY_BINDING_ACTIONS })
  @IsIn(KEY_BINDING_ACTIONS, { message: `action must be one of ${KEY_BINDING_ACTIONS.join(', ')}` })
  action!: KeyBindingAction;

  @ApiProperty({ example: 's', description: 'The key as KeyboardEvent.key names it' })
  @IsString({ message: 'key must be text' })
  @IsNotEmpty({ message: 'key must not be blank' })
  @MaxLength(20, { message: 'key must be at most 20 characters' })
  key!: string;

  @ApiProperty()
  @IsBoolean({ message: 'ctrl must be true or false' })
  ctrl!: boolean;

  @ApiProperty()
  @IsBoolean({ message: 'alt must be true or false' })
  alt!: boolean;

  @ApiProperty()
  @IsBoolean({ message: 'shift must be true or false' })
  shift!: boolean;
}

/** `PUT /admin/user/update-current-user`: one's own profile. A new password needs the current one. */
export class UpdateCurrentUserDto {
  @ApiPropertyOptional()
  @IsOptional()
  @NameField()
  name?: string;

  @IsOptional()
  @LanguageField()
  language?: Locale;

  @ApiPropertyOptional({ description: `At least ${passwordMinLength} characters` })
  @IsOptional()
  @PasswordField()
  password?: string;

  @ApiPropertyOptional({ description: 'Required with a new password' })
  @ValidateIf((body: UpdateCurrentUserDto) => body.password != null)
  @MaxLength(passwordMaxLength, { message: 'currentPassword is not correct' })
  @IsNotEmpty({ message: 'currentPassword is required to set a new password' })
  @IsString({ message: 'currentPassword is required to set a new password' })
  currentPassword?: string;

  @ApiPropertyOptional({
    type: [KeyBindingDto],
    nullable: true,
    description: 'Replaces all of the user’s key bindings; null brings back the defaults',
  })
  @IsOptional()
  @IsArray({ message: 'keyBindings must be a list' })
  @ArrayMaxSize(MAX_KEY_BINDINGS, { message: `keyBindings may hold at most ${MAX_KEY_BINDINGS} entries` })
  @ValidateNested({ each: true })
  @Type(() => KeyBindingDto)
  keyBindings?: KeyBindingDto[] | null;
}

export class UserSearchQueryDto {
  @ApiProperty({ description: 'Part of a name or e-mail address' })
  @Transform(({ value }) => (typeof value === 'string' ? value.trim() : value))
  @IsString({ message: 'query must be text' })
  @IsNotEmpty({ message: 'query must not be blank' })
  @MaxLength(200, { message: 'query must be at most 200 characters' })
  query!: string;
}

export class AdminUserDetailDto {
  @ApiProperty() id!: number;
  @ApiProperty() email!: string;
  @ApiProperty() name!: string;
  @ApiProperty() roleId!: number;
  @ApiProperty() roleName!: string;
  @ApiProperty() active!: boolean;
  @ApiProperty({ enum: LOCALES }) language!: string;
  @ApiProperty({ description: 'The user must set up two-factor login' }) twoFactorRequired!: boolean;
  @ApiProperty({ description: 'Two-factor login is set up' }) twoFactorEnabled!: boolean;
  @ApiProperty({ description: 'An avatar was uploaded (otherwise get-image draws initials)' })
  hasImage!: boolean;
  @ApiProperty({ type: [KeyBindingDto], nullable: true, description: 'null: the default bindings apply' })
  keyBindings!: KeyBindingDto[] | null;
  @ApiProperty() createdAt!: Date;
  @ApiProperty({ type: Date, nullable: true }) lastLoginAt!: Date | null;
  @ApiProperty({ type: Date, nullable: true }) passwordChangedAt!: Date | null;

  /** `user.role` must be loaded. */
  static from(user: AdminUser): AdminUserDetailDto {
    return {
      id: user.id,
      email: user.email,
      name: user.name,
      roleId: user.role.id,
      roleName: user.role.getEntity().name,
      active: user.active,
      language: user.language,
      twoFactorRequired: user.twoFactorRequired,
      twoFactorEnabled: user.twoFactorEnabled,
      hasImage: Boolean(user.image),
      keyBindings: (user.keyBindings as KeyBindingDto[] | null | undefined) ?? null,
      createdAt: user.createdAt,
      lastLoginAt: user.lastLoginAt ?? null,
      passwordChangedAt: user.passwordChangedAt ?? null,
    };
  }
}

export class AdminUserMinimalDto {
  @ApiProperty() id!: number;
  @ApiProperty() name!: string;
  @ApiProperty() email!: string;
  @ApiProperty() active!: boolean;

  static from(user: AdminUser): AdminUserMinimalDto {
    return { id: user.id, name: user.name, email: user.email, active: user.active };
  }
}

/** A user as a node of the back office's user tree. */
export class AdminUserTreeNodeDto {
  @ApiProperty() id!: number;
  @ApiProperty() text!: string;
  @ApiProperty({ enum: ['user'] }) type!: 'user';
  @ApiProperty() leaf!: boolean;
  @ApiProperty() active!: boolean;
  @ApiProperty() twoFactorEnabled!: boolean;

  static from(user: AdminUser): AdminUserTreeNodeDto {
    return {
      id: user.id,
      text: user.name,
      type: 'user',
      leaf: true,
      active: user.active,
      twoFactorEnabled: user.twoFactorEnabled,
    };
  }
}
