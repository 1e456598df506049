/** Browser suite: boots the real backend (which serves this storefront and the admin) and drives Chromium. */
module.exports = {
  rootDir: __dirname,
  testMatch: ['<rootDir>/e2e/**/*.test.ts'],
  testEnvironment: 'node',
  transform: {
    '^.+\\.ts$': [
      '@swc/jest',
      { jsc: { parser: { syntax: 'typescript' }, target: 'es2022' }, module: { type: 'commonjs' } },
    ],
  },
  globalSetup: '<rootDir>/global-setup.ts',
  globalTeardown: '<rootDir>/global-teardown.ts',
  testTimeout: 60_000,
};
