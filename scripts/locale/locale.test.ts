// @vitest-environment node
import {
  existsSync,
  mkdirSync,
  mkdtempSync,
  readFileSync,
  readdirSync,
  rmSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
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
import { removePackage, withoutPackage } from './packages.ts';
import { removeScreenshots, withoutScreenshot } from './screenshots.ts';

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

describe("a removed language's screenshots", () => {
  let root: string;
  beforeEach(() => {
    root = mkdtempSync(join(tmpdir(), 'locale-screenshots-'));
    mkdirSync(join(root, 'docs/screenshots'), { recursive: true });
    mkdirSync(join(root, 'docs/decisions'));
    for (const name of ['home-desktop.png', 'home-ar-desktop.png']) {
      writeFileSync(join(root, 'docs/screenshots', name), '');
    }
  });
  afterEach(() => {
    rmSync(root, { recursive: true, force: true });
  });

  it('leave the screenshot folder, README.md and every page of docs/ that showed them', () => {
    const page = (image: string) =>
      `# Languages\n\nRight to left.\n\n${image}\n\n## Add or remove a language\n`;
    writeFileSync(
      join(root, 'README.md'),
      '# Site\n\n![Home](docs/screenshots/home-desktop.png)\n\n![Arabic](docs/screenshots/home-ar-desktop.png)\n\nThe end.\n',
    );
    writeFileSync(
      join(root, 'docs/languages.md'),
      page('![Arabic](screenshots/home-ar-desktop.png)'),
    );
    writeFileSync(join(root, 'docs/themes.md'), page('![Home](screenshots/home-desktop.png)'));
    const decision = '![Arabic](../screenshots/home-ar-desktop.png)\n';
    writeFileSync(join(root, 'docs/decisions/015.md'), decision);
    const log = vi.spyOn(console, 'log').mockImplementation(() => {});

    removeScreenshots(root, 'ar');
    log.mockRestore();

    expect(readdirSync(join(root, 'docs/screenshots'))).toEqual(['home-desktop.png']);
    expect(readFileSync(join(root, 'README.md'), 'utf8')).toBe(
      '# Site\n\n![Home](docs/screenshots/home-desktop.png)\n\nThe end.\n',
    );
    expect(readFileSync(join(root, 'docs/languages.md'), 'utf8')).toBe(
      '# Languages\n\nRight to left.\n\n## Add or remove a language\n',
    );
    expect(readFileSync(join(root, 'docs/themes.md'), 'utf8')).toBe(
      page('![Home](screenshots/home-desktop.png)'),
    );
    expect(readFileSync(join(root, 'docs/decisions/015.md'), 'utf8')).toBe(decision);
  });

  it('are matched by their whole name, not as a pattern', () => {
    const text = '![x](screenshots/home-ar-desktopXpng)\n';
    expect(withoutScreenshot(text, 'home-ar-desktop.png')).toBe(text);
    expect(
      withoutScreenshot('![x](screenshots/home-ar-desktop.png)\n', 'home-ar-desktop.png'),
    ).toBe('');
  });
});

describe("a removed language's font package", () => {
  const json = (value: unknown) => `${JSON.stringify(value, null, 2)}\n`;
  const manifest = json({
    name: 'site',
    dependencies: { react: '^19.0.0' },
    devDependencies: { font: '^5.0.0', vitest: '^4.0.0' },
  });
  const lock = json({
    name: 'site',
    lockfileVersion: 3,
    requires: true,
    packages: {
      '': {
        name: 'site',
        dependencies: { react: '^19.0.0' },
        devDependencies: { font: '^5.0.0', vitest: '^4.0.0' },
      },
      'node_modules/font': {
        version: '5.0.0',
        dev: true,
        dependencies: { only: '^1', shared: '^1' },
      },
      'node_modules/font/node_modules/shared': { version: '1.0.0', dev: true },
      'node_modules/only': { version: '1.0.0', dev: true },
      'node_modules/react': { version: '19.0.0' },
      'node_modules/shared': { version: '2.0.0', dev: true },
      'node_modules/vitest': { version: '4.0.0', dev: true, dependencies: { shared: '^2' } },
    },
  });

  it('leaves package.json and the lock, with whatever only it needed', () => {
    const result = withoutPackage(manifest, lock, 'font');
    expect(result.removed).toEqual([
      'node_modules/font',
      'node_modules/font/node_modules/shared',
      'node_modules/only',
    ]);
    expect(JSON.parse(result.manifest)).toEqual({
      name: 'site',
      dependencies: { react: '^19.0.0' },
      devDependencies: { vitest: '^4.0.0' },
    });
    const packages = (JSON.parse(result.lock) as { packages: Record<string, unknown> }).packages;
    expect(Object.keys(packages)).toEqual([
      '',
      'node_modules/react',
      'node_modules/shared',
      'node_modules/vitest',
    ]);
    expect(packages['']).toEqual({
      name: 'site',
      dependencies: { react: '^19.0.0' },
      devDependencies: { vitest: '^4.0.0' },
    });
    expect(result.manifest.endsWith('}\n')).toBe(true);
  });

  it("takes only its own entry out of this project's lock, written as npm writes it", async () => {
    const manifestText = readFileSync(join(repoRoot, 'package.json'), 'utf8');
    const lockText = readFileSync(join(repoRoot, 'package-lock.json'), 'utf8');
    const packages = Object.values(await headingFontsOf(listedCodes())).map(
      (font) => font.source.package,
    );
    for (const pkg of new Set(packages)) {
      const result = withoutPackage(manifestText, lockText, pkg);
      // A font package needs no other, and nothing else of the lock is left without a user.
      expect(result.removed, pkg).toEqual([`node_modules/${pkg}`]);
      const before = JSON.parse(lockText) as { packages: Record<string, unknown> };
      delete before.packages[`node_modules/${pkg}`];
      const root = before.packages[''] as Record<string, Record<string, string> | undefined>;
      delete root.dependencies?.[pkg];
      delete root.devDependencies?.[pkg];
      expect(result.lock, pkg).toBe(`${JSON.stringify(before, null, 2)}\n`);
      expect(result.manifest, pkg).not.toContain(`"${pkg}"`);
    }
  });

  describe('in a project folder', () => {
    let root: string;
    let path: string | undefined;
    beforeEach(() => {
      root = mkdtempSync(join(tmpdir(), 'locale-package-'));
      writeFileSync(join(root, 'package.json'), manifest);
      writeFileSync(join(root, 'package-lock.json'), lock);
      for (const folder of ['font', 'only', 'react', 'shared', 'vitest']) {
        mkdirSync(join(root, 'node_modules', folder), { recursive: true });
      }
      writeFileSync(join(root, 'node_modules/.package-lock.json'), lock);
      // No npm to run and no registry to reach: the command needs neither.
      path = process.env.PATH;
      process.env.PATH = '';
    });
    afterEach(() => {
      process.env.PATH = path;
      rmSync(root, { recursive: true, force: true });
    });

    it('edits package.json, the lock and node_modules itself, with no npm and no network', () => {
      removePackage(root, 'font', true);
      expect(readFileSync(join(root, 'package.json'), 'utf8')).not.toContain('"font"');
      expect(readFileSync(join(root, 'package-lock.json'), 'utf8')).not.toContain('"font"');
      expect(readdirSync(join(root, 'node_modules')).sort()).toEqual([
        '.package-lock.json',
        'react',
        'shared',
        'vitest',
      ]);
      expect(readFileSync(join(root, 'node_modules/.package-lock.json'), 'utf8')).not.toContain(
        'node_modules/font',
      );
    });

    it('leaves node_modules alone with --no-install', () => {
      removePackage(root, 'font', false);
      expect(readFileSync(join(root, 'package-lock.json'), 'utf8')).not.toContain('"font"');
      expect(readdirSync(join(root, 'node_modules'))).toContain('font');
    });
  });
});

describe('the docs', () => {
  /** The pages that explain the site, its steps and its commands to a fork's owner. */
  const pages = ['README.md', 'docs/languages.md', 'docs/make-it-yours.md', 'docs/scripts.md'];
  const english = new Intl.DisplayNames(['en'], { type: 'language' });

  it('name none of the languages the site is published in, so a removed one is never left', () => {
    const named: string[] = [];
    for (const page of pages) {
      const prose = readFileSync(join(repoRoot, page), 'utf8')
        // Code blocks show commands, and a language's screenshots leave with it.
        .replace(/^```[\s\S]*?^```\n/gm, '')
        .replace(/^!\[.*\n/gm, '');
      for (const locale of locales) {
        const words = [english.of(locale.code)!, locale.name].map(
          (name) => new RegExp(`(?<!\\p{L})${name}(?!\\p{L})`, 'iu'),
        );
        const path = locale === locales[0] ? undefined : `/${locale.code}/`;
        for (const line of prose.split('\n')) {
          if (words.some((word) => word.test(line)) || (path && line.includes(path))) {
            named.push(`${page} (${locale.code}): ${line.trim()}`);
          }
        }
      }
    }
    expect(named).toEqual([]);
  });
});
