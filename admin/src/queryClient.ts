import { QueryClient } from '@tanstack/react-query';
import { HttpError } from 'react-admin';

const MAX_RETRIES = 3;

/**
 * react-query retries a failed query three times with growing pauses (1 s, 2 s, 4 s). That suits a network
 * hiccup or a server error, not a refusal: a 4xx (not signed in, no permission, not found, bad input) answers
 * the same on every retry, so it is final at once. Without this, a first visit waited 7 s for the login form
 * while getPermissions retried its 401.
 */
export function shouldRetry(failureCount: number, error: unknown): boolean {
  if (error instanceof HttpError && error.status >= 400 && error.status < 500) return false;
  return failureCount < MAX_RETRIES;
}

export const queryClient = new QueryClient({ defaultOptions: { queries: { retry: shouldRetry } } });
