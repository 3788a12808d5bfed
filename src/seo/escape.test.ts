import { jsonForScript } from './escape.ts';
import { absoluteUrl, normalizeSiteUrl } from './siteUrl.ts';

describe('jsonForScript', () => {
  it('leaves no < > or & in the output and parses back to the same value', () => {
    const value = { text: '</script><!-- & \u2028 "quoted"' };
    const json = jsonForScript(value);
    expect(json).not.toMatch(/[<>&\u2028]/);
    expect(json).toContain('\\u003c/script\\u003e');
    expect(JSON.parse(json)).toEqual(value);
  });
});

describe('normalizeSiteUrl and absoluteUrl', () => {
  it('drops trailing slashes and joins paths with exactly one slash', () => {
    expect(normalizeSiteUrl('https://example.com/')).toBe('https://example.com');
    expect(normalizeSiteUrl('https://example.com/me//')).toBe('https://example.com/me');
    expect(absoluteUrl('https://example.com/', '/og-image.png')).toBe(
      'https://example.com/og-image.png',
    );
    expect(absoluteUrl('https://example.com/me/', 'images/a.webp')).toBe(
      'https://example.com/me/images/a.webp',
    );
    expect(absoluteUrl('https://example.com', 'https://cdn.example.net/a.png')).toBe(
      'https://cdn.example.net/a.png',
    );
  });
});
