import { defineShopConfigResource } from '../resource';
import { ResourceConfigDto } from '../resource.dto';
import {
  CreateExchangeRateDto,
  EXCHANGE_RATE_SORTS,
  ExchangeRateDto,
  UpdateExchangeRateDto,
} from './exchange-rate.dto';
import { ExchangeRatesService } from './exchange-rates.service';

export const EXCHANGE_RATES = defineShopConfigResource({
  specName: 'exchange_rates',
  restName: 'exchange-rates',
  className: 'ExchangeRates',
  sorts: EXCHANGE_RATE_SORTS,
  defaultSort: 'id',
  service: ExchangeRatesService,
  response: ExchangeRateDto,
  create: CreateExchangeRateDto,
  update: UpdateExchangeRateDto,
  config: ResourceConfigDto,
});
