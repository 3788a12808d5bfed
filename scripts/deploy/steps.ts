/**
 * The nine steps of a deploy, in order: the project's (project-steps.ts), then the owner's
 * account, the static host's settings and the post-deploy check. Each one is safe to repeat (the
 * owner's account is created or updated), so a deploy that stopped halfway is finished by
 * running it again.
 */
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { checkPlan } from './check.ts';
import { HOST_ENV_FILE, HOST_INSTRUCTIONS, hostEnv, hostEnvFileText } from './host-env.ts';
import {
  createOwnerRequest,
  ensureOwnerAccount,
  listUsersRequest,
  updateOwnerRequest,
  type OwnerAccount,
} from './owner-account.ts';
import {
  authSettings,
  functions,
  link,
  migrations,
  secrets,
  vault,
  webhookSecretOf,
} from './project-steps.ts';
import { showRequest, type PlanContext, type Step } from './step.ts';
import type { DeployInputs } from './validate.ts';

function ownerAccount({ inputs, authBaseUrl }: PlanContext): OwnerAccount {
  return {
    baseUrl: authBaseUrl,
    secretKey: inputs.secretKey,
    email: inputs.adminEmail,
    password: inputs.adminPassword,
  };
}

const owner: Step = {
  title: "Create or update the owner's account",
  plan: (context) => {
    const account = ownerAccount(context);
    return [
      ...showRequest(createOwnerRequest(account)),
      `if it exists (422 email_exists), find it and update it:`,
      ...showRequest(listUsersRequest(account, 1)).map((line) => `  ${line}`),
      `  (and the next pages until ${account.email} is listed)`,
      ...showRequest(updateOwnerRequest(account, 'OWNER_ID')).map(
        (line) => `  ${line.replace('OWNER_ID', '<its id>')}`,
      ),
    ];
  },
  run: async (context) => {
    const outcome = await ensureOwnerAccount(ownerAccount(context), context.fetch);
    const { adminEmail } = context.inputs;
    return {
      summary:
        outcome === 'created'
          ? `created ${adminEmail} (confirmed, admin)`
          : `updated ${adminEmail} (new password, admin)`,
    };
  },
};

function hostLines(inputs: DeployInputs): string[] {
  return [
    ...hostEnv(inputs).map(([name, value]) => `${name}=${value}`),
    "Paste them into your static host's build settings:",
    ...HOST_INSTRUCTIONS.map((line) => `  ${line}`),
  ];
}

const hostSettings: Step = {
  title: "Write the static host's settings",
  plan: ({ inputs }) => [
    `write ${HOST_ENV_FILE}:`,
    ...hostLines(inputs).map((line) => `  ${line}`),
  ],
  run: async ({ inputs, root }) => {
    writeFileSync(join(root, HOST_ENV_FILE), hostEnvFileText(inputs));
    return { summary: `${HOST_ENV_FILE} written`, details: hostLines(inputs) };
  },
};

const check: Step = {
  title: 'Check the live project',
  printsOwnOutput: true,
  plan: ({ inputs }) => [
    'run the post-deploy check (scripts/deploy/check.ts):',
    ...checkPlan(inputs).map((line) => `  ${line}`),
  ],
  run: async (context) => {
    const { inputs, io, check } = context;
    // A first deploy set the owner's email up: it emails a test message. A re-run does only
    // when asked (--email), so running the deploy again mails nobody.
    const testEmail = context.testEmail || !(await webhookSecretOf(context)).kept;
    // The static host is connected after the deploy: a site that does not answer yet is the
    // next step, not a failure.
    if (!(await check(inputs, io, { siteRequired: false, testEmail }))) {
      throw new Error('The post-deploy check failed (see above).');
    }
    return {};
  },
};

export const STEPS: readonly Step[] = [
  link,
  migrations,
  authSettings,
  functions,
  secrets,
  vault,
  owner,
  hostSettings,
  check,
];
