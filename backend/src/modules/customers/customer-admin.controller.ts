import { Body, Controller, Delete, Get, HttpCode, Param, Post, Put, Query, Req, Res } from '@nestjs/common';
import {
  ApiCookieAuth,
  ApiCreatedResponse,
  ApiNoContentResponse,
  ApiOkResponse,
  ApiTags,
} from '@nestjs/swagger';
import type { Response } from 'express';
import { AdminListQueryDto, parseAdminListQuery, setContentRange } from '../../common/http/admin-list-query';
import { IdParamPipe } from '../../common/http/id-param.pipe';
import { AdminSection } from '../../common/security/permission.decorators';
import type { AdminRequest } from '../identity/admin-access.guard';
import { AddressService } from './address.service';
import { CustomerAdminService, type CustomerEditor } from './customer-admin.service';
import { ADMIN_CUSTOMER_SORTS, CustomerDirectoryService } from './customer-directory.service';
import { AddressDto, AddressListDto } from './dto/address.dto';
import { AddressInputDto } from './dto/address-input.dto';
import { AdminCustomerDto, CreateCustomerDto, IdListDto, UpdateCustomerDto } from './dto/customer-admin.dto';

export function editorOf(request: AdminRequest): CustomerEditor {
  // The access guard has put the user there: no route of these controllers is reachable without one.
  return { adminUserId: request.adminUser!.id, ip: request.ip ?? '' };
}

/**
 * Customers and salesreps for react-admin's simple REST data provider (and the phone-order page's picker):
 * list, create (with an invitation mail), edit, block and unblock, a password-reset mail, addresses, and the
 * companies a salesrep serves.
 */
@ApiTags('back-office customers')
@ApiCookieAuth()
@AdminSection('customers')
@Controller('api/admin/customers')
export class CustomerAdminController {
  constructor(
    private readonly directory: CustomerDirectoryService,
    private readonly customers: CustomerAdminService,
    private readonly addresses: AddressService,
  ) {}

  /** Filters: q (name, e-mail or company), companyId, groupId, kind, active (false: blocked), id (a list). */
  @Get()
  @ApiOkResponse({ type: [AdminCustomerDto] })
  async list(
    @Query() query: AdminListQueryDto,
    @Res({ passthrough: true }) response: Response,
  ): Promise<AdminCustomerDto[]> {
    const request = parseAdminListQuery(query, ADMIN_CUSTOMER_SORTS, 'lastname');
    const { rows, total } = await this.directory.list(request);
    setContentRange(response, 'customers', request.offset, rows.length, total);
    return rows.map((row) => AdminCustomerDto.from(row));
  }

  @Get(':id')
  @ApiOkResponse({ type: AdminCustomerDto })
  async get(@Param('id', IdParamPipe) id: number): Promise<AdminCustomerDto> {
    return AdminCustomerDto.from(await this.customers.get(id));
  }

  /** Creates the account and mails the person an invitation link to set their password. */
  @Post()
  @ApiCreatedResponse({ type: AdminCustomerDto })
  async create(@Body() body: CreateCustomerDto, @Req() request: AdminRequest): Promise<AdminCustomerDto> {
    return AdminCustomerDto.from(await this.customers.create(body, editorOf(request)));
  }

  @Put(':id')
  @ApiOkResponse({ type: AdminCustomerDto })
  async update(
    @Param('id', IdParamPipe) id: number,
    @Body() body: UpdateCustomerDto,
    @Req() request: AdminRequest,
  ): Promise<AdminCustomerDto> {
    return AdminCustomerDto.from(await this.customers.update(id, body, editorOf(request)));
  }

  /** The customer cannot log in any more, and their sessions end now. */
  @Post(':id/block')
  @HttpCode(200)
  @ApiOkResponse({ type: AdminCustomerDto })
  async block(@Param('id', IdParamPipe) id: number, @Req() request: AdminRequest): Promise<AdminCustomerDto> {
    return AdminCustomerDto.from(await this.customers.setBlocked(id, true, editorOf(request)));
  }

