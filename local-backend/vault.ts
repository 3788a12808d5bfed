import type { Database } from './database';

/** Creates or updates Vault secrets, as `select vault.create_secret(...)` does on a hosted project. */
export async function setVaultSecrets(
  db: Database,
  secrets: Record<string, string>,
): Promise<void> {
  for (const [name, value] of Object.entries(secrets)) {
    await db.pg.query(
      `insert into vault.secrets (name, secret) values ($1, $2)
       on conflict (name) do update set secret = excluded.secret, updated_at = now()`,
      [name, value],
    );
  }
}
