// @vitest-environment node
/** The asset command's one writer reports what it touched and stays inside public/. */
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { writePublic } from './output.ts';

let root: string;
let printed: string[];

beforeEach(() => {
  root = join(mkdtempSync(join(tmpdir(), 'write-public-')), 'public');
  mkdirSync(join(root, 'images'), { recursive: true });
  printed = [];
  vi.spyOn(console, 'log').mockImplementation((line: string) => void printed.push(line));
});

afterEach(() => {
  vi.restoreAllMocks();
  rmSync(join(root, '..'), { recursive: true, force: true });
});

describe('writePublic', () => {
  it('writes a file that does not exist yet, folders included', async () => {
    expect(await writePublic('/images/projects/web-1-480.webp', 'a copy', root)).toBe(true);
    expect(readFileSync(join(root, 'images/projects/web-1-480.webp'), 'utf8')).toBe('a copy');
    expect(printed).toEqual(['  wrote public/images/projects/web-1-480.webp (6 B)']);
  });

  it('rewrites a copy whose source changed, so it follows its source', async () => {
    writeFileSync(join(root, 'images/profile-400.webp'), 'copy of the old photo');
    expect(await writePublic('/images/profile-400.webp', 'copy of the new', root)).toBe(true);
    expect(readFileSync(join(root, 'images/profile-400.webp'), 'utf8')).toBe('copy of the new');
  });

  it('leaves a file that already holds these bytes alone', async () => {
    writeFileSync(join(root, 'images/profile-400.webp'), 'a copy');
    expect(await writePublic('/images/profile-400.webp', 'a copy', root)).toBe(false);
    expect(printed).toEqual(['  unchanged public/images/profile-400.webp']);
  });

  it('refuses a path outside public/', async () => {
    await expect(writePublic('/../escape.txt', 'x', root)).rejects.toThrow(/outside public/);
    expect(existsSync(join(root, '../escape.txt'))).toBe(false);
  });
});
