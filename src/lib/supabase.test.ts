import type * as SupabaseJs from '@supabase/supabase-js';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

const createClient = vi.fn((url: string, key: string) => ({ url, key }));
/** How many times the supabase-js chunk was asked for; the first `failures` loads fail. */
let loads = 0;
let failures = 0;

/** A fresh copy of the module, so no client from an earlier test is cached. */
async function freshGetSupabase() {
  vi.resetModules();
  vi.doMock('@supabase/supabase-js', () => {
    loads += 1;
    if (loads <= failures) throw new TypeError('Failed to fetch dynamically imported module');
    return { createClient };
  });
  return (await import('./supabase')).getSupabase;
}

describe('getSupabase', () => {
  beforeEach(() => {
    loads = 0;
    failures = 0;
    createClient.mockClear();
  });

  afterEach(() => {
    vi.doUnmock('@supabase/supabase-js');
  });

  it('creates the client once and hands the same one to every caller', async () => {
    const getSupabase = await freshGetSupabase();
    const [first, second] = await Promise.all([getSupabase(), getSupabase()]);
    expect(await getSupabase()).toBe(first);
    expect(second).toBe(first);
    expect(createClient).toHaveBeenCalledTimes(1);
  });

  it('loads supabase-js again after a load that failed, and keeps the client it then creates', async () => {
    failures = 1;
    const getSupabase = await freshGetSupabase();

    // (vitest wraps the factory's TypeError in its own error; a browser rejects with the TypeError)
    await expect(getSupabase()).rejects.toThrow();

    const client = await getSupabase();
    expect(client).toEqual(expect.objectContaining({ url: expect.any(String) }));
    expect(await getSupabase()).toBe(client);
    expect(loads).toBe(2);
    expect(createClient).toHaveBeenCalledTimes(1);
  });

  it('keeps the owner’s session under the key the beacon reads: supabase-js’s own default', async () => {
    const getSupabase = await freshGetSupabase();
    await getSupabase();
    const { OWNER_SESSION_KEY } = await import('./visits/beacon');
    expect(createClient).toHaveBeenCalledWith(expect.any(String), expect.any(String), {
      auth: { storageKey: OWNER_SESSION_KEY },
    });

    // A client left to its defaults keeps it under the same key: no owner is signed out.
    const supabase = await vi.importActual<typeof SupabaseJs>('@supabase/supabase-js');
    const { config } = await import('./config');
    const byDefault = supabase.createClient(config.supabaseUrl, config.supabaseKey, {
      auth: { persistSession: false, autoRefreshToken: false },
    });
    expect((byDefault as unknown as { storageKey: string }).storageKey).toBe(OWNER_SESSION_KEY);
  });

  it('forgets a client whose creation threw, too', async () => {
    createClient.mockImplementationOnce(() => {
      throw new Error('bad configuration');
    });
    const getSupabase = await freshGetSupabase();
    await expect(getSupabase()).rejects.toThrow('bad configuration');
    await expect(getSupabase()).resolves.toBeDefined();
    expect(createClient).toHaveBeenCalledTimes(2);
  });
});
