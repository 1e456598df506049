import type { Provider } from '@nestjs/common';
import { PinoLogger } from 'nestjs-pino';
import { APP_CONFIG, type AppConfig } from '../../../config/app-config';
import { OrderHistoryReadModel } from '../order-history.read-model';
import { BuiltinOrderSource } from './builtin-order-source';
import { HttpErpOrderSource } from './http-erp-order-source';
import { REMOTE_ORDER_SOURCE, type RemoteOrderSource } from './remote-order-source';
import { SimulatedErpOrderSource } from './simulated-erp-order-source';

/** The remote-order source the configuration names (ERP_SOURCE, see the env schema). */
export const remoteOrderSourceProvider: Provider = {
  provide: REMOTE_ORDER_SOURCE,
  inject: [APP_CONFIG, OrderHistoryReadModel, PinoLogger],
  useFactory: (config: AppConfig, orders: OrderHistoryReadModel, logger: PinoLogger): RemoteOrderSource => {
    switch (config.erp.source) {
      case 'http':
        logger.setContext(HttpErpOrderSource.name);
        return new HttpErpOrderSource(config.erp, (failure) =>
          logger.warn({ erpFailure: failure }, 'remote orders could not be fetched'),
        );
      case 'builtin':
        return new BuiltinOrderSource(orders);
      case 'simulated':
        return new SimulatedErpOrderSource();
    }
  },
};
