/**
 * `npm run deploy`: from a fork to a live project in one command. Reads and checks every input
 * first (nothing is called while one is wrong), checks that the content is no longer the sample
 * owner's (sample-content.ts), then runs the nine steps of steps.ts, printing each as it goes, and stops at the first that fails with what went wrong; running it again
 * finishes the job. `--dry-run` prints the plan instead; `--check` runs only the post-deploy
 * check.
 *
 * Everything from outside (the environment, the terminal, processes, the network, the temp
 * folder) comes in through DeployDeps, so the tests run it whole with stand-ins.
 */
import { parseArgs } from 'node:util';
import type { RawEnv } from '../../local-backend/env.ts';
import { runPostDeployCheck, type PostDeployCheck } from './check.ts';
import { HOST_ENV_FILE } from './host-env.ts';
import { newWebhookSecret } from './function-secrets.ts';
import { INPUT_SOURCES, missingInputs, promptForInputs, readInputs } from './inputs.ts';
import { checkSampleContent, contentCheckPasses, type ContentCheck } from './sample-content.ts';
import type { DeployIo } from './io.ts';
import { maskSecret, maskText } from './mask.ts';
import type { PlanContext } from './step.ts';
import { STEPS } from './steps.ts';
import { cliRunner, findSupabaseCli, type RunProcess } from './supabase-command.ts';
import { minimumPasswordLength, validateInputs, type DeployInputs } from './validate.ts';

export interface DeployDeps {
  /** The shell's environment: wins over `<root>/.env`, and is handed on to the CLI. */
  env: RawEnv;
  /** The repository root. */
  root: string;
  io: DeployIo;
  run: RunProcess;
  fetch: typeof fetch;
  /** Where temp folders go. */
  tmpRoot: string;
  /** Where Auth's admin API answers; the project's URL unless a test points it elsewhere. */
  authBaseUrl?: string;
  /** The post-deploy check; check.ts's, through `fetch`, unless a test gives another. */
  check?: PostDeployCheck;
  /** The check for sample content before a deploy; sample-content.ts's unless a test gives another. */
  contentCheck?: ContentCheck;
}

/** The check a deploy ends with, and `--check` runs alone. */
function checkOf(deps: DeployDeps): PostDeployCheck {
  return (
    deps.check ?? ((inputs, io, run) => runPostDeployCheck(inputs, io, run, { fetch: deps.fetch }))
  );
}

export const USAGE = `Usage: npm run deploy [-- --dry-run | --check | --help] [--email]
       [--allow-sample-content]

Sets up your Supabase project and prints what your static host needs, in nine steps: link the
project, apply the migrations, push the Auth settings with the live site URL, deploy the Edge
Functions, set their secrets, store the webhook address and secret in Vault, create or update
your owner account, write deploy-output.env, and check the result. Every step is safe to repeat:
after a failure, fix the cause and run it again.

Inputs come from the environment, then .env.deploy (see .env.deploy.example; .env only when
there is no .env.deploy); at a terminal, what is missing is asked for, secrets unseen:
  SUPABASE_ACCESS_TOKEN, SUPABASE_PROJECT_REF, SITE_URL, VITE_SUPABASE_URL (optional),
  VITE_SUPABASE_PUBLISHABLE_KEY, SUPABASE_SECRET_KEY, ADMIN_EMAIL, ADMIN_PASSWORD,
  EMAIL_API_KEY, NOTIFY_EMAIL_TO, NOTIFY_EMAIL_FROM, CHAT_API_KEY
  and, when set, EMAIL_API_URL, NOTIFY_TIME_ZONE, CHAT_BASE_URL, CHAT_MODEL,
  CHAT_ALLOWED_ORIGINS, NOTIFY_HOURLY_LIMIT, CHAT_RATE_PER_MINUTE, CHAT_RATE_PER_DAY,
  CHAT_DAILY_LIMIT, CHAT_DAILY_CHARACTERS, CHAT_TIMEOUT_MS, CHAT_HISTORY_SECRET.

  --dry-run   check the inputs and print every command and request, calling nothing
  --check     run only the post-deploy check (after connecting the static host): the site
              must answer, and you get a test email
  --email     on a re-run, email a test message at the end too (a first deploy always does)
  --allow-sample-content
              deploy even though the content is still the sample owner's (npm run
              check:content lists it); without it, such a deploy stops before any change
  --help      show this text`;

/** Each secret value of a run, masked wherever the deploy prints. */
function secretsOf(inputs: DeployInputs, webhookSecret: string): string[] {
  return [
    inputs.accessToken,
    inputs.secretKey,
    inputs.adminPassword,
    inputs.emailApiKey ?? '',
    inputs.chatApiKey ?? '',
    inputs.tuning?.CHAT_HISTORY_SECRET ?? '',
    webhookSecret,
  ];
}

