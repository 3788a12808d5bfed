// @vitest-environment node
import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it, onTestFinished } from 'vitest';
import { main } from './main.ts';
import { makeRoot, recordingIo, VALID_ENV } from './test-support.ts';

/**
 * A repository whose public/ still holds a file naming the sample owner (whatever src/content
 * says: the real content check runs, on this repository's content and the root's public/).
 */
function rootWithSampleText(): string {
  const root = makeRoot();
  onTestFinished(() => rmSync(root, { recursive: true, force: true }));
  mkdirSync(join(root, 'public'));
  writeFileSync(join(root, 'public/humans.txt'), 'Site by Karim Benali, Casablanca.\n');
  return root;
}

/** Runs the deploy; each CLI call is recorded and answered as a 2.x CLI would, which stops it. */
async function deploy(argv: string[], root: string) {
  const io = recordingIo();
  const calls: string[][] = [];
  const code = await main(argv, {
    env: { PATH: '', ...VALID_ENV },
    root,
    io,
    run: async (_file, args) => {
      calls.push([...args]);
      return { code: 0, stdout: '2.30.4\n', stderr: '' };
    },
    fetch: () => Promise.reject(new Error('no request expected')),
    tmpRoot: tmpdir(),
  });
  return { code, output: io.output(), calls };
}

describe('a deploy of a site that still carries the sample owner', () => {
  it('stops before any call, listing what is the sample and naming the flag that deploys it anyway', async () => {
    const { code, output, calls } = await deploy([], rootWithSampleText());
    expect(code).toBe(1);
    expect(calls).toEqual([]);
    expect(output).toContain(
      'public/humans.txt: "Karim Benali" (the sample owner\'s name), "Casablanca" (the sample owner\'s city)',
    );
    expect(output).toContain('Nothing was changed');
    expect(output).toContain('npm run deploy -- --allow-sample-content');
    expect(output).not.toContain('1/9');
  });

  it('goes on with a warning given --allow-sample-content', async () => {
    const { code, output, calls } = await deploy(['--allow-sample-content'], rootWithSampleText());
    expect(output).toContain('public/humans.txt');
    expect(output).toContain('Warning: deploying the sample content anyway');
    // It reached the first step: the CLI's version (the 2.x answer then stops it).
    expect(calls.map((args) => args.slice(-1))).toEqual([['--version']]);
    expect(code).toBe(1);
    expect(output).toContain('the deploy needs 3.x');
  });

  it('does not run the check on a dry run, which changes nothing', async () => {
    const { code, output } = await deploy(['--dry-run'], rootWithSampleText());
    expect(code).toBe(0);
    expect(output).not.toContain('humans.txt');
  });
});
