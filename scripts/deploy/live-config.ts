/**
 * The config.toml that `supabase config push` sends: the repository's, with the live site's
 * address as Auth's site URL. The repository's file keeps `http://127.0.0.1:5173` for
 * `npm start`, and pushing that would send password-reset and confirmation links to a laptop. So
 * the deploy writes this copy into a temp folder and points the CLI there (`--workdir`);
 * `config push` reads nothing else of supabase/.
 *
 * Auth's redirect list (`additional_redirect_urls`, the addresses Auth may send a user back to
 * besides the site URL's host) keeps what the project already has, read first with `config diff`:
 * an address the owner added by hand (a preview site, a second domain) survives a deploy. The
 * deploy adds SITE_URL's origin and, when its host starts with `www.`, the apex origin too (a host
 * that serves both often sends visitors to the bare name); a `www.` twin of a bare host is added
 * only when the owner listed it in CHAT_ALLOWED_ORIGINS. Nothing is ever removed: an address
 * that should go is removed in the dashboard (Authentication > URL Configuration).
 */
import { parse, stringify } from 'smol-toml';

/** The redirect addresses a deploy makes sure the project has, for `siteUrl`. */
export function siteRedirectUrls(siteUrl: string, listedOrigins: readonly string[] = []): string[] {
  const site = new URL(siteUrl);
  const urls = [site.origin];
  const twin = new URL(site.origin);
  if (site.hostname.startsWith('www.')) {
    twin.hostname = site.hostname.slice('www.'.length);
    urls.push(twin.origin);
  } else {
    twin.hostname = `www.${site.hostname}`;
    if (listedOrigins.includes(twin.origin)) urls.push(twin.origin);
  }
  return urls;
}

/** `current` (the project's list, in its order) with each of `wanted` it lacks added at the end. */
export function mergeRedirectUrls(current: readonly string[], wanted: readonly string[]): string[] {
  return [...new Set([...current, ...wanted].filter(Boolean))];
}

/** `source` (a config.toml) with `[auth] site_url` = `siteUrl` and the redirect list `redirectUrls`. */
export function liveConfigToml(source: string, siteUrl: string, redirectUrls: string[]): string {
  const config = parse(source);
  const auth = config.auth;
  if (typeof auth !== 'object' || auth === null || Array.isArray(auth)) {
    throw new Error('supabase/config.toml has no [auth] table for config push to send.');
  }
  const live = {
    ...config,
    auth: { ...auth, site_url: siteUrl, additional_redirect_urls: redirectUrls },
  };
  return (
    "# supabase/config.toml with the live site's address, written by npm run deploy for " +
    '`supabase config push`.\n' +
    stringify(live)
  );
}

/** What `supabase config diff --output-format json` prints (the parts read here). */
interface ConfigDiff {
  scope?: { present?: unknown };
  changes?: { path?: unknown; remote?: unknown }[];
}

/**
 * The project's current redirect list, from the output of `config diff --output-format json`
 * run with a config whose list is `local`: the remote value where it differs, else `local` itself.
 */
export function currentRedirectUrls(diffJson: string, local: readonly string[]): string[] {
  let diff: ConfigDiff;
  try {
    diff = JSON.parse(diffJson) as ConfigDiff;
  } catch {
    throw new Error(
      // Not quoted: the Auth settings it compares can hold secrets (SMTP, sign-in providers).
      `\`supabase config diff\` printed no JSON to read Auth's redirect addresses from (${diffJson.trim() === '' ? 'nothing' : `${diffJson.length} characters`}).`,
    );
  }
  const present = diff.scope?.present;
  if (!Array.isArray(present) || !present.includes('auth')) {
    throw new Error(
      "The Supabase CLI could not read the project's Auth settings (config diff returned no " +
        '`auth`), so the deploy cannot keep its redirect addresses. Check that the access token ' +
        "can read the project's Auth configuration.",
    );
  }
  const change = diff.changes?.find(
    ({ path }) => Array.isArray(path) && path.join('.') === 'auth.additional_redirect_urls',
  );
  if (!change) return [...local];
  const remote = change.remote;
  return Array.isArray(remote)
    ? remote.filter((url): url is string => typeof url === 'string')
    : [];
}
