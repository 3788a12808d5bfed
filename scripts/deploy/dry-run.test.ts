// @vitest-environment node
/**
 * `npm run deploy -- --dry-run` checks the inputs like a real run, then prints every command and
 * request a deploy would make, in order, with every secret masked, and calls, sends and writes
 * nothing. Bad inputs stop it the same way: exit 1, nothing called.
 */
import { existsSync, readdirSync, rmSync } from 'node:fs';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { locales } from '../../src/content/locales/index.ts';
import { main, type DeployDeps } from './main';
import { makeRoot, recordingIo, REF, VALID_ENV, type RecordingIo } from './test-support';

let root: string;
let io: RecordingIo;
const run = vi.fn<DeployDeps['run']>(async () => {
  throw new Error('a dry run must not run anything');
});
const fetcher = vi.fn<typeof fetch>(async () => {
  throw new Error('a dry run must not send anything');
});

beforeEach(() => {
  root = makeRoot();
  io = recordingIo();
  run.mockClear();
  fetcher.mockClear();
});

afterEach(() => rmSync(root, { recursive: true, force: true }));

function dryRun(env: Record<string, string>, argv = ['--dry-run']): Promise<number> {
  return main(argv, { env, root, io, run, fetch: fetcher, tmpRoot: '/nonexistent-tmp' });
}

const API = `https://${REF}.supabase.co`;

