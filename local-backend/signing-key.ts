import type { Database } from './database';
import { generateSigningKey, importSigningKey, type SigningKey } from './jwt';
import { setVaultSecrets } from './vault';

/** The Vault entry the local project keeps its signing key in, so tokens survive a restart. */
const SIGNING_KEY_SECRET = 'local_backend_jwt_signing_key';

/**
 * The project's JWT signing key: the one kept in the database, or a new one kept there now. (A
 * hosted project keeps its keys in Auth's own storage; the local Vault stands in for it.)
 */
export async function projectSigningKey(db: Database): Promise<SigningKey> {
  const stored = await db.pg.query<{ secret: string }>(
    'select secret from vault.secrets where name = $1',
    [SIGNING_KEY_SECRET],
  );
  const kept = stored.rows[0]?.secret;
  if (kept) return importSigningKey(JSON.parse(kept) as Parameters<typeof importSigningKey>[0]);
  const { key, storable } = await generateSigningKey();
  await setVaultSecrets(db, { [SIGNING_KEY_SECRET]: JSON.stringify(storable) });
  return key;
}
