import { type ExecutionContext, type Type, ValidationPipe, type ValidationError } from '@nestjs/common';
import { getMetadataStorage } from 'class-validator';
import type { Request } from 'express';
import { DomainError, type ErrorDetail } from '../errors/domain-error';

function flatten(errors: ValidationError[], prefix = ''): ErrorDetail[] {
  return errors.flatMap((error) => {
    const field = prefix ? `${prefix}.${error.property}` : error.property;
    const own = Object.values(error.constraints ?? {}).map((reason) => ({ field, reason }));
    return [...own, ...flatten(error.children ?? [], field)];
  });
}

let validationRulesRemembered = false;

/**
 * class-validator looks a DTO's rules up anew on every validation, testing the DTO against every class it knows
 * (`instanceof` per class), which on a hot shop read costs more than validating the few query parameters. The
 * rules are fixed once a class is declared, so each lookup is done once per class and options.
 */
function rememberValidationRules(): void {
  if (validationRulesRemembered) return;
  validationRulesRemembered = true;
  const storage = getMetadataStorage();
  const lookUp = storage.getTargetValidationMetadatas.bind(storage);
  const remembered = new Map<unknown, Map<string, ReturnType<typeof lookUp>>>();
  storage.getTargetValidationMetadatas = (target, schema, always, strictGroups, groups) => {
    let byOptions = remembered.get(target);
    if (!byOptions) remembered.set(target, (byOptions = new Map()));
    const options = `${schema}|${always}|${strictGroups}|${groups?.join(',') ?? ''}`;
    let rules = byOptions.get(options);
    if (!rules) byOptions.set(options, (rules = lookUp(target, schema, always, strictGroups, groups)));
    return rules;
  };
}

/** Validates and transforms every request DTO; unknown fields are stripped, failures answer 400 with details. */
export function createValidationPipe(): ValidationPipe {
  rememberValidationRules();
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
