// ESLint flat config (ESLint 10, typescript-eslint 8, react-hooks 7).
import js from '@eslint/js';
import { defineConfig, globalIgnores } from 'eslint/config';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

const TS = ['**/*.ts', '**/*.tsx'];
const CONFIG_FILES = ['eslint.config.js', 'vite.config.ts', 'playwright.config.ts', 'vitest.config.ts'];

/** Forbidden everywhere in src: raw HTML injection. */
const noDangerousHtml = [
  {
    selector: "JSXAttribute[name.name='dangerouslySetInnerHTML']",
    message: 'dangerouslySetInnerHTML is forbidden: render text or React elements instead.',
  },
  {
    selector: "Property[key.name='dangerouslySetInnerHTML']",
    message: 'dangerouslySetInnerHTML is forbidden: render text or React elements instead.',
  },
];

const fetchMessage = 'HTTP belongs in src/dataProviders: use the data provider (useDataProvider / dataProvider methods) instead of fetch.';

export default defineConfig(
  globalIgnores([
    'dist/**',
    'dist-demo/**',
    'node_modules/**',
    'bench/results.json',
    'bench/tmp/**',
    'test-results/**',
    'playwright-report/**',
    'coverage/**',
    // static assets copied verbatim into the build (e.g. vendored workers)
    'public/**',
  ]),
  { linterOptions: { reportUnusedDisableDirectives: 'warn' } },

  js.configs.recommended,
  ...tseslint.configs.recommended,

  {
    files: TS,
    rules: {
      '@typescript-eslint/no-explicit-any': 'error',
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_', caughtErrorsIgnorePattern: '^_', ignoreRestSiblings: true },
      ],
    },
  },

  // Application code: browser, React hooks rules, no raw HTML.
  {
    files: ['src/**/*.{ts,tsx}'],
    ...reactHooks.configs.flat.recommended,
    languageOptions: { globals: { ...globals.browser } },
    rules: {
      ...reactHooks.configs.flat.recommended.rules,
      'no-restricted-syntax': ['error', ...noDangerousHtml],
    },
  },

  // Screens must not talk HTTP directly (a bare fetch(...) or window/globalThis/self.fetch).
  {
    files: ['src/resources/**/*.{ts,tsx}', 'src/custom/**/*.{ts,tsx}'],
    rules: {
      'no-restricted-globals': ['error', { name: 'fetch', message: fetchMessage }],
      'no-restricted-properties': [
        'error',
        { object: 'window', property: 'fetch', message: fetchMessage },
        { object: 'globalThis', property: 'fetch', message: fetchMessage },
        { object: 'self', property: 'fetch', message: fetchMessage },
      ],
    },
  },

  // Mock backend: runs in the browser (MSW worker) and in Node (vitest).
  {
    files: ['mocks/**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser, ...globals.node } },
    rules: {
      // The mock is an independent server (issue 17): from src only the wire types, the permission keys and the
      // configured base URLs; its rules, paging dialects and messages are its own code, written from the spec.
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              regex: '^(\\.\\./)+src/(?!(types/api|dataProviders/(.+/)?wire|permissions/keys|config)(\\.tsx?)?$)',
              message: "The mock imports from src only src/types/api, src/dataProviders/**/wire, src/permissions/keys and src/config: write the rule in the mock's own code (mocks/<area>/rules.ts, mocks/http).",
            },
          ],
        },
      ],
    },
  },

  // Tests: jsdom + Node; component tests may use hooks.
  {
    files: ['tests/**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser, ...globals.node, ...globals.vitest } },
  },
  {
    files: ['tests/unit/**/*.{ts,tsx}', 'tests/components/**/*.{ts,tsx}', 'tests/security/**/*.{ts,tsx}', 'tests/faults/**/*.{ts,tsx}', 'tests/helpers/**/*.{ts,tsx}'],
    plugins: reactHooks.configs.flat.recommended.plugins,
    rules: {
      'react-hooks/rules-of-hooks': 'error',
      'react-hooks/exhaustive-deps': 'warn',
      // The files of a vitest worker share their modules (isolate: false): a module graph of a file's own would give the
      // files after it a second mock server and fault switch, answering in place of the one they set up.
      'no-restricted-properties': [
        'error',
        ...['mock', 'doMock', 'unmock', 'doUnmock', 'resetModules'].map((property) => ({
          object: 'vi',
          property,
          message: 'Modules are shared by the files of a worker: replace one export with tests/helpers/standIn.ts, or change the setting in place for the test.',
        })),
      ],
    },
  },

  // Node scripts and config files.
  {
    files: ['scripts/**/*.{js,mjs,cjs}', ...CONFIG_FILES],
    languageOptions: {
      ecmaVersion: 'latest',
      sourceType: 'module',
      globals: { ...globals.node },
    },
  },
  {
    // page.evaluate / waitForFunction callbacks in scripts run in the browser.
    files: ['scripts/**/*.{js,mjs,cjs}'],
    languageOptions: { globals: { ...globals.browser, ...globals.node } },
  },
);
