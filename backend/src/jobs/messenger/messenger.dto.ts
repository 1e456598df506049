import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { IsOptional, IsString } from 'class-validator';
import { JobDto } from '../dto/job.dto';
import type { JobCounts, MessengerReceiver, RetryOutcome } from './messenger.service';

export class MessengerCountDto {
  @ApiProperty() queued!: number;
  @ApiProperty() running!: number;
  @ApiProperty() done!: number;
  @ApiProperty() failed!: number;
  @ApiProperty() cancelled!: number;
  @ApiProperty() total!: number;

  static from(counts: JobCounts): MessengerCountDto {
    const { queued, running, done, failed, cancelled, total } = counts;
    return { queued, running, done, failed, cancelled, total };
  }
}

/** A receiver (a job type) with its jobs counted by status; `id` is the name, for react-admin. */
export class MessengerReceiverDto extends MessengerCountDto {
  @ApiProperty() id!: string;
  @ApiProperty() name!: string;

  static fromReceiver(receiver: MessengerReceiver): MessengerReceiverDto {
    return { id: receiver.name, name: receiver.name, ...MessengerCountDto.from(receiver) };
  }
}

export class MessengerRetryDto {
  @ApiPropertyOptional({
    description: 'One failed job to retry; without it every failed job of the receiver',
  })
  @IsOptional()
  @IsString()
  id?: string;
}

export class MessengerRetryResultDto {
  @ApiProperty({ type: [JobDto] }) retried!: JobDto[];
  @ApiProperty({ description: 'Failed jobs left alone because the same work is already queued or running' })
  skipped!: number;

  static from(outcome: RetryOutcome): MessengerRetryResultDto {
    return { retried: outcome.retried.map((job) => JobDto.from(job)), skipped: outcome.skipped };
  }
}
