import createClient from 'openapi-fetch';
import type { paths, components } from './schema';

export type { paths, components };
export type ApiSchemas = components['schemas'];

/** A typed HTTP client for the backend, generated from its OpenAPI document. */
export function createApiClient(baseUrl: string, init: { fetch?: typeof fetch; headers?: HeadersInit } = {}) {
  return createClient<paths>({ baseUrl, ...init });
}
export type ApiClient = ReturnType<typeof createApiClient>;
