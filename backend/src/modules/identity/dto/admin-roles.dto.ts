import { applyDecorators } from '@nestjs/common';
import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { ALL_PERMISSIONS, type Permission } from '@tradeshop/shared';
import { Transform } from 'class-transformer';
import { IsArray, IsIn, IsInt, IsNotEmpty, IsOptional, IsString, Max, MaxLength, Min } from 'class-validator';
import { wholeNumber } from '../../../common/http/paging.decorators';
import type { AdminRole } from '../entities/admin-role.entity';

const NAME_MAX = 100;
const MAX_DATABASE_ID = 2_147_483_647;

/** The name of a user or role: trimmed, not blank. */
export function NameField(): PropertyDecorator {
  return applyDecorators(
    Transform(({ value }) => (typeof value === 'string' ? value.trim() : value)),
    IsString({ message: 'name must be text' }),
    IsNotEmpty({ message: 'name must not be blank' }),
    MaxLength(NAME_MAX, { message: `name must be at most ${NAME_MAX} characters` }),
  );
}

/** The first entry of a list that is not a permission, to name it in the message. */
function unknownPermission(value: unknown): string {
  const list = Array.isArray(value) ? value : [value];
  return String(list.find((item) => !ALL_PERMISSIONS.includes(item as Permission)));
}

/** A role's permissions: each one of `<section>.read|write`; a repeated one counts once. */
export function PermissionsField(): PropertyDecorator {
  return applyDecorators(
    Transform(({ value }) => (Array.isArray(value) ? [...new Set(value)] : value)),
    IsArray({ message: 'permissions must be a list' }),
    IsIn(ALL_PERMISSIONS, {
      each: true,
      message: ({ value }) =>
        `permissions must each be a section and action such as catalogue.read; '${unknownPermission(value)}' is not one`,
    }),
  );
}

/** An id sent as a query parameter (`?id=12`): digits only. */
export function QueryIdField(name = 'id'): PropertyDecorator {
  const message = `${name} must be a whole number written with digits only`;
  return applyDecorators(
    ApiProperty({ type: 'integer', minimum: 1, example: 1 }),
    Transform(({ value }) => wholeNumber(value)),
    IsInt({ message }),
    Min(1, { message }),
    Max(MAX_DATABASE_ID, { message: `${name} is too large to name anything` }),
  );
}

export class IdQueryDto {
  @QueryIdField()
  id!: number;
}

/** The tree's parent node (`node=0` is the root). */
export class TreeNodeQueryDto {
  @ApiPropertyOptional({ type: 'integer', minimum: 0, default: 0 })
  @IsOptional()
  @Transform(({ value }) => wholeNumber(value))
  @IsInt({ message: 'node must be a whole number written with digits only' })
  @Min(0, { message: 'node must be a whole number written with digits only' })
  @Max(MAX_DATABASE_ID, { message: 'node is too large to name anything' })
  node = 0;
}

export class CreateAdminRoleDto {
  @ApiProperty({ example: 'Product editor' })
  @NameField()
  name!: string;

  @ApiProperty({ enum: ALL_PERMISSIONS, isArray: true, example: ['catalogue.read', 'catalogue.write'] })
  @PermissionsField()
  permissions!: Permission[];
}

export class UpdateAdminRoleDto {
  @ApiPropertyOptional()
  @IsOptional()
  @NameField()
  name?: string;

  @ApiPropertyOptional({ enum: ALL_PERMISSIONS, isArray: true })
  @IsOptional()
  @PermissionsField()
  permissions?: Permission[];
}

export class AdminRoleDto {
  @ApiProperty() id!: number;
  @ApiProperty() name!: string;
  @ApiProperty({ description: 'The built-in roles (administrator, editor) cannot be deleted' })
  builtIn!: boolean;
  @ApiProperty({ description: 'Grants every permission, including those of future sections' })
  allPermissions!: boolean;
  @ApiProperty({ description: 'What the role may do: section.action', enum: ALL_PERMISSIONS, isArray: true })
  permissions!: Permission[];
  @ApiProperty({ description: 'How many users have this role' })
  userCount!: number;
  @ApiProperty() createdAt!: Date;

  static from(role: AdminRole, userCount: number): AdminRoleDto {
    return {
      id: role.id,
      name: role.name,
      builtIn: Boolean(role.code),
      allPermissions: role.allPermissions,
      permissions: ALL_PERMISSIONS.filter((permission) => role.grants(permission)),
      userCount,
      createdAt: role.createdAt,
    };
  }
}

/** A role as a node of the back office's role tree. */
export class AdminRoleTreeNodeDto {
  @ApiProperty() id!: number;
  @ApiProperty() text!: string;
  @ApiProperty({ enum: ['role'] }) type!: 'role';
  @ApiProperty() leaf!: boolean;
  @ApiProperty() builtIn!: boolean;
  @ApiProperty() allPermissions!: boolean;
}

/** Just enough to name a user or role in a picker (sharing lists). */
export class SharingEntryDto {
  @ApiProperty() id!: number;
  @ApiProperty() name!: string;
}
