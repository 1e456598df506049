import { Controller, Get, Inject, Res } from '@nestjs/common';
import { ApiOkResponse, ApiProperty, ApiTags } from '@nestjs/swagger';
import { EntityManager } from '@mikro-orm/postgresql';
import type { Response } from 'express';
import { APP_CONFIG, type AppConfig } from '../../config/app-config';
import { queryRows, trusted } from '../../database/sql';
import { JOB_QUEUE, type JobQueue } from '../../jobs/job-queue';
import { ReadCache } from '../../read-cache/read-cache';

class DatabaseHealthDto {
  @ApiProperty({ enum: ['up', 'down'] }) status!: 'up' | 'down';
  @ApiProperty({ enum: ['embedded', 'server'] }) mode!: 'embedded' | 'server';
}

class QueueHealthDto {
  @ApiProperty({ enum: ['up', 'down'] }) status!: 'up' | 'down';
  @ApiProperty({ enum: ['in-process', 'bullmq'] }) adapter!: 'in-process' | 'bullmq';
  @ApiProperty() waiting!: number;
  @ApiProperty() active!: number;
  @ApiProperty() failed!: number;
}

class ReadCacheHealthDto {
  @ApiProperty({
    enum: ['off', 'listening', 'waiting'],
    description:
      'off: READ_CACHE_MB=0 or the embedded database; waiting: no change notifications, answers not cached',
  })
  state!: 'off' | 'listening' | 'waiting';
  @ApiProperty() entries!: number;
  @ApiProperty({ description: 'Approximate memory the kept answers take' }) bytes!: number;
}

export class HealthDto {
  @ApiProperty({ enum: ['ok', 'degraded'] }) status!: 'ok' | 'degraded';
  @ApiProperty({ type: DatabaseHealthDto }) database!: DatabaseHealthDto;
  @ApiProperty({ type: QueueHealthDto }) queue!: QueueHealthDto;
  @ApiProperty({ type: ReadCacheHealthDto }) readCache!: ReadCacheHealthDto;
}

@ApiTags('health')
@Controller('health')
export class HealthController {
  constructor(
    private readonly em: EntityManager,
    @Inject(JOB_QUEUE) private readonly jobs: JobQueue,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    private readonly readCache: ReadCache,
  ) {}

  /** 200 when the database and the queue answer, 503 otherwise. */
  @Get()
  @ApiOkResponse({ type: HealthDto })
  async health(@Res({ passthrough: true }) response: Response): Promise<HealthDto> {
    const database = await queryRows(this.em, trusted('select 1'))
      .then(() => 'up' as const)
      .catch(() => 'down' as const);
    const queue = await this.jobs.health();
    const healthy = database === 'up' && queue.status === 'up';
    response.status(healthy ? 200 : 503);
    return {
      status: healthy ? 'ok' : 'degraded',
      database: { status: database, mode: this.config.database.mode },
      queue,
      readCache: this.readCache.state(),
    };
  }
}
