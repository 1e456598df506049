import { Controller, Get, HttpCode, Param, Post, Query, Req, Res } from '@nestjs/common';
import { ApiCookieAuth, ApiOkResponse, ApiTags } from '@nestjs/swagger';
import type { Response } from 'express';
import { AdminListQueryDto, parseAdminListQuery, setContentRange } from '../../common/http/admin-list-query';
import { IdParamPipe } from '../../common/http/id-param.pipe';
import { AdminSection } from '../../common/security/permission.decorators';
import type { AdminRequest } from '../identity/admin-access.guard';
import {
  ADMIN_APPLICATION_SORTS,
  CustomerApplicationService,
  type Decider,
} from './customer-application.service';
import { AdminApplicationDto } from './dto/application.dto';

function deciderOf(request: AdminRequest): Decider {
  // The access guard has put the user there: no route of this controller is reachable without one.
  return { adminUserId: request.adminUser!.id, ip: request.ip ?? '' };
}

@ApiTags('back-office customers')
@ApiCookieAuth()
@AdminSection('customers')
@Controller('api/admin/customer-applications')
export class CustomerApplicationAdminController {
  constructor(private readonly applications: CustomerApplicationService) {}

  @Get()
  @ApiOkResponse({ type: [AdminApplicationDto] })
  async list(
    @Query() query: AdminListQueryDto,
    @Res({ passthrough: true }) response: Response,
  ): Promise<AdminApplicationDto[]> {
    const request = parseAdminListQuery(query, ADMIN_APPLICATION_SORTS, 'createdAt');
    const { rows, total } = await this.applications.list(request);
    setContentRange(response, 'customer-applications', request.offset, rows.length, total);
    return rows.map((row) => AdminApplicationDto.from(row));
  }

  @Get(':id')
  @ApiOkResponse({ type: AdminApplicationDto })
  async get(@Param('id', IdParamPipe) id: number): Promise<AdminApplicationDto> {
    return AdminApplicationDto.from(await this.applications.get(id));
  }

  /** Creates the company and its customer, and mails the applicant a link to set a password. */
  @Post(':id/approve')
  @HttpCode(200)
  @ApiOkResponse({ type: AdminApplicationDto })
  async approve(
    @Param('id', IdParamPipe) id: number,
    @Req() request: AdminRequest,
  ): Promise<AdminApplicationDto> {
    return AdminApplicationDto.from(await this.applications.approve(id, deciderOf(request)));
  }

  @Post(':id/reject')
  @HttpCode(200)
  @ApiOkResponse({ type: AdminApplicationDto })
  async reject(
    @Param('id', IdParamPipe) id: number,
    @Req() request: AdminRequest,
  ): Promise<AdminApplicationDto> {
    return AdminApplicationDto.from(await this.applications.reject(id, deciderOf(request)));
  }
}
