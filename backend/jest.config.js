/** Unit specs beside the code, API and integration tests under test/, all against real PostgreSQL and Redis. */
const swc = [
  '@swc/jest',
  {
    jsc: {
      parser: { syntax: 'typescript', decorators: true },
      transform: { legacyDecorator: true, decoratorMetadata: true },
      target: 'es2022',
    },
    module: { type: 'commonjs' },
  },
];

module.exports = {
  rootDir: '.',
  testEnvironment: 'node',
  transform: { '^.+\\.ts$': swc, '/node_modules/(.+/)?@(scure/base|noble/hashes)/.+\\.js$': swc },
  // otplib's base32 and hash dependencies ship only as ES modules, which Jest's CommonJS runtime cannot load untransformed.
  transformIgnorePatterns: ['/node_modules/(?!.*@(scure/base|noble/hashes)/)'],
  testMatch: ['<rootDir>/src/**/*.spec.ts', '<rootDir>/test/**/*.test.ts'],
  // The fault suites restart servers and kill processes: `npm run test:faults` (jest.faults.config.js).
  testPathIgnorePatterns: ['/node_modules/', '<rootDir>/test/faults/'],
  globalSetup: '<rootDir>/test/support/global-setup.ts',
  globalTeardown: '<rootDir>/test/support/global-teardown.ts',
  setupFiles: ['reflect-metadata', '<rootDir>/test/support/cheap-password-hashing.ts'],
  testTimeout: 60_000,
  maxWorkers: 2,
};
