// @vitest-environment node
/**
 * The function secrets a deploy sets, and the env file that carries them to the CLI: each value
 * comes back exactly as given when the file is read the way the CLI reads it (dotenv rules, which
 * node:util's parseEnv follows), and a key left empty on purpose is removed from the host. Every
 * setting a function reads is either deployed or listed as left alone, with why: the list is held
 * to what the functions' settings readers read. How a secret is shown: never whole.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { parseEnv } from 'node:util';
import { describe, expect, it } from 'vitest';
import { readSettings as readChatSettings } from '../../supabase/functions/chat/settings';
import { readSettings as readNotifySettings } from '../../supabase/functions/notify-owner/settings';
import { readSettings as readReplySettings } from '../../supabase/functions/reply/settings';
import { readSettings as readVisitSettings } from '../../supabase/functions/visit/settings';
import {
  allowedOrigins,
  envFileProblem,
  envFileText,
  FUNCTION_SETTINGS,
  functionSecrets,
  LIMIT_SETTINGS,
  newWebhookSecret,
  NOT_DEPLOYED,
  SECRET_FUNCTION_SETTINGS,
  TUNING_SETTINGS,
} from './function-secrets';
import { INPUTS as INPUT_SPECS } from './inputs';
import { maskSecret, maskText } from './mask';
import type { DeployInputs } from './validate';

const INPUTS: DeployInputs = {
  accessToken: 'sbp_0123456789abcdef0123456789abcdef01234567',
  projectRef: 'abcdefghijklmnopqrst',
  siteUrl: 'https://janedoe.studio/blog',
  supabaseUrl: 'https://abcdefghijklmnopqrst.supabase.co',
  publishableKey: 'sb_publishable_AbCdEfGhIjKlMnOpQrStUv_12345678',
  secretKey: 'sb_secret_N7UND0UgjKTVK-Uodkm0Hg_xSvEMPvz',
  adminEmail: 'jane@janedoe.studio',
  adminPassword: 'a long password',
  emailApiKey: 're_key',
  notifyEmailTo: 'jane@janedoe.studio',
  notifyEmailFrom: 'Jane <hello@janedoe.studio>',
  chatApiKey: undefined,
  emailApiUrl: undefined,
  notifyTimeZone: 'Europe/Paris',
  chatBaseUrl: undefined,
  chatModel: undefined,
};

describe('the function secrets', () => {
  it('are set when given, with the site origin allowed to call the chat; empty keys are removed', () => {
    expect(functionSecrets(INPUTS, 'webhook')).toEqual({
      set: [
        ['NOTIFY_WEBHOOK_SECRET', 'webhook'],
        ['EMAIL_API_KEY', 're_key'],
        ['NOTIFY_EMAIL_TO', 'jane@janedoe.studio'],
        ['NOTIFY_EMAIL_FROM', 'Jane <hello@janedoe.studio>'],
        ['NOTIFY_TIME_ZONE', 'Europe/Paris'],
        ['CHAT_ALLOWED_ORIGINS', 'https://janedoe.studio,https://www.janedoe.studio'],
        ['SITE_URL', 'https://janedoe.studio/blog'],
      ],
      unset: ['CHAT_API_KEY'],
    });
  });

  it('carry the limits and the history secret when given, and remove the settings given empty', () => {
    const { set, unset } = functionSecrets(
      {
        ...INPUTS,
        tuning: { CHAT_DAILY_LIMIT: '500', CHAT_HISTORY_SECRET: 'h'.repeat(40) },
        extraOrigins: ['https://portfolio.example.org'],
        cleared: ['CHAT_TIMEOUT_MS', 'CHAT_MODEL'],
      },
      'webhook',
    );
    expect(set).toContainEqual(['CHAT_DAILY_LIMIT', '500']);
    expect(set).toContainEqual(['CHAT_HISTORY_SECRET', 'h'.repeat(40)]);
    expect(set).toContainEqual([
      'CHAT_ALLOWED_ORIGINS',
      'https://janedoe.studio,https://www.janedoe.studio,https://portfolio.example.org',
    ]);
    expect(unset).toEqual(['CHAT_API_KEY', 'CHAT_TIMEOUT_MS', 'CHAT_MODEL']);
    expect(SECRET_FUNCTION_SETTINGS).toContain('CHAT_HISTORY_SECRET');
  });

  it('a new webhook secret each time: 32 random bytes, base64url', () => {
    const first = newWebhookSecret();
    expect(first).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(newWebhookSecret()).not.toBe(first);
  });
});

describe('the origins allowed to call the chat and visit functions', () => {
  it.each([
    ['https://janedoe.studio/blog', ['https://janedoe.studio', 'https://www.janedoe.studio']],
    ['https://www.janedoe.studio', ['https://www.janedoe.studio', 'https://janedoe.studio']],
    [
      'https://portfolio.janedoe.studio:8443/',
      ['https://portfolio.janedoe.studio:8443', 'https://www.portfolio.janedoe.studio:8443'],
    ],
    ['https://203.0.113.7', ['https://203.0.113.7']],
  ])('SITE_URL=%s: its origin and its www twin', (siteUrl, origins) => {
    expect(allowedOrigins(siteUrl)).toEqual(origins);
  });

  it("then the owner's own, each once", () => {
    expect(
      allowedOrigins('https://janedoe.studio', [
        'https://jane.example.org',
        'https://www.janedoe.studio',
      ]),
    ).toEqual(['https://janedoe.studio', 'https://www.janedoe.studio', 'https://jane.example.org']);
  });
});

/** Every variable name a settings reader asks `env` for, with every value set and with none. */
function namesRead(read: (env: (name: string) => string | undefined) => unknown): string[] {
  const names = new Set<string>();
  for (const value of ['x', undefined]) {
    read((name) => {
      names.add(name);
      return value;
    });
  }
  return [...names];
}

