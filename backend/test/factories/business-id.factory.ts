import { businessIdProblem } from '@tradeshop/shared';

let counter = 0;

/**
 * A Finnish business id (Y-tunnus) with a valid check digit, different on every call: seven digits, a hyphen
 * and the check digit.
 */
export function finnishBusinessId(): string {
  for (;;) {
    counter += 1;
    const body = String((Date.now() * 7 + counter * 7919) % 10_000_000).padStart(7, '0');
    for (let check = 0; check <= 9; check += 1) {
      const id = `${body}-${check}`;
      if (!businessIdProblem('FI', id)) return id;
    }
  }
}
