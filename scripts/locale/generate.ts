// The files that follow the list of languages (src/content/locales/languages.ts), written from it:
// the loaders, the server's and the chat's imports, the heading fonts' @font-face rules and the
// language pages' cache rules. `npm run locale -- sync` writes them; scripts/locale/locale.test.ts
// fails when one differs from what this makes (a hand edit, a folder added or removed by hand).
import { existsSync, readFileSync, readdirSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { format, resolveConfig } from 'prettier';
import type { HeadingFont } from '../../src/content/types.ts';

export const repoRoot = resolve(fileURLToPath(new URL('../..', import.meta.url)));
export const localesDir = join(repoRoot, 'src/content/locales');
export const fontsDir = join(repoRoot, 'src/styles/fonts');

/** The line every generated file starts with. */
const HEADER =
  'Written by `npm run locale -- sync` from src/content/locales/languages.ts: do not edit.';

/** A language code as a JavaScript identifier: 'pt-br' -> 'ptBr'. */
const ident = (code: string) =>
  code.replace(/[^a-zA-Z0-9]+(.)/g, (_, c: string) => c.toUpperCase());
/** A language code as an object key. */
const key = (code: string) => (/^[a-z]+$/.test(code) ? code : `'${code}'`);
const byCode = (codes: readonly string[]) => [...codes].sort();
/** `code: value` in an object literal, shortened to `value` when the two are one word. */
const entry = (code: string, value: string) =>
  key(code) === value ? value : `${key(code)}: ${value}`;

/** The codes languages.ts lists, in its order (base first). */
export function listedCodes(root = repoRoot): string[] {
  const text = readFileSync(join(root, 'src/content/locales/languages.ts'), 'utf8');
  const list = /export const languages = \[([^\]]*)\]/.exec(text)?.[1];
  if (list === undefined) throw new Error('src/content/locales/languages.ts lists no `languages`');
  return [...list.matchAll(/'([^']+)'/g)].map((match) => match[1]!);
}

/** The folders of src/content/locales: one per language. */
export function folderCodes(root = repoRoot): string[] {
  return readdirSync(join(root, 'src/content/locales'), { withFileTypes: true })
    .filter((entry) => entry.isDirectory())
    .map((entry) => entry.name)
    .sort();
}

/** The heading font each language declares in its folder's font.ts, by code. */
export async function headingFontsOf(
  codes: readonly string[],
  root = repoRoot,
): Promise<Record<string, HeadingFont>> {
  const fonts: Record<string, HeadingFont> = {};
  for (const code of codes) {
    const file = join(root, 'src/content/locales', code, 'font.ts');
    if (!existsSync(file)) continue;
    const module = (await import(pathToFileURL(file).href)) as { headingFont: HeadingFont };
    fonts[code] = module.headingFont;
  }
  return fonts;
}

function languagesTs(codes: readonly string[]): string {
  return `// The languages the public page is published in, base first (its page is /, the others' are
// /<code>/); the switcher lists them in this order. Each has its folder here. Change the list with
// \`npm run locale -- add <code>\` or \`remove <code>\` (or reorder it and run \`npm run locale -- sync\`):
// every file that names the languages follows it.
export const languages = [${codes.map((code) => `'${code}'`).join(', ')}] as const;
`;
}

function indexTs(codes: readonly string[]): string {
  return `// ${HEADER}
// The browser's view of the languages: every language's name and direction, and a loader that
// fetches one language's words when a page needs them.
import type { LocaleInfo, LocaleTexts } from '../types.ts';
${byCode(codes)
  .map((code) => `import { locale as ${ident(code)} } from './${code}/meta.ts';`)
  .join('\n')}

/** Every published language, base first; the switcher lists them in this order. */
export const locales: readonly LocaleInfo[] = [${codes.map(ident).join(', ')}];

/** The base language, whose page is the site's root (/); the others live under /<code>/. */
export const baseLocale: LocaleInfo = ${ident(codes[0]!)};

/**
 * A language's words, fetched when a page needs them: the browser downloads only the language of
 * the page it shows.
 */
export const loadLocaleTexts: Record<string, () => Promise<{ texts: LocaleTexts }>> = {
${codes.map((code) => `  ${key(code)}: () => import('./${code}/index.ts'),`).join('\n')}
};
`;
}

