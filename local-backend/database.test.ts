// @vitest-environment node
/**
 * A PGlite that starts with a pgcrypto unable to hash is started again (database.ts). The broken
 * start itself is rare (6 of 96 databases started side by side in busy processes:
 * npm run bench:pgcrypto counts them), so here it is a real PGlite whose hmac() answers
 * as a broken one does.
 */
import { PGlite, type PGliteOptions } from '@electric-sql/pglite';
import { pgcrypto } from '@electric-sql/pglite/contrib/pgcrypto';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { startPGlite } from './database';

const started: PGlite[] = [];
/** A new database, made once: a start loads it (a second) rather than making one (several). */
let newDatabase: Blob;

beforeAll(async () => {
  const pg = await PGlite.create();
  newDatabase = await pg.dumpDataDir('gzip');
  await pg.close();
});

afterEach(async () => {
  for (const pg of started.splice(0)) if (!pg.closed) await pg.close();
});

/** A PGlite whose hmac() fails as a broken pgcrypto's does: 22023, "Cipher cannot be initialized". */
async function brokenPGlite(options: PGliteOptions): Promise<PGlite> {
  const pg = await PGlite.create(options);
  await pg.exec(`create extension pgcrypto;
    create or replace function public.hmac(text, text, text) returns bytea language plpgsql as $$
    begin
      raise exception 'Cannot use "%": Cipher cannot be initialized', $3 using errcode = '22023';
    end $$;`);
  return pg;
}

/** A `create` that makes `broken` broken databases, then working ones; it keeps what it made. */
function creating(broken: number) {
  let made = 0;
  return async (_dataDir: string | undefined, options: PGliteOptions) => {
    made += 1;
    // pgcrypto alone: the others are not what is checked, and each takes a while to load.
    const fromNew = { ...options, extensions: { pgcrypto }, loadDataDir: newDatabase };
    const pg = made <= broken ? await brokenPGlite(fromNew) : await PGlite.create(fromNew);
    started.push(pg);
    return pg;
  };
}

describe('starting PGlite', () => {
  it('checks pgcrypto without leaving a trace in a new database', async () => {
    const pg = await startPGlite(undefined, undefined, creating(0));
    const { rows } = await pg.query(`select 1 from pg_extension where extname = 'pgcrypto'`);
    expect(rows).toEqual([]);
    expect(started).toHaveLength(1);
  });

  it('closes a start whose pgcrypto cannot hash, and starts again', async () => {
    const pg = await startPGlite(undefined, undefined, creating(1));
    expect(started).toHaveLength(2);
    expect(started[0]!.closed).toBe(true);
    expect(pg).toBe(started[1]);
    expect(pg.closed).toBe(false);
  });

  it('gives up after three broken starts, saying why', async () => {
    // Stand-ins that answer the check as a broken pgcrypto does: three more PGlites would only
    // take time.
    const closed: boolean[] = [];
    const broken = async () => {
      const index = closed.push(false) - 1;
      return {
        transaction: () =>
          Promise.reject(
            Object.assign(new Error('Cannot use "sha256": Cipher cannot be initialized'), {
              code: '22023',
            }),
          ),
        close: async () => void (closed[index] = true),
      } as unknown as PGlite;
    };
    await expect(startPGlite(undefined, undefined, broken)).rejects.toThrow(
      /pgcrypto cannot hash after 3 starts: Cannot use "sha256": Cipher cannot be initialized/,
    );
    expect(closed).toEqual([true, true, true]);
  });
});
