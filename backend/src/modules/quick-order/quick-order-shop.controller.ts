import { Body, Controller, Get, Header, HttpCode, Post, StreamableFile, UploadedFile } from '@nestjs/common';
import { ApiOkResponse, ApiProduces, ApiTags } from '@nestjs/swagger';
import { LocaleQueryDto } from '../catalogue/dto/shop-query.dto';
import { CurrentCartOwner } from '../cart/cart-owner';
import type { CartOwner } from '../cart/cart.port';
import { CustomerRequired } from '../customers/shop-session';
import { QuickOrderAddResultDto, QuickOrderInputDto, QuickOrderPreviewDto } from './dto/quick-order.dto';
import { SpreadsheetUpload, type UploadedSpreadsheet } from './quick-order-upload';
import { QuickOrderService } from './quick-order.service';

const XLSX_TYPE = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

/** Quick order by SKU, EAN or Nobb number, typed, pasted or uploaded (storefront spec §2, §5). */
@ApiTags('shop quick order')
@Controller('api/shop/quick-order')
export class QuickOrderShopController {
  constructor(private readonly quickOrder: QuickOrderService) {}

  /** Each line's outcome before anything is added: the product found, or why the line cannot be added. */
  @Post('preview')
  @CustomerRequired()
  @HttpCode(200)
  @ApiOkResponse({ type: QuickOrderPreviewDto })
  preview(@Body() input: QuickOrderInputDto): Promise<QuickOrderPreviewDto> {
    return this.quickOrder.preview(input);
  }

  @Post('preview/upload')
  @CustomerRequired()
  @HttpCode(200)
  @SpreadsheetUpload()
  @ApiOkResponse({ type: QuickOrderPreviewDto })
  previewUpload(
    @Body() input: LocaleQueryDto,
    @UploadedFile() file: UploadedSpreadsheet | undefined,
  ): Promise<QuickOrderPreviewDto> {
    return this.quickOrder.previewFile(file?.buffer, input.locale, input.store);
  }

  /** Adds every line that can be added as it is to the customer's cart. */
  @Post('add')
  @CustomerRequired()
  @HttpCode(200)
  @ApiOkResponse({ type: QuickOrderAddResultDto })
  add(
    @CurrentCartOwner({ from: 'body' }) owner: CartOwner,
    @Body() input: QuickOrderInputDto,
  ): Promise<QuickOrderAddResultDto> {
    return this.quickOrder.add(owner, input);
  }

  @Get('sample.xlsx')
  @Header('Content-Type', XLSX_TYPE)
  @Header('Content-Disposition', 'attachment; filename="quick-order-sample.xlsx"')
  @ApiProduces(XLSX_TYPE)
  @ApiOkResponse({ schema: { type: 'string', format: 'binary' } })
  async sampleXlsx(): Promise<StreamableFile> {
    return new StreamableFile(await this.quickOrder.sample('xlsx'));
  }

  @Get('sample.csv')
  @Header('Content-Type', 'text/csv; charset=utf-8')
  @Header('Content-Disposition', 'attachment; filename="quick-order-sample.csv"')
  @ApiProduces('text/csv')
  @ApiOkResponse({ schema: { type: 'string' } })
  async sampleCsv(): Promise<StreamableFile> {
    return new StreamableFile(await this.quickOrder.sample('csv'));
  }
}
