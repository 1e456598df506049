import { Controller, Get, Header, Query } from '@nestjs/common';
import { ApiBadRequestResponse, ApiOkResponse, ApiTags } from '@nestjs/swagger';
import { StorePolicyDto } from './dto/store-policy.dto';
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

  /** The visitor's store (the one of the page's language) and whether it takes orders from guests. */
  @Get('store-policy')
  @Header('Cache-Control', 'public, max-age=60')
  @ApiOkResponse({ type: StorePolicyDto })
  @ApiBadRequestResponse({ description: 'The locale is not a shop language' })
  async policy(@Query() query: StoreWordingQueryDto): Promise<StorePolicyDto> {
    const store = await this.stores.forLocale(query.locale);
    const terms = await this.stores.checkoutTerms(store.id);
    return { storeCode: store.code, country: store.country, guestCheckout: terms.guest_checkout };
  }
}
