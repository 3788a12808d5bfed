/**
 * Before a deploy changes anything: is the site still the sample owner's? The deploy does not
 * build the site (the static host does), so it checks what the host will build from: the content
 * (src/content, every language) and public/, with the checks of `npm run check:content`. Sample
 * content stops the deploy, unless --allow-sample-content says that putting it live is meant (a
 * trial run, a demo): then it is a warning.
 */
import { checkContent } from '../check-content/check.ts';
import { formatFindings, type Finding } from '../check-content/findings.ts';
import { repoContent } from '../check-content/repo-content.ts';
import type { DeployIo } from './io.ts';

/** What the deploy checks the content with; the tests may give their own. */
export type ContentCheck = (root: string) => Promise<Finding[]>;

/** The check of `npm run check:content`, on the root's public/ and this project's content. */
export const checkSampleContent: ContentCheck = (root) =>
  checkContent({ root, content: repoContent() });

export const ALLOW_SAMPLE_FLAG = '--allow-sample-content';

/** Runs the check and says what it found; whether the deploy may go on. */
export function contentCheckPasses(
  findings: readonly Finding[],
  io: DeployIo,
  allowSample: boolean,
): boolean {
  if (findings.length === 0) return true;
  io.write(`${formatFindings(findings)}\n`);
  if (allowSample) {
    io.write(
      `Warning: deploying the sample content anyway (${ALLOW_SAMPLE_FLAG}): your live site will ` +
        'show the findings above until you replace them.\n',
    );
    return true;
  }
  io.write(
    "Nothing was changed: the site is still the sample owner's, and a deploy would put it live. " +
      'Replace the content listed above, then run `npm run deploy` again; to deploy the sample ' +
      `on purpose (a trial run), run \`npm run deploy -- ${ALLOW_SAMPLE_FLAG}\`.\n`,
  );
  return false;
}
