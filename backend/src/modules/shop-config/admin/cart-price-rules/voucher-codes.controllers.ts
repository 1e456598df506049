import { Body, Controller, Delete, Get, HttpCode, Param, Post, Query, Res } from '@nestjs/common';
import { ApiCookieAuth, ApiOkResponse, ApiParam, ApiProduces, ApiQuery, ApiTags } from '@nestjs/swagger';
import type { Response } from 'express';
import {
  AdminListQueryDto,
  parseAdminListQuery,
  setContentRange,
} from '../../../../common/http/admin-list-query';
import { IdParamPipe } from '../../../../common/http/id-param.pipe';
import { AdminSection } from '../../../../common/security/permission.decorators';
import { QueryIdPipe } from '../../../../common/http/id-param.pipe';
import { DeleteResultDto, envelopeOf, SpecListQueryDto } from '../resource.dto';
import {
  CreateVoucherCodeDto,
  GeneratedVoucherCodesDto,
  GenerateVoucherCodesDto,
  VOUCHER_CODE_SORTS,
  VoucherCodeDto,
  VoucherCodeRuleQueryDto,
} from './voucher-code.dto';
import { VoucherCodesService } from './voucher-codes.service';
import { AuditedShopConfig } from '../shop-config-audit.interceptor';

const TAG = 'back-office shop configuration: cart_price_rules';
const ID = { name: 'id', type: 'integer', description: 'Digits only; anything else is 404' } as const;

function sendCsv(response: Response, file: { filename: string; body: Buffer }) {
  response
    .set({
      'Content-Type': 'text/csv; charset=utf-8',
      'Content-Disposition': `attachment; filename="${file.filename}"`,
      'Cache-Control': 'private, no-store',
      'X-Content-Type-Options': 'nosniff',
    })
    .send(file.body);
}

/** The voucher-code extras of back-office spec §7 at CoreShop's paths: list, create, generate, export, delete. */
@ApiTags(TAG)
@ApiCookieAuth()
@AdminSection('shop_configuration')
@AuditedShopConfig('voucher-codes')
@Controller('admin/coreshop/cart_price_rules')
export class VoucherCodesCoreShopController {
  constructor(private readonly codes: VoucherCodesService) {}

  @Get('get-voucher-codes')
  @ApiOkResponse({ type: envelopeOf(VoucherCodeDto, true) })
  async list(@Query() rule: VoucherCodeRuleQueryDto, @Query() query: SpecListQueryDto) {
    const { rows, total } = await this.codes.list({
      sortField: 'id',
      sortOrder: 'asc',
      offset: query.start ?? 0,
      limit: Math.min(query.limit ?? 25, 1000),
      filter: { cartPriceRuleId: rule.cartPriceRule, q: query.query },
    });
    return { success: true, data: rows, total };
  }

  @Post('create-voucher-code')
  @HttpCode(200)
  @ApiOkResponse({ type: envelopeOf(VoucherCodeDto, false) })
  async create(@Body() body: CreateVoucherCodeDto) {
    return { success: true, data: await this.codes.create(body) };
  }

  @Post('generate-voucher-codes')
  @HttpCode(200)
  @ApiOkResponse({ type: GeneratedVoucherCodesDto })
  async generate(@Body() body: GenerateVoucherCodesDto): Promise<GeneratedVoucherCodesDto> {
    const data = await this.codes.generate(body);
    return { success: true, generated: data.length, data };
  }

  @Get('export-voucher-codes')
  @ApiProduces('text/csv')
  @ApiOkResponse({ schema: { type: 'string', format: 'binary' } })
  async export(@Query() rule: VoucherCodeRuleQueryDto, @Res() response: Response) {
    sendCsv(response, await this.codes.exportCsv(rule.cartPriceRule));
  }

  @Delete('delete-voucher-code')
  @ApiQuery(ID)
  @ApiOkResponse({ type: DeleteResultDto })
  async delete(@Query('id', QueryIdPipe) id: number): Promise<DeleteResultDto> {
    await this.codes.delete(id);
    return { success: true, id };
  }
}

/** The same calls for react-admin: voucher codes as a resource (filter cartPriceRuleId), plus generate and export. */
@ApiTags(TAG)
@ApiCookieAuth()
@AdminSection('shop_configuration')
@AuditedShopConfig('voucher-codes')
@Controller('api/admin/shop-config')
export class VoucherCodesController {
  constructor(private readonly codes: VoucherCodesService) {}

  @Get('voucher-codes')
  @ApiOkResponse({ type: [VoucherCodeDto] })
  async list(@Query() query: AdminListQueryDto, @Res({ passthrough: true }) response: Response) {
    const request = parseAdminListQuery(query, VOUCHER_CODE_SORTS, 'id');
    const { rows, total } = await this.codes.list(request);
    setContentRange(response, 'voucher-codes', request.offset, rows.length, total);
    return rows;
  }

  @Get('voucher-codes/:id')
  @ApiParam(ID)
  @ApiOkResponse({ type: VoucherCodeDto })
  get(@Param('id', IdParamPipe) id: number) {
    return this.codes.get(id);
  }

  @Post('voucher-codes')
  @ApiOkResponse({ type: VoucherCodeDto })
  create(@Body() body: CreateVoucherCodeDto) {
    return this.codes.create(body);
  }

  @Post('voucher-codes/generate')
  @HttpCode(200)
  @ApiOkResponse({ type: GeneratedVoucherCodesDto })
  async generate(@Body() body: GenerateVoucherCodesDto): Promise<GeneratedVoucherCodesDto> {
    const data = await this.codes.generate(body);
    return { success: true, generated: data.length, data };
  }

  @Delete('voucher-codes/:id')
  @ApiParam(ID)
  @ApiOkResponse({ type: VoucherCodeDto })
  delete(@Param('id', IdParamPipe) id: number) {
    return this.codes.delete(id);
  }

  @Get('cart-price-rules/:id/voucher-codes.csv')
  @ApiParam(ID)
  @ApiProduces('text/csv')
  @ApiOkResponse({ schema: { type: 'string', format: 'binary' } })
  async export(@Param('id', IdParamPipe) id: number, @Res() response: Response) {
    sendCsv(response, await this.codes.exportCsv(id));
  }
}
