import type { ApiSchemas } from '@tradeshop/shared';

// The shapes the back-office API answers with, generated from its OpenAPI document.
export type ImportRun = ApiSchemas['ImportRunDto'];
export type RejectedRow = ApiSchemas['RejectedRowDto'];
export type StartedRun = ApiSchemas['StartedRunDto'];

/** Runs that will still change on their own, so a page showing them polls for news. */
export function isUnfinished(run: Pick<ImportRun, 'status'> | undefined): boolean {
  return run?.status === 'queued' || run?.status === 'staging' || run?.status === 'applying';
}

export const IMPORT_POLL_INTERVAL_MS = 2000;
