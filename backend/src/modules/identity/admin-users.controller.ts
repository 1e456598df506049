import {
  Body,
  Controller,
  createParamDecorator,
  Delete,
  type ExecutionContext,
  Get,
  HttpCode,
  Post,
  Put,
  Query,
  Res,
  UploadedFile,
} from '@nestjs/common';
import {
  ApiCookieAuth,
  ApiCreatedResponse,
  ApiOkResponse,
  ApiProduces,
  ApiProperty,
  ApiPropertyOptional,
  ApiTags,
} from '@nestjs/swagger';
import { DEFAULT_KEY_BINDINGS } from '@tradeshop/shared';
import type { Response } from 'express';
import { AdminSection, AnyBackOfficeUser } from '../../common/security/permission.decorators';
import type { AdminRequest } from './admin-access.guard';
import { type Actor, AdminRolesService } from './admin-roles.service';
import { AdminUsersService } from './admin-users.service';
import {
  AdminRoleDto,
  AdminRoleTreeNodeDto,
  IdQueryDto,
  SharingEntryDto,
  TreeNodeQueryDto,
} from './dto/admin-roles.dto';
import { AdminUserDto } from './dto/admin-user.dto';
import {
  AddUserOrRoleDto,
  AdminUserDetailDto,
  AdminUserMinimalDto,
  AdminUserTreeNodeDto,
  KeyBindingDto,
  UpdateCurrentUserDto,
  UpdateUserOrRoleDto,
  UserOrRoleQueryDto,
  UserSearchQueryDto,
  USER_OR_ROLE,
  type UserOrRole,
} from './dto/admin-users.dto';
import type { AdminUser } from './entities/admin-user.entity';
import { SESSION_COOKIE, SessionService } from './session.service';
import { type UploadedImage, UserImageUpload } from './user-images';

/** The logged-in back-office user making the request, as the services record them. */
export const CurrentActor = createParamDecorator((_data: unknown, context: ExecutionContext): Actor => {
  const request = context.switchToHttp().getRequest<AdminRequest>();
  const user = request.adminUser as AdminUser;
  return { id: user.id, ip: request.ip ?? null, role: user.role.getEntity() };
});

/** A user or a role, as `type` says: the answer of the calls that handle both. */
export class UserOrRoleDto {
  @ApiProperty({ enum: USER_OR_ROLE }) type!: UserOrRole;
  @ApiPropertyOptional({ type: AdminUserDetailDto }) user?: AdminUserDetailDto;
  @ApiPropertyOptional({ type: AdminRoleDto }) role?: AdminRoleDto;
}

const asUser = (user: AdminUserDetailDto): UserOrRoleDto => ({ type: 'user', user });
const asRole = (role: AdminRoleDto): UserOrRoleDto => ({ type: 'role', role });

/**
 * Users and roles at the paths of back-office spec §7 Users. The two-factor and link calls live in the
 * two-factor controller, `get-current-user` with the login routes.
 */
@ApiTags('back-office users')
@ApiCookieAuth()
@AdminSection('users')
@Controller('admin/user')
export class AdminUsersController {
  constructor(
    private readonly users: AdminUsersService,
    private readonly roles: AdminRolesService,
    private readonly sessions: SessionService,
  ) {}

  @Get('tree-get-children-by-id')
  @ApiOkResponse({ type: [AdminUserTreeNodeDto] })
  tree(@Query() query: TreeNodeQueryDto): Promise<AdminUserTreeNodeDto[]> {
    return this.users.tree(query.node);
  }

  @Get('get')
  @ApiOkResponse({ type: AdminUserDetailDto })
  get(@Query() query: IdQueryDto): Promise<AdminUserDetailDto> {
    return this.users.get(query.id);
  }

  @Get('get-minimal')
  @ApiOkResponse({ type: AdminUserMinimalDto })
  getMinimal(@Query() query: IdQueryDto): Promise<AdminUserMinimalDto> {
    return this.users.minimal(query.id);
  }

  @Get('role-tree-get-children-by-id')
  @ApiOkResponse({ type: [AdminRoleTreeNodeDto] })
  roleTree(@Query() query: TreeNodeQueryDto): Promise<AdminRoleTreeNodeDto[]> {
    return this.roles.tree(query.node);
  }

  @Get('role-get')
  @ApiOkResponse({ type: AdminRoleDto })
  roleGet(@Query() query: IdQueryDto): Promise<AdminRoleDto> {
    return this.roles.get(query.id);
  }

  /** The user's picture, or their initials drawn as SVG. */
  @Get('get-image')
  @ApiProduces('image/png', 'image/jpeg', 'image/webp', 'image/svg+xml')
  @ApiOkResponse({ schema: { type: 'string', format: 'binary' } })
  async getImage(@Query() query: IdQueryDto, @Res() response: Response): Promise<void> {
    const { bytes, contentType } = await this.users.image(query.id);
    response
      .set({
        'Content-Type': contentType,
        'Cache-Control': 'private, no-cache',
        'X-Content-Type-Options': 'nosniff',
        'Content-Disposition': `inline; filename="user-${query.id}.${contentType.split(/[/+]/)[1]}"`,
        // An SVG opened on its own runs nothing.
        'Content-Security-Policy': "default-src 'none'; style-src 'unsafe-inline'; sandbox",
      })
      .send(bytes);
  }

