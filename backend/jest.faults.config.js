/**
 * The fault suites (`npm run test:faults`): PostgreSQL and Redis servers of their own restarted under the shop,
 * API and worker processes killed, a full disk. One file at a time: each starts servers and processes.
 */
const base = require('./jest.config');

module.exports = {
  ...base,
  testMatch: ['<rootDir>/test/faults/**/*.test.ts'],
  testPathIgnorePatterns: ['/node_modules/'],
  testTimeout: 120_000,
  maxWorkers: 1,
};
