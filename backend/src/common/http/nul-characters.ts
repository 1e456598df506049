import type { NextFunction, Request, Response } from 'express';
import { DomainError } from '../errors/domain-error';

const ENCODED_NUL = /%00/i;
const NUL = '\u0000';
const REFUSED = 'Text may not contain the NUL character (U+0000)';

/**
 * PostgreSQL refuses the NUL character in text, so a request carrying one failed deep inside a query with a 500.
 * No name, id or text of the shop holds one: it is refused here, before any guard or query sees it. In the path
 * it names nothing (404); in the query string or the body it is bad input (400).
 */
export function refuseNulCharacters(request: Request, _response: Response, next: NextFunction): void {
  const queryStart = request.originalUrl.indexOf('?');
  const path = queryStart === -1 ? request.originalUrl : request.originalUrl.slice(0, queryStart);
  const query = queryStart === -1 ? '' : request.originalUrl.slice(queryStart + 1);
  if (ENCODED_NUL.test(path)) {
    return next(new DomainError('NOT_FOUND', 'Nothing is found at an address with a NUL character in it'));
  }
  if (ENCODED_NUL.test(query)) {
    return next(new DomainError('VALIDATION_FAILED', `${REFUSED}: the address has one`));
  }
  const field = fieldWithNul(request.body);
  if (field !== undefined) {
    return next(
      new DomainError('VALIDATION_FAILED', `${REFUSED}: ${field || 'the body'} has one`, [
        { field, reason: REFUSED },
      ]),
    );
  }
  next();
}

/** The path of the first key or text holding a NUL in a parsed body (`lines.2.note`), walked without recursion. */
export function fieldWithNul(body: unknown): string | undefined {
  const pending: { value: unknown; path: string }[] = [{ value: body, path: '' }];
  for (let next = pending.pop(); next; next = pending.pop()) {
    const { value, path } = next;
    if (typeof value === 'string') {
      if (value.includes(NUL)) return path;
    } else if (value !== null && typeof value === 'object') {
      for (const [key, child] of Object.entries(value)) {
        const childPath = path ? `${path}.${key}` : key;
        if (key.includes(NUL)) return childPath;
        pending.push({ value: child, path: childPath });
      }
    }
  }
  return undefined;
}
