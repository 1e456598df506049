import {
  Inject,
  Injectable,
  type OnApplicationBootstrap,
  type OnApplicationShutdown,
  type OnModuleInit,
} from '@nestjs/common';
import { PinoLogger } from 'nestjs-pino';
import { APP_CONFIG, type AppConfig } from '../../../config/app-config';
import { JOB_QUEUE, type JobQueue } from '../../../jobs/job-queue';
import { JobRegistry } from '../../../jobs/job-registry';
import { DomainEvents } from '../../events/domain-events.service';
import { ERP_EXPORT_JOB, ERP_STATUS_SYNC_JOB, ErpOrderExportService } from './erp-order-export.service';

export const ERP_EXPORT_SUBSCRIBER = 'orders.erp-export-on-placed';

/**
 * Wires the ERP export into the jobs: each placed order queues its export (ERP_EXPORT_ORDERS), an export the ERP
 * could not take now throws so the queue tries again with backoff, and every ERP_STATUS_SYNC_SECONDS the line
 * statuses of exported orders are read back (one run at a time across processes, by its dedupe key).
 */
@Injectable()
export class ErpOrderExportJobs implements OnModuleInit, OnApplicationBootstrap, OnApplicationShutdown {
  private timer?: NodeJS.Timeout;

  constructor(
    private readonly exports: ErpOrderExportService,
    private readonly registry: JobRegistry,
    private readonly events: DomainEvents,
    @Inject(JOB_QUEUE) private readonly jobs: JobQueue,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    private readonly logger: PinoLogger,
  ) {
    logger.setContext(ErpOrderExportJobs.name);
  }

  onModuleInit(): void {
    this.registry.register(ERP_EXPORT_JOB, async ({ em, payload }) => {
      const result = await this.exports.export(em, Number(payload.orderId));
      if (result.outcome === 'failed' && result.retryable) {
        throw new Error(`The ERP did not take the order (${result.reason}): ${result.detail}`);
      }
      return result;
    });
    this.registry.register(ERP_STATUS_SYNC_JOB, async () => this.exports.syncStatuses());
    this.events.subscribe({
      name: ERP_EXPORT_SUBSCRIBER,
      on: ['order.placed'],
      accepts: () => this.config.erp.exportOrders && this.exports.connected,
      handle: async (_em, { payload }) => {
        await this.exports.enqueue([{ id: payload.orderId, number: payload.number }]);
      },
    });
  }

  onApplicationBootstrap(): void {
    const seconds = this.config.erp.statusSyncSeconds;
    if (seconds <= 0 || !this.exports.connected) return;
    this.timer = setInterval(() => {
      this.jobs
        .enqueue(ERP_STATUS_SYNC_JOB, {}, { dedupeKey: ERP_STATUS_SYNC_JOB })
        .catch((error: unknown) => this.logger.error({ err: error }, 'ERP status sync could not be queued'));
    }, seconds * 1000);
    this.timer.unref();
  }

  onApplicationShutdown(): void {
    clearInterval(this.timer);
  }
}
