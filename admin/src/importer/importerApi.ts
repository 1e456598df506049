import { httpClient } from '../httpClient';
import type {
  ColumnMapping,
  CronCheck,
  ImporterConfig,
  ImportFormat,
  ImportRun,
  ImportTarget,
  Preview,
  PreviewRowResult,
  RejectedRow,
} from './types';

const CONFIGS = '/api/admin/importer-configs';
const RUNS = '/api/admin/importer-runs';

/** Uploads the sample the mapping editor previews, or the file a run imports; refused files are not stored. */
export async function uploadImporterFile(
  configId: number,
  purpose: 'preview' | 'import',
  file: File,
): Promise<ImporterConfig> {
  const body = new FormData();
  body.append('file', file, file.name);
  const { json } = await httpClient(`${CONFIGS}/${configId}/files/${purpose}`, { method: 'POST', body });
  return json as ImporterConfig;
}

export async function loadTargets(): Promise<ImportTarget[]> {
  return (await httpClient(`${CONFIGS}/targets`)).json as ImportTarget[];
}

export async function loadPreview(configId: number, format: ImportFormat): Promise<Preview> {
  const { json } = await httpClient(`${CONFIGS}/${configId}/preview`, {
    method: 'POST',
    body: JSON.stringify({ format }),
  });
  return json as Preview;
}

/** The first rows after the (unsaved) mappings' transformations. */
export async function loadTransformationResult(
  configId: number,
  format: ImportFormat,
  mappings: ColumnMapping[],
): Promise<PreviewRowResult[]> {
  const { json } = await httpClient(`${CONFIGS}/${configId}/transformation-result`, {
    method: 'POST',
    body: JSON.stringify({ format, mappings }),
  });
  return (json as { rows: PreviewRowResult[] }).rows;
}

export async function checkCron(expression: string): Promise<CronCheck> {
  return (await httpClient(`${CONFIGS}/cron-check?cron_expression=${encodeURIComponent(expression)}`))
    .json as CronCheck;
}

export async function startImport(configId: number): Promise<ImportRun> {
  return (await httpClient(`${CONFIGS}/${configId}/runs`, { method: 'POST' })).json as ImportRun;
}

export async function cloneConfig(configId: number): Promise<ImporterConfig> {
  return (await httpClient(`${CONFIGS}/${configId}/clone`, { method: 'POST' })).json as ImporterConfig;
}

export async function cancelRun(runId: number): Promise<ImportRun> {
  return (await httpClient(`${RUNS}/${runId}/cancel`, { method: 'POST' })).json as ImportRun;
}

/** The address of the run's refused rows as a CSV file. */
export const rejectedRowsCsvUrl = (runId: number) => `${RUNS}/${runId}/rejected-rows.csv`;

export async function loadRejectedRows(runId: number): Promise<RejectedRow[]> {
  return (await httpClient(`${RUNS}/${runId}/rejected-rows?range=[0,199]`)).json as RejectedRow[];
}
