import { defineShopConfigResource } from '../resource';
import {
  CreatePaymentProviderDto,
  PAYMENT_PROVIDER_SORTS,
  PaymentProviderConfigDto,
  PaymentProviderDto,
  UpdatePaymentProviderDto,
} from './payment-provider.dto';
import { PaymentProvidersService } from './payment-providers.service';

export const PAYMENT_PROVIDERS = defineShopConfigResource({
  specName: 'payment_providers',
  restName: 'payment-providers',
  className: 'PaymentProviders',
  sorts: PAYMENT_PROVIDER_SORTS,
  defaultSort: 'position',
  service: PaymentProvidersService,
  response: PaymentProviderDto,
  create: CreatePaymentProviderDto,
  update: UpdatePaymentProviderDto,
  config: PaymentProviderConfigDto,
});