function allTs(codes: readonly string[]): string {
  const imports = byCode(codes).flatMap((code) => [
    `import { assistant as ${ident(code)}Assistant } from './${code}/assistant.ts';`,
    `import { texts as ${ident(code)} } from './${code}/index.ts';`,
    `import { responder as ${ident(code)}Responder } from './${code}/responder.ts';`,
  ]);
  const record = (suffix: string) =>
    codes.map((code) => `  ${entry(code, `${ident(code)}${suffix}`)},`).join('\n');
  return `// ${HEADER}
// Every language's words at once, for code that runs on a server or at build time (the prerender,
// the chat function, the checks): the browser loads one language through index.ts instead.
import type { ResponderTexts } from '../responderTexts.ts';
import type { AssistantTexts, LocaleTexts } from '../types.ts';
${imports.join('\n')}

export const allLocaleTexts: Record<string, LocaleTexts> = { ${codes.map((code) => entry(code, ident(code))).join(', ')} };

/**
 * What the chat assistant knows and says, in every language. Kept out of the page's texts (the
 * page never shows it): the chat function builds its prompt and answers from it.
 */
export const allAssistantTexts: Record<string, AssistantTexts> = {
${record('Assistant')}
};

/** The sentences of the chat function's built-in responder, in every language. */
export const allResponderTexts: Record<string, ResponderTexts> = {
${record('Responder')}
};
`;
}

function chatWordsTs(
  codes: readonly string[],
  what: { file: string; name: string; type: string; record: string; fn: string; why: string },
): string {
  const base = ident(codes[0]!);
  return `// ${HEADER}
// ${what.why}
import type { ${what.type.split('[')[0]} } from '../types.ts';
${byCode(codes)
  .map((code) => `import { ${what.name} as ${ident(code)} } from './${code}/${what.file}.ts';`)
  .join('\n')}

export const ${what.record}: Record<string, ${what.type}> = { ${codes.map((code) => entry(code, ident(code))).join(', ')} };

/** The words of the language \`code\`, or the base language's for a language that has none. */
export function ${what.fn}(code: string): ${what.type} {
  return ${what.record}[code] ?? ${base};
}
`;
}

function fontsTs(codes: readonly string[], fonts: Record<string, HeadingFont>): string {
  const withFont = codes.filter((code) => fonts[code]);
  return `// ${HEADER}
// The heading fonts the languages declare (their folder's font.ts), by language code: the build
// preloads one on its language's page, and the headings' font stack (tailwind.config.ts) names them.
import type { HeadingFont } from '../types.ts';
${byCode(withFont)
  .map((code) => `import { headingFont as ${ident(code)} } from './${code}/font.ts';`)
  .join('\n')}

export const headingFonts: Record<string, HeadingFont> = { ${withFont.map((code) => entry(code, ident(code))).join(', ')} };
`;
}

function languageFontsCss(codes: readonly string[], fonts: Record<string, HeadingFont>): string {
  const rules = codes.flatMap((code) => {
    const font = fonts[code];
    if (!font) return [];
    return [
      `/* The headings of /${code}/ (src/content/locales/${code}/font.ts). */
@font-face {
  font-family: '${font.family}';
  font-style: normal;
  font-display: swap;
  font-weight: ${font.weights[0]} ${font.weights[1]};
  src: url('./fonts/${font.file}') format('woff2-variations');
  unicode-range: ${font.unicodeRange};
}`,
    ];
  });
  return `/*
 * ${HEADER}
 * The small heading subsets the languages need beyond Basic Latin (each folder's font.ts), made by
 * \`npm run assets\`; a page fetches one only when its headings use those characters.
 */
${rules.join('\n\n')}
`;
}

const PAGE_CACHE = '  Cache-Control: public, max-age=0, must-revalidate';

