// `npm run locale -- add <code>` / `remove <code>` / `sync`: the one command that changes the
// languages the page is published in. The list is src/content/locales/languages.ts (base first)
// with one folder per language; every other file that names the languages is written from it
// (scripts/locale/generate.ts). A removed language's font package leaves package.json,
// package-lock.json and node_modules with no npm run and no network (./packages.ts);
// `--no-install` leaves node_modules alone.
import { cpSync, existsSync, readFileSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import type { HeadingFont } from '../../src/content/types.ts';
import {
  folderCodes,
  fontsDir,
  generatedFiles,
  headingFontsOf,
  listedCodes,
  localesDir,
  repoRoot,
} from './generate.ts';
import { newLocaleMeta } from './meta.ts';
import { removePackage } from './packages.ts';
import { removeScreenshots } from './screenshots.ts';

const USAGE = `Usage: npm run locale -- add <code>     copy the base language's folder to <code> and list it
       npm run locale -- remove <code>  delete a language and everything that serves it only
       npm run locale -- sync           rewrite the files that name the languages from the list
Options: --no-install  change package.json and package-lock.json, not node_modules`;

/** The list to write: languages.ts's order, without folders that are gone, plus new folders. */
function currentCodes(): string[] {
  const folders = folderCodes();
  const listed = listedCodes().filter((code) => folders.includes(code));
  return [...listed, ...folders.filter((code) => !listed.includes(code))];
}

async function sync(codes: readonly string[]): Promise<void> {
  for (const code of codes) {
    if (!existsSync(join(localesDir, code, 'meta.ts'))) {
      throw new Error(`src/content/locales/${code}/ has no meta.ts: is it a language's folder?`);
    }
  }
  for (const [path, text] of await generatedFiles(codes)) {
    const file = join(repoRoot, path);
    if (existsSync(file) && readFileSync(file, 'utf8') === text) continue;
    writeFileSync(file, text);
    console.log(`  wrote ${path}`);
  }
  console.log(`Languages: ${codes.join(', ')} (base: ${codes[0]})`);
}

/** Source files that may name a package, outside package.json and its lock. */
function sourceFiles(dir = repoRoot): string[] {
  const skip = new Set([
    'node_modules',
    'dist',
    '.git',
    'test-results',
    'perf-results',
    'scratch-tmp',
  ]);
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return skip.has(entry.name) ? [] : sourceFiles(path);
    return /\.(?:[cm]?[jt]sx?|css|json|html)$/.test(entry.name) &&
      !/^package(-lock)?\.json$/.test(entry.name)
      ? [path]
      : [];
  });
}

function uninstallUnused(font: HeadingFont, install: boolean): void {
  const pkg = font.source.package;
  const manifest = JSON.parse(readFileSync(join(repoRoot, 'package.json'), 'utf8')) as {
    dependencies?: Record<string, string>;
    devDependencies?: Record<string, string>;
  };
  if (!manifest.dependencies?.[pkg] && !manifest.devDependencies?.[pkg]) return;
  const user = sourceFiles().find((file) => readFileSync(file, 'utf8').includes(pkg));
  if (user) {
    console.log(`  kept ${pkg}: ${relative(repoRoot, user)} uses it`);
    return;
  }
  const removed = removePackage(repoRoot, pkg, install);
  const alsoRemoved = removed.filter((location) => location !== `node_modules/${pkg}`);
  console.log(
    `  removed ${pkg} from package.json and package-lock.json` +
      (alsoRemoved.length > 0 ? ` (with ${alsoRemoved.join(', ')}, which only it needed)` : '') +
      (install ? ', and from node_modules' : ''),
  );
}

async function add(code: string): Promise<void> {
  const codes = currentCodes();
  if (codes.includes(code)) throw new Error(`${code} is already a language of the site`);
  const base = codes[0]!;
  const meta = newLocaleMeta(code);
  const folder = join(localesDir, code);
  cpSync(join(localesDir, base), folder, {
    recursive: true,
    filter: (source) => !source.endsWith('font.ts'),
  });
  writeFileSync(join(folder, 'meta.ts'), meta.file);
  const index = join(folder, 'index.ts');
  writeFileSync(
    index,
    readFileSync(index, 'utf8').replace(
      /^(?:\/\/.*\n)+/,
      `// ${meta.englishName}: the page /${code}/${meta.locale.dir === 'rtl' ? ', written right to left' : ''}.\n`,
    ),
  );
  await sync([...codes, code]);
  const toTranslate = readdirSync(folder)
    .filter((file) => !['index.ts', 'meta.ts'].includes(file))
    .map((file) => `  src/content/locales/${code}/${file}`);
  const fontFiles = Object.keys(await headingFontsOf(codes)).map(
    (other) => `src/content/locales/${other}/font.ts`,
  );
  const fontExample =
    fontFiles.length > 0
      ? `like ${fontFiles.join(' or ')}`
      : 'exporting a headingFont, as HeadingFont in src/content/types.ts describes';
  console.log(`
Added ${meta.englishName} (${meta.locale.name}) at /${code}/, with ${base}'s texts for now.
Translate every text in:
${toTranslate.join('\n')}
Check src/content/locales/${code}/meta.ts (intl '${meta.locale.intl}', ogLocale '${meta.locale.ogLocale}').
If its headings need letters Space Grotesk lacks, give it a font.ts (${fontExample}),
install the font's package, run \`npm run locale -- sync\` and \`npm run assets\`.`);
}

async function remove(code: string, install: boolean): Promise<void> {
  const codes = currentCodes();
  if (!codes.includes(code))
    throw new Error(`${code} is not a language of the site (${codes.join(', ')})`);
  if (code === codes[0]) {
    throw new Error(
      `${code} is the base language: put another first in src/content/locales/languages.ts and run \`npm run locale -- sync\` before removing it`,
    );
  }
  const rest = codes.filter((other) => other !== code);
  const font = (await headingFontsOf([code]))[code];
  const others = Object.values(await headingFontsOf(rest));
  rmSync(join(localesDir, code), { recursive: true });
  console.log(`  deleted src/content/locales/${code}/`);
  await sync(rest);
  if (font) {
    if (!others.some((other) => other.file === font.file)) {
      rmSync(join(fontsDir, font.file), { force: true });
      console.log(`  deleted src/styles/fonts/${font.file}`);
    }
    uninstallUnused(font, install);
  }
  removeScreenshots(repoRoot, code);
  console.log(`Removed ${code}.`);
}

const args = process.argv.slice(2);
const install = !args.includes('--no-install');
const [command, code] = args.filter((arg) => !arg.startsWith('--'));
try {
  if (command === 'sync' && !code) await sync(currentCodes());
  else if (command === 'add' && code) await add(code);
  else if (command === 'remove' && code) await remove(code, install);
  else {
    console.error(USAGE);
    process.exitCode = 2;
  }
} catch (error) {
  console.error(`npm run locale: ${error instanceof Error ? error.message : String(error)}`);
  process.exitCode = 1;
}
