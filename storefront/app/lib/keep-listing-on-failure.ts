import { useEffect } from 'react';
import { replace, useLocation } from 'react-router';

/**
 * Storefront spec §7.3 and §8: a filter or page change of a listing that fails is logged, and the listing stays as
 * it was (no error page, no message). The last listing shown is remembered; when the next request for the same
 * listing fails, the address goes back to it and its data is shown again without asking the server.
 */
interface Remembered {
  href: string;
  path: string;
  data: unknown;
}

let remembered: Remembered | null = null;
let reverting: string | null = null;

const hrefOf = (url: { pathname: string; search: string }) => url.pathname + url.search;

export async function keepListingOnFailure<T>({
  request,
  serverLoader,
}: {
  request: Request;
  serverLoader: () => Promise<T>;
}): Promise<T> {
  const url = new URL(request.url);
  const href = hrefOf(url);
  if (reverting === href && remembered?.href === href) {
    reverting = null;
    return remembered.data as T;
  }
  try {
    const data = await serverLoader();
    remembered = { href, path: url.pathname, data };
    return data;
  } catch (error) {
    if (remembered && remembered.path === url.pathname && remembered.href !== href) {
      console.error('storefront: the listing request failed; the listing stays as it was', error);
      reverting = remembered.href;
      throw replace(remembered.href);
    }
    throw error;
  }
}

/** Whether going to `url` is the way back to the listing after its next request failed (the shell stays as it is). */
export function isListingRevert(url: { pathname: string; search: string }): boolean {
  return reverting !== null && reverting === hrefOf(url);
}

/** Remembers the listing on the screen, also the one the server rendered. */
export function useRememberListing(data: unknown): void {
  const location = useLocation();
  useEffect(() => {
    remembered = { href: hrefOf(location), path: location.pathname, data };
  }, [location, data]);
}
