// @vitest-environment node
/**
 * What `supabase functions deploy` can bundle: every import of every deployed function file is a
 * relative path with an explicit extension to a file inside this repository (the CLI's bundler
 * skips what it cannot resolve, and the function then fails on the host only), or a `node:`,
 * `npm:` or `jsr:` specifier that Deno resolves itself.
 */
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';

const FUNCTIONS_DIR = resolve('supabase/functions');
const REPO = resolve('.');

/** Source files that deploy: not tests, not test helpers. */
function deployedFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory())
      return name === 'test' || name === '_test' ? [] : deployedFiles(path);
    return /\.ts$/.test(name) && !/\.test\.ts$/.test(name) ? [path] : [];
  });
}

/** Every module specifier a file imports or re-exports, static or dynamic. */
function specifiers(source: string): string[] {
  const found: string[] = [];
  const patterns = [
    /\b(?:import|export)\s[^'"]*?\bfrom\s*['"]([^'"]+)['"]/g,
    /\bimport\s*['"]([^'"]+)['"]/g,
    /\bimport\s*\(\s*['"]([^'"]+)['"]\s*\)/g,
  ];
  for (const pattern of patterns) {
    for (const match of source.matchAll(pattern)) found.push(match[1]!);
  }
  return found;
}

/** The files a function's index.ts reaches through its imports, itself included. */
function reachable(entry: string, seen = new Set<string>()): Set<string> {
  if (seen.has(entry)) return seen;
  seen.add(entry);
  for (const specifier of specifiers(readFileSync(entry, 'utf8'))) {
    if (specifier.startsWith('.')) {
      const target = resolve(dirname(entry), specifier);
      if (existsSync(target)) reachable(target, seen);
    }
  }
  return seen;
}

const files = deployedFiles(FUNCTIONS_DIR);
const entries = readdirSync(FUNCTIONS_DIR)
  .map((name) => join(FUNCTIONS_DIR, name, 'index.ts'))
  .filter((path) => existsSync(path));

describe('the functions’ imports', () => {
  it('finds the functions and their files (so the checks below are not vacuous)', () => {
    expect(entries.map((entry) => relative(FUNCTIONS_DIR, entry)).sort()).toEqual([
      'chat/index.ts',
      'notify-owner/index.ts',
      'reply/index.ts',
      'visit/index.ts',
    ]);
    expect(files.length).toBeGreaterThan(10);
  });

  it.each(files.map((file) => [relative(REPO, file), file]))(
    '%s imports only what the bundler resolves',
    (_name, file) => {
      for (const specifier of specifiers(readFileSync(file, 'utf8'))) {
        if (/^(node|npm|jsr):/.test(specifier)) continue;
        expect(specifier, `${specifier}: a bare specifier the bundler cannot resolve`).toMatch(
          /^\.\.?\//,
        );
        expect(specifier, `${specifier}: needs an explicit extension`).toMatch(
          /\.(ts|tsx|js|mjs|json)$/,
        );
        const target = resolve(dirname(file), specifier);
        expect(existsSync(target), `${specifier} does not exist`).toBe(true);
        expect(relative(REPO, target).startsWith('..'), `${specifier} leaves the repository`).toBe(
          false,
        );
      }
    },
  );

  it('reach no test file from a function entry', () => {
    for (const entry of entries) {
      for (const file of reachable(entry)) expect(file).not.toMatch(/\.test\.ts$|\/_?test\//);
    }
  });
});
