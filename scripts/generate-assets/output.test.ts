// @vitest-environment node
/** The asset commands' one writer never overwrites a file the owner supplied. */
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
  it("keeps the owner's own file and says so", async () => {
    writeFileSync(join(root, 'images/profile.webp'), 'my own photo');
    expect(await writePublic('/images/profile.webp', 'a drawn portrait', { root })).toBe(false);
    expect(readFileSync(join(root, 'images/profile.webp'), 'utf8')).toBe('my own photo');
    expect(printed).toEqual(['  kept public/images/profile.webp: your own file']);
  });

  it('writes a file that does not exist yet, folders included', async () => {
    expect(await writePublic('/images/projects/web-1.webp', 'drawing', { root })).toBe(true);
    expect(readFileSync(join(root, 'images/projects/web-1.webp'), 'utf8')).toBe('drawing');
    expect(printed).toEqual(['  wrote public/images/projects/web-1.webp (7 B)']);
  });

  it('rewrites a file made from another one, so it follows its source', async () => {
    writeFileSync(join(root, 'images/profile-400.webp'), 'copy of the old photo');
    const options = { root, madeFrom: '/images/profile.webp' };
    expect(await writePublic('/images/profile-400.webp', 'copy of the new', options)).toBe(true);
    expect(readFileSync(join(root, 'images/profile-400.webp'), 'utf8')).toBe('copy of the new');
  });

  it('leaves a file that already holds these bytes alone', async () => {
    writeFileSync(join(root, 'images/logo.svg'), '<svg/>');
    expect(await writePublic('/images/logo.svg', '<svg/>', { root })).toBe(false);
    expect(printed).toEqual(['  unchanged public/images/logo.svg']);
  });

  it('refuses a path outside public/', async () => {
    await expect(writePublic('/../escape.txt', 'x', { root })).rejects.toThrow(/outside public/);
    expect(existsSync(join(root, '../escape.txt'))).toBe(false);
  });
});
