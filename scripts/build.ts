/**
 * `npm run build`: the production site as static files.
 *
 * 1. Vite builds the browser bundle into `dist/`.
 * 2. Vite builds src/entry-server.tsx for Node, and this script renders the home page of each
 *    language (/, /fr/, /ar/: src/content/locales) and the 404 page to HTML with it, so the first
 *    paint needs no JavaScript (the browser hydrates). Each language's page has its own lang, dir,
 *    title, description, share tags and structured data, and names the others as alternates.
 *    The build stops first if a language lacks a text the base language has (check-locales.ts),
 *    and warns about a language whose texts are still the base language's (check-content/).
 * 3. /admin gets its own `admin/index.html` (client-rendered, not indexed), and the search
 *    files (robots.txt, sitemap.xml) are written from the site URL.
 * 4. dist/_headers gets the Supabase origin in its Content-Security-Policy. On Vercel (which
 *    reads vercel.json, not dist/_headers) the build fails unless vercel.json's security headers
 *    name that same origin (scripts/security-headers.ts). The output is checked for secrets
 *    (scripts/check-dist-secrets.ts): the build fails if it has any.
 *
 * Usage: tsx scripts/build.ts [--outDir dir] [--local]. SITE_URL (environment or .env, read by
 * scripts/config.ts) overrides the URL in src/content/site.ts. A build with no VITE_SUPABASE_URL
 * would send every visitor's requests to 127.0.0.1, so it stops unless `--local` says that a
 * build for the local backend is what is wanted (`npm test` and `npm run perf` make one).
 */
import { mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { build } from 'vite';
import { baseLocale, content, contentFor, locales } from '../src/content/index.ts';
import { allAssistantTexts, allLocaleTexts } from '../src/content/locales/all.ts';
import { headingFonts } from '../src/content/locales/fonts.ts';
import type { LocaleInfo } from '../src/content/types.ts';
import { localeHomePath } from '../src/lib/paths.ts';
import { fontPreloadTags } from '../src/seo/fontPreloads.ts';
import {
  headingsExtendLatin,
  headingsInOtherScript,
  pageHeadingStyleTag,
  wordmarkStyleTag,
} from '../src/seo/pageFonts.ts';
import { fonts } from '../tailwind.config.ts';
import { adminHeadTags, homeHeadTags } from '../src/seo/headTags.ts';
import { robotsTxt, sitemapXml } from '../src/seo/robots.ts';
import { normalizeSiteUrl } from '../src/seo/siteUrl.ts';
import { assertNoSecretPublicEnv, assertNoSecrets } from './check-dist-secrets.ts';
import { untranslatedWarnings } from './check-content/untranslated.ts';
import { assertLocalesComplete, withAssistantTexts } from './check-locales.ts';
import { readScriptsConfig, siteSettings } from './config.ts';
import { pageHtml } from './page-html.ts';
import { applySupabaseOrigin } from './security-headers.ts';
import { headingFontCharacters, rangeCharacters } from './generate-assets/heading-font.ts';
import { writeHeadingFile, writeWordmarkFont } from './page-fonts.ts';

export interface BuildOptions {
  outDir?: string;
  siteUrl?: string;
  /** Vite's own log level; the default shows the emitted files. */
  logLevel?: 'info' | 'warn' | 'silent';
  /** Build for the local backend on purpose when VITE_SUPABASE_URL is unset (tests, benchmarks). */
  local?: boolean;
}

/** Why a build with no backend URL stops, and what to do. */
export function missingBackendMessage(localUrl: string): string {
  return (
    `Refusing to build: VITE_SUPABASE_URL is not set, so this site would send every visitor's ` +
    `requests to the local backend at ${localUrl}, on their own machine. Set VITE_SUPABASE_URL, ` +
    'VITE_SUPABASE_PUBLISHABLE_KEY and VITE_ADMIN_EMAIL (`npm run deploy` prints them), or make a ' +
    'build for the local backend on purpose: npm run build -- --local.'
  );
}

export async function buildSite(options: BuildOptions = {}): Promise<void> {
  const outDir = resolve(options.outDir ?? 'dist');
  const config = readScriptsConfig({ mode: 'production' });
  if (config.usesLocalBackend && !options.local) {
    throw new Error(missingBackendMessage(config.backend.url));
  }
  // The URL the bundle talks to, as vite.config.ts resolves it.
  const { supabaseUrl } = await siteSettings(config);
  const siteUrl = normalizeSiteUrl(options.siteUrl ?? config.siteUrl ?? content.site.url);
  // One folder per build: two builds at once (a test building a fork while another builds this
  // checkout, both through the same node_modules) must not delete each other's server bundle.
  const serverDir = resolve(`node_modules/.cache/prerender-${process.pid}`);
  const logLevel = options.logLevel ?? 'info';
  // What Vite will publish: VITE_ variables from the environment and the .env files.
  assertNoSecretPublicEnv(config.publicEnv);
  // Every language says everything the base language says, or the build lists what is missing.
  const localeTexts = withAssistantTexts(allLocaleTexts, allAssistantTexts);
  assertLocalesComplete(localeTexts, baseLocale.code);
  // A language still in the base language's words builds, but not without saying so.
  if (logLevel !== 'silent') {
    for (const warning of untranslatedWarnings(localeTexts, baseLocale.code)) console.warn(warning);
  }

  await build({ logLevel, build: { outDir, emptyOutDir: true } });
  await build({
    logLevel: 'warn',
    build: {
      ssr: 'src/entry-server.tsx',
      outDir: serverDir,
      emptyOutDir: true,
      rollupOptions: {
        // The prerender holds every language at once (locales/all.ts) on purpose, so the lazy
        // imports the browser fetches one language with are static here: nothing to warn about.
        onwarn(warning, warn) {
          if (warning.code !== 'INEFFECTIVE_DYNAMIC_IMPORT') warn(warning);
        },
      },
    },
  });
  const server = (await import(pathToFileURL(join(serverDir, 'entry-server.js')).href)) as {
    renderRoute: (url: string) => { head: string; body: string };
  };

  const template = readFileSync(join(outDir, 'index.html'), 'utf8');
  // A language page with a heading font of its own fetches one Latin heading file before its first
  // paint at most, made for it here (src/seo/pageFonts.ts): the wordmark's, where its headings are
  // in another script; the Basic Latin subset's characters with its own, where they add to Latin.
  const otherScript = locales.filter((locale) => headingsInOtherScript(locale.code));
  const wordmark =
    otherScript.length > 0
      ? await writeWordmarkFont(
          outDir,
          otherScript.map((locale) => contentFor(allLocaleTexts[locale.code]!).profile.name),
        )
      : null;
  // Each language's home page, rendered once: its text decides what its own heading file holds.
  const homes = new Map(
    locales.map((locale) => [locale.code, server.renderRoute(localeHomePath(locale))]),
  );
  const pageStyles = new Map<string, string>();
  for (const locale of locales) {
    const font = headingFonts[locale.code];
    if (wordmark && headingsInOtherScript(locale.code)) {
      pageStyles.set(
        locale.code,
        wordmarkStyleTag(`/${wordmark.file}`, wordmark.characters, fonts.display),
      );
    } else if (font && headingsExtendLatin(locale.code)) {
      // The language's letters that its page uses (a French page, a dozen of the 70 accents):
      // the others stay with the shared subset, fetched only if a heading ever shows one.
      const text = homes.get(locale.code)!.body;
      const own = await writeHeadingFile(
        outDir,
        `space-grotesk-${locale.code}`,
        headingFontCharacters +
          [...rangeCharacters(font.unicodeRange)]
            .filter((letter) => text.includes(letter))
            .join(''),
      );
      pageStyles.set(
        locale.code,
        pageHeadingStyleTag(`/${own.file}`, own.characters, fonts.display),
      );
    }
  }
  const emitted = readdirSync(join(outDir, 'assets')).map((file) => `assets/${file}`);
  const page = (locale: LocaleInfo, head: string, body = '') =>
    pageHtml(
      template,
      locale,
      `${head}${fontPreloadTags(emitted, locale)}${pageStyles.get(locale.code) ?? ''}`,
      body,
    );

  // Each language's home page and its head: title, description, canonical URL, alternates, share
  // cards and structured data. React's own hoisted <title> is the same text; the head tags carry
  // it once.
  for (const locale of locales) {
    const path = localeHomePath(locale);
    const home = homes.get(locale.code)!;
    const reactHead = home.head.replace(/<title>[^<]*<\/title>/, '');
    const headTags = homeHeadTags(siteUrl, contentFor(allLocaleTexts[locale.code]!), locales);
    mkdirSync(join(outDir, path), { recursive: true });
    writeFileSync(join(outDir, path, 'index.html'), page(locale, headTags + reactHead, home.body));
  }

  const notFound = server.renderRoute('/404');
  writeFileSync(join(outDir, '404.html'), page(baseLocale, notFound.head, notFound.body));

  // Rendered in the browser: the inbox needs a session the build does not have.
  mkdirSync(join(outDir, 'admin'), { recursive: true });
  writeFileSync(join(outDir, 'admin/index.html'), page(baseLocale, adminHeadTags()));

  writeFileSync(join(outDir, 'robots.txt'), robotsTxt(siteUrl));
  writeFileSync(join(outDir, 'sitemap.xml'), sitemapXml(siteUrl));
  rmSync(serverDir, { recursive: true, force: true });
  // dist/_headers gets the origin; on Vercel, vercel.json must already name it.
  applySupabaseOrigin(outDir, {
    VITE_SUPABASE_URL: supabaseUrl,
    VERCEL: config.onVercel ? '1' : undefined,
  });
  assertNoSecrets(outDir, config.serverEnv);
  if (logLevel !== 'silent') {
    const homes = locales.map((locale) => `${localeHomePath(locale).slice(1)}index.html`);
    console.log(`prerendered ${homes.join(', ')}, 404.html and admin/index.html for ${siteUrl}`);
  }
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const outDirFlag = process.argv.indexOf('--outDir');
  try {
    await buildSite({
      outDir: outDirFlag > 0 ? process.argv[outDirFlag + 1] : undefined,
      local: process.argv.includes('--local'),
    });
  } catch (error) {
    // A refusal is a message for the person building, not a stack trace.
    console.error((error as Error).message);
    process.exit(1);
  }
}
