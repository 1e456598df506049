import { DomainError } from '../errors/domain-error';

/** What body-parser (through http-errors) sets on the error it passes on. */
interface BodyParserError extends Error {
  type?: unknown;
  status?: unknown;
  limit?: unknown;
}

const BYTES_PER_MB = 1024 * 1024;

/**
 * body-parser's refusals, which reach the filter as plain errors, as domain errors a person understands: a body
 * over the limit is 413, not a 500. Anything else is not body-parser's and gives undefined.
 */
export function bodyParserFailure(exception: unknown): DomainError | undefined {
  if (!(exception instanceof Error)) return undefined;
  const { type, status, limit } = exception as BodyParserError;
  if (typeof type !== 'string' || typeof status !== 'number') return undefined;
  switch (type) {
    case 'entity.too.large':
      return new DomainError(
        'REQUEST_TOO_LARGE',
        typeof limit === 'number'
          ? `The request is too large: at most ${Math.round((limit / BYTES_PER_MB) * 10) / 10} MB can be sent.`
          : 'The request is too large.',
      );
    case 'parameters.too.many':
      return new DomainError('REQUEST_TOO_LARGE', 'The form has too many fields.');
    case 'entity.parse.failed':
      return new DomainError('VALIDATION_FAILED', 'The request body is not valid JSON');
    case 'charset.unsupported':
    case 'encoding.unsupported':
      return new DomainError(
        'UNSUPPORTED_MEDIA_TYPE',
        `The request body cannot be read (${exception.message}): send it as UTF-8, uncompressed or gzip.`,
      );
    case 'request.aborted':
    case 'request.size.invalid':
      return new DomainError('VALIDATION_FAILED', 'The request body ended before its announced length.');
    default:
      return status >= 400 && status < 500
        ? new DomainError('VALIDATION_FAILED', exception.message)
        : undefined;
  }
}
