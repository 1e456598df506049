import {
  type CallHandler,
  type ExecutionContext,
  Injectable,
  type NestInterceptor,
  UseInterceptors,
} from '@nestjs/common';
import type { Request, Response } from 'express';
import { from, lastValueFrom, map, type Observable } from 'rxjs';
import { ReadCache } from './read-cache';

/**
 * Answers a public GET from the read cache, keyed by its path and query string. Only for handlers whose
 * answer depends on nothing else (no session, cookie or header) and on data the cache's notifications cover
 * (the read_cache_notifications migration lists the tables). Runs before the validation pipe, so an answer is
 * kept only after a request with the same address passed validation.
 */
export const CachedRead = () => UseInterceptors(CachedReadInterceptor);

@Injectable()
export class CachedReadInterceptor implements NestInterceptor {
  constructor(private readonly cache: ReadCache) {}

  intercept(context: ExecutionContext, next: CallHandler): Observable<string> {
    const http = context.switchToHttp();
    const request = http.getRequest<Request>();
    const response = http.getResponse<Response>();
    return from(this.cache.read(request.originalUrl, () => lastValueFrom(next.handle()))).pipe(
      map(({ body, etag, outcome }) => {
        response.type('application/json');
        response.setHeader('ETag', etag);
        response.setHeader('X-Cache', outcome);
        return body;
      }),
    );
  }
}
