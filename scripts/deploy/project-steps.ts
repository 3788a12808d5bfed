/**
 * The steps that set up the Supabase project through its CLI: link it, apply the migrations,
 * push the Auth settings with the live site URL, deploy the functions, set their secrets, and
 * store the webhook's address and secret in Vault (and tell the database the site's languages).
 * Each is safe to repeat, and a re-run changes nothing that needs no change: the CLI applies only
 * missing migrations and pushes only differences, Auth's redirect list keeps the addresses it had,
 * and the webhook secret Vault holds is kept (a new one is made only when it holds none).
 *
 * Every call that changes the project carries `--yes`: the CLI runs with no terminal, and without
 * it stops with "Confirmation required" (see supabase-command.ts).
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { envFileText, functionSecrets, SECRET_FUNCTION_SETTINGS } from './function-secrets.ts';
import {
  currentRedirectUrls,
  liveConfigToml,
  mergeRedirectUrls,
  siteRedirectUrls,
} from './live-config.ts';
import { maskSecret, maskText } from './mask.ts';
import { cliStep, showCall, type PlanContext, type Step, type StepContext } from './step.ts';
import type { CliCall } from './supabase-command.ts';
import { locales } from '../../src/content/locales/index.ts';
import {
  notifyOwnerVaultSecrets,
  siteLanguagesSql,
  vaultUpsertSql,
  WEBHOOK_SECRET_QUERY,
  webhookSecretFrom,
} from './vault-sql.ts';

/** The CLI version whose flags the calls below use (`--remote`, `db query`, `--yes`). */
const CLI_MAJOR = 3;

const versionCall: CliCall = { args: () => ['--version'] };

function linkCall({ inputs }: PlanContext): CliCall {
  return { args: () => ['link', '--project-ref', inputs.projectRef] };
}

export const link: Step = {
  title: 'Link the project',
  plan: (context) => [...showCall(versionCall), ...showCall(linkCall(context))],
  run: async (context) => {
    const { stdout } = await context.cli(versionCall);
    const version = /(\d+)\.(\d+)\.(\d+)/.exec(stdout);
    if (!version || Number(version[1]) !== CLI_MAJOR) {
      throw new Error(
        `The Supabase CLI found is version ${version?.[0] ?? `"${stdout.trim()}"`}; the deploy ` +
          `needs ${CLI_MAJOR}.x, the devDependency. Run it as \`npm run deploy\` (after \`npm ` +
          'install`), which puts node_modules/.bin first on PATH.',
      );
    }
    await context.cli(linkCall(context));
    return { summary: `linked to ${context.inputs.projectRef}` };
  },
};

// `db push` and `db query` target the linked project (bare --remote): `link` saved its
// connection details, such as the pooler's address that an IPv4-only network needs. Without
// --password the CLI logs in to the database with the access token, so no database password
// is asked for.
export const migrations = cliStep('Apply the migrations', () => [
  { args: () => ['db', 'push', '--remote', '--yes'] },
]);

/** The redirect addresses the deploy adds to whatever the project has. */
function wantedRedirectUrls({ inputs }: PlanContext): string[] {
  return siteRedirectUrls(inputs.siteUrl, inputs.extraOrigins);
}

const quoted = (urls: readonly string[]) => `[${urls.map((url) => `"${url}"`).join(', ')}]`;

/** A config call (`diff` or `push`) on a temp folder holding the live config.toml. */
function configCall(
  { inputs, root }: PlanContext,
  command: string[],
  redirectUrls: string[],
  redirectsShown: string,
): CliCall {
  const source = readFileSync(join(root, 'supabase/config.toml'), 'utf8');
  return {
    args: (dir) => ['config', ...command, '--workdir', dir],
    files: [
      {
        path: 'supabase/config.toml',
        content: liveConfigToml(source, inputs.siteUrl, redirectUrls),
        shown: [
          `supabase/config.toml with [auth] site_url = "${inputs.siteUrl}" and ` +
            `additional_redirect_urls = ${redirectsShown}`,
        ],
      },
    ],
  };
}

/** `config diff` (read-only): the project's current redirect list, where it differs from ours. */
function configDiffCall(context: PlanContext): CliCall {
  const wanted = wantedRedirectUrls(context);
  const command = ['diff', `--remote=${context.inputs.projectRef}`, '--output-format', 'json'];
  return configCall(context, command, wanted, quoted(wanted));
}

function configPushCall(context: PlanContext, redirectUrls: string[], shown: string): CliCall {
  const command = ['push', `--remote=${context.inputs.projectRef}`, '--yes'];
  return configCall(context, command, redirectUrls, shown);
}

export const authSettings: Step = {
  title: 'Push the Auth settings with the live site URL',
  plan: (context) => [
    ...showCall(configDiffCall(context)),
    "  (reads the project's current additional_redirect_urls, to keep them)",
    ...showCall(
      configPushCall(
        context,
        [],
        `the project's current list, plus those of ${quoted(wantedRedirectUrls(context))} it lacks`,
      ),
    ),
  ],
  run: async (context) => {
    const wanted = wantedRedirectUrls(context);
    const { stdout } = await context.cli(configDiffCall(context));
    const current = currentRedirectUrls(stdout, wanted);
    const merged = mergeRedirectUrls(current, wanted);
    await context.cli(configPushCall(context, merged, quoted(merged)));
    const added = merged.filter((url) => !current.includes(url));
    const { siteUrl } = context.inputs;
    return {
      summary: added.length
        ? `site URL ${siteUrl}; ${added.join(' and ')} added to the redirect addresses ` +
          `(${current.length} kept)`
        : `site URL ${siteUrl}; the redirect addresses kept as they were (${current.length})`,
    };
  },
};

