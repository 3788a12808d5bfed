/**
 * `npm test`: every stage in order (type check, lint, unit and component tests, the Edge
 * Functions under Deno, end-to-end tests), stopping at the first that fails, as `a && b && c`
 * would. The end-to-end stage makes the run's one production build (tests/e2e/support/serve.ts
 * calls the same buildSite as `npm run build`, with all its checks), and every spec uses it.
 * The type check and the lint run side by side: each is one single-threaded process, so on two
 * cores they take the time of the longer one. At the end it prints how long each stage took and
 * the slowest test files (from Vitest's and Playwright's JSON reports), also when a stage failed.
 *
 * Usage: tsx scripts/test-suite/run.ts [--from <stage>] [--only <stage>]
 */
import { spawn } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import {
  formatReport,
  playwrightFileTimes,
  vitestFileTimes,
  type FileTime,
  type StageTime,
} from './report.ts';

const root = resolve(import.meta.dirname, '../..');
const reportDir = resolve(root, process.env.E2E_RUN_DIR ?? 'test-results', 'timings');
const vitestReport = join(reportDir, 'vitest.json');
const playwrightReport = join(reportDir, 'playwright.json');

interface Stage {
  name: string;
  command: string;
  args: string[];
  env?: NodeJS.ProcessEnv;
  /** Runs beside the stage before it; its output is held back and printed when it ends. */
  besidePrevious?: boolean;
}

const stages: Stage[] = [
  { name: 'typecheck', command: 'npm', args: ['run', 'typecheck'] },
  { name: 'lint', command: 'npm', args: ['run', 'lint'], besidePrevious: true },
  {
    name: 'unit',
    command: 'npm',
    args: [
      'run',
      'test:unit',
      '--',
      '--reporter=default',
      '--reporter=json',
      `--outputFile.json=${vitestReport}`,
    ],
  },
  { name: 'functions', command: 'npm', args: ['run', 'test:functions'] },
  {
    name: 'e2e',
    command: 'npm',
    args: ['run', 'test:e2e', '--', '--reporter=list,json'],
    env: { PLAYWRIGHT_JSON_OUTPUT_FILE: playwrightReport },
  },
];

/** Runs a stage; with `quiet`, its output is kept and written at once when it ends. */
function run(stage: Stage, quiet = false): Promise<boolean> {
  return new Promise((done) => {
    const child = spawn(stage.command, stage.args, {
      cwd: root,
      stdio: quiet ? ['ignore', 'pipe', 'pipe'] : 'inherit',
      env: { ...process.env, ...stage.env },
    });
    const output: Buffer[] = [];
    child.stdout?.on('data', (chunk: Buffer) => output.push(chunk));
    child.stderr?.on('data', (chunk: Buffer) => output.push(chunk));
    const finish = (ok: boolean) => {
      if (quiet) process.stdout.write(Buffer.concat(output));
      done(ok);
    };
    child.once('error', () => finish(false));
    child.once('close', (code) => finish(code === 0));
  });
}

/** Times one stage. */
async function timed(stage: Stage, quiet = false): Promise<StageTime> {
  const started = performance.now();
  const ok = await run(stage, quiet);
  return { name: stage.name, seconds: (performance.now() - started) / 1000, ok };
}

function readReport(file: string): unknown {
  try {
    return existsSync(file) ? JSON.parse(readFileSync(file, 'utf8')) : null;
  } catch {
    return null;
  }
}

const flag = (name: string) => {
  const index = process.argv.indexOf(name);
  return index > 0 ? process.argv[index + 1] : undefined;
};
const only = flag('--only');
const from = flag('--from');
const names = stages.map((stage) => stage.name);
for (const name of [only, from]) {
  if (name && !names.includes(name)) {
    console.error(`No stage '${name}'; the stages are ${names.join(', ')}.`);
    process.exit(2);
  }
}
const selected = only
  ? stages.filter((stage) => stage.name === only)
  : stages.slice(from ? names.indexOf(from) : 0);

mkdirSync(reportDir, { recursive: true });
// The selected stages in steps: a stage that runs beside the one before shares its step.
const steps: Stage[][] = [];
for (const stage of selected) {
  const step = steps.at(-1);
  if (stage.besidePrevious && step) step.push(stage);
  else steps.push([stage]);
}

const runStarted = performance.now();
const times: StageTime[] = [];
let ok = true;
for (const step of steps) {
  const [first, ...beside] = step;
  const results = await Promise.all([timed(first!), ...beside.map((stage) => timed(stage, true))]);
  times.push(...results);
  ok = results.every((result) => result.ok);
  if (!ok) break;
}

const files: FileTime[] = [
  ...(times.some((time) => time.name === 'unit')
    ? vitestFileTimes(readReport(vitestReport), root)
    : []),
  ...(times.some((time) => time.name === 'e2e')
    ? playwrightFileTimes(readReport(playwrightReport), root)
    : []),
];
console.log(`\n${formatReport(times, files, { total: (performance.now() - runStarted) / 1000 })}`);
process.exit(ok ? 0 : 1);
