import { Body, Controller, Get, Param, Put, Query, Req, Res } from '@nestjs/common';
import { ApiCookieAuth, ApiOkResponse, ApiTags } from '@nestjs/swagger';
import type { Response } from 'express';
import { AdminListQueryDto, parseAdminListQuery, setContentRange } from '../../common/http/admin-list-query';
import { IdParamPipe } from '../../common/http/id-param.pipe';
import { AdminSection } from '../../common/security/permission.decorators';
import type { AdminRequest } from '../identity/admin-access.guard';
import { ADMIN_CUSTOMER_COMPANY_SORTS, CustomerCompanyAdminService } from './customer-company-admin.service';
import { AdminCustomerCompanyDto, UpdateCustomerCompanyDto } from './dto/customer-company-admin.dto';

/** Customer companies for react-admin's simple REST data provider: the ERP connection and buying terms. */
@ApiTags('back-office customers')
@ApiCookieAuth()
@AdminSection('customers')
@Controller('api/admin/customer-companies')
export class CustomerCompanyAdminController {
  constructor(private readonly companies: CustomerCompanyAdminService) {}

  /** Filters: q (name, organization number or ERP customer number), storeId, id (a list). */
  @Get()
  @ApiOkResponse({ type: [AdminCustomerCompanyDto] })
  async list(
    @Query() query: AdminListQueryDto,
    @Res({ passthrough: true }) response: Response,
  ): Promise<AdminCustomerCompanyDto[]> {
    const request = parseAdminListQuery(query, ADMIN_CUSTOMER_COMPANY_SORTS, 'name');
    const { rows, total } = await this.companies.list(request);
    setContentRange(response, 'customer-companies', request.offset, rows.length, total);
    return rows.map((row) => AdminCustomerCompanyDto.from(row));
  }

  @Get(':id')
  @ApiOkResponse({ type: AdminCustomerCompanyDto })
  async get(@Param('id', IdParamPipe) id: number): Promise<AdminCustomerCompanyDto> {
    return AdminCustomerCompanyDto.from(await this.companies.get(id));
  }

  @Put(':id')
  @ApiOkResponse({ type: AdminCustomerCompanyDto })
  async update(
    @Param('id', IdParamPipe) id: number,
    @Body() body: UpdateCustomerCompanyDto,
    @Req() request: AdminRequest,
  ): Promise<AdminCustomerCompanyDto> {
    // The access guard has put the user there: no route of this controller is reachable without one.
    const editor = { adminUserId: request.adminUser!.id, ip: request.ip ?? '' };
    return AdminCustomerCompanyDto.from(await this.companies.update(id, body, editor));
  }
}
