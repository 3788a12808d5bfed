/**
 * The floor: a page with one heading and one paragraph and nothing else (no
 * stylesheet, script, image or font), measured as the site's pages are, beside the same CPU-bound
 * process. Its figures are the browser's own cost on this machine in this condition: where a
 * site's page comes near them, no change to the page will take that part away
 * (docs/performance.md, "Long tasks that mostly wait").
 */
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

/** The label the report gives it, beside the pages' own. */
export const FLOOR_LABEL = 'floor page';

/**
 * Valid and complete enough that Lighthouse's accessibility, best-practices and SEO audits have
 * nothing to fault: a language, a title, a description, a viewport.
 */
export const FLOOR_PAGE_HTML = `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>The floor of the benchmark</title>
<meta name="description" content="One heading and one paragraph: what a page costs the browser before it does anything.">
<link rel="icon" href="data:,">
</head>
<body>
<h1>The floor</h1>
<p>One heading and one paragraph, with no stylesheet, script, image or font.</p>
</body>
</html>
`;

export interface FloorSite {
  /** The folder to serve: its index.html is the floor page. */
  root: string;
  remove(): Promise<void>;
}

/** Writes the floor page to a folder of its own under the system's temporary directory. */
export async function writeFloorSite(): Promise<FloorSite> {
  const root = await mkdtemp(join(tmpdir(), 'perf-floor-'));
  await writeFile(join(root, 'index.html'), FLOOR_PAGE_HTML);
  return { root, remove: () => rm(root, { recursive: true, force: true }) };
}
