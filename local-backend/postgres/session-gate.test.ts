// @vitest-environment node
/**
 * The session gate on its own, fed wire messages as pglite-socket feeds them: it holds PGlite's
 * transaction lock from a message until the session is at rest, and a client that leaves halfway
 * through an exchange is rolled back.
 */
import { PGlite, protocol } from '@electric-sql/pglite';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { SessionGate, type WireDatabase } from './session-gate';

let pg: PGlite;
let wire: WireDatabase;

beforeAll(async () => {
  pg = await PGlite.create();
  await pg.exec('create table notes (body text)');
  wire = new SessionGate(pg).forWire();
});

afterAll(async () => {
  await pg.close();
});

/** Sends one message as pglite-socket does, and resolves with the bytes of the answer. */
async function send(message: Uint8Array): Promise<number> {
  let length = 0;
  await wire.runExclusive(() =>
    wire.execProtocolRawStream(message, { onRawData: (data) => (length += data.length) }),
  );
  return length;
}

async function notes(): Promise<string[]> {
  return (await pg.query<{ body: string }>('select body from notes order by body')).rows.map(
    (row) => row.body,
  );
}

it('keeps the API waiting through an exchange and lets it go at Sync', async () => {
  await send(protocol.serialize.parse({ text: "insert into notes values ('exchanged')" }));
  await send(protocol.serialize.bind({}));
  await send(protocol.serialize.execute({}));
  expect(wire.isInTransaction()).toBe(true);

  const api = notes();
  await new Promise((resolve) => setTimeout(resolve, 100));
  let answered = false;
  void api.then(() => (answered = true));
  await new Promise((resolve) => setTimeout(resolve, 100));
  expect(answered).toBe(false);

  await send(protocol.serialize.sync());
  expect(wire.isInTransaction()).toBe(false);
  expect(await api).toEqual(['exchanged']);
});

it('rolls back an exchange its client left before Sync, where a bare Sync would commit it', async () => {
  await send(protocol.serialize.parse({ text: "insert into notes values ('abandoned')" }));
  await send(protocol.serialize.bind({}));
  await send(protocol.serialize.execute({}));
  await wire.exec('ROLLBACK');
  expect(wire.isInTransaction()).toBe(false);
  expect(await notes()).toEqual(['exchanged']);
});

it('holds a transaction until COMMIT, and ends a departing client with its work rolled back', async () => {
  await send(protocol.serialize.query("begin; insert into notes values ('in a transaction')"));
  expect(wire.isInTransaction()).toBe(true);
  await send(protocol.serialize.end());
  expect(wire.isInTransaction()).toBe(false);
  expect(await notes()).toEqual(['exchanged']);
});
