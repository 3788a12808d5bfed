// @vitest-environment node
/**
 * The GitHub Actions workflow that deploys the backend on every push to main
 * (.github/workflows/deploy-backend.yml) runs `npm run deploy`, the code path of a deploy from a
 * machine, with every input the deploy reads taken from the repository's settings: the secret
 * ones from Secrets, the rest from Variables. A new input the workflow does not pass fails here.
 * Every test runs first, in a job the deploy needs, so a failing test stops the deploy.
 */
import { readFileSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { INPUTS } from './inputs';
import { main } from './main';
import { makeRoot, recordingIo, REPO_ROOT, VALID_ENV } from './test-support';

const WORKFLOW = readFileSync(join(REPO_ROOT, '.github/workflows/deploy-backend.yml'), 'utf8');

/** One job's lines: from its key to the next line indented as a job key or less. */
function jobText(name: string): string {
  const lines = WORKFLOW.split('\n');
  const start = lines.indexOf(`  ${name}:`);
  if (start < 0) throw new Error(`The workflow has no job named ${name}.`);
  const end = lines.findIndex((line, i) => i > start && /^ {0,2}\S/.test(line));
  return lines.slice(start, end < 0 ? undefined : end).join('\n');
}

/** The deploy step's environment: each name with where its value comes from. */
function deployStepEnv(): Map<string, string> {
  const step = WORKFLOW.slice(WORKFLOW.indexOf('run: npm run deploy'));
  const env = new Map<string, string>();
  for (const [, name, source] of step.matchAll(/^ {10}([A-Z_]+): \$\{\{ (\S+) \}\}$/gm)) {
    env.set(name!, source!);
  }
  return env;
}

describe('the workflow that deploys on every push to main', () => {
  it('runs npm run deploy on a push to main, one at a time, after npm ci', () => {
    expect(WORKFLOW).toMatch(/on:\n {2}push:\n {4}branches: \[main\]/);
    expect(WORKFLOW).toMatch(
      /concurrency:\n {2}group: deploy-backend\n {2}cancel-in-progress: false/,
    );
    const deploy = jobText('deploy');
    expect(deploy.indexOf('run: npm ci')).toBeGreaterThan(-1);
    expect(deploy.indexOf('run: npm ci')).toBeLessThan(deploy.indexOf('run: npm run deploy'));
  });

  it('deploys only after every test passed: the deploy job needs the test job', () => {
    expect(jobText('deploy')).toMatch(/^ {4}needs: test$/m);
    const test = jobText('test');
    expect(test).toMatch(/^ {10}node-version: 22$/m);
    expect(test).not.toContain('if:');
    expect(test.indexOf('run: npm ci')).toBeGreaterThan(-1);
    expect(test.indexOf('run: npm ci')).toBeLessThan(test.indexOf('run: npm test'));
  });

  it('passes every input the deploy reads, the secret ones from Secrets', () => {
    const env = deployStepEnv();
    expect([...env.keys()].sort()).toEqual(INPUTS.map(({ name }) => name).sort());
    for (const { name, secret } of INPUTS) {
      expect(env.get(name), name).toBe(`${secret ? 'secrets' : 'vars'}.${name}`);
    }
  });

  it('gives the deploy what it needs when the required settings are set and the rest unset', async () => {
    // An unset setting reaches the deploy as an empty value, as GitHub passes it.
    const env = Object.fromEntries(
      [...deployStepEnv().keys()].map((name) => [
        name,
        (VALID_ENV as Record<string, string>)[name] ?? '',
      ]),
    );
    const io = recordingIo();
    const root = makeRoot();
    try {
      const code = await main(['--dry-run'], {
        env,
        root,
        io,
        run: () => Promise.reject(new Error('a dry run calls nothing')),
        fetch: () => Promise.reject(new Error('a dry run calls nothing')),
        tmpRoot: root,
      });
      expect(io.output()).toContain('Dry run: nothing is called');
      expect(code).toBe(0);
    } finally {
      rmSync(root, { recursive: true, force: true });
    }
  });

  it('deploys nothing, and says so, until SUPABASE_ACCESS_TOKEN is set', () => {
    expect(WORKFLOW).toContain('if [ -z "$SUPABASE_ACCESS_TOKEN" ]; then');
    const guarded = jobText('deploy').split('\n      - ').slice(1);
    for (const step of guarded.slice(1)) {
      expect(step).toContain("if: steps.ready.outputs.deploy == 'true'");
    }
  });
});
