/**
 * Who a request comes from, as the platform vouches for it. On Supabase, X-Forwarded-For starts
 * with whatever the client wrote and the platform's proxy appends the address it saw; its edge
 * sets cf-connecting-ip, which no client can set. So: cf-connecting-ip when present, else the
 * entry the trusted proxy appended, else one shared 'unknown' bucket. The database's guards use
 * the same rule (private.client_address() in the migrations).
 */

/** How many of the platform's proxies append to X-Forwarded-For (as private.abuse_limits says). */
export const TRUSTED_PROXY_HOPS = 1;

export const UNKNOWN_CLIENT = 'unknown';

export function clientAddress(req: Request, trustedProxyHops = TRUSTED_PROXY_HOPS): string {
  const edge = req.headers.get('cf-connecting-ip')?.trim();
  if (edge) return edge;
  const entries = (req.headers.get('x-forwarded-for') ?? '').split(',');
  const appended =
    entries.length >= trustedProxyHops ? entries[entries.length - trustedProxyHops] : '';
  return appended?.trim() || UNKNOWN_CLIENT;
}
