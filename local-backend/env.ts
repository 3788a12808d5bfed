import { existsSync } from 'node:fs';
import type { LocalBackendOptions } from './server';

/** The local backend's defaults; `.env.example` documents the same values. */
export const LOCAL_DEFAULTS = {
  port: 54321,
  adminEmail: 'admin@example.com',
  adminPassword: 'local-admin-password',
  // The Supabase CLI's well-known development secret: it signs the demo anon key the site uses.
  jwtSecret: 'super-secret-jwt-token-with-at-least-32-characters-long',
  dataDir: '.local-backend/db',
};

/** Loads `.env` into process.env when there is one (variables already set win). */
export function loadDotEnv(path = '.env'): void {
  if (existsSync(path)) process.loadEnvFile(path);
}

export function optionsFromEnv(env: NodeJS.ProcessEnv = process.env): LocalBackendOptions {
  return {
    port: Number(env.LOCAL_BACKEND_PORT || LOCAL_DEFAULTS.port),
    dataDir: env.LOCAL_DB_DIR || LOCAL_DEFAULTS.dataDir,
    jwtSecret: env.LOCAL_JWT_SECRET || LOCAL_DEFAULTS.jwtSecret,
    adminEmail: env.ADMIN_EMAIL || LOCAL_DEFAULTS.adminEmail,
    adminPassword: env.ADMIN_PASSWORD || LOCAL_DEFAULTS.adminPassword,
  };
}
