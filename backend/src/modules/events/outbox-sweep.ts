import { Inject, Injectable, type OnApplicationBootstrap, type OnApplicationShutdown } from '@nestjs/common';
import { PinoLogger } from 'nestjs-pino';
import { APP_CONFIG, type AppConfig } from '../../config/app-config';
import { OutboxRelay } from './outbox-relay';

/** Publishes what a crash left in the outbox: once when the application starts, then every few minutes. */
@Injectable()
export class OutboxSweep implements OnApplicationBootstrap, OnApplicationShutdown {
  private timer?: NodeJS.Timeout;
  private running?: Promise<unknown>;

  constructor(
    private readonly relay: OutboxRelay,
    private readonly logger: PinoLogger,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {
    logger.setContext(OutboxSweep.name);
  }

  async onApplicationBootstrap(): Promise<void> {
    await this.run();
    const seconds = this.config.outbox.sweepSeconds;
    if (seconds > 0) {
      this.timer = setInterval(() => void this.run(), seconds * 1000);
      this.timer.unref();
    }
  }

  async onApplicationShutdown(): Promise<void> {
    clearInterval(this.timer);
    await this.running;
  }

  private async run(): Promise<void> {
    if (this.running) return;
    this.running = this.relay
      .sweep()
      .catch((error: unknown) => this.logger.error({ err: error }, 'outbox sweep failed'))
      .finally(() => (this.running = undefined));
    await this.running;
  }
}
