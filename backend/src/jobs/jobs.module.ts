import { BullModule } from '@nestjs/bullmq';
import { type DynamicModule, Module, type Provider } from '@nestjs/common';
import type { AppConfig } from '../config/app-config';
import { BullMqJobWorker, BullMqJobQueue } from './bullmq-job-queue';
import { InProcessJobQueue } from './in-process-job-queue';
import { BULLMQ_QUEUE_NAME, JOB_QUEUE } from './job-queue';
import { JobRegistry } from './job-registry';
import { JobRunner } from './job-runner';
import { JobsAdminController } from './jobs-admin.controller';
import { JobStore } from './job-store';
import { MessengerAdminController } from './messenger/messenger-admin.controller';
import { MessengerSpecController } from './messenger/messenger-spec.controller';
import { MessengerService } from './messenger/messenger.service';
import { redisOptionsFromUrl } from './redis-connection';

/** One job interface, two adapters: BullMQ when REDIS_URL is set, in-process otherwise. */
@Module({})
export class JobsModule {
  static register(config: AppConfig): DynamicModule {
    const shared: Provider[] = [JobRegistry, JobStore, JobRunner, MessengerService];
    const controllers = [JobsAdminController, MessengerSpecController, MessengerAdminController];
    if (!config.redisUrl) {
      return {
        module: JobsModule,
        global: true,
        controllers,
        providers: [...shared, InProcessJobQueue, { provide: JOB_QUEUE, useExisting: InProcessJobQueue }],
        exports: [JOB_QUEUE, JobRegistry, JobStore],
      };
    }
    return {
      module: JobsModule,
      global: true,
      controllers,
      imports: [
        BullModule.forRoot({ connection: redisOptionsFromUrl(config.redisUrl), prefix: config.queuePrefix }),
        BullModule.registerQueue({ name: BULLMQ_QUEUE_NAME }),
      ],
      providers: [
        ...shared,
        BullMqJobQueue,
        { provide: JOB_QUEUE, useExisting: BullMqJobQueue },
        ...(config.runWorkers ? [BullMqJobWorker] : []),
      ],
      exports: [JOB_QUEUE, JobRegistry, JobStore],
    };
  }
}
