import { parseAllowedOrigins, type AllowedOrigins } from '../_shared/cors.ts';
import { textSetting, type EnvReader } from '../_shared/env.ts';
import { readProjectKeys } from '../_shared/projectKeys.ts';

export interface VisitSettings {
  /**
   * The pages whose beacons count: the chat's CHAT_ALLOWED_ORIGINS (the deploy sets it to the
   * site's origin), so the site's one allow-list covers both functions.
   */
  allowedOrigins: AllowedOrigins;
  /** The project's API and its secret key, for public.record_site_event (set by the platform). */
  supabaseUrl: string | undefined;
  serverKey: string | undefined;
}

/** Reads the function's configuration on every request; it has no setting of its own. */
export function readSettings(env: EnvReader): VisitSettings {
  return {
    allowedOrigins: parseAllowedOrigins(env('CHAT_ALLOWED_ORIGINS')),
    supabaseUrl: textSetting(env('SUPABASE_URL'))?.replace(/\/+$/, ''),
    serverKey: readProjectKeys(env).serverKey,
  };
}
