import { Body, Controller, Get, Param, Put, Req } from '@nestjs/common';
import { ApiCookieAuth, ApiOkResponse, ApiTags } from '@nestjs/swagger';
import { IdParamPipe } from '../../common/http/id-param.pipe';
import { AdminSection } from '../../common/security/permission.decorators';
import { type AdminRequest, backOfficeEditor } from '../identity/admin-access.guard';
import { AdminProductMediaDto, SetProductMediaDto } from './dto/product-media-admin.dto';
import { ProductMediaAdminService } from './product-media-admin.service';

/** A product's main image, gallery, documents and videos, picked from the media library. */
@ApiTags('back-office catalogue')
@ApiCookieAuth()
@AdminSection('catalogue')
@Controller('api/admin/products/:id/media')
export class ProductMediaAdminController {
  constructor(private readonly media: ProductMediaAdminService) {}

  @Get()
  @ApiOkResponse({ type: AdminProductMediaDto })
  async get(@Param('id', IdParamPipe) id: number): Promise<AdminProductMediaDto> {
    return AdminProductMediaDto.from(await this.media.get(id));
  }

  /** Replaces the media with the list in its order and sets the main image; audited. */
  @Put()
  @ApiOkResponse({ type: AdminProductMediaDto })
  async set(
    @Param('id', IdParamPipe) id: number,
    @Body() body: SetProductMediaDto,
    @Req() request: AdminRequest,
  ): Promise<AdminProductMediaDto> {
    // The access guard has put the user there: no route of this controller is reachable without one.
    const editor = backOfficeEditor(request);
    return AdminProductMediaDto.from(await this.media.set(id, body, editor));
  }
}
