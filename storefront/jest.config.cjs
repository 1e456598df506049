/** Unit tests of the storefront's pure code (locale detection, formatting, catalogues). */
module.exports = {
  rootDir: __dirname,
  testMatch: ['<rootDir>/app/**/*.spec.ts'],
  testEnvironment: 'node',
  transform: {
    '^.+\\.ts$': [
      '@swc/jest',
      { jsc: { parser: { syntax: 'typescript' }, target: 'es2022' }, module: { type: 'commonjs' } },
    ],
  },
  globalSetup: '<rootDir>/../scripts/ensure-reports-dir.cjs',
};