describe('--dry-run', () => {
  it('prints the plan, line by line, with every secret masked', async () => {
    expect(await dryRun({ ...VALID_ENV, NOTIFY_TIME_ZONE: 'Europe/Paris' })).toBe(0);
    expect(io.output().split('\n')).toEqual([
      'Dry run: nothing is called, sent or written. A deploy would do this, in order.',
      `Every supabase command runs in ${root} with SUPABASE_ACCESS_TOKEN=sbp_…4567 and DO_NOT_TRACK=1 in its environment.`,
      '1/9 Link the project',
      '    $ supabase --version',
      `    $ supabase link --project-ref ${REF}`,
      '2/9 Apply the migrations',
      '    $ supabase db push --remote --yes',
      '3/9 Push the Auth settings with the live site URL',
      `    $ supabase config diff --remote=${REF} --output-format json --workdir <tmp>`,
      '      <tmp>/supabase/config.toml (mode 0600, removed after the call):',
      '        supabase/config.toml with [auth] site_url = "https://janedoe.studio" and additional_redirect_urls = ["https://janedoe.studio"]',
      "      (reads the project's current additional_redirect_urls, to keep them)",
      `    $ supabase config push --remote=${REF} --yes --workdir <tmp>`,
      '      <tmp>/supabase/config.toml (mode 0600, removed after the call):',
      `        supabase/config.toml with [auth] site_url = "https://janedoe.studio" and additional_redirect_urls = the project's current list, plus those of ["https://janedoe.studio"] it lacks`,
      '4/9 Deploy the Edge Functions',
      `    $ supabase functions deploy chat --use-api --remote=${REF} --yes`,
      `    $ supabase functions deploy notify-owner --use-api --remote=${REF} --yes`,
      `    $ supabase functions deploy visit --use-api --remote=${REF} --yes`,
      `    $ supabase functions deploy reply --use-api --remote=${REF} --yes`,
      '5/9 Set the function secrets',
      `    $ supabase db query --remote --read-only --output-format json "select decrypted_secret from vault.decrypted_secrets where name = 'notify_owner_secret'"`,
      '      (the webhook secret Vault holds is kept; without one, a new one is made)',
      `    $ supabase secrets set --env-file <tmp>/function-secrets.env --remote=${REF} --yes`,
      '      <tmp>/function-secrets.env (mode 0600, removed after the call):',
      '        NOTIFY_WEBHOOK_SECRET=***',
      '        EMAIL_API_KEY=re_…5678',
      '        NOTIFY_EMAIL_TO=jane@janedoe.studio,studio@janedoe.studio',
      "        NOTIFY_EMAIL_FROM=Jane's studio <hello@janedoe.studio>",
      '        NOTIFY_TIME_ZONE=Europe/Paris',
      '        CHAT_API_KEY=sk-or-v1-…cdef',
      '        CHAT_ALLOWED_ORIGINS=https://janedoe.studio,https://www.janedoe.studio',
      '        SITE_URL=https://janedoe.studio',
      "6/9 Store the notify-owner function's address and secret in Vault, and the site's languages",
      '    $ supabase db query --remote --file <tmp>/vault.sql --yes',
      '      <tmp>/vault.sql (mode 0600, removed after the call):',
      "        -- Written by npm run deploy: the notify-owner function's address and shared secret.",
      '        do $vault$',
      '        declare',
      '          wanted record;',
      '          existing uuid;',
      '        begin',
      '          for wanted in',
      '            select * from (values',
      `              (E'notify_owner_url', E'${API}/functions/v1/notify-owner'),`,
      "              (E'notify_owner_secret', E'***')",
      '            ) as given (name, secret)',
      '          loop',
      '            select id into existing from vault.secrets where name = wanted.name;',
      '            if existing is null then',
      '              perform vault.create_secret(wanted.secret, wanted.name);',
      '            else',
      '              perform vault.update_secret(existing, wanted.secret);',
      '            end if;',
      '          end loop;',
      '        end',
      '        $vault$;',
      '        -- Written by npm run deploy: the languages of src/content/locales.',
      `        select public.set_site_languages(array[${locales.map(({ code }) => `E'${code}'`).join(', ')}]);`,
      "7/9 Create or update the owner's account",
      `    POST ${API}/auth/v1/admin/users`,
      '      apikey: sb_secret_…MPvz',
      '      {"email":"jane@janedoe.studio","password":"***","email_confirm":true,"app_metadata":{"role":"admin"}}',
      '    if it exists (422 email_exists), find it and update it:',
      `      GET ${API}/auth/v1/admin/users?page=1&per_page=1000`,
      '        apikey: sb_secret_…MPvz',
      '      (and the next pages until jane@janedoe.studio is listed)',
      `      PUT ${API}/auth/v1/admin/users/<its id>`,
      '        apikey: sb_secret_…MPvz',
      '        {"password":"***","email_confirm":true,"app_metadata":{"role":"admin"}}',
      "8/9 Write the static host's settings",
      '    write deploy-output.env:',
      `      VITE_SUPABASE_URL=${API}`,
      `      VITE_SUPABASE_PUBLISHABLE_KEY=${VALID_ENV.VITE_SUPABASE_PUBLISHABLE_KEY}`,
      '      VITE_ADMIN_EMAIL=jane@janedoe.studio',
      '      SITE_URL=https://janedoe.studio',
      "      Paste them into your static host's build settings:",
      '        Vercel: Project > Settings > Environment Variables (Production); then run `npm run vercel-headers` and commit vercel.json.',
      '        Netlify: Site configuration > Environment variables; build command `npm run build`, publish directory `dist`.',
      '        Cloudflare Pages: your project > Settings > Variables and Secrets (Production); build command `npm run build`, output directory `dist`.',
      '9/9 Check the live project',
      '    run the post-deploy check (scripts/deploy/check.ts):',
      '      GET https://janedoe.studio',
      `      POST ${API}/rest/v1/contact_messages (publishable key): a marked test message`,
      `      GET ${API}/rest/v1/contact_messages?id=eq.<it> (secret key), until its email is settled`,
      `      DELETE ${API}/rest/v1/contact_messages?id=eq.<it> (secret key)`,
      `      POST ${API}/functions/v1/chat (publishable key): a question`,
      `      POST ${API}/functions/v1/visit (no key, as a beacon): an invalid event, counted nowhere`,
      `      POST ${API}/functions/v1/reply (publishable key, no session): refused, nothing sent`,
      `      POST ${API}/rest/v1/rpc/client_address_probe (secret key): the headers the database saw`,
      `      POST ${API}/functions/v1/chat (secret key): the headers the function saw`,
      '',
    ]);
  });

  it('calls, sends and writes nothing', async () => {
    expect(await dryRun(VALID_ENV)).toBe(0);
    expect(run).not.toHaveBeenCalled();
    expect(fetcher).not.toHaveBeenCalled();
    expect(readdirSync(root)).toEqual(['supabase']);
    expect(existsSync('/nonexistent-tmp')).toBe(false);
  });

  it('shows no secret whole', async () => {
    await dryRun(VALID_ENV);
    for (const name of [
      'SUPABASE_ACCESS_TOKEN',
      'SUPABASE_SECRET_KEY',
      'ADMIN_PASSWORD',
      'EMAIL_API_KEY',
      'CHAT_API_KEY',
    ] as const) {
      expect(io.output(), name).not.toContain(VALID_ENV[name]);
    }
  });

  it('with the optional keys empty: says what that means, and removes them on the host', async () => {
    expect(
      await dryRun({
        ...VALID_ENV,
        EMAIL_API_KEY: '',
        CHAT_API_KEY: '',
        NOTIFY_EMAIL_TO: '',
        NOTIFY_EMAIL_FROM: '',
      }),
    ).toBe(0);
    const output = io.output();
    expect(output).toContain('Note: EMAIL_API_KEY is empty: NO EMAIL WILL REACH YOU');
    expect(output).toContain(
      'Note: CHAT_API_KEY is empty: the chat answers from its built-in responder',
    );
    expect(output).toContain(
      `    $ supabase secrets unset EMAIL_API_KEY CHAT_API_KEY --remote=${REF} --yes\n`,
    );
    expect(output).not.toMatch(/^ +(EMAIL_API_KEY|CHAT_API_KEY|NOTIFY_EMAIL_TO)=/m);
  });

  it('stops at bad inputs like a real run: exit 1, every problem listed, nothing called', async () => {
    expect(
      await dryRun({
        ...VALID_ENV,
        VITE_SUPABASE_PUBLISHABLE_KEY: 'eyJhbGciOiJIUzI1NiJ9.eyJyb2xlIjoiYW5vbiJ9.sig',
        NOTIFY_EMAIL_FROM: 'Contact form <onboarding@resend.dev>',
      }),
    ).toBe(1);
    const output = io.output();
    expect(output).toMatch(/^Nothing was changed\. Fix these, then run `npm run deploy` again:\n/);
    expect(output).toContain(
      '  - VITE_SUPABASE_PUBLISHABLE_KEY is a legacy anon JWT (eyJ...). Use the publishable key (sb_publishable_...) from Project Settings > API Keys.\n',
    );
    expect(output).toContain("NOTIFY_EMAIL_FROM is Resend's test domain (resend.dev)");
    expect(output).not.toContain('1/9');
    expect(run).not.toHaveBeenCalled();
    expect(fetcher).not.toHaveBeenCalled();
  });
});

describe('the command line', () => {
  it('--help prints the usage and exits 0, asking for nothing', async () => {
    expect(await dryRun({}, ['--help'])).toBe(0);
    expect(io.output()).toMatch(/^Usage: npm run deploy \[-- --dry-run \| --check \| --help\]/);
  });

  it('an unknown option prints the usage and exits 1', async () => {
    expect(await dryRun(VALID_ENV, ['--dryrun'])).toBe(1);
    expect(io.output()).toMatch(/Unknown option '--dryrun'[\s\S]*Usage: npm run deploy/);
  });

  it('--check runs only the post-deploy check: requests to the live project, no CLI', async () => {
    // This fetch reaches nothing, so every check fails and says so.
    expect(await dryRun(VALID_ENV, ['--check'])).toBe(1);
    expect(io.output()).toMatch(/^Checking the live project/);
    expect(io.output()).toMatch(/check\(s\) failed/);
    expect(fetcher).toHaveBeenCalled();
    expect(run).not.toHaveBeenCalled();
  });
});
