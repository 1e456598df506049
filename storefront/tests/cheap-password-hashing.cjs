/**
 * Preloaded (`node --require`) into the backend the browser suite boots, and only there: argon2id at its
 * smallest cost, so that the suite's logins, registrations and seeded accounts do not each spend 64 MiB and
 * three passes. The hashes stay real argon2id hashes; production keeps the library's defaults, which
 * backend/src/common/security/passwords.spec.ts checks.
 */
const path = require('node:path');

// The very module the backend loads, so that its `argon2.hash` is the one replaced.
const argon2 = require(require.resolve('argon2', { paths: [path.join(__dirname, '../../backend')] }));

const productionHash = argon2.hash;
argon2.hash = (password, options = {}) =>
  productionHash(password, { ...options, memoryCost: 1024, timeCost: 1, parallelism: 1 });
