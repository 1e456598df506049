import { Body, Controller, Delete, Get, Param, Post, Put, Query, Req, Res } from '@nestjs/common';
import { ApiCookieAuth, ApiOkResponse, ApiTags } from '@nestjs/swagger';
import type { Response } from 'express';
import { AdminListQueryDto, setContentRange } from '../../../common/http/admin-list-query';
import { IdParamPipe } from '../../../common/http/id-param.pipe';
import { AdminSection } from '../../../common/security/permission.decorators';
import { type AdminRequest, backOfficeEditor } from '../../identity/admin-access.guard';
import {
  CreateVariantDto,
  SetOwnValueDto,
  SetVariantAxesDto,
  VariantFamilyDto,
  VariantRowDto,
} from './product-variants.dto';
import { ProductVariantsService } from './product-variants.service';

/** Variant families for react-admin: the children of a product, its axes, a new child, a child's own values. */
@ApiTags('back-office catalogue: variants')
@ApiCookieAuth()
@AdminSection('catalogue')
@Controller('api/admin/products/:id')
export class ProductVariantsAdminController {
  constructor(private readonly variants: ProductVariantsService) {}

  /** The children of the product's family (of its parent when it is a variant itself), SKU order. */
  @Get('variants')
  @ApiOkResponse({ type: [VariantRowDto] })
  async children(
    @Param('id', IdParamPipe) id: number,
    @Query() _query: AdminListQueryDto,
    @Res({ passthrough: true }) response: Response,
  ): Promise<VariantRowDto[]> {
    const { children } = await this.variants.family(id);
    setContentRange(response, 'variants', 0, children.length, children.length);
    return children;
  }

  @Get('variant-family')
  @ApiOkResponse({ type: VariantFamilyDto })
  family(@Param('id', IdParamPipe) id: number): Promise<VariantFamilyDto> {
    return this.variants.family(id);
  }

  @Put('variant-axes')
  @ApiOkResponse({ type: VariantFamilyDto })
  setAxes(
    @Param('id', IdParamPipe) id: number,
    @Body() body: SetVariantAxesDto,
    @Req() request: AdminRequest,
  ): Promise<VariantFamilyDto> {
    return this.variants.setAxes(id, body.axes, backOfficeEditor(request));
  }

  @Post('variants')
  @ApiOkResponse({ type: VariantRowDto })
  create(
    @Param('id', IdParamPipe) id: number,
    @Body() body: CreateVariantDto,
    @Req() request: AdminRequest,
  ): Promise<VariantRowDto> {
    return this.variants.createChild(id, body, backOfficeEditor(request));
  }

  /** The variant's own value of a field (`name.fi`, `price.fi`, `attributes.lumen`, `grossWeight`). */
  @Put('own-values/:field')
  @ApiOkResponse({ type: VariantRowDto })
  setOwnValue(
    @Param('id', IdParamPipe) id: number,
    @Param('field') field: string,
    @Body() body: SetOwnValueDto,
    @Req() request: AdminRequest,
  ): Promise<VariantRowDto> {
    return this.variants.setOwnValue(id, field, body.value, backOfficeEditor(request));
  }

  /** The variant inherits the field from its parent again. */
  @Delete('own-values/:field')
  @ApiOkResponse({ type: VariantRowDto })
  inheritAgain(
    @Param('id', IdParamPipe) id: number,
    @Param('field') field: string,
    @Req() request: AdminRequest,
  ): Promise<VariantRowDto> {
    return this.variants.inheritAgain(id, field, backOfficeEditor(request));
  }
}
