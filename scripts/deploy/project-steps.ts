/**
 * The steps that set up the Supabase project through its CLI: link it, apply the migrations,
 * push the Auth settings with the live site URL, deploy the functions, set their secrets, and
 * store the webhook's address and secret in Vault (and tell the database the site's languages). Each is safe to repeat: the CLI applies only
 * missing migrations and pushes only differences; secrets and Vault entries are overwritten.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { envFileText, functionSecrets, SECRET_FUNCTION_SETTINGS } from './function-secrets.ts';
import { liveConfigToml } from './live-config.ts';
import { maskSecret } from './mask.ts';
import { cliStep, showCall, type PlanContext, type Step } from './step.ts';
import type { CliCall } from './supabase-command.ts';
import { locales } from '../../src/content/locales/index.ts';
import { notifyOwnerVaultSecrets, siteLanguagesSql, vaultUpsertSql } from './vault-sql.ts';

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

function configPushCall({ inputs, root }: PlanContext): CliCall {
  const source = readFileSync(join(root, 'supabase/config.toml'), 'utf8');
  return {
    args: (dir) => ['config', 'push', `--remote=${inputs.projectRef}`, '--yes', '--workdir', dir],
    files: [
      {
        path: 'supabase/config.toml',
        content: liveConfigToml(source, inputs.siteUrl),
        shown: [
          `supabase/config.toml with [auth] site_url = "${inputs.siteUrl}" and ` +
            `additional_redirect_urls = ["${inputs.siteUrl}"]`,
        ],
      },
    ],
  };
}

export const authSettings = cliStep('Push the Auth settings with the live site URL', (context) => [
  configPushCall(context),
]);

const FUNCTIONS = ['chat', 'notify-owner', 'visit'];

export const functions = cliStep('Deploy the Edge Functions', ({ inputs }) =>
  FUNCTIONS.map((name) => ({
    // --use-api bundles on Supabase's side: no Docker. verify_jwt comes from config.toml.
    args: () => ['functions', 'deploy', name, '--use-api', `--remote=${inputs.projectRef}`],
  })),
);

const SECRETS_FILE = 'function-secrets.env';

function secretsCalls({ inputs, webhookSecret }: PlanContext): CliCall[] {
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
  ...cliStep('Set the function secrets (with a new webhook secret)', secretsCalls),
  run: async (context) => {
    for (const call of secretsCalls(context)) await context.cli(call);
    const { set, unset } = functionSecrets(context.inputs, context.webhookSecret);
    return {
      summary: [
        `${set.length} set`,
        ...(unset.length ? [`${unset.join(' and ')} removed`] : []),
      ].join(', '),
    };
  },
};

const VAULT_FILE = 'vault.sql';

function vaultCall({ inputs, webhookSecret }: PlanContext): CliCall {
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

export const vault = cliStep(
  "Store the notify-owner function's address and secret in Vault, and the site's languages",
  (context) => [vaultCall(context)],
  {
    onFailure:
      'The functions already have the new webhook secret and Vault does not: until a deploy ' +
      "gets past this step, the database's calls to notify-owner are refused (no owner emails).",
  },
);
