import { clientAddress } from '../../_shared/clientAddress.ts';
import { json } from '../../_shared/json.ts';
import { hasOneOfKeys } from '../../_shared/projectKeys.ts';
import type { ChatSettings } from '../settings.ts';
import type { RouteRequest } from './context.ts';

/**
 * Whether the call is the owner's post-deploy check: it comes with the project's secret key,
 * which a browser never holds, on any path of the function.
 */
export async function isDeployProbe(req: Request, settings: ChatSettings): Promise<boolean> {
  if (!settings.serverKey) return false;
  return await hasOneOfKeys(req, [settings.serverKey]);
}

/**
 * The answer to the post-deploy check: which client-address headers reach the function and
 * which address the limits key on.
 */
export function deployProbe({ req, cors }: RouteRequest): Response {
  return json(
    {
      cf_connecting_ip: req.headers.get('cf-connecting-ip'),
      x_forwarded_for: req.headers.get('x-forwarded-for'),
      client_address: clientAddress(req),
    },
    200,
    cors.headers,
  );
}
