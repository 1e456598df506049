import type { Provider } from '@nestjs/common';
import { PinoLogger } from 'nestjs-pino';
import { APP_CONFIG, type AppConfig } from '../../../config/app-config';
import { ERP_ORDER_EXPORTER, type ErpOrderExporter } from './erp-order-exporter';
import { HttpErpOrderExporter } from './http-erp-order-exporter';
import { SimulatedErpOrderExporter } from './simulated-erp-order-exporter';

/** Where placed orders go (ERP_SOURCE): the ERP over HTTP, the simulated ERP, or nowhere without an ERP. */
export const erpOrderExporterProvider: Provider = {
  provide: ERP_ORDER_EXPORTER,
  inject: [APP_CONFIG, PinoLogger],
  useFactory: (config: AppConfig, logger: PinoLogger): ErpOrderExporter | null => {
    switch (config.erp.source) {
      case 'http':
        logger.setContext(HttpErpOrderExporter.name);
        return new HttpErpOrderExporter(config.erp, (failure) =>
          logger.warn({ erpFailure: failure }, 'an exported order could not be read from the ERP'),
        );
      case 'simulated':
        return new SimulatedErpOrderExporter();
      case 'builtin':
        return null;
    }
  },
};
