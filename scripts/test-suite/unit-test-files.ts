/**
 * The unit test files `vitest run` runs, split by the environment each names: a file whose opening
 * comment says `@vitest-environment node` (the local backend's, most scripts', the functions') runs
 * in Node; every other file gets a DOM (jsdom). vite.config.ts gives the two groups different
 * pools (decision 030): the DOM files share one jsdom per worker, each in a fresh VM context.
 */
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';

/** Where the unit tests live, and which of their files are tests. */
const TEST_FOLDERS: readonly { folder: string; test: RegExp }[] = [
  { folder: 'src', test: /\.test\.tsx?$/ },
  { folder: 'scripts', test: /\.test\.ts$/ },
  { folder: 'local-backend', test: /\.test\.ts$/ },
  { folder: 'supabase/tests', test: /\.test\.ts$/ },
  { folder: 'tests', test: /\.test\.ts$/ },
];

/** Run by `npm run test:functions` under Deno; here only when coverage asks for them. */
const FUNCTION_TESTS = { folder: 'supabase/functions', test: /\.test\.ts$/ };

export interface UnitTestFiles {
  /** Paths relative to the root, as Vitest's `include` takes them. */
  node: string[];
  dom: string[];
}

function testFilesUnder(root: string, folder: string, test: RegExp): string[] {
  const dir = join(root, folder);
  if (!existsSync(dir)) return [];
  return readdirSync(dir, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile() && test.test(entry.name))
    .map((entry) => relative(root, join(entry.parentPath, entry.name)))
    .filter((path) => !path.split('/').includes('node_modules'))
    .sort();
}

/**
 * The environment a test file names, read as Vitest reads it (the first such comment anywhere in
 * the file), so a file always runs in the pool made for its environment.
 */
export function environmentNamedIn(source: string): string | undefined {
  return source.match(/@(?:vitest|jest)-environment\s+([\w-]+)\b/)?.[1];
}

/** The unit test files under `root`, with the functions' own when `withFunctionTests`. */
export function unitTestFiles(root: string, withFunctionTests = false): UnitTestFiles {
  const folders = withFunctionTests ? [...TEST_FOLDERS, FUNCTION_TESTS] : TEST_FOLDERS;
  const files = folders.flatMap(({ folder, test }) => testFilesUnder(root, folder, test));
  const node: string[] = [];
  const dom: string[] = [];
  for (const file of files) {
    (environmentNamedIn(readFileSync(join(root, file), 'utf8')) === 'node' ? node : dom).push(file);
  }
  return { node, dom };
}
