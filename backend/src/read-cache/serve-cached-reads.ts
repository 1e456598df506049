import type { RequestHandler } from 'express';
import type { ReadCache } from './read-cache';

/**
 * Answers a GET the read cache holds before the framework routes it, as a caching proxy in front would: the
 * answers are public (see CachedRead), so no guard has anything to decide, and a hit costs a lookup instead of
 * Nest's routing, guards and interceptors. These hits are not in the request log. Anything else goes on.
 */
export function serveCachedReads(cache: ReadCache): RequestHandler {
  return (request, response, next) => {
    if (request.method !== 'GET' && request.method !== 'HEAD') return next();
    const answer = cache.peek(request.originalUrl);
    if (!answer) return next();
    response.type('application/json');
    response.setHeader('ETag', answer.etag);
    response.setHeader('X-Cache', 'hit');
    response.send(answer.body);
  };
}
