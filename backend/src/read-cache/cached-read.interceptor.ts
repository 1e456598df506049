import {
  applyDecorators,
  type CallHandler,
  type ExecutionContext,
  Injectable,
  type NestInterceptor,
  SetMetadata,
  type Type,
  UseInterceptors,
} from '@nestjs/common';
import { Reflector } from '@nestjs/core';
import { getMetadataStorage } from 'class-validator';
import type { Request, Response } from 'express';
import { from, lastValueFrom, map, type Observable } from 'rxjs';
import { ReadCache } from './read-cache';
import type { CacheTags } from './read-cache-tags';

const CACHED_READ_QUERY_KEYS = Symbol('cached read query keys');
const CACHED_READ_TAGS = Symbol('cached read tags');

/**
 * Answers a public GET from the read cache, keyed by its path and query string. Only for handlers whose
 * answer depends on nothing else (no session, cookie or header) and on data the cache's notifications cover
 * (the read_cache_notifications migration lists the tables). Runs before the validation pipe, so an answer is
 * kept only after a request with the same address passed validation. `query` is the handler's query DTO: an
 * answer is kept only when the address names none but its parameters (the pipe would drop the others, and
 * every made-up parameter would otherwise be one more key pushing real answers out). `tagsOf` names what an
 * answer shows (read-cache-tags.ts), so that a change of other products leaves it; without it, any change
 * drops it.
 */
export const CachedRead = <Answer>(query: Type<object>, tagsOf?: (answer: Answer) => CacheTags) =>
  applyDecorators(
    SetMetadata(CACHED_READ_QUERY_KEYS, validatedProperties(query)),
    SetMetadata(CACHED_READ_TAGS, tagsOf),
    UseInterceptors(CachedReadInterceptor),
  );

/** Whether the handler answers from the read cache: by its contract it reads no session, so none is looked up. */
export function isCachedRead(reflector: Reflector, handler: object): boolean {
  return (
    reflector.get<ReadonlySet<string> | undefined>(CACHED_READ_QUERY_KEYS, handler as never) !== undefined
  );
}

function validatedProperties(dto: Type<object>): ReadonlySet<string> {
  const metadata = getMetadataStorage().getTargetValidationMetadatas(dto, '', true, false);
  return new Set(metadata.map((entry) => entry.propertyName));
}

@Injectable()
export class CachedReadInterceptor implements NestInterceptor {
  constructor(
    private readonly cache: ReadCache,
    private readonly reflector: Reflector,
  ) {}

  intercept(context: ExecutionContext, next: CallHandler): Observable<string> {
    const http = context.switchToHttp();
    const request = http.getRequest<Request>();
    const response = http.getResponse<Response>();
    const known = this.reflector.get<ReadonlySet<string>>(CACHED_READ_QUERY_KEYS, context.getHandler());
    const keep = Object.keys(request.query as object).every((key) => known.has(key));
    const tagsOf = this.reflector.get<((answer: unknown) => CacheTags) | undefined>(
      CACHED_READ_TAGS,
      context.getHandler(),
    );
    return from(
      this.cache.read(request.originalUrl, () => lastValueFrom(next.handle()), { keep, tagsOf }),
    ).pipe(
      map(({ body, etag, outcome }) => {
        response.type('application/json');
        response.setHeader('ETag', etag);
        response.setHeader('X-Cache', outcome);
        return body;
      }),
    );
  }
}
