import { Controller, Get } from '@nestjs/common';
import { ApiCookieAuth, ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import { AdminSection } from '../../../../common/security/permission.decorators';
import { StoreSiteListDto } from './store.dto';
import { StoresAdminService } from './stores.service';

/** `GET /admin/coreshop/stores/list-sites`: the storefront sites a store can be reached by. */
@ApiTags('back-office shop configuration: stores')
@ApiCookieAuth()
@AdminSection('shop_configuration')
@Controller('admin/coreshop/stores')
export class StoreSitesController {
  constructor(private readonly stores: StoresAdminService) {}

  @Get('list-sites')
  @ApiOperation({
    description: "The storefront's language sites, each with the store a shopper lands in there",
  })
  @ApiOkResponse({ type: StoreSiteListDto })
  async listSites(): Promise<StoreSiteListDto> {
    return { success: true, data: await this.stores.sites() };
  }
}
