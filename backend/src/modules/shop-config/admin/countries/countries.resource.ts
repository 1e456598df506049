import { defineShopConfigResource } from '../resource';
import { ResourceConfigDto } from '../resource.dto';
import { CountriesService } from './countries.service';
import { COUNTRY_SORTS, CountryDto, CreateCountryDto, UpdateCountryDto } from './country.dto';

export const COUNTRIES = defineShopConfigResource({
  specName: 'countries',
  restName: 'countries',
  className: 'Countries',
  sorts: COUNTRY_SORTS,
  defaultSort: 'isoCode',
  service: CountriesService,
  response: CountryDto,
  create: CreateCountryDto,
  update: UpdateCountryDto,
  config: ResourceConfigDto,
});
