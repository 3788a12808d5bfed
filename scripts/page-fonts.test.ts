// @vitest-environment node
/** A page's own heading file, as the build writes it: cut from Space Grotesk, small and hashed. */
import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { writeHeadingFile, writeWordmarkFont } from './page-fonts.ts';

let outDir: string;

beforeEach(() => {
  outDir = mkdtempSync(join(tmpdir(), 'page-fonts-'));
});

afterEach(() => {
  rmSync(outDir, { recursive: true, force: true });
});

describe('the page heading files', () => {
  it('writes a WOFF2 named by a hash of its bytes, holding the name, the space and the stop', async () => {
    const font = await writeWordmarkFont(outDir, ['Karim Benali']);
    expect(font.characters).toBe(' .BKaeilmnr');
    expect(font.file).toMatch(/^assets\/space-grotesk-wordmark-[\w-]{8}\.woff2$/);
    expect(readdirSync(join(outDir, 'assets'))).toEqual([font.file.slice('assets/'.length)]);
    const bytes = readFileSync(join(outDir, font.file));
    expect(bytes.subarray(0, 4).toString('latin1')).toBe('wOF2');
    // A few glyphs of a variable font: a fraction of the 13 KB Basic Latin subset.
    expect(bytes.length).toBeLessThan(4000);
  });

  it('gives the same file for the same names, and another for another name', async () => {
    const first = await writeWordmarkFont(outDir, ['Karim Benali']);
    const again = await writeWordmarkFont(outDir, ['Karim Benali']);
    const other = await writeWordmarkFont(outDir, ['Grace Hopper']);
    expect(again.file).toBe(first.file);
    expect(other.file).not.toBe(first.file);
  });

  it('writes any set of characters under the stem it is given', async () => {
    const font = await writeHeadingFile(outDir, 'space-grotesk-fr', 'Éé ');
    expect(font.characters).toBe('Éé ');
    expect(font.file).toMatch(/^assets\/space-grotesk-fr-[\w-]{8}\.woff2$/);
  });
});
