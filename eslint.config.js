// One lint config for the workspace. Beyond the recommended rules it holds the layering of
// DESIGN.md: core knows no UI framework, nothing imports widgets but the loader and the portal,
// and the server reaches core's contract only.
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import globals from 'globals';
import regexp from 'eslint-plugin-regexp';

const noImport = (patterns) => ({
  'no-restricted-imports': ['error', { patterns }],
});

// A package's tests and the files that serve them alone, which may use @kyu/test-support (its
// factories and fakes) where the package itself may not.
const testsOf = (pkg, ...more) => [
  `${pkg}/**/*.test.{ts,tsx}`,
  `${pkg}/**/*.suite.ts`,
  `${pkg}/**/test-*.ts`,
  ...more,
];

export default tseslint.config(
  {
    ignores: [
      '**/node_modules/**',
      '**/dist/**',
      'data/**',
      '**/test-results/**',
      '**/playwright-report/**',
      // The server's tests write the published OpenAPI document and its generated client here.
      'server/openapi/generated/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  regexp.configs['flat/recommended'],
  {
    // A regex that backtracks or moves super-linearly lets one request's text stall every other
    // (issue 23: a 60 KB import held the server 3 s). "potential" also reports patterns that are
    // safe only as long as they are used whole, since a pattern is easily reused as a part.
    rules: {
      'regexp/no-super-linear-backtracking': ['error', { report: 'potential' }],
      'regexp/no-super-linear-move': ['error', { report: 'potential', ignorePartial: false }],
    },
  },
  {
    languageOptions: { globals: { ...globals.browser, ...globals.node } },
    rules: {
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_' },
      ],
      '@typescript-eslint/consistent-type-imports': 'error',
    },
  },
  {
    files: ['core/**'],
    rules: noImport([
      {
        group: ['preact', 'preact/*', 'react', 'react-dom', 'react-dom/*', 'react-admin', '@kyu/*'],
        message: 'core is framework-free and depends on nothing of ours.',
      },
    ]),
  },
  {
    files: testsOf('core', 'core/src/testing/**'),
    rules: noImport([
      {
        group: ['preact', 'preact/*', 'react', 'react-dom', 'react-dom/*', 'react-admin'],
        message: 'core is framework-free.',
      },
      {
        regex: '^@kyu/(?!test-support/)',
        message: 'core depends on nothing of ours; its tests may use @kyu/test-support.',
      },
    ]),
  },
  {
    files: ['server/**'],
    rules: noImport([
      { regex: '^@kyu/(?!core/contract$)', message: "The server depends on core's contract only." },
    ]),
  },
  {
    files: testsOf('server', 'server/src/test/**'),
    rules: noImport([
      {
        regex: '^@kyu/(?!core/contract$|test-support/)',
        message: "The server depends on core's contract only; its tests may use @kyu/test-support.",
      },
    ]),
  },
  {
    files: ['widgets/**', 'console/**'],
    rules: noImport([
      {
        group: ['@kyu/server', '@kyu/demo-site', '@kyu/console', '@kyu/loader', '@kyu/server/*'],
        message: 'Dependencies point to core.',
      },
    ]),
  },
  {
    // The contract is TypeBox schemas: a value import would ship them to every browser.
    files: ['widgets/src/**', 'demo-site/src/**'],
    ignores: ['**/*.test.*'],
    rules: noImport([
      {
        group: ['@kyu/server', '@kyu/demo-site', '@kyu/console', '@kyu/loader', '@kyu/server/*'],
        message: 'Dependencies point to core.',
      },
      {
        group: ['@kyu/core/contract'],
        allowTypeImports: true,
        message: "Import the contract's types only; its ids live in @kyu/core/constants.",
      },
    ]),
  },
  {
    files: ['console/**'],
    rules: noImport([
      {
        group: ['@kyu/widgets', '@kyu/widgets/*', '@kyu/server', '@kyu/demo-site', '@kyu/loader'],
        message: 'The console depends on core only.',
      },
    ]),
  },
);
