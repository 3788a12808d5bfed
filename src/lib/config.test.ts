import { config, readConfig } from './config';

const HOSTED = {
  VITE_SUPABASE_URL: 'https://abc.supabase.co/',
  VITE_SUPABASE_ANON_KEY: 'public-anon-key',
  VITE_ADMIN_EMAIL: 'me@example.org',
};

describe('readConfig', () => {
  it('takes the three VITE_ variables, the URL without its trailing slash', () => {
    expect(readConfig(HOSTED)).toEqual({
      supabaseUrl: 'https://abc.supabase.co',
      supabaseAnonKey: 'public-anon-key',
      adminEmail: 'me@example.org',
    });
  });

  it('names every variable that is missing, and says who sets them', () => {
    expect(() => readConfig({})).toThrow(
      /VITE_SUPABASE_URL is not set\. VITE_SUPABASE_ANON_KEY is not set\. VITE_ADMIN_EMAIL is not set\. vite\.config\.ts sets these/,
    );
    expect(() => readConfig({ ...HOSTED, VITE_SUPABASE_ANON_KEY: ' ' })).toThrow(
      /^The site's configuration is incomplete: VITE_SUPABASE_ANON_KEY is not set\./,
    );
  });

  it('refuses a URL that is not http(s)', () => {
    expect(() => readConfig({ ...HOSTED, VITE_SUPABASE_URL: 'abc.supabase.co' })).toThrow(
      /VITE_SUPABASE_URL must be an http\(s\) URL, got "abc.supabase.co"/,
    );
  });

  it('refuses an admin email that is not an email address', () => {
    expect(() => readConfig({ ...HOSTED, VITE_ADMIN_EMAIL: 'admin' })).toThrow(
      /VITE_ADMIN_EMAIL must be an email address/,
    );
  });
});

describe('config', () => {
  it('is what the build tool handed the site: a complete configuration', () => {
    expect(config.supabaseUrl).toMatch(/^https?:\/\//);
    expect(config.supabaseAnonKey).not.toBe('');
    expect(config.adminEmail).toContain('@');
  });
});
