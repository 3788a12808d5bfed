// @vitest-environment node
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { locales } from '../../src/content/locales/index.ts';
import { rangeCharacters } from '../generate-assets/heading-font.ts';
import {
  folderCodes,
  generatedFiles,
  headersText,
  headingFontsOf,
  listedCodes,
  repoRoot,
  vercelText,
} from './generate.ts';
import { newLocaleMeta } from './meta.ts';

const SYNC = 'run `npm run locale -- sync` (or `add <code>` / `remove <code>`)';

describe('the list of languages', () => {
  it('names exactly the folders of src/content/locales', () => {
    expect(
      [...listedCodes()].sort(),
      `src/content/locales/languages.ts and the folders differ: ${SYNC}`,
    ).toEqual(folderCodes());
  });

  it('is what every file naming the languages was written from', async () => {
    for (const [path, text] of await generatedFiles(listedCodes())) {
      expect(
        readFileSync(join(repoRoot, path), 'utf8'),
        `${path} is not what the list of languages makes: ${SYNC}`,
      ).toBe(text);
    }
  });

  it('gives the page the languages in its order, base first', () => {
    expect(locales.map((locale) => locale.code)).toEqual(listedCodes());
  });

  it("has each language's heading font file, cut from a package the project installs", async () => {
    const manifest = JSON.parse(readFileSync(join(repoRoot, 'package.json'), 'utf8')) as {
      dependencies: Record<string, string>;
      devDependencies: Record<string, string>;
    };
    const installed = { ...manifest.dependencies, ...manifest.devDependencies };
    for (const [code, font] of Object.entries(await headingFontsOf(listedCodes()))) {
      expect(existsSync(join(repoRoot, 'src/styles/fonts', font.file)), code).toBe(true);
      expect(installed, code).toHaveProperty([font.source.package]);
      expect(rangeCharacters(font.unicodeRange).length, code).toBeGreaterThan(0);
    }
  });
});

describe('the cache rules of the language pages', () => {
  const headers =
    '/assets/*\n  Cache-Control: x\n/\n  Cache-Control: public, max-age=0, must-revalidate\n';
  const page = (path: string) => `${path}\n  Cache-Control: public, max-age=0, must-revalidate\n`;

  it('gives each language but the base its own rule in _headers, after "/"', () => {
    const three = headersText(`${headers}/*.html\n  X: y\n`, ['en', 'fr', 'es']);
    expect(three).toBe(
      `/assets/*\n  Cache-Control: x\n${page('/')}${page('/fr/')}${page('/es/')}/*.html\n  X: y\n`,
    );
    expect(headersText(three, ['en', 'es'])).not.toContain('/fr/');
    expect(headersText(three, ['en'])).toBe(`${headers}/*.html\n  X: y\n`);
  });

  it('names the languages in one vercel.json rule, and drops it when only the base is left', () => {
    const vercel = readFileSync(join(repoRoot, 'vercel.json'), 'utf8');
    const sources = (text: string) =>
      (JSON.parse(text) as { headers: { source: string }[] }).headers.map((rule) => rule.source);
    const two = sources(vercelText(vercel, ['en', 'fr', 'de']));
    expect(two.slice(two.indexOf('/'), two.indexOf('/') + 2)).toEqual(['/', '/(fr|de)/']);
    expect(
      sources(vercelText(vercel, ['en'])).filter((source) => source.includes('(')),
    ).not.toContain('/(fr|de)/');
    expect(
      sources(vercelText(vercel, ['en'])).some((source) => /^\/\([\w|]+\)\/$/.test(source)),
    ).toBe(false);
  });
});

describe('a new language', () => {
  it('is named in its own words, with its direction and formats from its code', () => {
    expect(newLocaleMeta('es').locale).toEqual({
      code: 'es',
      name: 'español',
      dir: 'ltr',
      intl: 'es-ES',
      ogLocale: 'es_ES',
    });
    expect(newLocaleMeta('he').locale.dir).toBe('rtl');
    expect(newLocaleMeta('pt-br').locale).toMatchObject({ intl: 'pt-BR', ogLocale: 'pt_BR' });
    expect(newLocaleMeta('es').englishName).toBe('Spanish');
  });

  it('refuses a code that cannot be a folder and a path', () => {
    expect(() => newLocaleMeta('ES')).toThrow(/lower case/);
    expect(() => newLocaleMeta('../x')).toThrow(/lower case/);
  });
});
