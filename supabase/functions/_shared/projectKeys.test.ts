// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { hasOneOfKeys, readProjectKeys, sameSecret, serverKeyHeaders } from './projectKeys.ts';

const env = (vars: Record<string, string>) => (name: string) => vars[name];
const withKey = (apikey?: string) =>
  new Request('http://127.0.0.1/functions/v1/chat', {
    method: 'POST',
    headers: apikey === undefined ? {} : { apikey },
  });

describe('readProjectKeys', () => {
  it('reads the new keys the platform gives as JSON dictionaries, the default secret key first', () => {
    expect(
      readProjectKeys(
        env({
          SUPABASE_PUBLISHABLE_KEYS: '{"default":"sb_publishable_a_1","web":"sb_publishable_b_2"}',
          SUPABASE_SECRET_KEYS: '{"ci":"sb_secret_c_3","default":"sb_secret_d_4"}',
          SUPABASE_SERVICE_ROLE_KEY: 'eyJ.legacy.service',
        }),
      ),
    ).toEqual({
      browserKeys: ['sb_publishable_a_1', 'sb_publishable_b_2'],
      serverKey: 'sb_secret_d_4',
    });
  });

  it('falls back to the legacy keys on a project that has only those', () => {
    expect(
      readProjectKeys(
        env({ SUPABASE_ANON_KEY: 'eyJ.legacy.anon', SUPABASE_SERVICE_ROLE_KEY: 'eyJ.legacy.sr' }),
      ),
    ).toEqual({ browserKeys: ['eyJ.legacy.anon'], serverKey: 'eyJ.legacy.sr' });
  });

  it('takes a malformed or empty dictionary as no keys, never as a key', () => {
    for (const value of ['', 'sb_publishable_x', '[1,2]', '{"a":1}', '{"a":""}', '{']) {
      expect(
        readProjectKeys(env({ SUPABASE_PUBLISHABLE_KEYS: value, SUPABASE_SECRET_KEYS: value })),
      ).toEqual({ browserKeys: [], serverKey: undefined });
    }
  });
});

describe('serverKeyHeaders', () => {
  it('sends a new key as apikey only (it is no JWT), a legacy key also as the bearer', () => {
    expect(serverKeyHeaders('sb_secret_a_1')).toEqual({ apikey: 'sb_secret_a_1' });
    expect(serverKeyHeaders('eyJ.x.y')).toEqual({
      apikey: 'eyJ.x.y',
      Authorization: 'Bearer eyJ.x.y',
    });
  });
});

describe('hasOneOfKeys', () => {
  it('accepts exactly one of the keys in the apikey header', async () => {
    const keys = ['sb_publishable_a_1', 'eyJ.legacy.anon'];
    expect(await hasOneOfKeys(withKey('sb_publishable_a_1'), keys)).toBe(true);
    expect(await hasOneOfKeys(withKey('eyJ.legacy.anon'), keys)).toBe(true);
    for (const other of [
      undefined,
      '',
      'sb_publishable_a_',
      'sb_publishable_a_11',
      'SB_PUBLISHABLE_A_1',
    ]) {
      expect(await hasOneOfKeys(withKey(other), keys)).toBe(false);
    }
    expect(await hasOneOfKeys(withKey('sb_publishable_a_1'), [])).toBe(false);
  });

  it('compares secrets of any length', async () => {
    expect(await sameSecret('a', 'a')).toBe(true);
    expect(await sameSecret('a', 'ab')).toBe(false);
    expect(await sameSecret('', '')).toBe(true);
  });
});
