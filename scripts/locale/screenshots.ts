/**
 * A removed language's screenshots: its files in docs/screenshots/ and the Markdown lines that show
 * them, in README.md (`![...](docs/screenshots/NAME)`) and in every page of docs/
 * (`![...](screenshots/NAME)`). Apart from index.ts, which runs the command, so a test can call it.
 */
import { existsSync, readFileSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

/** `text` without the Markdown image lines that show the screenshot `name` (and the blank after). */
export function withoutScreenshot(text: string, name: string): string {
  const path = name.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  return text.replace(
    new RegExp(`^!\\[[^\\]]*\\]\\((?:docs/)?screenshots/${path}\\)\\n\\n?`, 'gm'),
    '',
  );
}

/** README.md and the pages directly under docs/ (not docs/decisions/), relative to `root`. */
function markdownFiles(root: string): string[] {
  const docs = join(root, 'docs');
  const pages = existsSync(docs)
    ? readdirSync(docs, { withFileTypes: true })
        .filter((entry) => entry.isFile() && entry.name.endsWith('.md'))
        .map((entry) => `docs/${entry.name}`)
    : [];
  return ['README.md', ...pages].filter((file) => existsSync(join(root, file)));
}

/** Deletes the screenshots of a language's page and the Markdown lines that show them. */
export function removeScreenshots(root: string, code: string): void {
  const dir = join(root, 'docs/screenshots');
  if (!existsSync(dir)) return;
  for (const name of readdirSync(dir).filter((file) => file.includes(`-${code}-`))) {
    rmSync(join(dir, name));
    console.log(`  deleted docs/screenshots/${name}`);
    for (const file of markdownFiles(root)) {
      const text = readFileSync(join(root, file), 'utf8');
      const kept = withoutScreenshot(text, name);
      if (kept !== text) {
        writeFileSync(join(root, file), kept);
        console.log(`  removed its image from ${file}`);
      }
    }
  }
}
