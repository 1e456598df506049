import { getCsrfToken, httpClient } from '../../httpClient';
import type { OrderGridAction, OrderGridActionResult, OrderGridFilter } from './types';

const GRID = '/api/admin/orders/grid';

export async function fetchGridActions(): Promise<OrderGridAction[]> {
  const { json } = await httpClient(`${GRID}/actions`);
  return (json as { data: OrderGridAction[] }).data;
}

export async function fetchGridFilters(): Promise<OrderGridFilter[]> {
  const { json } = await httpClient(`${GRID}/filters`);
  return (json as { data: { filters: OrderGridFilter[] } }).data.filters;
}

/** Applies a change (mark ready, ship, invoice...) to the chosen orders; answers each order's outcome. */
export async function applyGridAction(action: string, ids: number[]): Promise<OrderGridActionResult[]> {
  const { json } = await httpClient(`${GRID}/apply-action`, {
    method: 'POST',
    body: JSON.stringify({ action, ids }),
  });
  return (json as { data: OrderGridActionResult[] }).data;
}

/**
 * Downloads an export (a file, not JSON, so not through fetchJson) of the chosen orders, or of every order the
 * list's filter finds, and hands it to the browser as a download.
 */
export async function downloadGridExport(
  action: string,
  which: { ids: number[] } | { filter: Record<string, unknown> },
): Promise<void> {
  const response = await fetch(`${GRID}/apply-action`, {
    method: 'POST',
    credentials: 'include',
    headers: { 'Content-Type': 'application/json', 'X-CSRF-Token': await getCsrfToken() },
    body: JSON.stringify({ action, ...which }),
  });
  if (!response.ok) {
    const body = (await response.json().catch(() => ({}))) as { message?: string };
    throw new Error(body.message ?? response.statusText);
  }
  const name = /filename="([^"]+)"/.exec(response.headers.get('Content-Disposition') ?? '')?.[1] ?? 'orders';
  const url = URL.createObjectURL(await response.blob());
  const link = document.createElement('a');
  link.href = url;
  link.download = name;
  document.body.appendChild(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}
