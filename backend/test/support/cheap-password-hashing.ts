/**
 * Test-only: argon2id at its smallest cost, so that the many logins, registrations and seeded accounts of the
 * suite do not each spend 64 MiB and three passes (close to a second each on a busy two-core machine). Every
 * hash stays a real argon2id hash that verifies as in production; only its cost parameters are lower.
 * Production keeps the library's defaults: src/common/security/passwords.spec.ts unmocks argon2 and checks them.
 */
jest.mock('argon2', () => {
  const actual = jest.requireActual<typeof import('argon2')>('argon2');
  return {
    ...actual,
    hash: (password: string, options: Parameters<typeof actual.hash>[1] = {}) =>
      actual.hash(password, { ...options, memoryCost: 1024, timeCost: 1, parallelism: 1 }),
  };
});
