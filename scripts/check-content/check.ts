// The content check: everything in a project that is still the sample owner's, as findings, each
// with what to do. The CLI (index.ts) and the deploy run it; it reads no module itself, so a test
// gives it any content and folders.
import { existsSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { contentTextFindings } from './content-text.ts';
import { checkFolder } from './files.ts';
import type { Finding } from './findings.ts';
import { ownerFieldFindings, type OwnerDetails } from './owner-fields.ts';
import { ownerWordFindings } from './owner-words.ts';
import { ownValues } from './sample-text.ts';
import { isUnused, usedPublicFiles } from './unused-files.ts';
import { untranslatedFindings, type TextsByLanguage } from './untranslated.ts';

/** The owner's content as the check reads it. */
export interface ContentToCheck {
  /** The base language's content: the owner's details and the site's address. */
  base: OwnerDetails & { profile: { location?: string } };
  /**
   * Everything the site and the chat say, by language code: the page's content, the assistant's
   * (`assistant`) and the chat hand-over's (`handoff`).
   */
  contents: Readonly<Record<string, unknown>>;
  /** Each language's own texts (page, assistant, responder), compared with the base language's. */
  texts: Readonly<Record<string, TextsByLanguage>>;
  baseCode: string;
}

export interface CheckOptions {
  /** The project root: public/ is read there, and findings name files from it. */
  root: string;
  content: ContentToCheck;
  /** A built site to check too. */
  distDir?: string;
  /** How findings name the built site's folder; its path from the root by default. */
  distLabel?: string;
}

function locations(contents: Readonly<Record<string, unknown>>): string[] {
  return Object.values(contents).map(
    (content) => (content as { profile?: { location?: string } }).profile?.location ?? '',
  );
}

export async function checkContent({
  root,
  content,
  distDir,
  distLabel,
}: CheckOptions): Promise<Finding[]> {
  const ignored = ownValues(content.base.profile.name, locations(content.contents));
  const publicDir = join(root, 'public');
  const label = (dir: string) => relative(root, dir).split('\\').join('/') || '.';
  const used = usedPublicFiles(content.contents);
  const findings: Finding[] = [
    ...ownerFieldFindings(content.base),
    ...untranslatedFindings(content.texts, content.baseCode),
    ...contentTextFindings(content.contents, ignored),
    ...ownerWordFindings(content.contents, content.baseCode),
    ...(await checkFolder({
      dir: publicDir,
      label: 'public',
      ignored,
      unused: (path) => isUnused(path, used),
      textFix: (path) =>
        path.endsWith('.pdf')
          ? 'replace the file with your own (a certificate of yours), or delete it and its entry in src/content/certifications.ts.'
          : 'replace the file with your own, or edit out the sample values.',
      fileFix: (_path, unused) =>
        unused
          ? 'delete it: no content uses it, and the build would still copy it into the site.'
          : 'replace it with your own file (same name, or change the path in src/content), or delete it and the entry that uses it.',
    })),
  ];
  if (distDir) {
    findings.push(
      ...(await checkFolder({
        dir: distDir,
        label: distLabel ?? label(distDir),
        ignored,
        // A built copy of a file of public/ is reported there, once.
        skip: (path, bytes) => {
          const source = join(publicDir, path);
          return existsSync(source) && readFileSync(source).equals(bytes);
        },
        textFix: () =>
          'the build writes what src/content says: change the values there (or the file of public/ it copies) and build again.',
        fileFix: () =>
          'the build copied it from public/ or made it from src/content (web manifest, share image, certificate previews): replace the file in public/, or the content it is made from, and build again.',
      })),
    );
  }
  return findings;
}
