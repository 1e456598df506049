import { DomainError } from '../../../common/errors/domain-error';

/** 409 naming what was asked and what the order allows now (each allowed transition as a detail). */
export function transitionRefused(
  kind: string,
  state: string,
  transition: string,
  allowed: readonly string[],
  why?: string,
): DomainError {
  const allowedText = allowed.length > 0 ? allowed.join(', ') : 'none';
  return new DomainError(
    'ORDER_ILLEGAL_TRANSITION',
    `${why ?? `The ${kind} state ${state} does not allow ${transition}.`} Allowed now: ${allowedText}.`,
    allowed.map((name) => ({ field: 'allowed', reason: name })),
  );
}
