/**
 * The config.toml that `supabase config push` sends: the repository's, with the live site's
 * address as Auth's site URL and only allowed redirect. The repository's file keeps
 * `http://127.0.0.1:5173` for `npm start`, and pushing that would send password-reset and
 * confirmation links to a laptop. So the deploy writes this copy into a temp folder and points
 * the CLI there (`--workdir`); `config push` reads nothing else of supabase/.
 */
import { parse, stringify } from 'smol-toml';

/** `source` (a config.toml) with `[auth] site_url` and `additional_redirect_urls` set to `siteUrl`. */
export function liveConfigToml(source: string, siteUrl: string): string {
  const config = parse(source);
  const auth = config.auth;
  if (typeof auth !== 'object' || auth === null || Array.isArray(auth)) {
    throw new Error('supabase/config.toml has no [auth] table for config push to send.');
  }
  const live = {
    ...config,
    auth: { ...auth, site_url: siteUrl, additional_redirect_urls: [siteUrl] },
  };
  return (
    "# supabase/config.toml with the live site's address, written by npm run deploy for " +
    '`supabase config push`.\n' +
    stringify(live)
  );
}
