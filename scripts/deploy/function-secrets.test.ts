// @vitest-environment node
/**
 * The function secrets a deploy sets, and the env file that carries them to the CLI: each value
 * comes back exactly as given when the file is read the way the CLI reads it (dotenv rules, which
 * node:util's parseEnv follows), and a key left empty on purpose is removed from the host. How a
 * secret is shown: never whole.
 */
import { parseEnv } from 'node:util';
import { describe, expect, it } from 'vitest';
import { envFileProblem, envFileText, functionSecrets, newWebhookSecret } from './function-secrets';
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
        ['CHAT_ALLOWED_ORIGINS', 'https://janedoe.studio'],
        ['SITE_URL', 'https://janedoe.studio/blog'],
      ],
      unset: ['CHAT_API_KEY'],
    });
  });

  it('a new webhook secret each time: 32 random bytes, base64url', () => {
    const first = newWebhookSecret();
    expect(first).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(newWebhookSecret()).not.toBe(first);
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
