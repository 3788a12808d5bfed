// The sample owner's values in the content itself (src/content, every language, the assistant's
// texts included): what the built site and the chat would say. The deploy checks this without a
// build; check:content finds the same again in the built files.
import type { Finding } from './findings.ts';
import { listValues } from './files.ts';
import { sampleValuesIn } from './sample-text.ts';

/** The owner's details, reported by owner-fields.ts, not here again. */
const OWNER_FIELDS = [
  /^profile\.(name|email|phone|whatsappUrl|schedulingUrl)$/,
  /^profile\.socials\[[^\]]*\]\.url$/,
  /^site\.url$/,
];

/** An address on the placeholder domain the sample links its projects and pages to. */
const PLACEHOLDER_URL = /^\s*(https?:\/\/)?([\w-]+\.)*example\.(com|org|net)(\/|$)/i;

/** Every text of `value` with its path: 'hero.intro', 'testimonials[salma-idrissi].content'. */
export function textsWithPaths(value: unknown, path = ''): { path: string; text: string }[] {
  if (typeof value === 'string') return [{ path, text: value }];
  if (Array.isArray(value)) {
    return value.flatMap((item, index) => {
      const named = (item ?? {}) as { id?: unknown; platform?: unknown; name?: unknown };
      const id = named.id ?? named.platform ?? named.name;
      const key = typeof id === 'string' ? id : String(index);
      return textsWithPaths(item, `${path}[${key}]`);
    });
  }
  if (typeof value === 'object' && value !== null) {
    return Object.entries(value).flatMap(([key, item]) =>
      textsWithPaths(item, path ? `${path}.${key}` : key),
    );
  }
  return [];
}

/**
 * The sample values in each language's content, one finding per text (a text that says the same
 * in several languages is one finding naming them all).
 * `contents`: by language code, everything the site and the chat say in it.
 */
export function contentTextFindings(
  contents: Readonly<Record<string, unknown>>,
  ignored?: ReadonlySet<string>,
): Finding[] {
  const byText = new Map<string, { codes: string[]; path: string; problem: string }>();
  for (const [code, content] of Object.entries(contents)) {
    for (const { path, text } of textsWithPaths(content)) {
      if (OWNER_FIELDS.some((field) => field.test(path))) continue;
      const values = sampleValuesIn(text, ignored);
      const placeholder = PLACEHOLDER_URL.test(text);
      if (values.length === 0 && !placeholder) continue;
      const problem =
        values.length > 0 ? listValues(values) : `"${text}" (a placeholder address on example.com)`;
      const key = `${path}\n${problem}`;
      const entry = byText.get(key) ?? { codes: [], path, problem };
      entry.codes.push(code);
      byText.set(key, entry);
    }
  }
  return [...byText.values()].map(({ codes, path, problem }) => ({
    kind: 'sample-text',
    where: `src/content (${codes.join(', ')}) ${path}`,
    problem,
    fix:
      'write your own text there: src/content/locales/<language>/*.ts holds the words, ' +
      'src/content/*.ts the facts (names, links, files).',
  }));
}
