/**
 * What a deploy step is: it describes itself (the dry run's plan) and does its work from the same
 * call and request builders, so the plan a dry run prints is what a real run does.
 */
import type { PostDeployCheck } from './check.ts';
import type { DeployIo } from './io.ts';
import { maskSecret } from './mask.ts';
import type { HttpRequest } from './owner-account.ts';
import { formatArgs, TEMP_DIR_SHOWN, type CliCall, type CliRunner } from './supabase-command.ts';
import type { DeployInputs } from './validate.ts';

/** What a step's plan is worked out from. */
export interface PlanContext {
  inputs: DeployInputs;
  /** The repository root: its supabase/ folder and where deploy-output.env goes. */
  root: string;
  /**
   * A new webhook secret, made for this run: steps 5 and 6 set it, the same in both, only when
   * Vault holds none yet; otherwise they keep the one Vault holds (project-steps.ts).
   */
  webhookSecret: string;
  /** Where Auth's admin API answers: the project's URL (a test points it at a stand-in). */
  authBaseUrl: string;
  /**
   * The owner asked for a test email (--email). A first deploy (no webhook secret yet) sends one
   * anyway; a re-run otherwise checks with a message filed as spam, which is never emailed.
   */
  testEmail: boolean;
}

/** What a step works with. */
export interface StepContext extends PlanContext {
  io: DeployIo;
  cli: CliRunner;
  fetch: typeof fetch;
  /** The post-deploy check (check.ts); tests of the other steps give a stand-in. */
  check: PostDeployCheck;
}

/** What a step did: a few words for its "done" line, and lines to print under it. */
export interface StepResult {
  summary?: string;
  details?: string[];
}

export interface Step {
  title: string;
  /** The step prints lines of its own while it runs (its title then gets a line to itself). */
  printsOwnOutput?: boolean;
  /** What a dry run prints: every command and request, with secrets masked. */
  plan(context: PlanContext): string[];
  run(context: StepContext): Promise<StepResult>;
  /** Said after the error when the step fails. */
  onFailure?: string;
}

/** A CLI call as a dry run shows it. */
export function showCall(call: CliCall): string[] {
  return [
    `$ supabase ${formatArgs(call.args(TEMP_DIR_SHOWN))}`,
    ...(call.files ?? []).flatMap((file) => [
      `  ${TEMP_DIR_SHOWN}/${file.path} (mode 0600, removed after the call):`,
      ...file.shown.map((line) => `    ${line}`),
    ]),
  ];
}

/** A request as a dry run shows it: the secret key and the password masked. */
export function showRequest(request: HttpRequest): string[] {
  const body = request.body && { ...request.body };
  if (body && 'password' in body) body.password = '***';
  return [
    `${request.method} ${request.url}`,
    `  apikey: ${maskSecret(request.headers.apikey ?? '')}`,
    ...(body ? [`  ${JSON.stringify(body)}`] : []),
  ];
}

/** A step that is a list of CLI calls, made one after the other. */
export function cliStep(
  title: string,
  calls: (context: PlanContext) => CliCall[],
  extra: Partial<Step> = {},
): Step {
  return {
    title,
    plan: (context) => calls(context).flatMap(showCall),
    run: async (context) => {
      for (const call of calls(context)) await context.cli(call);
      return {};
    },
    ...extra,
  };
}
