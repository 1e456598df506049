/**
 * The public address of a library file: `/media/assets/<id>/<name>`. The id finds the file; the name is for
 * people and search engines, so an address keeps working after a rename, and a replaced file keeps its address.
 */
export const ASSET_URL_PREFIX = '/media/assets/';

export function assetUrl(id: number, fileName: string): string {
  return `${ASSET_URL_PREFIX}${id}/${encodeURIComponent(fileName)}`;
}

/** The asset id in an address of the library, or null for any other address. */
export function assetIdOfUrl(url: string): number | null {
  const match = /^\/media\/assets\/(\d{1,9})\//.exec(url);
  return match ? Number(match[1]) : null;
}

/** A SQL regular expression for the id in an address (`substring(url from ASSET_ID_PATTERN)::int`). */
export const ASSET_ID_PATTERN = '^/media/assets/([0-9]{1,9})/';
