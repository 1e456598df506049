import { Injectable } from '@nestjs/common';
import type { JobHandler } from './job-queue';

/** Job handlers by type. Each module registers its own handlers when it starts. */
@Injectable()
export class JobRegistry {
  private readonly handlers = new Map<string, JobHandler>();

  register(type: string, handler: JobHandler): void {
    if (this.handlers.has(type)) throw new Error(`A handler for job type '${type}' is already registered`);
    this.handlers.set(type, handler);
  }

  types(): string[] {
    return [...this.handlers.keys()];
  }

  get(type: string): JobHandler | undefined {
    return this.handlers.get(type);
  }
}