  @Post(':id/unblock')
  @HttpCode(200)
  @ApiOkResponse({ type: AdminCustomerDto })
  async unblock(
    @Param('id', IdParamPipe) id: number,
    @Req() request: AdminRequest,
  ): Promise<AdminCustomerDto> {
    return AdminCustomerDto.from(await this.customers.setBlocked(id, false, editorOf(request)));
  }

  /** Mails the customer a single-use link to choose a new password, in their language. */
  @Post(':id/password-reset')
  @HttpCode(204)
  @ApiNoContentResponse()
  async passwordReset(@Param('id', IdParamPipe) id: number, @Req() request: AdminRequest): Promise<void> {
    await this.customers.sendPasswordReset(id, editorOf(request));
  }

  /** Salesreps: the companies whose customers they serve (and may act for). */
  @Get(':id/companies')
  @ApiOkResponse({ type: IdListDto })
  async companies(@Param('id', IdParamPipe) id: number): Promise<IdListDto> {
    return { ids: await this.customers.salesrepCompanies(id) };
  }

  @Put(':id/companies')
  @ApiOkResponse({ type: IdListDto })
  async setCompanies(
    @Param('id', IdParamPipe) id: number,
    @Body() body: IdListDto,
    @Req() request: AdminRequest,
  ): Promise<IdListDto> {
    return { ids: await this.customers.setSalesrepCompanies(id, body.ids, editorOf(request)) };
  }

  @Get(':id/addresses')
  @ApiOkResponse({ type: AddressListDto })
  async addressList(@Param('id', IdParamPipe) id: number): Promise<AddressListDto> {
    const { customer, addresses } = await this.addresses.list(id);
    return AddressListDto.from(addresses, customer);
  }

  @Post(':id/addresses')
  @ApiCreatedResponse({ type: AddressDto })
  async addAddress(
    @Param('id', IdParamPipe) id: number,
    @Body() input: AddressInputDto,
    @Req() request: AdminRequest,
  ): Promise<AddressDto> {
    const { customer, address } = await this.addresses.create(id, input);
    await this.customers.recordAddressChange(editorOf(request), id, 'customer.address_added', address.id);
    return AddressDto.from(address, customer);
  }

  @Put(':id/addresses/:addressId')
  @ApiOkResponse({ type: AddressDto })
  async updateAddress(
    @Param('id', IdParamPipe) id: number,
    @Param('addressId', IdParamPipe) addressId: number,
    @Body() input: AddressInputDto,
    @Req() request: AdminRequest,
  ): Promise<AddressDto> {
    const { customer, address } = await this.addresses.update(id, addressId, input);
    await this.customers.recordAddressChange(editorOf(request), id, 'customer.address_updated', addressId);
    return AddressDto.from(address, customer);
  }

  @Delete(':id/addresses/:addressId')
  @HttpCode(204)
  @ApiNoContentResponse()
  async removeAddress(
    @Param('id', IdParamPipe) id: number,
    @Param('addressId', IdParamPipe) addressId: number,
    @Req() request: AdminRequest,
  ): Promise<void> {
    await this.addresses.remove(id, addressId);
    await this.customers.recordAddressChange(editorOf(request), id, 'customer.address_deleted', addressId);
  }
}

/** Which salesreps serve a customer company (the company page's panel). */
@ApiTags('back-office customers')
@ApiCookieAuth()
@AdminSection('customers')
@Controller('api/admin/customer-companies/:id/salesreps')
export class CompanySalesrepsController {
  constructor(private readonly customers: CustomerAdminService) {}

  @Get()
  @ApiOkResponse({ type: IdListDto })
  async list(@Param('id', IdParamPipe) id: number): Promise<IdListDto> {
    return { ids: await this.customers.companySalesreps(id) };
  }

  @Put()
  @ApiOkResponse({ type: IdListDto })
  async set(
    @Param('id', IdParamPipe) id: number,
    @Body() body: IdListDto,
    @Req() request: AdminRequest,
  ): Promise<IdListDto> {
    return { ids: await this.customers.setCompanySalesreps(id, body.ids, editorOf(request)) };
  }
}
