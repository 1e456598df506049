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
    // otplib (TOTP codes in the back-office tests) depends on packages that ship only as ES modules.
    '/node_modules/(.+/)?@(scure/base|noble/hashes)/.+\\.js$': [
      '@swc/jest',
      { jsc: { target: 'es2022' }, module: { type: 'commonjs' } },
    ],
  },
  transformIgnorePatterns: ['/node_modules/(?!.*@(scure/base|noble/hashes)/)'],
  setupFilesAfterEnv: ['<rootDir>/retry-once.ts'],
  globalSetup: '<rootDir>/global-setup.ts',
  globalTeardown: '<rootDir>/global-teardown.ts',
  testTimeout: 60_000,
};
