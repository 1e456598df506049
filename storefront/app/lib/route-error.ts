import { data, isRouteErrorResponse } from 'react-router';

/** What a loader throws so that the error page can explain the failure in the shopper's language. */
export type RouteErrorPayload =
  | { reason: 'unknown-locale'; requested: string }
  | { reason: 'not-found'; message?: string; code?: string }
  | { reason: 'api'; message: string; code?: string; fields?: string[] }
  | { reason: 'unavailable' };

export function routeError(payload: RouteErrorPayload, status: number) {
  return data(payload, { status });
}

export interface DescribedRouteError {
  status: number;
  payload: RouteErrorPayload | null;
}

/** Reads a thrown error without ever exposing a stack trace or an internal message. */
export function describeRouteError(error: unknown): DescribedRouteError {
  if (isRouteErrorResponse(error)) {
    return { status: error.status, payload: isRouteErrorPayload(error.data) ? error.data : null };
  }
  return { status: 500, payload: null };
}

function isRouteErrorPayload(value: unknown): value is RouteErrorPayload {
  return (
    typeof value === 'object' && value !== null && typeof (value as { reason?: unknown }).reason === 'string'
  );
}