/** Each `env('NAME')` in the functions' code, tests aside: a reader outside settings.ts too. */
function namesInCode(dir = join(import.meta.dirname, '../../supabase/functions')): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return namesInCode(path);
    if (!entry.name.endsWith('.ts') || entry.name.endsWith('.test.ts')) return [];
    return [...readFileSync(path, 'utf8').matchAll(/\benv\('([A-Z][A-Z0-9_]*)'\)/g)].map(
      (match) => match[1]!,
    );
  });
}

describe('every setting a function reads', () => {
  const read = [
    ...new Set([
      ...namesRead(readChatSettings),
      ...namesRead(readNotifySettings),
      ...namesRead(readVisitSettings),
      ...namesRead(readReplySettings),
      ...namesInCode(),
    ]),
  ].sort();
  const notDeployed = Object.keys(NOT_DEPLOYED);

  it('is found (the readers are asked for every name they use)', () => {
    expect(read).toEqual(
      expect.arrayContaining([
        'CHAT_DAILY_CHARACTERS',
        'NOTIFY_HOURLY_LIMIT',
        'REPLY_TO_EMAIL',
        'SUPABASE_URL',
      ]),
    );
  });

  it('is deployed, or listed as left alone with why', () => {
    const accounted = new Set<string>([...FUNCTION_SETTINGS, ...notDeployed]);
    expect(read.filter((name) => !accounted.has(name))).toEqual([]);
    expect(FUNCTION_SETTINGS.filter((name) => notDeployed.includes(name))).toEqual([]);
    for (const why of Object.values(NOT_DEPLOYED)) expect(why).not.toBe('');
  });

  it('and nothing is deployed or listed that no function reads', () => {
    expect([...FUNCTION_SETTINGS, ...notDeployed].filter((name) => !read.includes(name))).toEqual(
      [],
    );
  });

  it('each deployed one but the webhook secret is an input the owner can set, and is set when given', () => {
    const inputNames = INPUT_SPECS.map(({ name }) => name) as string[];
    expect(FUNCTION_SETTINGS.filter((name) => !inputNames.includes(name))).toEqual([
      'NOTIFY_WEBHOOK_SECRET',
    ]);
    const everything = functionSecrets(
      {
        ...INPUTS,
        chatApiKey: 'sk-or-v1-key',
        emailApiUrl: 'https://mail.example.org',
        chatBaseUrl: 'https://gateway.example.org/v1',
        chatModel: 'some/model',
        replyToEmail: 'jane@janedoe.studio',
        tuning: Object.fromEntries(TUNING_SETTINGS.map((name) => [name, 'h'.repeat(40)])),
      },
      'webhook',
    );
    expect(everything.set.map(([name]) => name)).toEqual([...FUNCTION_SETTINGS]);
    expect(everything.unset).toEqual([]);
  });

  it("the limits' defaults are the functions' own", () => {
    const chat = readChatSettings(() => undefined).limits;
    const notify = readNotifySettings(() => undefined);
    expect(LIMIT_SETTINGS).toEqual({
      NOTIFY_HOURLY_LIMIT: notify.hourlyLimit,
      CHAT_RATE_PER_MINUTE: chat.perMinute,
      CHAT_RATE_PER_DAY: chat.perDay,
      CHAT_DAILY_LIMIT: chat.dailyBudget,
      CHAT_DAILY_CHARACTERS: chat.dailyCharacters,
      CHAT_TIMEOUT_MS: readChatSettings(() => undefined).timeoutMs,
    });
  });
});

describe('the env file', () => {
  it.each([
    ["Jane's studio <hello@janedoe.studio>"],
    ['Say "hi" <hello@janedoe.studio>'],
    [`both ' and " quotes`],
    ['# not a comment'],
    ['$HOME stays literal'],
    ['  spaces kept  '],
  ])('carries %j exactly', (value) => {
    const text = envFileText([['VALUE', value]]);
    expect(parseEnv(text)).toEqual({ VALUE: value });
  });

  it('refuses what it cannot carry', () => {
    expect(envFileProblem('X', 'a\nb')).toBe('X must be on one line.');
    expect(envFileProblem('X', 'a\\b')).toBe('X must not contain a backslash (\\).');
    expect(envFileProblem('X', `' " \``)).toMatch(/all three quote characters/);
    expect(() => envFileText([['X', 'a\nb']])).toThrow('X must be on one line.');
  });
});

describe('masking', () => {
  it.each([
    ['sb_secret_N7UND0UgjKTVK-Uodkm0Hg_xSvEMPvz', 'sb_secret_…MPvz'],
    ['sbp_0123456789abcdef0123456789abcdef01234567', 'sbp_…4567'],
    ['re_Abcdefgh_123456789012345678', 're_…5678'],
    ['sk-or-v1-0123456789abcdef0123456789abcdef', 'sk-or-v1-…cdef'],
    ['sb_secret_short', '***'],
    ['a long password', '***'],
    ['', '***'],
  ])('%s is shown as %s', (secret, shown) => {
    expect(maskSecret(secret)).toBe(shown);
  });

  it('masks every occurrence of every secret in a text', () => {
    const text =
      'token sbp_0123456789abcdef0123456789abcdef01234567, pw hunter2hunter2, again hunter2hunter2';
    expect(
      maskText(text, ['hunter2hunter2', 'sbp_0123456789abcdef0123456789abcdef01234567', '']),
    ).toBe('token sbp_…4567, pw ***, again ***');
  });

  it('leaves values too short to search for alone, rather than garble the text', () => {
    expect(maskText('a bad key: abc', ['abc', ''])).toBe('a bad key: abc');
  });
});
