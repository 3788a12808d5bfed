import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { parse } from 'smol-toml';
import { SUPABASE_DIR } from './supabase-cli.ts';

/**
 * The settings of `supabase/config.toml` that the hosted platform applies and the local backend
 * must apply the same way. Read from the one file the Supabase CLI deploys with.
 */
export interface ProjectConfig {
  /** Whether `/functions/v1/<name>` needs a valid JWT (`[functions.<name>] verify_jwt`, default true). */
  functionVerifiesJwt(name: string): boolean;
  /** What GoTrue does with `[auth]` and `[auth.rate_limit]`. */
  auth: AuthConfig;
  /** What PostgREST does with `[api]`. */
  api: ApiConfig;
  /** `[db] port` (default 54322): where the local database is served for the CLI and tools. */
  db: { port: number };
}

export interface ApiConfig {
  /**
   * `[api] max_rows`, PostgREST's db-max-rows: the most rows one read answers with, whatever
   * limit the request asks for. Undefined when the key is absent: then, as with db-max-rows
   * unset, there is no limit.
   */
  maxRows: number | undefined;
}

/**
 * GoTrue's limits are token buckets per client address: each holds at most 30 requests (a burst)
 * and refills at the configured number per 5 minutes. Absent keys take the Supabase CLI's defaults.
 */
export interface AuthConfig {
  /**
   * `[auth.rate_limit] token_refresh` (default 150): requests to `POST /auth/v1/token` per 5
   * minutes. GoTrue counts password sign-ins and refresh-token grants in this one bucket.
   */
  tokenRequestsPer5Minutes: number;
  /**
   * `[auth.rate_limit] sign_in_sign_ups` (default 30), GoTrue's RATE_LIMIT_OTP: requests to
   * `POST /auth/v1/signup` (and the OTP, magic-link and recovery endpoints) per 5 minutes. GoTrue
   * does not apply it to password sign-ins.
   */
  signInSignUpsPer5Minutes: number;
  /** `[auth] enable_refresh_token_rotation` (default true): a reused spent token revokes its session's tokens. */
  refreshTokenRotation: boolean;
  /** `[auth] refresh_token_reuse_interval` (default 10): seconds a spent refresh token is still accepted. */
  refreshTokenReuseIntervalSeconds: number;
}

export const PROJECT_CONFIG_PATH = join(SUPABASE_DIR, 'config.toml');

interface ConfigFile {
  api?: { max_rows?: unknown };
  db?: { port?: unknown };
  functions?: Record<string, { verify_jwt?: boolean }>;
  auth?: {
    enable_refresh_token_rotation?: unknown;
    refresh_token_reuse_interval?: unknown;
    rate_limit?: { token_refresh?: unknown; sign_in_sign_ups?: unknown };
  };
}

export function readProjectConfig(path = PROJECT_CONFIG_PATH): ProjectConfig {
  const config = parse(readFileSync(path, 'utf8')) as ConfigFile;
  const auth = config.auth ?? {};
  return {
    functionVerifiesJwt: (name) => config.functions?.[name]?.verify_jwt !== false,
    auth: {
      tokenRequestsPer5Minutes: count(auth.rate_limit?.token_refresh, 150, 'token_refresh'),
      signInSignUpsPer5Minutes: count(auth.rate_limit?.sign_in_sign_ups, 30, 'sign_in_sign_ups'),
      refreshTokenRotation: flag(
        auth.enable_refresh_token_rotation,
        true,
        'enable_refresh_token_rotation',
      ),
      refreshTokenReuseIntervalSeconds: count(
        auth.refresh_token_reuse_interval,
        10,
        'refresh_token_reuse_interval',
      ),
    },
    api: { maxRows: maxRows(config.api?.max_rows) },
    db: { port: tcpPort(config.db?.port, 54322, 'db port') },
  };
}

/**
 * A whole number of at least 1, or undefined when absent. 0 is refused rather than guessed at:
 * PostgREST does not read it as "no limit", and what the host would do with it is not known.
 */
function maxRows(value: unknown): number | undefined {
  if (value === undefined) return undefined;
  if (typeof value === 'number' && Number.isSafeInteger(value) && value >= 1) return value;
  throw new Error('supabase/config.toml: api max_rows must be a whole number of at least 1');
}

/** A whole number of at least 0, or `fallback` when the key is absent; anything else is refused. */
function count(value: unknown, fallback: number, key: string): number {
  if (value === undefined) return fallback;
  if (typeof value === 'number' && Number.isSafeInteger(value) && value >= 0) return value;
  throw new Error(`supabase/config.toml: auth ${key} must be a whole number of at least 0`);
}

function tcpPort(value: unknown, fallback: number, key: string): number {
  if (value === undefined) return fallback;
  if (typeof value === 'number' && Number.isInteger(value) && value >= 1 && value <= 65535) {
    return value;
  }
  throw new Error(`supabase/config.toml: ${key} must be a port number from 1 to 65535`);
}

function flag(value: unknown, fallback: boolean, key: string): boolean {
  if (value === undefined) return fallback;
  if (typeof value === 'boolean') return value;
  throw new Error(`supabase/config.toml: auth ${key} must be true or false`);
}
