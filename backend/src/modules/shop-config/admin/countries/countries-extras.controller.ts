import { Controller, Get } from '@nestjs/common';
import { ApiCookieAuth, ApiOkResponse, ApiTags } from '@nestjs/swagger';
import { AdminSection } from '../../../../common/security/permission.decorators';
import { envelopeOf } from '../resource.dto';
import { CountriesService } from './countries.service';
import { CountryDto } from './country.dto';

/** `GET /admin/coreshop/countries/list-active` (back-office spec §7 extras). */
@ApiTags('back-office shop configuration: countries')
@ApiCookieAuth()
@AdminSection('shop_configuration')
@Controller('admin/coreshop/countries')
export class CountriesExtrasController {
  constructor(private readonly countries: CountriesService) {}

  @Get('list-active')
  @ApiOkResponse({ type: envelopeOf(CountryDto, true) })
  async listActive() {
    const data = await this.countries.listActive();
    return { success: true, data, total: data.length };
  }
}
