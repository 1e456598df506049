import { Body, Controller, Delete, Get, HttpCode, Param, Post, Put, Query, Req, Res } from '@nestjs/common';
import { ApiCookieAuth, ApiCreatedResponse, ApiOkResponse, ApiTags } from '@nestjs/swagger';
import type { Response } from 'express';
import { AdminListQueryDto, parseAdminListQuery, setContentRange } from '../../common/http/admin-list-query';
import { IdParamPipe } from '../../common/http/id-param.pipe';
import { AdminSection } from '../../common/security/permission.decorators';
import type { AdminRequest } from '../identity/admin-access.guard';
import { editorOf } from './customer-admin.controller';
import { ADMIN_CUSTOMER_GROUP_SORTS, CustomerGroupAdminService } from './customer-group-admin.service';
import { AdminCustomerGroupDto, CustomerGroupInputDto, GroupMemberDto } from './dto/customer-group-admin.dto';

/**
 * Customer groups for react-admin's simple REST data provider, and their members (the members are listed
 * through `GET /api/admin/customers?filter={"groupId":…}`).
 */
@ApiTags('back-office customers')
@ApiCookieAuth()
@AdminSection('customers')
@Controller('api/admin/customer-groups')
export class CustomerGroupAdminController {
  constructor(private readonly groups: CustomerGroupAdminService) {}

  /** Filters: q (code or name), id (a list). */
  @Get()
  @ApiOkResponse({ type: [AdminCustomerGroupDto] })
  async list(
    @Query() query: AdminListQueryDto,
    @Res({ passthrough: true }) response: Response,
  ): Promise<AdminCustomerGroupDto[]> {
    const request = parseAdminListQuery(query, ADMIN_CUSTOMER_GROUP_SORTS, 'name');
    const { rows, total } = await this.groups.list(request);
    setContentRange(response, 'customer-groups', request.offset, rows.length, total);
    return rows.map((row) => AdminCustomerGroupDto.from(row));
  }

  @Get(':id')
  @ApiOkResponse({ type: AdminCustomerGroupDto })
  async get(@Param('id', IdParamPipe) id: number): Promise<AdminCustomerGroupDto> {
    return AdminCustomerGroupDto.from(await this.groups.get(id));
  }

  @Post()
  @ApiCreatedResponse({ type: AdminCustomerGroupDto })
  async create(
    @Body() body: CustomerGroupInputDto,
    @Req() request: AdminRequest,
  ): Promise<AdminCustomerGroupDto> {
    return AdminCustomerGroupDto.from(await this.groups.create(body, editorOf(request)));
  }

  @Put(':id')
  @ApiOkResponse({ type: AdminCustomerGroupDto })
  async update(
    @Param('id', IdParamPipe) id: number,
    @Body() body: CustomerGroupInputDto,
    @Req() request: AdminRequest,
  ): Promise<AdminCustomerGroupDto> {
    return AdminCustomerGroupDto.from(await this.groups.update(id, body, editorOf(request)));
  }

  /** Refused (409) while price rules or customer prices name the group. */
  @Delete(':id')
  @ApiOkResponse({ type: AdminCustomerGroupDto })
  async remove(
    @Param('id', IdParamPipe) id: number,
    @Req() request: AdminRequest,
  ): Promise<AdminCustomerGroupDto> {
    const before = await this.groups.get(id);
    await this.groups.remove(id, editorOf(request));
    return AdminCustomerGroupDto.from(before);
  }

  @Post(':id/members')
  @HttpCode(200)
  @ApiOkResponse({ type: AdminCustomerGroupDto })
  async addMember(
    @Param('id', IdParamPipe) id: number,
    @Body() body: GroupMemberDto,
    @Req() request: AdminRequest,
  ): Promise<AdminCustomerGroupDto> {
    return AdminCustomerGroupDto.from(await this.groups.addMember(id, body.customerId, editorOf(request)));
  }

  @Delete(':id/members/:customerId')
  @ApiOkResponse({ type: AdminCustomerGroupDto })
  async removeMember(
    @Param('id', IdParamPipe) id: number,
    @Param('customerId', IdParamPipe) customerId: number,
    @Req() request: AdminRequest,
  ): Promise<AdminCustomerGroupDto> {
    return AdminCustomerGroupDto.from(await this.groups.removeMember(id, customerId, editorOf(request)));
  }
}
