import { readConfig } from './config';
import { LOCAL_ADMIN_EMAIL, LOCAL_SUPABASE_ANON_KEY, LOCAL_SUPABASE_URL } from './localSupabase';

describe('readConfig', () => {
  it('points at the local backend when nothing is configured', () => {
    expect(readConfig({})).toEqual({
      supabaseUrl: LOCAL_SUPABASE_URL,
      supabaseAnonKey: LOCAL_SUPABASE_ANON_KEY,
      adminEmail: LOCAL_ADMIN_EMAIL,
    });
  });

  it('uses a hosted project when its URL and key are set', () => {
    expect(
      readConfig({
        VITE_SUPABASE_URL: 'https://abc.supabase.co/',
        VITE_SUPABASE_ANON_KEY: 'public-anon-key',
        VITE_ADMIN_EMAIL: 'me@example.org',
      }),
    ).toEqual({
      supabaseUrl: 'https://abc.supabase.co',
      supabaseAnonKey: 'public-anon-key',
      adminEmail: 'me@example.org',
    });
  });

  it('refuses a hosted URL without its anon key, saying what to set', () => {
    expect(() => readConfig({ VITE_SUPABASE_URL: 'https://abc.supabase.co' })).toThrow(
      /VITE_SUPABASE_ANON_KEY must be set/,
    );
  });

  it('refuses a URL that is not http(s)', () => {
    expect(() => readConfig({ VITE_SUPABASE_URL: 'abc.supabase.co' })).toThrow(/http\(s\) URL/);
  });
});
