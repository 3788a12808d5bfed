// @vitest-environment node
/**
 * The deploy's inputs are checked before anything is called, and each rule names what to do:
 * the token and the project, the API and site addresses (https, public, the same project), the
 * keys (a publishable key for the site, never a legacy JWT or a secret key there; a secret key
 * for the server), the owner's account, and the owner's emails (a sender on a domain the email
 * API can have verified).
 */
import { mkdtempSync, rmSync, writeFileSync, mkdirSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { readInputs, type InputName } from './inputs';
import { REF, REPO_ROOT, VALID_ENV } from './test-support';
import { minimumPasswordLength, validateInputs, type Validation } from './validate';

const RULES = { minPasswordLength: 12 };

/** Validates VALID_ENV with `changes` (undefined removes a variable). */
function validate(
  changes: Partial<
    Record<InputName | 'VITE_SUPABASE_ANON_KEY' | 'VITE_ADMIN_EMAIL', string | undefined>
  > = {},
): Validation {
  const env: Record<string, string | undefined> = { ...VALID_ENV, ...changes };
  for (const [name, value] of Object.entries(env)) if (value === undefined) delete env[name];
  const root = mkdtempSync(join(tmpdir(), 'deploy-validate-'));
  try {
    return validateInputs(readInputs(env, root), RULES);
  } finally {
    rmSync(root, { recursive: true, force: true });
  }
}

/** The one problem `changes` cause. */
function problemOf(changes: Parameters<typeof validate>[0]): string {
  const { problems } = validate(changes);
  expect(problems).toHaveLength(1);
  return problems[0]!;
}

describe('valid inputs', () => {
  it('pass, tidied: URLs lose their trailing slash, recipients their spaces', () => {
    const { inputs, problems } = validate();
    expect(problems).toEqual([]);
    expect(inputs).toMatchObject({
      projectRef: REF,
      siteUrl: 'https://janedoe.studio',
      supabaseUrl: `https://${REF}.supabase.co`,
      notifyEmailTo: 'jane@janedoe.studio,studio@janedoe.studio',
      notifyEmailFrom: "Jane's studio <hello@janedoe.studio>",
    });
  });

  it("VITE_SUPABASE_URL unset is the project ref's own address, with a note", () => {
    const { inputs, notes } = validate({ VITE_SUPABASE_URL: undefined });
    expect(inputs?.supabaseUrl).toBe(`https://${REF}.supabase.co`);
    expect(notes.join('\n')).toContain(`using https://${REF}.supabase.co`);
  });

  it('a custom https domain for the API is accepted', () => {
    const { inputs, problems } = validate({ VITE_SUPABASE_URL: 'https://api.janedoe.studio/' });
    expect(problems).toEqual([]);
    expect(inputs?.supabaseUrl).toBe('https://api.janedoe.studio');
  });
});

describe('the Management API inputs', () => {
  it.each(['', 'abc', 'sb_secret_0123456789abcdef0123456789', 'sbp_short'])(
    'SUPABASE_ACCESS_TOKEN=%j is refused: it must look like sbp_...',
    (token) => {
      expect(problemOf({ SUPABASE_ACCESS_TOKEN: token })).toMatch(
        /^SUPABASE_ACCESS_TOKEN does not look like a personal access token \(sbp_\.\.\.\)\. Create one at .*Access Tokens/,
      );
    },
  );

  it.each([
    'ABCDEFGHIJKLMNOPQRST',
    'abcdefghijklmnopqrs',
    'abcdefghijklmnopqrstu',
    'abcdefghij0123456789',
  ])('SUPABASE_PROJECT_REF=%s is refused: 20 lowercase letters', (ref) => {
    // VITE_SUPABASE_URL is left out: it cannot be derived from a bad ref, only checked.
    const problem = problemOf({ SUPABASE_PROJECT_REF: ref, VITE_SUPABASE_URL: undefined });
    expect(problem).toContain(
      "SUPABASE_PROJECT_REF must be the project's ref, 20 lowercase letters",
    );
  });
});

describe('VITE_SUPABASE_URL', () => {
  it.each([
    [`http://${REF}.supabase.co`, /must start with https:\/\//],
    ['http://127.0.0.1:54321', /must start with https:\/\//],
    ['https://127.0.0.1:54321', /points at this machine \(127\.0\.0\.1:54321\)/],
    ['https://localhost', /points at this machine \(localhost\)/],
    [`${REF}.supabase.co`, /must be an https:\/\/ URL/],
    [`https://${REF}.supabase.co/rest/v1`, /without a path/],
  ])('%s is refused', (url, message) => {
    expect(problemOf({ VITE_SUPABASE_URL: url })).toMatch(message);
  });

  it("another project's supabase.co address is refused, naming both refs", () => {
    expect(problemOf({ VITE_SUPABASE_URL: 'https://zyxwvutsrqponmlkjihg.supabase.co' })).toBe(
      `VITE_SUPABASE_URL is project zyxwvutsrqponmlkjihg's address, but SUPABASE_PROJECT_REF is ${REF}: both must name the same project (https://${REF}.supabase.co).`,
    );
  });
});

describe('SITE_URL', () => {
  it.each([
    ['http://janedoe.studio', /SITE_URL must start with https:\/\//],
    ['http://127.0.0.1:5173', /SITE_URL must start with https:\/\//],
    ['https://127.0.0.1:5173', /SITE_URL points at this machine/],
    ['https://localhost:5173', /SITE_URL points at this machine/],
    ['janedoe.studio', /SITE_URL must be an https:\/\/ URL/],
  ])('%s is refused', (url, message) => {
    expect(problemOf({ SITE_URL: url })).toMatch(message);
  });

  it('is required', () => {
    expect(problemOf({ SITE_URL: undefined })).toMatch(/^SITE_URL must be set/);
  });
});

describe('the site key (VITE_SUPABASE_PUBLISHABLE_KEY)', () => {
  const LEGACY_ANON_JWT =
    'eyJhbGciOiJIUzI1NiIsInR5cCI6IkpXVCJ9.eyJyb2xlIjoiYW5vbiJ9.c2lnbmF0dXJlLW5vdC1jaGVja2Vk';

  it('a legacy anon JWT (eyJ...) stops the deploy, pointing at the publishable key', () => {
    expect(problemOf({ VITE_SUPABASE_PUBLISHABLE_KEY: LEGACY_ANON_JWT })).toBe(
      'VITE_SUPABASE_PUBLISHABLE_KEY is a legacy anon JWT (eyJ...). Use the publishable key (sb_publishable_...) from Project Settings > API Keys.',
    );
  });

  it('a secret key is refused loudly, without showing it', () => {
    const problem = problemOf({ VITE_SUPABASE_PUBLISHABLE_KEY: VALID_ENV.SUPABASE_SECRET_KEY });
    expect(problem).toMatch(
      /^VITE_SUPABASE_PUBLISHABLE_KEY is a SECRET key \(sb_secret_\.\.\.\)\./,
    );
    expect(problem).toContain('copied into the JavaScript sent to every visitor');
    expect(problem).not.toContain(VALID_ENV.SUPABASE_SECRET_KEY);
  });

  it('anything else must start with sb_publishable_', () => {
    expect(problemOf({ VITE_SUPABASE_PUBLISHABLE_KEY: 'some-key' })).toMatch(
      /must be the project's publishable key \(sb_publishable_\.\.\.\)/,
    );
  });

  it('is read from the legacy VITE_SUPABASE_ANON_KEY when unset, with a note; its rules still hold', () => {
    const legacy = validate({
      VITE_SUPABASE_PUBLISHABLE_KEY: undefined,
      VITE_SUPABASE_ANON_KEY: VALID_ENV.VITE_SUPABASE_PUBLISHABLE_KEY,
    });
    expect(legacy.problems).toEqual([]);
    expect(legacy.inputs?.publishableKey).toBe(VALID_ENV.VITE_SUPABASE_PUBLISHABLE_KEY);
    expect(legacy.notes.join('\n')).toMatch(/VITE_SUPABASE_ANON_KEY is the legacy name/);
    expect(
      problemOf({
        VITE_SUPABASE_PUBLISHABLE_KEY: undefined,
        VITE_SUPABASE_ANON_KEY: LEGACY_ANON_JWT,
      }),
    ).toBe(
      'VITE_SUPABASE_ANON_KEY is a legacy anon JWT (eyJ...). Use the publishable key (sb_publishable_...) from Project Settings > API Keys.',
    );
  });
});

describe('SUPABASE_SECRET_KEY', () => {
  it('a legacy service_role JWT is refused, saying to create a secret key', () => {
    expect(
      problemOf({ SUPABASE_SECRET_KEY: 'eyJhbGciOiJIUzI1NiJ9.eyJyb2xlIjoic2VydmljZV9yb2xlIn0.x' }),
    ).toBe(
      'SUPABASE_SECRET_KEY is a legacy service_role JWT (eyJ...). Create a secret key (sb_secret_...) in Project Settings > API Keys > Secret keys and use that.',
    );
  });

  it.each([VALID_ENV.VITE_SUPABASE_PUBLISHABLE_KEY, 'secret'])('%s is refused', (key) => {
    expect(problemOf({ SUPABASE_SECRET_KEY: key })).toMatch(/^SUPABASE_SECRET_KEY .*sb_secret_/);
  });
});

describe("the owner's account", () => {
  it.each(['jane', 'jane@', 'jane@janedoe'])('ADMIN_EMAIL=%s is refused', (email) => {
    expect(problemOf({ ADMIN_EMAIL: email })).toMatch(/^ADMIN_EMAIL must be your email address/);
  });

  it("ADMIN_EMAIL may not be the local backend's default account", () => {
    expect(problemOf({ ADMIN_EMAIL: 'admin@example.com' })).toMatch(
      /local backend's default account/,
    );
  });

  it('VITE_ADMIN_EMAIL, when set, must be ADMIN_EMAIL', () => {
    expect(problemOf({ VITE_ADMIN_EMAIL: 'other@janedoe.studio' })).toMatch(
      /^VITE_ADMIN_EMAIL \(other@janedoe.studio\) is not ADMIN_EMAIL/,
    );
    expect(validate({ VITE_ADMIN_EMAIL: 'Jane@JaneDoe.studio' }).problems).toEqual([]);
  });

  it('ADMIN_PASSWORD must be as long as supabase/config.toml asks, never showing it', () => {
    const problem = problemOf({ ADMIN_PASSWORD: 'elevenchars' });
    expect(problem).toBe(
      'ADMIN_PASSWORD must be at least 12 characters long ([auth] minimum_password_length in supabase/config.toml).',
    );
    expect(validate({ ADMIN_PASSWORD: 'twelve chars' }).problems).toEqual([]);
  });

  it("ADMIN_PASSWORD may not be the local backend's default", () => {
    expect(problemOf({ ADMIN_PASSWORD: 'local-admin-password' })).toMatch(
      /local backend's default .* choose your own/,
    );
  });

  it("the minimum length is read from [auth] minimum_password_length (Auth's 6 when absent)", () => {
    const root = mkdtempSync(join(tmpdir(), 'deploy-config-'));
    try {
      mkdirSync(join(root, 'supabase'));
      writeFileSync(join(root, 'supabase/config.toml'), '[auth]\nminimum_password_length = 20\n');
      expect(minimumPasswordLength(root)).toBe(20);
      writeFileSync(join(root, 'supabase/config.toml'), '[auth]\nsite_url = "x"\n');
      expect(minimumPasswordLength(root)).toBe(6);
    } finally {
      rmSync(root, { recursive: true, force: true });
    }
    expect(minimumPasswordLength(REPO_ROOT)).toBeGreaterThanOrEqual(12);
  });
});

describe("the owner's emails", () => {
  it('NOTIFY_EMAIL_TO must be email addresses', () => {
    expect(problemOf({ NOTIFY_EMAIL_TO: 'jane@janedoe.studio, nobody' })).toBe(
      'NOTIFY_EMAIL_TO must be email addresses separated by commas; "nobody" is not one.',
    );
  });

  it.each([
    'Jane <hello@janedoe.studio>',
    'hello@janedoe.studio',
    'Jane Doe, Studio <hello@mail.janedoe.studio>',
  ])('NOTIFY_EMAIL_FROM=%s is accepted', (from) => {
    expect(validate({ NOTIFY_EMAIL_FROM: from }).problems).toEqual([]);
  });

  it.each([
    ['Contact form <onboarding@resend.dev>', "Resend's test domain (resend.dev)"],
    ['Jane <jane.doe@gmail.com>', 'gmail.com'],
    ['jane@outlook.com', 'outlook.com'],
    ['jane@hotmail.com', 'hotmail.com'],
    ['jane@yahoo.com', 'yahoo.com'],
    ['jane@yahoo.co.uk', 'yahoo.co.uk'],
    ['jane@icloud.com', 'icloud.com'],
    ['jane@proton.me', 'proton.me'],
  ])('NOTIFY_EMAIL_FROM=%s is refused: not a domain you can verify', (from, domain) => {
    const problem = problemOf({ NOTIFY_EMAIL_FROM: from });
    expect(problem).toContain(domain);
    expect(problem).toContain('The email API only sends from a domain you verified with it');
  });

  it.each(['Jane', 'Jane <jane>', '<hello@janedoe.studio'])(
    'NOTIFY_EMAIL_FROM=%s is not an address',
    (from) => {
      expect(problemOf({ NOTIFY_EMAIL_FROM: from })).toMatch(
        /^NOTIFY_EMAIL_FROM must be "Name <address@your.domain>"/,
      );
    },
  );

  it('with EMAIL_API_KEY set, NOTIFY_EMAIL_TO and NOTIFY_EMAIL_FROM are required', () => {
    const { problems } = validate({ NOTIFY_EMAIL_TO: undefined, NOTIFY_EMAIL_FROM: undefined });
    expect(problems).toEqual([
      expect.stringMatching(/^NOTIFY_EMAIL_TO must be set/),
      expect.stringMatching(/^NOTIFY_EMAIL_FROM must be set/),
    ]);
  });

  it('EMAIL_API_KEY may be empty, with a loud note that no email will reach the owner', () => {
    const { inputs, problems, notes } = validate({
      EMAIL_API_KEY: '',
      NOTIFY_EMAIL_TO: undefined,
      NOTIFY_EMAIL_FROM: undefined,
    });
    expect(problems).toEqual([]);
    expect(inputs?.emailApiKey).toBeUndefined();
    expect(notes.join('\n')).toContain('EMAIL_API_KEY is empty: NO EMAIL WILL REACH YOU');
  });

  it("a value the CLI's env file cannot hold is refused", () => {
    expect(problemOf({ NOTIFY_EMAIL_FROM: 'Jane \\ Doe <hello@janedoe.studio>' })).toBe(
      'NOTIFY_EMAIL_FROM must not contain a backslash (\\).',
    );
  });
});

describe('the assistant and the extras', () => {
  it('CHAT_API_KEY may be empty: the built-in responder answers, and the deploy says so', () => {
    const { inputs, problems, notes } = validate({ CHAT_API_KEY: '' });
    expect(problems).toEqual([]);
    expect(inputs?.chatApiKey).toBeUndefined();
    expect(notes.join('\n')).toContain(
      'CHAT_API_KEY is empty: the chat answers from its built-in responder',
    );
  });

  it('CHAT_BASE_URL on this machine is refused: the function runs on Supabase', () => {
    expect(problemOf({ CHAT_BASE_URL: 'https://127.0.0.1:11434/v1' })).toMatch(
      /CHAT_BASE_URL points at this machine.*cannot reach a gateway on your machine/,
    );
  });

  it('NOTIFY_TIME_ZONE must be an IANA time zone', () => {
    expect(problemOf({ NOTIFY_TIME_ZONE: 'Mars/Olympus' })).toMatch(
      /^NOTIFY_TIME_ZONE must be an IANA time zone/,
    );
    expect(validate({ NOTIFY_TIME_ZONE: 'Africa/Casablanca' }).inputs?.notifyTimeZone).toBe(
      'Africa/Casablanca',
    );
  });

  it('REPLY_TO_EMAIL must be one email address', () => {
    expect(problemOf({ REPLY_TO_EMAIL: 'me@a.example, you@b.example' })).toMatch(
      /^REPLY_TO_EMAIL must be one email address/,
    );
    expect(validate({ REPLY_TO_EMAIL: 'jane@janedoe.studio' }).inputs?.replyToEmail).toBe(
      'jane@janedoe.studio',
    );
    expect(validate().inputs?.replyToEmail).toBeUndefined();
  });

  it('EMAIL_API_URL must be https', () => {
    expect(problemOf({ EMAIL_API_URL: 'http://api.resend.com' })).toMatch(
      /^EMAIL_API_URL must start with https:\/\//,
    );
  });
});

describe("the functions' limits and history secret", () => {
  it.each([
    ['NOTIFY_HOURLY_LIMIT', '40'],
    ['CHAT_RATE_PER_MINUTE', '5'],
    ['CHAT_RATE_PER_DAY', '50'],
    ['CHAT_DAILY_LIMIT', '500'],
    ['CHAT_DAILY_CHARACTERS', '6000000'],
    ['CHAT_TIMEOUT_MS', ' 20000 '],
  ] as const)('%s=%j is passed on', (name, given) => {
    const { inputs, problems } = validate({ [name]: given });
    expect(problems).toEqual([]);
    expect(inputs?.tuning).toEqual({ [name]: given.trim() });
  });

  it.each(['0', '-5', '2.5', 'ten', '10 per minute'])(
    'a limit the function would ignore (%j) is refused, naming its default',
    (given) => {
      expect(problemOf({ CHAT_RATE_PER_MINUTE: given })).toBe(
        `CHAT_RATE_PER_MINUTE must be a whole number above zero, got "${given}" (the function ` +
          'would ignore it and use its default, 10).',
      );
    },
  );

  it('CHAT_HISTORY_SECRET is passed on when long enough, and never shown when it is not', () => {
    const secret = 'a'.repeat(31);
    const problem = problemOf({ CHAT_HISTORY_SECRET: secret });
    expect(problem).toMatch(/^CHAT_HISTORY_SECRET must be at least 32 characters long/);
    expect(problem).not.toContain(secret);
    const long = 'b'.repeat(64);
    expect(validate({ CHAT_HISTORY_SECRET: long }).inputs?.tuning).toEqual({
      CHAT_HISTORY_SECRET: long,
    });
  });

  it('one given empty (NAME=) goes back to the default on the host; one not given stays as it is', () => {
    const { inputs } = validate({ CHAT_DAILY_LIMIT: '', CHAT_MODEL: '', CHAT_HISTORY_SECRET: '' });
    expect(inputs?.cleared).toEqual(['CHAT_MODEL', 'CHAT_DAILY_LIMIT', 'CHAT_HISTORY_SECRET']);
    expect(inputs?.tuning).toEqual({});
    expect(validate().inputs?.cleared).toEqual([]);
  });
});

describe('CHAT_ALLOWED_ORIGINS', () => {
  it("takes the owner's other https origins, as origins", () => {
    const { inputs, problems } = validate({
      CHAT_ALLOWED_ORIGINS: ' https://Jane.Example.org/ , https://portfolio.janedoe.studio:8443,',
    });
    expect(problems).toEqual([]);
    expect(inputs?.extraOrigins).toEqual([
      'https://jane.example.org',
      'https://portfolio.janedoe.studio:8443',
    ]);
  });

  it.each([
    ['http://jane.example.org', /must start with https:\/\//],
    ['https://jane.example.org/blog', /must be the address alone, without a path/],
    ['https://127.0.0.1:5173', /points at this machine/],
    ['*', /must list origins, not \*/],
  ])('%s is refused', (origin, problem) => {
    expect(problemOf({ CHAT_ALLOWED_ORIGINS: origin })).toMatch(problem);
  });
});

describe('all at once', () => {
  it('every problem is listed in one go, and no secret is shown in any of them', () => {
    const bad = {
      SUPABASE_ACCESS_TOKEN: 'not-a-token-but-a-secret-value',
      SITE_URL: 'http://127.0.0.1:5173',
      VITE_SUPABASE_PUBLISHABLE_KEY: VALID_ENV.SUPABASE_SECRET_KEY,
      SUPABASE_SECRET_KEY: 'eyJhbGciOiJIUzI1NiJ9.secret-value-1',
      ADMIN_PASSWORD: 'short-pw',
      NOTIFY_EMAIL_FROM: 'onboarding@resend.dev',
    };
    const { inputs, problems } = validate(bad);
    expect(inputs).toBeUndefined();
    expect(problems).toHaveLength(6);
    const text = problems.join('\n');
    for (const secret of [
      bad.SUPABASE_ACCESS_TOKEN,
      bad.VITE_SUPABASE_PUBLISHABLE_KEY,
      bad.SUPABASE_SECRET_KEY,
      bad.ADMIN_PASSWORD,
    ]) {
      expect(text).not.toContain(secret);
    }
  });
});
