/**
 * The client address as Supabase's proxies report it: whatever X-Forwarded-For the caller sent,
 * then the address the proxy saw appended to it (the guards trust only that last entry), and no
 * cf-connecting-ip or cf-ipcountry, which only the platform's edge sets (a caller's own would
 * pick its address or its country). With `trustCaller` (tests only) the caller's headers are
 * taken as the platform's, so one test can act as many visitors, from many countries.
 */
export function asPlatformProxy(
  headers: Record<string, string>,
  socketAddress: string | undefined,
  trustCaller: boolean,
): Record<string, string> {
  const seen = (socketAddress ?? '127.0.0.1').replace(/^::ffff:/, '');
  if (trustCaller) {
    headers['x-forwarded-for'] ??= seen;
    return headers;
  }
  delete headers['cf-connecting-ip'];
  delete headers['cf-ipcountry'];
  const sent = headers['x-forwarded-for'];
  headers['x-forwarded-for'] = sent ? `${sent}, ${seen}` : seen;
  return headers;
}
