// @vitest-environment node
/**
 * A reader of the repository has the repository, not the tracker the work came from: no comment,
 * test name, README line or page under docs/ may point at one of its entries, by number or as
 * "the" one (POINTER below); each says what it means instead. Links to other projects' trackers
 * are fine.
 */
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';
import { expect, it } from 'vitest';

const ROOT = join(import.meta.dirname, '../..');
const CHECKED = ['src', 'supabase', 'scripts', 'local-backend', 'tests', 'docs', '.ci'];
const TOP_FILES = ['README.md', 'perf-budgets.json', 'package.json', 'playwright.config.ts'];
const TEXT = /\.(ts|tsx|mts|js|mjs|css|html|md|json|sql|toml|sh)$|^run$/;
const POINTER = /\bissues?\s+#?\d+|\bthe issue\b/i;

function filesUnder(folder: string): string[] {
  return readdirSync(folder).flatMap((name) => {
    if (name === 'node_modules' || name.startsWith('.temp')) return [];
    const path = join(folder, name);
    if (statSync(path).isDirectory()) return filesUnder(path);
    return TEXT.test(name) ? [path] : [];
  });
}

it('no file points at an issue a reader cannot see', () => {
  const files = [
    ...CHECKED.flatMap((folder) => filesUnder(join(ROOT, folder))),
    ...TOP_FILES.map((name) => join(ROOT, name)),
  ].filter((path) => path !== import.meta.filename);
  const pointers = files.flatMap((path) =>
    readFileSync(path, 'utf8')
      .split('\n')
      .flatMap((line, index) =>
        POINTER.test(line) ? [`${relative(ROOT, path)}:${index + 1}: ${line.trim()}`] : [],
      ),
  );
  expect(pointers).toEqual([]);
});
