import type { ApiSchemas } from '@tradeshop/shared';

// The shapes the back-office API answers with, generated from its OpenAPI document.
export type ImporterConfig = ApiSchemas['ImporterConfigDto'];
export type ColumnMapping = ApiSchemas['ColumnMappingDto'];
export type ImportFormat = ApiSchemas['ImportFormatDto'];
export type ImportRun = ApiSchemas['ImporterRunDto'];
export type RejectedRow = ApiSchemas['ImporterRejectedRowDto'];
export type ImportTarget = ApiSchemas['ImportTargetDto'];
export type Preview = ApiSchemas['PreviewDto'];
export type PreviewRowResult = ApiSchemas['PreviewRowResultDto'];
export type CronCheck = ApiSchemas['CronCheckDto'];

/** Runs that will still change on their own, so a page showing them polls for news. */
export function isActiveRun(run: Pick<ImportRun, 'status'> | undefined | null): boolean {
  return run?.status === 'queued' || run?.status === 'running' || run?.status === 'cancelling';
}

export const RUN_POLL_INTERVAL_MS = 1500;
