const ORIGIN = 'https://same-site.invalid';

/** Whitespace, backslashes and control characters (code points below 32, and 127). */
function hasUnsafeCharacter(value: string): boolean {
  return [...value].some((character) => {
    const code = character.charCodeAt(0);
    return code < 32 || code === 127 || character === '\\' || /\s/.test(character);
  });
}

/**
 * A path on this site to go back to after a form (`?redirect=`, `returnTo`), or null for anything that could
 * lead elsewhere: another origin, `//host`, backslashes, and control characters or spaces, which browsers drop
 * from a Location header (`/\t/evil.example` would become `//evil.example`).
 */
export function sameSitePath(value: FormDataEntryValue | null): string | null {
  if (typeof value !== 'string' || !value.startsWith('/') || hasUnsafeCharacter(value)) return null;
  let url: URL;
  try {
    url = new URL(value, ORIGIN);
  } catch {
    return null;
  }
  if (url.origin !== ORIGIN) return null;
  return `${url.pathname}${url.search}${url.hash}`;
}
