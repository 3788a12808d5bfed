import js from '@eslint/js';
import reactHooks from 'eslint-plugin-react-hooks';
import reactRefresh from 'eslint-plugin-react-refresh';
import globals from 'globals';
import { readdirSync } from 'node:fs';
import tseslint from 'typescript-eslint';

/*
 * Import zones (docs/decisions/013-import-zones-and-file-names.md):
 * - a feature (src/features/<name>/) imports no other feature;
 * - the site (src/) imports neither scripts/ nor local-backend/;
 * - an Edge Function file (supabase/functions/) imports relative `.ts` paths inside
 *   supabase/functions/, the site's content modules (src/content/), the generated database types
 *   (src/lib/database.types.ts), the brief and the routes (src/lib/brief*.ts, paths.ts), and
 *   `npm:`, `jsr:`, `node:` or `https:` specifiers; its tests
 *   and test helpers may also import packages (`vitest`).
 *
 * `no-restricted-imports` sees an import as written, not where it leads, so the rules below are
 * made per folder depth: from a file `depth` folders below a zone's folder, `../` written
 * `depth + 1` times leaves that folder. Zones cover files up to MAX_DEPTH folders down; a file
 * deeper than that is refused every relative import until MAX_DEPTH is raised.
 */
const MAX_DEPTH = 6;

/** The features: each folder of src/features. */
const FEATURES = readdirSync(new URL('./src/features', import.meta.url), { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name);

/** A regular expression source for `../` written `times` times. */
const up = (times) => `(?:\\.\\./){${times}}`;

/** The files exactly `depth` folders below `dir`. */
const filesAt = (dir, depth, extensions = '{ts,tsx}') =>
  `${dir}/${'*/'.repeat(depth)}*.${extensions}`;

/** One pattern of `no-restricted-imports`: a regular expression and the rule it stands for. */
const pattern = (regex, message) => ({ regex, message, caseSensitive: true });

/** A path with `./..` or `dir/..` in it could go anywhere; the rules below read only `../` runs. */
const normalised = pattern(
  '^\\./\\.\\.?/|[^./]/\\.\\.?/',
  'Write the relative path plainly (no `./..`, no `dir/..`): the import zones read its leading `../`.',
);

/** From `depth` folders below src/: scripts/ and local-backend/ are out of the site's reach. */
const siteZone = (depth) => [
  normalised,
  pattern(
    `^${up(depth + 1)}(?:scripts|local-backend)(?:/|$)`,
    'The site (src/) does not import scripts/ or local-backend/: they run on Node, the site in a browser.',
  ),
];

/** From `depth` folders below src/features/<feature>/: no other feature. */
const featureZone = (feature, depth) =>
  pattern(
    `^${up(depth + 1)}(?:\\.\\./features/)?(?!${feature}(?:/|$))[\\w-]+`,
    `A feature does not import another feature: share it from src/components, src/lib or src/content, or compose the features in a page (src/pages).`,
  );

/** From `depth` folders below supabase/functions/. */
const functionsZone = (depth, { packages }) => [
  normalised,
  ...(packages
    ? []
    : [
        pattern(
          '^(?!\\.{1,2}/|(?:npm|jsr|node|https):)',
          'An Edge Function imports relative paths, or `npm:`, `jsr:`, `node:` or `https:` specifiers: the deploy bundler resolves nothing else.',
        ),
      ]),
  pattern(
    '^\\.{1,2}/(?!.*\\.ts$)',
    'An Edge Function imports a relative path with its `.ts` extension, as Deno requires.',
  ),
  pattern(
    `^${up(depth + 1)}(?!\\.\\./src/(?:content/|lib/(?:database\\.types|brief|briefNames|paths)\\.ts$))`,
    'An Edge Function imports nothing outside supabase/functions except the content modules (src/content/), the database types (src/lib/database.types.ts), the brief (src/lib/brief.ts, briefNames.ts) and the routes (src/lib/paths.ts), which import nothing Deno cannot.',
  ),
];

/** Every relative import, refused: for files deeper than the zones reach. */
const tooDeep = (dir) =>
  pattern(
    '^\\.',
    `This file sits more than ${MAX_DEPTH} folders below ${dir}/, deeper than the import zones reach: raise MAX_DEPTH in eslint.config.js.`,
  );

const restrict = (files, patterns, ignores = []) => ({
  files,
  ignores,
  rules: { 'no-restricted-imports': ['error', { patterns }] },
});

const depths = Array.from({ length: MAX_DEPTH + 1 }, (_, depth) => depth);
const FUNCTION_TESTS = ['**/*.test.ts', '**/test/**', '**/_test/**'];

// A file takes the options of the last block that matches it, so every block lists all the
// patterns that apply to its files (a feature's files are also the site's).
const importZones = [
  ...depths.map((depth) => restrict([filesAt('src', depth)], siteZone(depth))),
  restrict([`src/${'*/'.repeat(MAX_DEPTH + 1)}**`], [tooDeep('src')]),
  ...FEATURES.flatMap((feature) =>
    depths
      .filter((depth) => depth + 2 <= MAX_DEPTH)
      .map((depth) =>
        restrict(
          [filesAt(`src/features/${feature}`, depth)],
          [...siteZone(depth + 2), featureZone(feature, depth)],
        ),
      ),
  ),
  ...depths.flatMap((depth) => [
    restrict(
      [filesAt('supabase/functions', depth, 'ts')],
      functionsZone(depth, { packages: false }),
      FUNCTION_TESTS,
    ),
    restrict(
      FUNCTION_TESTS.map((tests) => [filesAt('supabase/functions', depth, 'ts'), tests]),
      functionsZone(depth, { packages: true }),
    ),
  ]),
  restrict([`supabase/functions/${'*/'.repeat(MAX_DEPTH + 1)}**`], [tooDeep('supabase/functions')]),
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
