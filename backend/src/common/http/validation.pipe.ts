import { type ExecutionContext, type Type, ValidationPipe, type ValidationError } from '@nestjs/common';
import type { Request } from 'express';
import { DomainError, type ErrorDetail } from '../errors/domain-error';

function flatten(errors: ValidationError[], prefix = ''): ErrorDetail[] {
  return errors.flatMap((error) => {
    const field = prefix ? `${prefix}.${error.property}` : error.property;
    const own = Object.values(error.constraints ?? {}).map((reason) => ({ field, reason }));
    return [...own, ...flatten(error.children ?? [], field)];
  });
}

/** Validates and transforms every request DTO; unknown fields are stripped, failures answer 400 with details. */
export function createValidationPipe(): ValidationPipe {
  return new ValidationPipe({
    whitelist: true,
    transform: true,
    // One reason per field: 'abc' is both not whole and not positive, and saying so twice helps nobody.
    stopAtFirstError: true,
    exceptionFactory: (errors) => {
      const details = flatten(errors);
      return new DomainError('VALIDATION_FAILED', details.map((detail) => detail.reason).join('; '), details);
    },
  });
}

/**
 * Guards run before pipes: a guard that reads the body itself (the login's credential check) validates it with
 * `dto` first, so a number where an e-mail belongs answers 400 rather than failing inside the check.
 */
export async function validateBodyInGuard(context: ExecutionContext, dto: Type): Promise<void> {
  const request = context.switchToHttp().getRequest<Request>();
  request.body = await createValidationPipe().transform(request.body, { type: 'body', metatype: dto });
}
