import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { parse } from 'smol-toml';
import { MIGRATIONS_DIR } from './database';

/**
 * The settings of `supabase/config.toml` that the hosted platform applies and the local backend
 * must apply the same way. Read from the one file the Supabase CLI deploys with.
 */
export interface ProjectConfig {
  /** Whether `/functions/v1/<name>` needs a valid JWT (`[functions.<name>] verify_jwt`, default true). */
  functionVerifiesJwt(name: string): boolean;
}

export const PROJECT_CONFIG_PATH = join(MIGRATIONS_DIR, '../config.toml');

export function readProjectConfig(path = PROJECT_CONFIG_PATH): ProjectConfig {
  const config = parse(readFileSync(path, 'utf8')) as {
    functions?: Record<string, { verify_jwt?: boolean }>;
  };
  return {
    functionVerifiesJwt: (name) => config.functions?.[name]?.verify_jwt !== false,
  };
}
