import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { ERP_EXPORT_FAILURE_REASONS, type ErpExportFailureReason } from '@tradeshop/shared';
import { ArrayMaxSize, IsArray, IsBoolean, IsInt, IsOptional, Max, Min } from 'class-validator';
import type { NotSynchronizedRow } from './erp-export.read-model';
import type { QueuedExport } from './erp-order-export.service';

/** An order the ERP has not received, with why and how often it was tried. */
export class NotSynchronizedOrderDto {
  @ApiProperty() id!: number;
  @ApiProperty() number!: string;
  @ApiProperty({ format: 'date-time' }) createdAt!: string;
  @ApiProperty() state!: string;
  @ApiProperty() currency!: string;
  @ApiProperty() totalGrossMinor!: number;
  @ApiProperty({ type: Number, nullable: true }) customerId!: number | null;
  @ApiProperty({ type: String, nullable: true }) customerName!: string | null;
  @ApiProperty({ type: String, nullable: true }) customerEmail!: string | null;
  @ApiProperty({ type: Number, nullable: true }) companyId!: number | null;
  @ApiProperty({ type: String, nullable: true }) companyName!: string | null;
  @ApiProperty({ type: String, nullable: true }) erpCustomerNumber!: string | null;
  @ApiProperty({ enum: ERP_EXPORT_FAILURE_REASONS, nullable: true, description: 'Null before the first try' })
  reason!: ErpExportFailureReason | null;
  @ApiProperty({ type: String, nullable: true, description: "The ERP's own words" })
  reasonDetail!: string | null;
  @ApiProperty() attempts!: number;
  @ApiProperty({ type: String, format: 'date-time', nullable: true }) lastAttemptAt!: string | null;

  static from(row: NotSynchronizedRow): NotSynchronizedOrderDto {
    return {
      id: row.id,
      number: row.number,
      createdAt: row.created_at,
      state: row.state,
      currency: row.currency.trim(),
      totalGrossMinor: Number(row.total_gross_minor),
      customerId: row.customer_id,
      customerName: row.customer_name,
      customerEmail: row.customer_email,
      companyId: row.company_id,
      companyName: row.company_name,
      erpCustomerNumber: row.erp_customer_number,
      reason: row.erp_export_failure,
      reasonDetail: row.erp_export_failure_detail,
      attempts: row.erp_export_attempts,
      lastAttemptAt: row.erp_export_last_attempt_at,
    };
  }
}

const MAX_DATABASE_ID = 2_147_483_647;

/** Retry the export of the named orders, or of all the ERP has not received. */
export class ErpRetryDto {
  @ApiPropertyOptional({ type: [Number], description: 'Ids of not-synchronized orders' })
  @IsOptional()
  @IsArray({ message: 'ids must be a list of order ids' })
  @ArrayMaxSize(1000, { message: 'ids may name at most 1000 orders' })
  @IsInt({ each: true, message: 'ids must be whole numbers' })
  @Min(1, { each: true, message: 'ids must be positive whole numbers' })
  @Max(MAX_DATABASE_ID, { each: true, message: 'ids must be order ids' })
  ids?: number[];

  @ApiPropertyOptional({ description: 'Every order the ERP has not received' })
  @IsOptional()
  @IsBoolean({ message: 'all must be true or false' })
  all?: boolean;
}

export class QueuedExportDto {
  @ApiProperty() orderId!: number;
  @ApiProperty() number!: string;
  @ApiProperty() jobId!: string;

  static from(queued: QueuedExport): QueuedExportDto {
    return { orderId: queued.orderId, number: queued.number, jobId: queued.jobId };
  }
}

export class ErpRetryResultDto {
  @ApiProperty({
    type: [QueuedExportDto],
    description: 'One export job per order, running in the background',
  })
  jobs!: QueuedExportDto[];
}

export class ErpConversionStartedDto {
  @ApiProperty({ type: String, nullable: true, description: 'Null when the ERP already has the order' })
  jobId!: string | null;
  @ApiProperty({
    type: String,
    nullable: true,
    description: "The ERP's order number, when it already has it",
  })
  erpOrderNumber!: string | null;
}
