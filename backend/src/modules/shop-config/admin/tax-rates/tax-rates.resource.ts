import { defineShopConfigResource } from '../resource';
import { ResourceConfigDto } from '../resource.dto';
import { CreateTaxRateDto, TAX_RATE_SORTS, TaxRateDto, UpdateTaxRateDto } from './tax-rate.dto';
import { TaxRatesService } from './tax-rates.service';

export const TAX_RATES = defineShopConfigResource({
  specName: 'tax_rates',
  restName: 'tax-rates',
  className: 'TaxRates',
  sorts: TAX_RATE_SORTS,
  defaultSort: 'name',
  service: TaxRatesService,
  response: TaxRateDto,
  create: CreateTaxRateDto,
  update: UpdateTaxRateDto,
  config: ResourceConfigDto,
});