  @Get('search')
  @ApiOkResponse({ type: [AdminUserMinimalDto] })
  search(@Query() query: UserSearchQueryDto): Promise<AdminUserMinimalDto[]> {
    return this.users.search(query.query);
  }

  @Get('get-users-for-sharing')
  @AnyBackOfficeUser()
  @ApiOkResponse({ type: [SharingEntryDto] })
  usersForSharing(): Promise<SharingEntryDto[]> {
    return this.users.names();
  }

  @Get('get-roles-for-sharing')
  @AnyBackOfficeUser()
  @ApiOkResponse({ type: [SharingEntryDto] })
  rolesForSharing(): Promise<SharingEntryDto[]> {
    return this.roles.names();
  }

  @Get('get-users')
  @ApiOkResponse({ type: [AdminUserMinimalDto] })
  getUsers(): Promise<AdminUserMinimalDto[]> {
    return this.users.all();
  }

  @Get('get-roles')
  @ApiOkResponse({ type: [SharingEntryDto] })
  getRoles(): Promise<SharingEntryDto[]> {
    return this.roles.names();
  }

  @Get('get-default-key-bindings')
  @AnyBackOfficeUser()
  @ApiOkResponse({ type: [KeyBindingDto] })
  defaultKeyBindings(): KeyBindingDto[] {
    return DEFAULT_KEY_BINDINGS.map((binding) => ({ ...binding }));
  }

  /** Adds a user (name, e-mail, role, optional password) or a role (name, permissions). */
  @Post('add')
  @ApiCreatedResponse({ type: UserOrRoleDto })
  async add(@Body() body: AddUserOrRoleDto, @CurrentActor() actor: Actor): Promise<UserOrRoleDto> {
    if (body.type === 'role') {
      return asRole(await this.roles.create({ name: body.name, permissions: body.permissions ?? [] }, actor));
    }
    // For a user, validation has made sure that the e-mail and the role are there.
    const { name, email, roleId, password, language } = body as AddUserOrRoleDto & {
      email: string;
      roleId: number;
    };
    return asUser(await this.users.create({ name, email, roleId, password, language }, actor));
  }

  @Post('upload-current-user-image')
  @AnyBackOfficeUser()
  @HttpCode(200)
  @UserImageUpload()
  @ApiOkResponse({ type: AdminUserDetailDto })
  uploadCurrentUserImage(
    @UploadedFile() file: UploadedImage | undefined,
    @CurrentActor() actor: Actor,
  ): Promise<AdminUserDetailDto> {
    return this.users.setImage(actor.id, file, actor);
  }

  @Post('upload-image')
  @HttpCode(200)
  @UserImageUpload()
  @ApiOkResponse({ type: AdminUserDetailDto })
  uploadImage(
    @Query() query: IdQueryDto,
    @UploadedFile() file: UploadedImage | undefined,
    @CurrentActor() actor: Actor,
  ): Promise<AdminUserDetailDto> {
    return this.users.setImage(query.id, file, actor);
  }

  /** Deletes a user (`type=user`, the default) or a role (`type=role`). */
  @Delete('delete')
  @ApiOkResponse({ type: UserOrRoleDto })
  async delete(
    @Query() query: IdQueryDto,
    @Query() kind: UserOrRoleQueryDto,
    @CurrentActor() actor: Actor,
  ): Promise<UserOrRoleDto> {
    return kind.type === 'role'
      ? asRole(await this.roles.delete(query.id, actor))
      : asUser(await this.users.delete(query.id, actor));
  }

  @Delete('delete-image')
  @ApiOkResponse({ type: AdminUserDetailDto })
  deleteImage(@Query() query: IdQueryDto, @CurrentActor() actor: Actor): Promise<AdminUserDetailDto> {
    return this.users.removeImage(query.id, actor);
  }

  /** Changes a user or a role, as the body's `type` says. */
  @Put('update')
  @ApiOkResponse({ type: UserOrRoleDto })
  async update(
    @Query() query: IdQueryDto,
    @Body() body: UpdateUserOrRoleDto,
    @CurrentActor() actor: Actor,
  ): Promise<UserOrRoleDto> {
    if (body.type === 'role') {
      return asRole(
        await this.roles.update(query.id, { name: body.name, permissions: body.permissions }, actor),
      );
    }
    const { name, email, roleId, active, language, twoFactorRequired, password } = body;
    return asUser(
      await this.users.update(
        query.id,
        { name, email, roleId, active, language, twoFactorRequired, password },
        actor,
      ),
    );
  }

  /** One's own name, language, key bindings and password; a new password starts a fresh session. */
  @Put('update-current-user')
  @AnyBackOfficeUser()
  @ApiOkResponse({ type: AdminUserDto })
  async updateCurrentUser(
    @Body() body: UpdateCurrentUserDto,
    @CurrentActor() actor: Actor,
    @Res({ passthrough: true }) response: Response,
  ): Promise<AdminUserDto> {
    const { user, passwordChanged } = await this.users.updateOwnProfile(actor.id, body, actor.ip ?? '');
    if (passwordChanged) {
      // Every other session ends; this one is replaced, so the user stays logged in here.
      await this.sessions.endAllOf('admin', user.id);
      const { token, expiresAt } = await this.sessions.start('admin', user.id);
      response.cookie(SESSION_COOKIE.admin, token, this.sessions.cookieOptions(expiresAt));
    }
    return AdminUserDto.from(user);
  }
}
