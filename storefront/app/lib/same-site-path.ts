const ORIGIN = 'https://same-site.invalid';

/**
 * A path on this site to go back to after a form (`?redirect=`, `returnTo`), or null for anything that could
 * lead elsewhere: another origin, `//host`, backslashes, and control characters or spaces, which browsers drop
 * from a Location header (`/\t/evil.example` would become `//evil.example`).
 */
export function sameSitePath(value: FormDataEntryValue | null): string | null {
  if (typeof value !== 'string' || !value.startsWith('/') || /[\s\\\u0000-\u001f\u007f]/.test(value)) {
    return null;
  }
  let url: URL;
  try {
    url = new URL(value, ORIGIN);
  } catch {
    return null;
  }
  if (url.origin !== ORIGIN) return null;
  return `${url.pathname}${url.search}${url.hash}`;
}