const FUNCTIONS = ['chat', 'notify-owner', 'visit', 'reply'];

export const functions = cliStep('Deploy the Edge Functions', ({ inputs }) =>
  FUNCTIONS.map((name) => ({
    // --use-api bundles on Supabase's side: no Docker. verify_jwt comes from config.toml.
    args: () => [
      'functions',
      'deploy',
      name,
      '--use-api',
      `--remote=${inputs.projectRef}`,
      '--yes',
    ],
  })),
);

/** Reads the webhook secret Vault holds (read-only: the CLI asks no confirmation for it). */
const readWebhookSecretCall: CliCall = {
  args: () => [
    'db',
    'query',
    '--remote',
    '--read-only',
    '--output-format',
    'json',
    WEBHOOK_SECRET_QUERY,
  ],
};

/** The webhook secret of a run, and whether it is the one Vault held. */
export interface WebhookSecret {
  value: string;
  kept: boolean;
}

// Steps 5 and 6 of a run set one secret: Vault's, read once per run (keyed by the run's context),
// else the run's new one. Read again, it would be the same, since only step 6 writes Vault.
const webhookSecrets = new WeakMap<StepContext, Promise<WebhookSecret>>();

/**
 * The run's webhook secret; `kept` says the project had one already (a re-run). The check at the
 * end reads it too: a first deploy sets up the owner's email, so it emails a test message.
 */
export function webhookSecretOf(context: StepContext): Promise<WebhookSecret> {
  let secret = webhookSecrets.get(context);
  if (!secret) {
    secret = context.cli(readWebhookSecretCall).then(({ stdout }) => {
      const held = webhookSecretFrom(stdout);
      return held ? { value: held, kept: true } : { value: context.webhookSecret, kept: false };
    });
    webhookSecrets.set(context, secret);
  }
  return secret;
}

/** Runs `work`; a failure's message never shows `secret` (main.ts masks only the run's new one). */
async function maskingFailures<T>(secret: string, work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (error) {
    if (error instanceof Error) error.message = maskText(error.message, [secret]);
    throw error;
  }
}

const SECRETS_FILE = 'function-secrets.env';

function secretsCalls({ inputs }: PlanContext, webhookSecret: string): CliCall[] {
  const { set, unset } = functionSecrets(inputs, webhookSecret);
  const calls: CliCall[] = [
    {
      args: (dir) => [
        'secrets',
        'set',
        '--env-file',
        join(dir, SECRETS_FILE),
        `--remote=${inputs.projectRef}`,
        '--yes',
      ],
      files: [
        {
          path: SECRETS_FILE,
          content: envFileText(set),
          shown: set.map(
            ([name, value]) =>
              `${name}=${SECRET_FUNCTION_SETTINGS.includes(name) ? maskSecret(value) : value}`,
          ),
        },
      ],
    },
  ];
  if (unset.length > 0) {
    calls.push({
      args: () => ['secrets', 'unset', ...unset, `--remote=${inputs.projectRef}`, '--yes'],
    });
  }
  return calls;
}

export const secrets: Step = {
  title: 'Set the function secrets',
  plan: (context) => [
    ...showCall(readWebhookSecretCall),
    '  (the webhook secret Vault holds is kept; without one, a new one is made)',
    ...secretsCalls(context, context.webhookSecret).flatMap(showCall),
  ],
  run: async (context) => {
    const secret = await webhookSecretOf(context);
    await maskingFailures(secret.value, async () => {
      for (const call of secretsCalls(context, secret.value)) await context.cli(call);
    });
    const { set, unset } = functionSecrets(context.inputs, secret.value);
    return {
      summary: [
        `${set.length} set`,
        ...(unset.length ? [`${unset.join(' and ')} removed`] : []),
        secret.kept ? 'with the webhook secret Vault holds' : 'with a new webhook secret',
      ].join(', '),
    };
  },
};

const VAULT_FILE = 'vault.sql';

function vaultCall({ inputs }: PlanContext, webhookSecret: string): CliCall {
  const sqlFor = (secret: string) =>
    vaultUpsertSql(notifyOwnerVaultSecrets(inputs.supabaseUrl, secret)) +
    siteLanguagesSql(locales.map(({ code }) => code));
  return {
    args: (dir) => ['db', 'query', '--remote', '--file', join(dir, VAULT_FILE), '--yes'],
    files: [
      {
        path: VAULT_FILE,
        content: sqlFor(webhookSecret),
        shown: sqlFor('***').trimEnd().split('\n'),
      },
    ],
  };
}

export const vault: Step = {
  title: "Store the notify-owner function's address and secret in Vault, and the site's languages",
  plan: (context) => showCall(vaultCall(context, context.webhookSecret)),
  run: async (context) => {
    const secret = await webhookSecretOf(context);
    await maskingFailures(secret.value, () => context.cli(vaultCall(context, secret.value)));
    return {};
  },
  onFailure:
    'If step 5 made a new webhook secret, the functions have it and Vault does not: until a ' +
    "deploy gets past this step, the database's calls to notify-owner are refused (no owner " +
    'emails). Running the deploy again sets one secret in both places.',
};
