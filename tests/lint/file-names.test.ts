// @vitest-environment node
/**
 * The file-name convention (docs/decisions/013-import-zones-and-file-names.md):
 * - the browser's and Deno's code (src/, supabase/functions/) names a component in PascalCase
 *   (`ContactForm.tsx`) and any other module in camelCase (`replyHref.ts`, `useInbox.ts`), except
 *   the backend calls under an `api/` folder, one call per file in kebab-case
 *   (`list-messages.ts`);
 * - Node's code (scripts/, local-backend/, tests/, supabase/tests/) is in kebab-case, but for a
 *   fork's content under tests/fixtures/, named as the src/content it replaces;
 * - a migration is `<14-digit timestamp>_<snake_case>.sql`, as the Supabase CLI writes it;
 * - folders are in kebab-case; a leading `_` marks a folder of supabase/functions that is not a
 *   function (`_shared`);
 * - after the name, dotted qualifiers (`.server`, `.test`, `.d`) are camelCase words.
 */
import { readdirSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';

const ROOT = join(import.meta.dirname, '../..');
const CHECKED = ['src', 'supabase', 'scripts', 'local-backend', 'tests'];

const KEBAB = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;
const CAMEL = /^[a-z][a-zA-Z0-9]*$/;
const PASCAL = /^[A-Z][a-zA-Z0-9]*$/;
const MIGRATION = /^\d{14}_[a-z0-9]+(?:_[a-z0-9]+)*$/;
const FOLDER = /^_?[a-z0-9]+(?:-[a-z0-9]+)*$/;
const QUALIFIER = /^[a-z][a-zA-Z0-9]*$/;

/** Where a convention applies, what the name before the first dot must be, and the rule. */
const CONVENTIONS: { files: RegExp; name: RegExp; rule: string }[] = [
  {
    files: /^src\/(?:.+\/)?api\/[^/]+\.ts$/,
    name: KEBAB,
    rule: 'a backend call under api/ is named in kebab-case for what it does (list-messages.ts)',
  },
  {
    files: /^src\/.+\.tsx$/,
    name: PASCAL,
    rule: 'a .tsx file holds a component, named in PascalCase (ContactForm.tsx)',
  },
  {
    files: /^src\/.+\.ts$/,
    name: CAMEL,
    rule: 'a module is named in camelCase (replyHref.ts, useInbox.ts)',
  },
  { files: /^src\//, name: KEBAB, rule: 'a style or asset is named in kebab-case' },
  {
    files: /^supabase\/functions\//,
    name: CAMEL,
    rule: 'an Edge Function module is named in camelCase (clientAddress.ts)',
  },
  {
    files: /^supabase\/migrations\//,
    name: MIGRATION,
    rule: 'a migration is <14-digit timestamp>_<snake_case>.sql',
  },
  {
    // A fork's content, copied over src/content by the fork test: named as src/content names it.
    files: /^tests\/fixtures\/[^/]+\/content\/.+\.ts$/,
    name: CAMEL,
    rule: "a fixture's content module is named as src/content names it (techStack.ts)",
  },
  {
    files: /^(?:scripts|local-backend|tests|supabase\/tests)\//,
    name: KEBAB,
    rule: 'Node-side code is named in kebab-case (check-dist-secrets.ts)',
  },
];

/** Files whose names the convention leaves alone, and why. */
const EXCEPTIONS: Record<string, string> = {
  'src/main.tsx': 'an entry point, named as Vite names it',
  'src/boot.tsx': 'the browser entry that main.tsx loads after the first paint',
  'src/entry-server.tsx': 'the server entry, named as in Vite’s server-side rendering guide',
  'src/shared/README.md': 'what the folder may hold, named as a README is',
};

/** What is wrong with a path's name under the convention, or undefined. */
function problemWith(path: string): string | undefined {
  if (path in EXCEPTIONS) return undefined;
  const parts = path.split('/');
  const file = parts.pop()!;
  const folder = parts.find((name) => !FOLDER.test(name));
  if (folder) return `the folder ${folder} is not in kebab-case`;
  const convention = CONVENTIONS.find(({ files }) => files.test(path));
  if (!convention) return undefined;
  const [name = '', ...rest] = file.split('.');
  const qualifiers = rest.slice(0, -1);
  if (!convention.name.test(name)) return convention.rule;
  const qualifier = qualifiers.find((word) => !QUALIFIER.test(word));
  if (qualifier) return `the qualifier .${qualifier} is not a camelCase word`;
  return undefined;
}

/** Every file below `dir`, as a path from the repository root, leaving out dot folders. */
function filesBelow(dir: string): string[] {
  return readdirSync(join(ROOT, dir), { withFileTypes: true }).flatMap((entry) => {
    if (entry.name.startsWith('.') || entry.name === 'node_modules') return [];
    const path = `${dir}/${entry.name}`;
    return entry.isDirectory() ? filesBelow(path) : [path];
  });
}

describe('the file-name convention', () => {
  it.each([
    ['src/features/admin/inbox/Inbox.tsx'],
    ['src/features/admin/message/replyHref.ts'],
    ['src/features/admin/inbox/useInbox.test.ts'],
    ['src/features/admin/api/list-messages.ts'],
    ['src/features/chat/ChatWidget.unavailable.test.tsx'],
    ['src/styles/fonts/space-grotesk-basic.woff2'],
    ['supabase/functions/_shared/clientAddress.ts'],
    ['supabase/functions/notify-owner/deno.json'],
    ['supabase/migrations/20261122000000_contact_messages.sql'],
    ['supabase/tests/flood-guard.test.ts'],
    ['scripts/generate-assets/subset-font.d.ts'],
    ['tests/e2e/support/contact-form.ts'],
    ['tests/fixtures/second-owner/content/techStack.ts'],
  ])('accepts %s', (path) => {
    expect(problemWith(path)).toBeUndefined();
  });

  it.each([
    ['src/features/admin/inbox.tsx', 'PascalCase'],
    ['src/features/admin/reply-href.ts', 'camelCase'],
    ['src/features/admin/ReplyHref.ts', 'camelCase'],
    ['src/features/admin/api/listMessages.ts', 'kebab-case'],
    ['src/features/Admin/Inbox.tsx', 'the folder Admin'],
    ['src/features/admin/Inbox.Test.tsx', 'the qualifier .Test'],
    ['supabase/functions/chat/fake-gateway.ts', 'camelCase'],
    ['supabase/functions/sendEmail/index.ts', 'the folder sendEmail'],
    ['supabase/migrations/20261122_contact-messages.sql', 'timestamp'],
    ['supabase/tests/floodGuard.test.ts', 'kebab-case'],
    ['scripts/checkDistSecrets.ts', 'kebab-case'],
    ['local-backend/rest/max_rows.test.ts', 'kebab-case'],
    ['tests/e2e/support/contactForm.ts', 'kebab-case'],
  ])('refuses %s', (path, rule) => {
    expect(problemWith(path)).toContain(rule);
  });

  const files = CHECKED.flatMap(filesBelow);

  it('finds the files (so the check below is not vacuous)', () => {
    expect(files).toContain('src/features/admin/api/list-messages.ts');
    expect(files.length).toBeGreaterThan(200);
  });

  it('holds for every file in the repository', () => {
    const problems = files.flatMap((path) => {
      const problem = problemWith(path);
      return problem ? [`${path}: ${problem}`] : [];
    });
    expect(problems).toEqual([]);
  });

  it('lists only exceptions that still exist', () => {
    expect(Object.keys(EXCEPTIONS).filter((path) => !files.includes(path))).toEqual([]);
  });
});
