/**
 * A rebrand is the brand's four colours in tailwind.config.ts: a fork that changes them and
 * builds ships no colour of the sample's brand, in either theme, in the favicon or anywhere else a
 * static host serves as text. Nothing here names the sample's colours: they are read from this
 * checkout's tokens, so a fork runs it unchanged with its own brand as the one replaced.
 */
import { readFileSync, writeFileSync } from 'node:fs';
import { extname, join } from 'node:path';
import { filesUnder } from '../../scripts/check-content/files';
import { brand, dark, light } from '../../tailwind.config';
import { expect, test } from './support/fixtures';
import { copyRepository, mustRun } from './support/fork';

/** What a static host serves as text. */
const TEXT_FILES = new Set(['.html', '.js', '.css', '.json', '.webmanifest', '.xml', '.svg']);

/** A brand no fork starts with: greens and a teal. */
const GREEN = { primary: '#4ade80', secondary: '#a3e635', accent: '#2dd4bf' };

/** Every colour of this checkout's brand, in both themes (the positive colour is not a hue). */
const brandRoles = ['accent', 'accent-strong', 'gradient-start', 'gradient-middle', 'gradient-end'];
const sampleBrandColours = [
  ...new Set(
    [
      brand.primary,
      brand.primaryLight,
      brand.secondary,
      brand.accent,
      brand.accentLight,
      ...brandRoles.map((role) => dark[role as keyof typeof dark]),
      ...brandRoles.map((role) => light[role as keyof typeof light]),
    ].map((colour) => colour.toLowerCase()),
  ),
];

/** `file: colour` for each of `colours` found in a text file under `dir`. */
function coloursIn(dir: string, colours: readonly string[]): string[] {
  return filesUnder(dir)
    .filter((file) => TEXT_FILES.has(extname(file)))
    .flatMap((file) => {
      const text = readFileSync(join(dir, file), 'utf8').toLowerCase();
      return colours
        .filter((colour) => text.includes(colour))
        .map((colour) => `${file}: ${colour}`);
    });
}

test('a brand changed in tailwind.config.ts alone leaves no colour of the old one in the build', async () => {
  test.setTimeout(300_000);
  const root = copyRepository('rebrand');
  const config = join(root, 'tailwind.config.ts');
  const before = readFileSync(config, 'utf8');
  const after = Object.entries(GREEN).reduce(
    (text, [role, colour]) =>
      text.replace(new RegExp(`^(  ${role}): .+,$`, 'm'), `$1: '${colour}',`),
    before,
  );
  // Each of the three lines was there to change.
  expect(after.split('\n').filter((line, i) => line !== before.split('\n')[i])).toHaveLength(3);
  writeFileSync(config, after);

  await mustRun(root, 'npm', ['run', 'build', '--', '--local']);
  const dist = join(root, 'dist');
  expect(coloursIn(dist, sampleBrandColours)).toEqual([]);
  // The new brand is there: in the page's styles and in the favicon.
  expect(coloursIn(dist, [GREEN.primary])).toEqual(
    expect.arrayContaining([expect.stringMatching(/\.css: /), `favicon.svg: ${GREEN.primary}`]),
  );
});
