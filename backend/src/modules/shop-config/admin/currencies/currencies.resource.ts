import { defineShopConfigResource } from '../resource';
import { ResourceConfigDto } from '../resource.dto';
import { CurrenciesService } from './currencies.service';
import { CreateCurrencyDto, CURRENCY_SORTS, CurrencyDto, UpdateCurrencyDto } from './currency.dto';

export const CURRENCIES = defineShopConfigResource({
  specName: 'currencies',
  restName: 'currencies',
  className: 'Currencies',
  sorts: CURRENCY_SORTS,
  defaultSort: 'isoCode',
  service: CurrenciesService,
  response: CurrencyDto,
  create: CreateCurrencyDto,
  update: UpdateCurrencyDto,
  config: ResourceConfigDto,
});
