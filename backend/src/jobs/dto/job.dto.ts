import { ApiProperty } from '@nestjs/swagger';
import { JOB_STATUSES, type JobStatus } from '@tradeshop/shared';
import type { Job } from '../job.entity';

export class JobDto {
  @ApiProperty() id!: string;
  @ApiProperty() type!: string;
  @ApiProperty({ enum: JOB_STATUSES }) status!: JobStatus;
  @ApiProperty({ minimum: 0, maximum: 100 }) progress!: number;
  @ApiProperty() attempts!: number;
  @ApiProperty({ type: String, nullable: true }) error!: string | null;
  @ApiProperty({ type: 'object', additionalProperties: true }) payload!: Record<string, unknown>;
  @ApiProperty({ type: 'object', additionalProperties: true, nullable: true }) result!: Record<
    string,
    unknown
  > | null;
  @ApiProperty() createdAt!: string;
  @ApiProperty({ type: String, nullable: true }) startedAt!: string | null;
  @ApiProperty({ type: String, nullable: true }) finishedAt!: string | null;

  static from(job: Job): JobDto {
    return {
      id: job.id,
      type: job.type,
      status: job.status,
      progress: job.progress,
      attempts: job.attempts,
      error: job.error ?? null,
      payload: job.payload,
      result: job.result ?? null,
      createdAt: job.createdAt.toISOString(),
      startedAt: job.startedAt?.toISOString() ?? null,
      finishedAt: job.finishedAt?.toISOString() ?? null,
    };
  }
}