/**
 * public/_headers with one cache rule per language page (/fr/), right after the root's: the run of
 * plain `/<name>/` rules that follows `/` is the languages'.
 */
export function headersText(current: string, codes: readonly string[]): string {
  const pattern = new RegExp(`^/\\n${PAGE_CACHE}\\n(?:/[^*\\s/]+/\\n${PAGE_CACHE}\\n)*`, 'm');
  if (!pattern.test(current)) throw new Error('public/_headers has no rule for "/" to follow');
  const rules = ['/', ...codes.slice(1).map((code) => `/${code}/`)];
  return current.replace(pattern, rules.map((path) => `${path}\n${PAGE_CACHE}\n`).join(''));
}

/**
 * vercel.json with one cache rule for the language pages, `/(fr|ar)/`, right after the root's (or
 * none when the base language is the only one). Edited as text, so the rest keeps its layout.
 */
export function vercelText(current: string, codes: readonly string[]): string {
  const withoutRule = current.replace(
    /\n {4}\{\n {6}"source": "\/\([\w|-]+\)\/",\n.*\n {4}\},/,
    '',
  );
  const root = /\n( {4}\{\n {6}"source": "\/",\n.*\n {4}\},)/.exec(withoutRule);
  if (!root) throw new Error('vercel.json has no header rule for "/" on two lines to follow');
  const others = codes.slice(1);
  if (others.length === 0) return withoutRule;
  const rule = root[1]!.replace('"source": "/"', `"source": "/(${others.join('|')})/"`);
  return withoutRule.replace(root[0], `${root[0]}\n${rule}`);
}

/** Every file the list writes, by path from the repository root, formatted as the repo formats. */
export async function generatedFiles(
  codes: readonly string[],
  root = repoRoot,
): Promise<Map<string, string>> {
  const fonts = await headingFontsOf(codes, root);
  const read = (path: string) => readFileSync(join(root, path), 'utf8');
  const files = new Map<string, string>([
    ['src/content/locales/languages.ts', languagesTs(codes)],
    ['src/content/locales/index.ts', indexTs(codes)],
    ['src/content/locales/all.ts', allTs(codes)],
    [
      'src/content/locales/greetings.ts',
      chatWordsTs(codes, {
        file: 'greetings',
        name: 'greetings',
        type: "AssistantTexts['greetings']",
        record: 'chatGreetings',
        fn: 'greetingsIn',
        why: `The chat's greetings in every language, bundled with the chat (it loads on the first open), not
// with the page; the rest of what the assistant says (assistant.ts) is for the chat function only.
// The chat asks greetingsIn() rather than all.ts, which would bring all the assistant knows.`,
      }),
    ],
    [
      'src/content/locales/handoff.ts',
      chatWordsTs(codes, {
        file: 'handoff',
        name: 'handoff',
        type: 'HandoffTexts',
        record: 'handoffTexts',
        fn: 'handoffTextsIn',
        why: `The chat hand-over's words in every language, bundled with the chat (it loads on the first
// open), not with the page: the form appears only after a reply offers it.`,
      }),
    ],
    [
      'src/content/locales/reply.ts',
      chatWordsTs(codes, {
        file: 'reply',
        name: 'reply',
        type: 'ReplyTexts',
        record: 'replyTexts',
        fn: 'replyTextsIn',
        why: `The words around the owner's reply to a lead in every language, for the inbox (it loads with
// /admin) and the reply function, never the page.`,
      }),
    ],
    ['src/content/locales/fonts.ts', fontsTs(codes, fonts)],
    ['src/styles/language-fonts.css', languageFontsCss(codes, fonts)],
    ['public/_headers', headersText(read('public/_headers'), codes)],
    ['vercel.json', vercelText(read('vercel.json'), codes)],
  ]);
  for (const [path, text] of files) {
    if (path === 'public/_headers') continue;
    const options = await resolveConfig(join(root, path));
    files.set(path, await format(text, { ...options, filepath: join(root, path) }));
  }
  return files;
}
