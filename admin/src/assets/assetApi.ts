import { httpClient } from '../httpClient';
import type { Asset, AssetUser } from './types';

const BASE = '/api/admin/assets';

/** Uploads several files at once (all stored or none); the server names every refused file. */
export async function uploadAssets(files: readonly File[], folderId: number | null): Promise<Asset[]> {
  const body = new FormData();
  if (folderId !== null) body.append('folderId', String(folderId));
  for (const file of files) body.append('files', file, file.name);
  const { json } = await httpClient(BASE, { method: 'POST', body });
  return json as Asset[];
}

/** Puts a new file behind the asset: same id, same address. */
export async function replaceAsset(id: number, file: File): Promise<Asset> {
  const body = new FormData();
  body.append('file', file, file.name);
  const { json } = await httpClient(`${BASE}/${id}/replace`, { method: 'POST', body });
  return json as Asset;
}

export async function assetUsages(id: number): Promise<AssetUser[]> {
  const { json } = await httpClient(`${BASE}/${id}/usages`);
  return json as AssetUser[];
}

/** The small thumbnail of a picture; the version makes a replaced file show at once. */
export function thumbnailOf(
  asset: Pick<Asset, 'url' | 'version'>,
  size: 'small' | 'medium' = 'small',
): string {
  return `${asset.url}?thumbnail=${size}&v=${asset.version}`;
}
