import js from '@eslint/js';
import reactHooks from 'eslint-plugin-react-hooks';
import reactRefresh from 'eslint-plugin-react-refresh';
import globals from 'globals';
import { createNodeResolver, importX } from 'eslint-plugin-import-x';
import { readdirSync } from 'node:fs';
import tseslint from 'typescript-eslint';

/*
 * Import zones (docs/decisions/032-import-zones-declared-with-import-x.md), declared with
 * eslint-plugin-import-x, which resolves each import to the file it leads to:
 * - a feature (src/features/<name>/) imports no other feature;
 * - the site (src/) imports no Node code: neither scripts/, local-backend/ nor tests/;
 * - an Edge Function (supabase/functions/) imports its own folder, packages and what it shares
 *   with the site (SHARED_WITH_FUNCTIONS), through specifiers the deploy's bundler resolves;
 * - src/shared/, the contracts the browser, the functions and the scripts share, imports only its
 *   own files, with their `.ts` extension: Deno, the browser and Node all run it (decision 034);
 * - no module imports itself back through a cycle.
 */

/** The features: each folder of src/features. */
const FEATURES = readdirSync(new URL('./src/features', import.meta.url), { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name);

/**
 * What an Edge Function may import from the site: the shared contracts (src/shared/), and the
 * owner's content (src/content/), which the chat answers from and the owner's email quotes, with
 * the routes of its languages (src/lib/paths.ts, which the visit function counts pages by). The
 * content is the owner's to edit and the routes read it, so neither is a contract of src/shared/;
 * both import nothing Deno cannot. (Globs only: the plugin takes no plain path among them.)
 */
const SHARED_WITH_FUNCTIONS = ['src/shared/**', 'src/content/**', 'src/lib/paths.*'];

const zones = [
  ...FEATURES.map((feature) => ({
    target: `src/features/${feature}`,
    from: 'src/features',
    except: [`./${feature}`],
    message:
      'A feature does not import another feature: share it from src/components, src/lib or src/content, or compose the features in a page (src/pages).',
  })),
  {
    target: 'src',
    from: ['scripts', 'local-backend', 'tests'],
    message: 'The site (src/) imports no Node code: it runs in a browser.',
  },
  {
    target: 'supabase/functions',
    from: '**',
    except: ['supabase/functions/**', 'node_modules/**', ...SHARED_WITH_FUNCTIONS].map(
      (path) => `${import.meta.dirname}/${path}`,
    ),
    message:
      'An Edge Function imports its own folder, packages, and only what it shares with the site: src/shared/, src/content/ and src/lib/paths.ts.',
  },
  {
    target: 'src/shared',
    from: '**',
    except: ['src/shared/**', 'node_modules/**'].map((path) => `${import.meta.dirname}/${path}`),
    message:
      'src/shared/ imports only its own files: the browser, the Edge Functions (Deno) and the scripts (Node) all run it.',
  },
];

/** How an Edge Function writes its imports: what Deno and the deploy's bundler resolve. */
const functionSpecifiers = (packages) => [
  ...(packages
    ? []
    : [
        {
          regex: '^(?!\\.{1,2}/|(?:npm|jsr|node|https):)',
          message:
            'An Edge Function imports relative paths, or `npm:`, `jsr:`, `node:` or `https:` specifiers: the deploy bundler resolves nothing else.',
        },
      ]),
  {
    regex: '^\\.{1,2}/(?!.*\\.ts$)',
    message: 'An Edge Function imports a relative path with its `.ts` extension, as Deno requires.',
  },
];
const FUNCTION_TESTS = ['supabase/functions/**/*.test.ts', 'supabase/functions/**/{test,_test}/**'];

/** How src/shared/ writes its imports: its own files, as Deno reads them (its tests may import more). */
const sharedSpecifiers = [
  {
    regex: '^(?!\\.{1,2}/)',
    message:
      'src/shared/ imports no package: the browser, the Edge Functions (Deno) and the scripts (Node) all run it.',
  },
  {
    regex: '^\\.{1,2}/(?!.*\\.ts$)',
    message: 'src/shared/ imports a relative path with its `.ts` extension, as Deno requires.',
  },
];

/** The files the plugin follows and resolves imports to. */
const SOURCE_EXTENSIONS = ['.ts', '.tsx', '.js'];

const importZones = [
  {
    files: ['**/*.{ts,tsx}'],
    plugins: { 'import-x': importX },
    settings: {
      'import-x/ignore': ['node_modules'],
      // Follow TypeScript files too (the plugin reads only .js by default), with the TS parser.
      'import-x/extensions': SOURCE_EXTENSIONS,
      'import-x/parsers': { '@typescript-eslint/parser': ['.ts', '.tsx'] },
      'import-x/resolver-next': [createNodeResolver({ extensions: SOURCE_EXTENSIONS })],
    },
    rules: {
      'import-x/no-restricted-paths': ['error', { basePath: import.meta.dirname, zones }],
      // Packages are theirs to keep: a cycle is looked for in this repository's files only.
      'import-x/no-cycle': ['error', { ignoreExternal: true }],
    },
  },
  {
    files: ['supabase/functions/**/*.ts'],
    ignores: FUNCTION_TESTS,
    rules: { 'no-restricted-imports': ['error', { patterns: functionSpecifiers(false) }] },
  },
  {
    // A function's tests and their helpers may also import packages (vitest).
    files: FUNCTION_TESTS,
    rules: { 'no-restricted-imports': ['error', { patterns: functionSpecifiers(true) }] },
  },
  {
    files: ['src/shared/**/*.ts'],
    ignores: ['src/shared/**/*.test.ts'],
    rules: { 'no-restricted-imports': ['error', { patterns: sharedSpecifiers }] },
  },
];

export default tseslint.config(
  { ignores: ['dist', 'coverage', 'test-results', 'playwright-report', 'public'] },
  {
    files: ['**/*.{ts,tsx}'],
    extends: [js.configs.recommended, ...tseslint.configs.recommended],
    languageOptions: { ecmaVersion: 2023, globals: { ...globals.browser, ...globals.node } },
    plugins: { 'react-hooks': reactHooks, 'react-refresh': reactRefresh },
    rules: {
      ...reactHooks.configs.recommended.rules,
      'react-refresh/only-export-components': ['warn', { allowConstantExport: true }],
      '@typescript-eslint/consistent-type-imports': 'error',
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_' }],
    },
  },
  ...importZones,
  {
    files: ['src/**/*.test.{ts,tsx}', 'src/test/**', 'tests/**'],
    rules: { 'react-refresh/only-export-components': 'off' },
  },
  {
    // Playwright fixtures call `use()`, which is not React's hook.
    files: ['tests/e2e/**', 'scripts/**'],
    rules: { 'react-hooks/rules-of-hooks': 'off' },
  },
);
