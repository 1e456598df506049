import js from '@eslint/js';
import prettier from 'eslint-config-prettier';
import tseslint from 'typescript-eslint';

export default tseslint.config(
  {
    ignores: [
      '**/node_modules/**',
      '**/dist/**',
      '**/build/**',
      '**/.react-router/**',
      'var/**',
      'reports/**',
      '.nx/**',
      'shared/src/api-client/schema.ts',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.strict,
  {
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/no-extraneous-class': 'off',
      '@typescript-eslint/no-non-null-assertion': 'off',
      // `Promise<Result | void>` is how a handler says it may return nothing.
      '@typescript-eslint/no-invalid-void-type': 'off',
    },
  },
  {
    files: ['**/*.mjs', '**/*.cjs', '**/*.js'],
    languageOptions: {
      globals: {
        process: 'readonly',
        console: 'readonly',
        URL: 'readonly',
        fetch: 'readonly',
        setTimeout: 'readonly',
        clearTimeout: 'readonly',
        module: 'writable',
        require: 'readonly',
        __dirname: 'readonly',
      },
    },
    rules: { '@typescript-eslint/no-require-imports': 'off' },
  },
  {
    // The storefront's API wrappers are server code: they may use lib/ but never the components.
    files: ['storefront/app/api/**/*.{ts,tsx}'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              regex: '(^|/)components/',
              message: 'api/ must not depend on components/: move the path or form helper to lib/.',
            },
          ],
        },
      ],
    },
  },
  {
    // Routes reach the API only through api/<domain>.server.ts, never through the generated client itself.
    files: ['storefront/app/routes/**/*.{ts,tsx}'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          paths: [
            {
              name: '@tradeshop/shared',
              importNames: ['createApiClient'],
              message: 'Call the API through a function of api/<domain>.server.ts.',
            },
          ],
          patterns: [
            {
              regex: '(^|/)api/http\\.server$',
              message: 'Call the API through a function of api/<domain>.server.ts.',
            },
            {
              regex: '(^|/)api/session\\.server$',
              importNames: ['visitorApiClient'],
              message: 'Call the API through a function of api/<domain>.server.ts.',
            },
          ],
        },
      ],
    },
  },
  prettier,
);
