import { httpClient } from '../httpClient';
import type { ImportRun, RejectedRow, StartedRun } from './types';

const IMPORTS_API = '/api/admin/imports';

export type FullImport = 'prices' | 'cross-references';
export type UploadKind = 'prices' | 'cross_references';

/** Starts a full import from the configured source (drop folder, ERP or the simulated ERP). */
export async function startFullImport(kind: FullImport): Promise<StartedRun> {
  return (await httpClient(`${IMPORTS_API}/full/${kind}`, { method: 'POST' })).json as StartedRun;
}

/** Uploads a CSV or XLSX file and starts its import at once. */
export async function uploadAndStart(file: File, kind: UploadKind): Promise<StartedRun> {
  const body = new FormData();
  body.append('kind', kind);
  body.append('file', file);
  const uploaded = (await httpClient(`${IMPORTS_API}/uploads`, { method: 'POST', body })).json as ImportRun;
  return (await httpClient(`${IMPORTS_API}/${uploaded.id}/start`, { method: 'POST' })).json as StartedRun;
}

/** The first refused rows of a run, with their total. */
export async function loadRejectedRows(runId: number): Promise<{ rows: RejectedRow[]; total: number }> {
  const { json, headers } = await httpClient(
    `${IMPORTS_API}/${runId}/rejected?range=${encodeURIComponent('[0,99]')}`,
  );
  const total = Number(headers.get('content-range')?.split('/')[1] ?? 0);
  return { rows: json as RejectedRow[], total };
}

export const rejectedCsvUrl = (runId: number) => `${IMPORTS_API}/${runId}/rejected.csv`;
export const producedFileUrl = (runId: number, name: string) =>
  `${IMPORTS_API}/${runId}/files/${encodeURIComponent(name)}`;
