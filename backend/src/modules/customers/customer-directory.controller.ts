import { Controller, Get, Query, Res } from '@nestjs/common';
import { ApiCookieAuth, ApiOkResponse, ApiProperty, ApiPropertyOptional, ApiTags } from '@nestjs/swagger';
import type { Response } from 'express';
import { AdminListQueryDto, parseAdminListQuery, setContentRange } from '../../common/http/admin-list-query';
import { AdminSection } from '../../common/security/permission.decorators';
import { ADMIN_CUSTOMER_SORTS, CustomerDirectoryService } from './customer-directory.service';

export class AdminCustomerListItemDto {
  @ApiProperty() id!: number;
  @ApiProperty() email!: string;
  @ApiProperty() name!: string;
  @ApiProperty() locale!: string;
  @ApiPropertyOptional({ nullable: true, type: Number }) companyId!: number | null;
  @ApiPropertyOptional({ nullable: true, type: String }) companyName!: string | null;
}

/** Customers for react-admin's pickers (read-only): `GET /api/admin/customers?filter={"q":"…"}`. */
@ApiTags('back-office customers')
@ApiCookieAuth()
@AdminSection('customers')
@Controller('api/admin/customers')
export class CustomerDirectoryController {
  constructor(private readonly directory: CustomerDirectoryService) {}

  @Get()
  @ApiOkResponse({ type: [AdminCustomerListItemDto] })
  async list(
    @Query() query: AdminListQueryDto,
    @Res({ passthrough: true }) response: Response,
  ): Promise<AdminCustomerListItemDto[]> {
    const request = parseAdminListQuery(query, ADMIN_CUSTOMER_SORTS, 'lastname');
    const { rows, total } = await this.directory.list(request);
    setContentRange(response, 'customers', request.offset, rows.length, total);
    return rows.map((row) => ({
      id: row.id,
      email: row.email,
      name: `${row.firstname} ${row.lastname}`.trim(),
      locale: row.locale,
      companyId: row.company_id,
      companyName: row.company_name,
    }));
  }
}
