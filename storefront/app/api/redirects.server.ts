import { redirect } from 'react-router';
import { apiClient } from './http.server';

/**
 * Where an address that is no page has moved (a category moved in the tree or given a new slug), from the seo
 * module's redirects: one indexed lookup, asked only before answering 404. Null when it leads nowhere or the
 * lookup fails (the 404 stands).
 */
export async function movedTo(path: string): Promise<string | null> {
  try {
    const { data } = await apiClient().GET('/api/shop/redirects', { params: { query: { path } } });
    return data?.target ?? null;
  } catch (cause) {
    console.error(`storefront: looking up a redirect of '${path}' failed`, cause);
    return null;
  }
}

/** Throws the permanent redirect to where `path` moved, keeping the query; returns when it moved nowhere. */
export async function redirectIfMoved(path: string, request: Request): Promise<void> {
  const target = await movedTo(path);
  if (target && target !== path) throw redirect(target + new URL(request.url).search, 301);
}
