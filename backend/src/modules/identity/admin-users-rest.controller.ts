import { Body, Controller, Delete, Get, Param, Post, Put, Query, Res } from '@nestjs/common';
import { ApiCookieAuth, ApiCreatedResponse, ApiOkResponse, ApiTags } from '@nestjs/swagger';
import type { Response } from 'express';
import {
  AdminListQueryDto,
  filterValue,
  parseAdminListQuery,
  setContentRange,
} from '../../common/http/admin-list-query';
import { IdParamPipe } from '../../common/http/id-param.pipe';
import { AdminSection } from '../../common/security/permission.decorators';
import { ADMIN_ROLE_SORTS, type Actor, AdminRolesService } from './admin-roles.service';
import { CurrentActor } from './admin-users.controller';
import { ADMIN_USER_SORTS, AdminUsersService } from './admin-users.service';
import { AdminRoleDto, CreateAdminRoleDto, UpdateAdminRoleDto } from './dto/admin-roles.dto';
import { AdminUserDetailDto, CreateAdminUserDto, UpdateAdminUserDto } from './dto/admin-users.dto';

/** Users and roles for react-admin's simple REST data provider, over the same services as /admin/user. */
@ApiTags('back-office users')
@ApiCookieAuth()
@AdminSection('users')
@Controller('api/admin')
export class AdminUsersRestController {
  constructor(
    private readonly users: AdminUsersService,
    private readonly roles: AdminRolesService,
  ) {}

  @Get('users')
  @ApiOkResponse({ type: [AdminUserDetailDto] })
  async listUsers(
    @Query() query: AdminListQueryDto,
    @Res({ passthrough: true }) response: Response,
  ): Promise<AdminUserDetailDto[]> {
    const request = parseAdminListQuery(query, ADMIN_USER_SORTS, 'name');
    const { rows, total } = await this.users.list(request, {
      q: filterValue.text(request.filter, 'q'),
      roleId: filterValue.integer(request.filter, 'roleId'),
      active: filterValue.boolean(request.filter, 'active'),
    });
    setContentRange(response, 'users', request.offset, rows.length, total);
    return rows;
  }

  @Get('users/:id')
  @ApiOkResponse({ type: AdminUserDetailDto })
  getUser(@Param('id', IdParamPipe) id: number): Promise<AdminUserDetailDto> {
    return this.users.get(id);
  }

  @Post('users')
  @ApiCreatedResponse({ type: AdminUserDetailDto })
  createUser(@Body() body: CreateAdminUserDto, @CurrentActor() actor: Actor): Promise<AdminUserDetailDto> {
    return this.users.create(body, actor);
  }

  @Put('users/:id')
  @ApiOkResponse({ type: AdminUserDetailDto })
  updateUser(
    @Param('id', IdParamPipe) id: number,
    @Body() body: UpdateAdminUserDto,
    @CurrentActor() actor: Actor,
  ): Promise<AdminUserDetailDto> {
    return this.users.update(id, body, actor);
  }

  @Delete('users/:id')
  @ApiOkResponse({ type: AdminUserDetailDto })
  deleteUser(
    @Param('id', IdParamPipe) id: number,
    @CurrentActor() actor: Actor,
  ): Promise<AdminUserDetailDto> {
    return this.users.delete(id, actor);
  }

  @Get('roles')
  @ApiOkResponse({ type: [AdminRoleDto] })
  async listRoles(
    @Query() query: AdminListQueryDto,
    @Res({ passthrough: true }) response: Response,
  ): Promise<AdminRoleDto[]> {
    const request = parseAdminListQuery(query, ADMIN_ROLE_SORTS, 'name');
    const { rows, total } = await this.roles.list(request, { q: filterValue.text(request.filter, 'q') });
    setContentRange(response, 'roles', request.offset, rows.length, total);
    return rows;
  }

  @Get('roles/:id')
  @ApiOkResponse({ type: AdminRoleDto })
  getRole(@Param('id', IdParamPipe) id: number): Promise<AdminRoleDto> {
    return this.roles.get(id);
  }

  @Post('roles')
  @ApiCreatedResponse({ type: AdminRoleDto })
  createRole(@Body() body: CreateAdminRoleDto, @CurrentActor() actor: Actor): Promise<AdminRoleDto> {
    return this.roles.create(body, actor);
  }

  @Put('roles/:id')
  @ApiOkResponse({ type: AdminRoleDto })
  updateRole(
    @Param('id', IdParamPipe) id: number,
    @Body() body: UpdateAdminRoleDto,
    @CurrentActor() actor: Actor,
  ): Promise<AdminRoleDto> {
    return this.roles.update(id, body, actor);
  }

  @Delete('roles/:id')
  @ApiOkResponse({ type: AdminRoleDto })
  deleteRole(@Param('id', IdParamPipe) id: number, @CurrentActor() actor: Actor): Promise<AdminRoleDto> {
    return this.roles.delete(id, actor);
  }
}
