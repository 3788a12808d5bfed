/**
 * `npm run check:content`: is anything of the sample owner left? Builds the site into a folder of
 * its own (node_modules/.cache/check-content/site-<pid>, removed after) and reports, each with what to do:
 *   - owner details (src/content/profile.ts, site.ts) still at the sample's values;
 *   - a language whose texts are still the base language's;
 *   - the sample owner's name, city, contacts, testimonials and projects in the content, in any
 *     text file of the built site or public/, in a PDF's text or metadata, in image metadata;
 *   - a file that is byte for byte one the sample shipped, under any name;
 *   - the sample's service cards, footer services, skills and tech stack, and the sample owner's
 *     lines about his work, prices and reply time, still word for word (they name no one);
 *   - a file of public/ for the content (project and client images, certificates, tech logos)
 *     that no content uses any more, which the build would still ship.
 * Exits 1 when there is something to fix, 0 with one line when there is none.
 *
 * Usage: npm run check:content [-- --dist <dir>]   (--dist: check that built site, no build)
 * The project is the current folder.
 */
import { rmSync } from 'node:fs';
import { resolve } from 'node:path';
import { parseArgs } from 'node:util';
import { buildSite } from '../build.ts';
import { checkContent } from './check.ts';
import { formatFindings } from './findings.ts';
import { repoContent } from './repo-content.ts';

const USAGE = 'Usage: npm run check:content [-- --dist <built site folder>]';

async function run(argv: string[]): Promise<number> {
  let dist: string | undefined;
  try {
    dist = parseArgs({ args: argv, options: { dist: { type: 'string' } } }).values.dist;
  } catch (error) {
    console.error(`${(error as Error).message}\n${USAGE}`);
    return 2;
  }
  const root = process.cwd();
  const distDir = dist
    ? resolve(dist)
    : resolve(`node_modules/.cache/check-content/site-${process.pid}`);
  if (!dist) {
    console.log('check:content: building the site to check it...');
    await buildSite({ outDir: distDir, local: true, logLevel: 'silent' });
  }
  try {
    const findings = await checkContent({
      root,
      content: repoContent(),
      distDir,
      distLabel: dist ? undefined : '<built site>',
    });
    console.log(formatFindings(findings));
    return findings.length === 0 ? 0 : 1;
  } finally {
    if (!dist) rmSync(distDir, { recursive: true, force: true });
  }
}

try {
  process.exitCode = await run(process.argv.slice(2));
} catch (error) {
  console.error(`check:content could not run: ${(error as Error).message}`);
  process.exitCode = 2;
}