/** Reads, asks for and checks the inputs; undefined (after saying why) when the deploy cannot run. */
async function gatherInputs(deps: DeployDeps): Promise<DeployInputs | undefined> {
  const { io } = deps;
  const read = readInputs(deps.env, deps.root);
  let values = read.values;
  const missing = missingInputs(values);
  if (missing.length > 0 && !io.interactive) {
    io.write(
      `Nothing was changed: these inputs are missing. Set them in ${INPUT_SOURCES}, ` +
        'then run `npm run deploy` again:\n' +
        missing.map((spec) => `  - ${spec.name}: ${spec.where}\n`).join(''),
    );
    return undefined;
  }
  if (io.interactive) values = await promptForInputs(values, io);

  const validation = validateInputs(
    { ...read, values },
    { minPasswordLength: minimumPasswordLength(deps.root) },
  );
  if (!validation.inputs) {
    io.write(
      'Nothing was changed. Fix these, then run `npm run deploy` again:\n' +
        validation.problems.map((problem) => `  - ${problem}\n`).join(''),
    );
    return undefined;
  }
  for (const note of validation.notes) io.write(`Note: ${note}\n`);
  return validation.inputs;
}

function printPlan(context: PlanContext, io: DeployIo, secrets: string[]): void {
  io.write(
    'Dry run: nothing is called, sent or written. A deploy would do this, in order.\n' +
      `Every supabase command runs in ${context.root} with SUPABASE_ACCESS_TOKEN=` +
      `${maskSecret(context.inputs.accessToken)} and DO_NOT_TRACK=1 in its environment.\n`,
  );
  STEPS.forEach((step, index) => {
    const lines = step.plan(context).map((line) => `    ${line}`);
    io.write(
      maskText(`${index + 1}/${STEPS.length} ${step.title}\n${lines.join('\n')}\n`, secrets),
    );
  });
}

async function runSteps(
  context: PlanContext,
  deps: DeployDeps,
  secrets: string[],
): Promise<number> {
  const { io } = deps;
  const cli = cliRunner({
    cli: findSupabaseCli(deps.env),
    run: deps.run,
    env: deps.env,
    accessToken: context.inputs.accessToken,
    root: deps.root,
    tmpRoot: deps.tmpRoot,
  });
  const stepContext = { ...context, io, cli, fetch: deps.fetch, check: checkOf(deps) };
  for (const [index, step] of STEPS.entries()) {
    const label = `${index + 1}/${STEPS.length} ${step.title}`;
    io.write(step.printsOwnOutput ? `${label}\n` : `${label} ... `);
    try {
      const { summary, details = [] } = await step.run(stepContext);
      const done = summary ? `done: ${summary}` : 'done';
      io.write(step.printsOwnOutput ? `    ${done}\n` : `${done}\n`);
      for (const line of details) io.write(`    ${line}\n`);
    } catch (error) {
      const message = error instanceof Error ? error.message : String(error);
      io.write(
        maskText(
          `${step.printsOwnOutput ? '    ' : ''}failed\n    ${message}\n` +
            (step.onFailure ? `    ${step.onFailure}\n` : '') +
            `The deploy stopped at step ${label}. Fix the cause and run \`npm run deploy\` ` +
            'again: every step is safe to repeat.\n',
          secrets,
        ),
      );
      return 1;
    }
  }
  io.write(
    `Deployed: ${context.inputs.supabaseUrl} is ready for ${context.inputs.siteUrl}.\n` +
      `Next, if your static host is not connected yet: give it the settings above (also in ${HOST_ENV_FILE}; docs/deploy.md, step 5), ` +
      'then run `npm run deploy -- --check` to check the live site and get a test email.\n',
  );
  if (!context.inputs.emailApiKey) {
    io.write('Remember: EMAIL_API_KEY is empty, so no email reaches you about new messages.\n');
  }
  return 0;
}

/** Runs `npm run deploy` with `argv` (the arguments after `--`); resolves with the exit code. */
export async function main(argv: readonly string[], deps: DeployDeps): Promise<number> {
  const { io } = deps;
  let flags: {
    help?: boolean;
    'dry-run'?: boolean;
    check?: boolean;
    email?: boolean;
    'allow-sample-content'?: boolean;
  };
  try {
    flags = parseArgs({
      args: [...argv],
      options: {
        help: { type: 'boolean', short: 'h' },
        'dry-run': { type: 'boolean' },
        check: { type: 'boolean' },
        email: { type: 'boolean' },
        'allow-sample-content': { type: 'boolean' },
      },
    }).values;
  } catch (error) {
    io.write(`${error instanceof Error ? error.message : String(error)}\n\n${USAGE}\n`);
    return 1;
  }
  if (flags.help) {
    io.write(`${USAGE}\n`);
    return 0;
  }
  if (flags['dry-run'] && flags.check) {
    io.write(`--dry-run and --check do not go together.\n\n${USAGE}\n`);
    return 1;
  }

  const inputs = await gatherInputs(deps);
  if (!inputs) return 1;
  // After the static host is connected: the site must answer, and the owner gets a test email.
  if (flags.check) {
    return (await checkOf(deps)(inputs, io, { siteRequired: true, testEmail: true })) ? 0 : 1;
  }

  const webhookSecret = newWebhookSecret();
  const context: PlanContext = {
    inputs,
    root: deps.root,
    webhookSecret,
    authBaseUrl: deps.authBaseUrl ?? inputs.supabaseUrl,
    testEmail: flags.email === true,
  };
  const secrets = secretsOf(inputs, webhookSecret);
  if (flags['dry-run']) {
    printPlan(context, io, secrets);
    return 0;
  }
  // The sample owner does not go live by accident: what the host would build is checked first.
  const findings = await (deps.contentCheck ?? checkSampleContent)(deps.root);
  if (!contentCheckPasses(findings, io, flags['allow-sample-content'] === true)) return 1;
  return runSteps(context, deps, secrets);
}
