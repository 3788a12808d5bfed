/**
 * The addresses a deploy accepts: https only, and never this machine. The live site and its API
 * are reached by visitors and by Supabase's servers, so an `http://` or `127.0.0.1` address (the
 * local backend's, `npm start`'s) would be a mistake that only shows after the deploy.
 */

/** Whether `host` names this machine. */
function isLocalHost(host: string): boolean {
  const bare = host.replace(/^\[|\]$/g, '').toLowerCase();
  return (
    bare === 'localhost' ||
    bare.endsWith('.localhost') ||
    bare === '0.0.0.0' ||
    bare === '::1' ||
    /^127\./.test(bare)
  );
}

/**
 * `value` as an https URL on a public host, without its trailing slashes; or a problem.
 * `originOnly`: no path, query or fragment allowed.
 */
export function publicHttpsUrl(
  name: string,
  value: string,
  example: string,
  originOnly = false,
): { url: URL; text: string } | { problem: string } {
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    return { problem: `${name} must be an https:// URL such as ${example}, got "${value}".` };
  }
  if (url.protocol !== 'https:') {
    return {
      problem: `${name} must start with https:// (got ${url.protocol}//...): a live site and its API are served over HTTPS only, e.g. ${example}.`,
    };
  }
  if (isLocalHost(url.hostname)) {
    return {
      problem: `${name} points at this machine (${url.host}): the local backend and \`npm start\` stay local; set the public address, e.g. ${example}.`,
    };
  }
  if (url.username || url.password) {
    return { problem: `${name} must not hold a user name or password.` };
  }
  if (originOnly && (url.pathname !== '/' || url.search || url.hash)) {
    return {
      problem: `${name} must be the address alone, without a path (${example}), got "${value}".`,
    };
  }
  return { url, text: value.replace(/\/+$/, '') };
}
