// @vitest-environment node
/**
 * The Auth settings a deploy pushes: the live site URL, and a redirect list that keeps what the
 * project has (read from `config diff --output-format json`, as CLI 3.1.0 prints it) and adds the
 * site's origin, its apex when it is a www. host, and its www. twin only when the owner listed it.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { parse } from 'smol-toml';
import { describe, expect, it } from 'vitest';
import {
  currentRedirectUrls,
  liveConfigToml,
  mergeRedirectUrls,
  siteRedirectUrls,
} from './live-config';
import { REPO_ROOT } from './test-support';

describe('the redirect addresses a deploy adds', () => {
  it.each([
    ['https://janedoe.studio', [], ['https://janedoe.studio']],
    ['https://janedoe.studio/portfolio/', [], ['https://janedoe.studio']],
    ['https://www.janedoe.studio', [], ['https://www.janedoe.studio', 'https://janedoe.studio']],
    [
      'https://janedoe.studio',
      ['https://www.janedoe.studio', 'https://cdn.example.org'],
      ['https://janedoe.studio', 'https://www.janedoe.studio'],
    ],
    ['https://jane.github.io/site', [], ['https://jane.github.io']],
  ])('for %s (listed: %j): %j', (siteUrl, listed, expected) => {
    expect(siteRedirectUrls(siteUrl, listed)).toEqual(expected);
  });

  it("keep the project's own in their order, adding only what is missing", () => {
    expect(
      mergeRedirectUrls(
        ['https://preview.janedoe.studio/**', 'https://janedoe.studio', ''],
        ['https://janedoe.studio', 'https://www.janedoe.studio'],
      ),
    ).toEqual([
      'https://preview.janedoe.studio/**',
      'https://janedoe.studio',
      'https://www.janedoe.studio',
    ]);
  });
});

/** `config diff --output-format json` output with these changes (abridged). */
function diffJson(changes: unknown[], present = ['api', 'auth']): string {
  return JSON.stringify({
    schema_version: 1,
    scope: { present, missing: ['database', 'pooler', 'realtime', 'storage'] },
    changes,
    counts: { total: changes.length },
  });
}

describe("the project's current redirect addresses", () => {
  const ours = ['https://janedoe.studio'];

  it('are the remote value where it differs from ours', () => {
    const output = diffJson([
      { path: ['auth', 'enable_signup'], class: 'update', local: false, remote: true },
      {
        path: ['auth', 'additional_redirect_urls'],
        class: 'update',
        declared: true,
        local: ours,
        remote: ['https://old.example.com', 'https://keep.example.com/**'],
      },
    ]);
    expect(currentRedirectUrls(output, ours)).toEqual([
      'https://old.example.com',
      'https://keep.example.com/**',
    ]);
  });

  it('are ours when the diff lists no difference there', () => {
    expect(currentRedirectUrls(diffJson([]), ours)).toEqual(ours);
  });

  it('are none when the project has none', () => {
    const output = diffJson([
      { path: ['auth', 'additional_redirect_urls'], class: 'update', local: ours, remote: [] },
    ]);
    expect(currentRedirectUrls(output, ours)).toEqual([]);
  });

  it('stop the deploy when the CLI could not read the Auth settings', () => {
    expect(() => currentRedirectUrls(diffJson([], ['api']), ours)).toThrow(
      "could not read the project's Auth settings",
    );
    expect(() => currentRedirectUrls('Unexpected error near smtp_pass=hunter2', ours)).toThrow(
      /^`supabase config diff` printed no JSON to read Auth's redirect addresses from \(\d+ characters\)\.$/,
    );
  });
});

describe('the live config.toml', () => {
  it("is the repository's with the site URL and the redirect list, and nothing else changed", () => {
    const source = readFileSync(join(REPO_ROOT, 'supabase/config.toml'), 'utf8');
    const urls = ['https://preview.janedoe.studio/**', 'https://janedoe.studio'];
    const live = parse(liveConfigToml(source, 'https://janedoe.studio', urls)) as {
      auth: Record<string, unknown>;
    };
    const ours = parse(source) as { auth: Record<string, unknown> };
    expect(live.auth.site_url).toBe('https://janedoe.studio');
    expect(live.auth.additional_redirect_urls).toEqual(urls);
    expect({ ...live, auth: { ...live.auth, site_url: 0, additional_redirect_urls: 0 } }).toEqual({
      ...ours,
      auth: { ...ours.auth, site_url: 0, additional_redirect_urls: 0 },
    });
  });
});
