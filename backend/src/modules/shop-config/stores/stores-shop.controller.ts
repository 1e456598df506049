import { Controller, Get, Header, Query } from '@nestjs/common';
import { ApiBadRequestResponse, ApiOkResponse, ApiTags } from '@nestjs/swagger';
import { StoreWordingDto, StoreWordingQueryDto } from './dto/store-wording.dto';
import { StoresService } from './stores.service';

@ApiTags('shop stores')
@Controller('api/shop')
export class StoresShopController {
  constructor(private readonly stores: StoresService) {}

  /** Wording a country's sales organisation uses instead of the language's, for every store, in one language. */
  @Get('wording')
  @Header('Cache-Control', 'public, max-age=60')
  @ApiOkResponse({ type: [StoreWordingDto] })
  @ApiBadRequestResponse({ description: 'The locale is not a shop language' })
  wording(@Query() query: StoreWordingQueryDto): Promise<StoreWordingDto[]> {
    return this.stores.wording(query.locale);
  }
}
