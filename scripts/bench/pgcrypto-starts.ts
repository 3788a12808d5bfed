/**
 * `npm run bench:pgcrypto`: how often PGlite starts with a pgcrypto that cannot hash, and whether
 * the local backend's start (local-backend/database.ts, startPGlite) ever hands one on. It starts
 * databases from the migrated template, several at once in this process, as test files and a
 * busy machine do, and calls hmac() in each. Run a few side by side, or beside a CPU hog
 * (`node -e 'for(;;){}' &`), to see the broken starts: 6 of 96 on a 2-core machine, four runs beside a hog.
 *
 * Usage: tsx scripts/bench/pgcrypto-starts.ts [--starts N] [--at-once N]
 */
import { PGlite, type PGliteOptions } from '@electric-sql/pglite';
import { parseArgs } from 'node:util';
import { pgcryptoFailure, pgliteOptions, startPGlite } from '../../local-backend/database.ts';
import { migratedTemplate } from '../../local-backend/migrated-template.ts';

const { values } = parseArgs({
  options: {
    starts: { type: 'string', default: '24' },
    'at-once': { type: 'string', default: '3' },
  },
});
const starts = Number(values.starts);
const atOnce = Number(values['at-once']);
const template = await migratedTemplate();

/** Starts `starts` databases with `start`, `atOnce` at a time; counts those that cannot hash. */
async function count(start: () => Promise<PGlite>): Promise<number> {
  let next = 0;
  let broken = 0;
  await Promise.all(
    Array.from({ length: atOnce }, async () => {
      while (next < starts) {
        next += 1;
        const pg = await start();
        if (await pgcryptoFailure(pg)) broken += 1;
        await pg.close();
      }
    }),
  );
  return broken;
}

let remade = 0;
const create = async (dataDir: string | undefined, options: PGliteOptions) => {
  remade += 1;
  return PGlite.create(dataDir, options);
};
const rawBroken = await count(() => PGlite.create(undefined, pgliteOptions(template)));
console.log(`PGlite.create: ${rawBroken} of ${starts} starts could not hash`);
const checkedBroken = await count(() => startPGlite(undefined, template, create));
console.log(
  `startPGlite:   ${checkedBroken} of ${starts} could not hash (${remade - starts} started again)`,
);
process.exit(checkedBroken === 0 ? 0 : 1);
