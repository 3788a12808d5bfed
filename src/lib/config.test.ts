import { config, readConfig } from './config';

const HOSTED = {
  VITE_SUPABASE_URL: 'https://abc.supabase.co/',
  VITE_SUPABASE_PUBLISHABLE_KEY: 'sb_publishable_public-key_00000000',
  VITE_ADMIN_EMAIL: 'me@example.org',
};

describe('readConfig', () => {
  it('takes the three VITE_ variables, the URL without its trailing slash', () => {
    expect(readConfig(HOSTED)).toEqual({
      supabaseUrl: 'https://abc.supabase.co',
      supabaseKey: 'sb_publishable_public-key_00000000',
      adminEmail: 'me@example.org',
    });
  });

  it('names every variable that is missing, and says who sets them', () => {
    expect(() => readConfig({})).toThrow(
      /VITE_SUPABASE_URL is not set\. VITE_SUPABASE_PUBLISHABLE_KEY is not set\. VITE_ADMIN_EMAIL is not set\. vite\.config\.ts sets these/,
    );
    expect(() => readConfig({ ...HOSTED, VITE_SUPABASE_PUBLISHABLE_KEY: ' ' })).toThrow(
      /^The site's configuration is incomplete: VITE_SUPABASE_PUBLISHABLE_KEY is not set\./,
    );
  });

  it('refuses a URL that is not http(s)', () => {
    expect(() => readConfig({ ...HOSTED, VITE_SUPABASE_URL: 'abc.supabase.co' })).toThrow(
      /VITE_SUPABASE_URL must be an http\(s\) URL, got "abc.supabase.co"/,
    );
  });

  it('refuses a secret key as the site key, without repeating it', () => {
    const secret = 'sb_secret_N7UND0UgjKTVK-Uodkm0Hg_xSvEMPvz';
    const read = () => readConfig({ ...HOSTED, VITE_SUPABASE_PUBLISHABLE_KEY: secret });
    expect(read).toThrow(
      /VITE_SUPABASE_PUBLISHABLE_KEY must be the publishable key, never a secret key\./,
    );
    expect(read).not.toThrow(secret);
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
    expect(config.supabaseKey).not.toBe('');
    expect(config.adminEmail).toContain('@');
  });
});
