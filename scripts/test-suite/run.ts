/**
 * `npm test`: every stage in order (type check, lint, unit and component tests, the Edge
 * Functions under Deno, a production build for the local backend, end-to-end tests), stopping at
 * the first that fails, as `a && b && c` would. At the end it prints how long each stage took and
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
}

const stages: Stage[] = [
  { name: 'typecheck', command: 'npm', args: ['run', 'typecheck'] },
  { name: 'lint', command: 'npm', args: ['run', 'lint'] },
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
  { name: 'build', command: 'npm', args: ['run', 'build', '--', '--local'] },
  {
    name: 'e2e',
    command: 'npm',
    args: ['run', 'test:e2e', '--', '--reporter=list,json'],
    env: { PLAYWRIGHT_JSON_OUTPUT_FILE: playwrightReport },
  },
];

function run(stage: Stage): Promise<boolean> {
  return new Promise((done) => {
    const child = spawn(stage.command, stage.args, {
      cwd: root,
      stdio: 'inherit',
      env: { ...process.env, ...stage.env },
    });
    child.once('error', () => done(false));
    child.once('close', (code) => done(code === 0));
  });
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
const times: StageTime[] = [];
let ok = true;
for (const stage of selected) {
  const started = performance.now();
  ok = await run(stage);
  times.push({ name: stage.name, seconds: (performance.now() - started) / 1000, ok });
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
console.log(`\n${formatReport(times, files)}`);
process.exit(ok ? 0 : 1);
