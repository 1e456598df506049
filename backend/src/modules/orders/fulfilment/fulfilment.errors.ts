import { DomainError } from '../../../common/errors/domain-error';

export const invalidInput = (field: string, message: string) =>
  new DomainError('VALIDATION_FAILED', message, [{ field, reason: message }]);

export const refused = (message: string, allowed?: readonly string[]) =>
  new DomainError(
    'CONFLICT',
    message,
    allowed ? [{ field: 'transition', reason: `allowed: ${allowed.join(', ') || 'none'}` }] : undefined,
  );

export const notFound = (what: string, id: number) =>
  new DomainError('NOT_FOUND', `No ${what} has the id ${id}`);
