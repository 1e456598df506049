import { ApiProperty } from '@nestjs/swagger';
import { IsIn, IsOptional } from 'class-validator';
import {
  IMPORT_RUN_KINDS,
  IMPORT_RUN_STATUSES,
  type ImportRunKind,
  type ImportRunRow,
  type ImportRunStatus,
} from '../import-run.store';

export const COMPANY_RUN_ACTIONS = ['customer-prices', 'cross-references', 'system-data'] as const;
export type CompanyRunAction = (typeof COMPANY_RUN_ACTIONS)[number];

export class StartedRunDto {
  @ApiProperty({ description: 'The job that does the work: follow it under /api/admin/jobs/{jobId}' })
  jobId!: string;
  @ApiProperty({ description: 'The run with its counts, log and refused rows: /api/admin/imports/{id}' })
  importRunId!: number;
}

export class StartedRunEnvelopeDto {
  @ApiProperty() success!: boolean;
  @ApiProperty({ type: StartedRunDto }) data!: StartedRunDto;
}

export class ImportUploadDto {
  @IsOptional()
  @IsIn(['prices', 'cross_references'])
  @ApiProperty({ enum: ['prices', 'cross_references'], required: false })
  kind?: 'prices' | 'cross_references';
}

export class RejectedRowDto {
  @ApiProperty({ description: 'The line in the file (the header is line 1)' }) line!: number;
  @ApiProperty() reason!: string;
  @ApiProperty({ description: 'The row as it was in the file' }) content!: string;
}

export class ImportRunDto {
  @ApiProperty() id!: number;
  @ApiProperty({ enum: IMPORT_RUN_KINDS }) kind!: ImportRunKind;
  @ApiProperty({ enum: ['upload', 'erp', 'company'] }) source!: string;
  @ApiProperty({ type: String, nullable: true }) fileName!: string | null;
  @ApiProperty({ type: Number, nullable: true }) companyId!: number | null;
  @ApiProperty({ enum: IMPORT_RUN_STATUSES }) status!: ImportRunStatus;
  @ApiProperty({ type: String, nullable: true }) jobId!: string | null;
  @ApiProperty() rowsRead!: number;
  @ApiProperty() inserted!: number;
  @ApiProperty() updated!: number;
  @ApiProperty() unchanged!: number;
  @ApiProperty() rejected!: number;
  @ApiProperty({ description: 'The last line of the file staged; a stopped run resumes after it' })
  checkpointLine!: number;
  @ApiProperty({ type: [String] }) log!: string[];
  @ApiProperty({ type: String, nullable: true, description: 'The code of a file-level refusal' })
  error!: string | null;
  @ApiProperty({
    type: [String],
    description: 'Files the run produced, under /api/admin/imports/{id}/files/',
  })
  files!: string[];
  @ApiProperty() createdAt!: string;
  @ApiProperty({ type: String, nullable: true }) finishedAt!: string | null;

  static from(run: ImportRunRow): ImportRunDto {
    return {
      ...run,
      createdAt: new Date(run.createdAt).toISOString(),
      finishedAt: run.finishedAt ? new Date(run.finishedAt).toISOString() : null,
    };
  }
}
