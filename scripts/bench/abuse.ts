/**
 * `npm run bench:abuse`: attacks a fresh local backend the way the abuse guards were found wanting,
 * and prints what was sent and what got through, against each configured limit. The backend runs
 * as the platform's proxy does (a caller cannot choose its address), in this process, on
 * 127.0.0.1 only; every attack is bounded in count and time. `--strict` exits 1 when anything got
 * past its limit.
 */
import { randomUUID } from 'node:crypto';
import { connect } from 'node:net';
import { setTimeout as sleep } from 'node:timers/promises';
import { LOCAL_DEFAULTS } from '../../local-backend/env';
import { startMailbox } from '../../local-backend/mailbox/server';
import { startLocalBackend, type LocalBackend } from '../../local-backend/server';
import {
  floodThenVisitor,
  forgedAssistantTurn,
  invalidChatBodies,
  oneSlash64,
  type OwnerAttackRow,
} from './abuse-against-owner';
import { movedReply, refusedHandoffs } from './abuse-handoff';
import { message, postMessage } from './abuse-requests';
import { oddLanguageTags, oneSlash56, seventySendersThenVisitor } from './abuse-visitor-values';
import { startFakeGateway } from '../../supabase/functions/chat/test/fakeGateway';

const ADMIN = { email: 'admin@example.com', password: 'bench-admin-password-1' };

interface Row {
  attack: string;
  sent: string;
  accepted: number;
  limit: number;
  note?: string;
}

const strict = process.argv.includes('--strict');
const rows: Row[] = [];

async function count(backend: LocalBackend, sql: string): Promise<number> {
  const { rows: result } = await backend.db.pg.query<{ n: number }>(sql);
  return result[0]?.n ?? 0;
}

/** The backend process's JavaScript heap and the buffers outside it (request bodies live there). */
function heapMiB(): number {
  (globalThis as { gc?: () => void }).gc?.();
  const { heapUsed, arrayBuffers } = process.memoryUsage();
  return (heapUsed + arrayBuffers) / 2 ** 20;
}

async function contactFloods(backend: LocalBackend): Promise<void> {
  const forged = 300;
  let accepted = 0;
  for (let i = 0; i < forged; i += 1) {
    const address = `${(i >> 16) & 255}.${(i >> 8) & 255}.${i & 255}.7`;
    if ((await postMessage(backend, message(), address)) === 201) accepted += 1;
  }
  rows.push({
    attack: 'contact flood, a made-up address per request',
    sent: `${forged} messages`,
    accepted,
    limit: 5,
  });

  await backend.db.pg.exec('delete from private.contact_message_senders');
  accepted = 0;
  for (let i = 0; i < 100; i += 1) {
    if ((await postMessage(backend, message(), i % 2 ? '' : ' ')) === 201) accepted += 1;
  }
  rows.push({
    attack: 'contact flood, a blank X-Forwarded-For',
    sent: '100 messages',
    accepted,
    limit: 5,
  });

  await backend.db.pg.exec('delete from private.contact_message_senders');
  const before = await count(backend, 'select count(*)::int as n from public.contact_messages');
  const status = await postMessage(
    backend,
    Array.from({ length: 2000 }, () => message()),
  );
  const stored =
    (await count(backend, 'select count(*)::int as n from public.contact_messages')) - before;
  rows.push({
    attack: 'bulk insert (one POST, a JSON array)',
    sent: '2,000 rows',
    accepted: stored,
    limit: 1,
    note: `HTTP ${status}`,
  });
}

async function chatFlood(backend: LocalBackend): Promise<void> {
  let accepted = 0;
  for (let i = 0; i < 60; i += 1) {
    const response = await fetch(`${backend.url}/functions/v1/chat`, {
      method: 'POST',
      headers: {
        apikey: backend.publishableKey,
        'content-type': 'application/json',
        'x-forwarded-for': `198.51.100.${i}`,
      },
      body: JSON.stringify({ message: 'Hi', conversation: randomUUID() }),
    });
    await response.arrayBuffer();
    if (response.status === 200) accepted += 1;
  }
  rows.push({
    attack: 'chat flood, a made-up address per request',
    sent: '60 messages',
    accepted,
    limit: 10,
  });
}

async function passwordGuessing(backend: LocalBackend): Promise<void> {
  let evaluated = 0;
  const started = performance.now();
  for (let i = 0; i < 100; i += 1) {
    const response = await fetch(`${backend.url}/auth/v1/token?grant_type=password`, {
      method: 'POST',
      headers: { apikey: backend.publishableKey, 'content-type': 'application/json' },
      body: JSON.stringify({ email: ADMIN.email, password: `guess-${i}` }),
    });
    await response.arrayBuffer();
    if (response.status !== 429) evaluated += 1;
  }
  rows.push({
    attack: 'admin password guessing',
    sent: '100 wrong passwords',
    accepted: evaluated,
    limit: 30,
    note: `${Math.round(performance.now() - started)} ms in all`,
  });
}

/** Headers for a POST whose body is announced but never fully sent. */
function rawPost(backend: LocalBackend, extra: string): string {
  const { host } = new URL(backend.url);
  return (
    `POST /rest/v1/contact_messages HTTP/1.1\r\nHost: ${host}\r\napikey: ${backend.publishableKey}\r\n` +
    `Content-Type: application/json\r\n${extra}\r\n`
  );
}

async function endlessBody(backend: LocalBackend): Promise<void> {
  const { port } = new URL(backend.url);
  const chunk = Buffer.alloc(64 * 1024, 'a');
  let written = 0;
  let answer = '';
  await new Promise<void>((resolve) => {
    const socket = connect(Number(port), '127.0.0.1');
    const deadline = setTimeout(() => socket.destroy(), 5_000);
    socket.on('data', (data) => (answer += data.toString('latin1')));
    socket.on('close', () => {
      clearTimeout(deadline);
      resolve();
    });
    socket.on('error', () => {});
    socket.on('connect', () => {
      socket.write(rawPost(backend, 'Transfer-Encoding: chunked\r\n'));
      const pump = () => {
        while (!socket.destroyed && socket.writable) {
          const frame = Buffer.concat([
            Buffer.from(`${chunk.length.toString(16)}\r\n`),
            chunk,
            Buffer.from('\r\n'),
          ]);
          written += chunk.length;
          if (!socket.write(frame)) {
            socket.once('drain', pump);
            return;
          }
        }
      };
      pump();
    });
  });
  rows.push({
    attack: 'endless chunked body (5 s at most)',
    sent: `${(written / 2 ** 20).toFixed(1)} MiB written`,
    accepted: written > 4 * 2 ** 20 ? 1 : 0,
    limit: 0,
    note: answer.split('\r\n')[0] || 'no answer',
  });
}

async function halfSentBodies(backend: LocalBackend): Promise<void> {
  const { port } = new URL(backend.url);
  const before = heapMiB();
  const sockets = await Promise.all(
    Array.from(
      { length: 200 },
      () =>
        new Promise<ReturnType<typeof connect>>((resolve) => {
          const socket = connect(Number(port), '127.0.0.1', () => {
            socket.write(rawPost(backend, `Content-Length: ${2 ** 20}\r\n`));
            socket.write(Buffer.alloc(512 * 1024, 'a'));
            resolve(socket);
          });
          socket.on('error', () => {});
        }),
    ),
  );
  await sleep(1_000);
  const during = heapMiB();
  const probe = performance.now();
  const status = await postMessage(backend, message(), '203.0.113.250');
  const probeMs = Math.round(performance.now() - probe);
  for (const socket of sockets) socket.destroy();
  await sleep(1_500);
  const after = heapMiB();
  rows.push({
    attack: 'half-sent 1 MiB bodies, held open',
    sent: '200 connections',
    accepted: 0,
    limit: 0,
    note: `memory ${before.toFixed(0)} -> ${during.toFixed(0)} -> ${after.toFixed(0)} MiB; a visitor meanwhile: HTTP ${status} in ${probeMs} ms`,
  });
}

function printReport(memory: { before: number; after: number }): boolean {
  const over = rows.filter((row) => row.accepted > row.limit);
  const width = Math.max(...rows.map((row) => row.attack.length));
  console.log('\nAbuse guards against a local backend that behaves like the platform\n');
  console.log(`${'attack'.padEnd(width)}  ${'sent'.padEnd(22)} accepted  limit  `);
  for (const row of rows) {
    const flag = row.accepted > row.limit ? '  OVER' : '';
    console.log(
      `${row.attack.padEnd(width)}  ${row.sent.padEnd(22)} ${String(row.accepted).padStart(8)}  ${String(row.limit).padStart(5)}${flag}${row.note ? `  (${row.note})` : ''}`,
    );
  }
  console.log(
    `\nMemory of the backend's process (heap and buffers): ${memory.before.toFixed(0)} MiB before, ${memory.after.toFixed(0)} MiB after.`,
  );
  console.log(
    over.length === 0
      ? 'Every accepted count is within its limit.'
      : `${over.length} over the limit.`,
  );
  return over.length === 0;
}

function printOwnerReport(ownerRows: OwnerAttackRow[]): boolean {
  console.log('\nAttacks that would turn the limits against the owner\n');
  for (const row of ownerRows) {
    console.log(`${row.ok ? 'ok  ' : 'FAIL'}  ${row.attack} (${row.sent})`);
    console.log(`      got through: ${row.through}`);
    console.log(`      owner side:  ${row.outcome}`);
  }
  return ownerRows.every((row) => row.ok);
}

const settings = {
  port: 0,
  jwtSecret: LOCAL_DEFAULTS.jwtSecret,
  adminEmail: ADMIN.email,
  adminPassword: ADMIN.password,
};
const backend = await startLocalBackend({ ...settings, notifyOwner: false });
let ok = false;
try {
  const before = heapMiB();
  await contactFloods(backend);
  await chatFlood(backend);
  await passwordGuessing(backend);
  await endlessBody(backend);
  await halfSentBodies(backend);
  ok = printReport({ before, after: heapMiB() });
} finally {
  await backend.close();
}

// The owner's side: a fresh project that emails its owner (to a local mailbox), with the site's
// default limits; one whose platform reports the addresses of a /64 the attacker owns; and one
// that does both, for the attacks whose senders need addresses no machine here has (IPv6), with
// an AI gateway (a fake one that counts what it is sent) for the chat's hand-over.
const mailbox = await startMailbox({ port: 0 });
const gateway = await startFakeGateway();
const networkMailbox = await startMailbox({ port: 0 });
const emailing = (to: { url: string }) => ({
  EMAIL_API_URL: to.url,
  EMAIL_API_KEY: 'bench',
  NOTIFY_EMAIL_TO: ADMIN.email,
});
const owner = await startLocalBackend({
  ...settings,
  notifyOwner: true,
  functionEnv: emailing(mailbox),
});
const trusting = await startLocalBackend({
  ...settings,
  notifyOwner: false,
  trustCallerForwardedFor: true,
});
const network = await startLocalBackend({
  ...settings,
  notifyOwner: true,
  trustCallerForwardedFor: true,
  functionEnv: {
    ...emailing(networkMailbox),
    CHAT_API_KEY: 'bench',
    CHAT_BASE_URL: gateway.baseUrl,
  },
});
try {
  const ownerRows = [
    await floodThenVisitor(owner, mailbox),
    await oneSlash64(trusting),
    await invalidChatBodies(owner),
    await forgedAssistantTurn(owner),
    await oddLanguageTags(network, networkMailbox, ADMIN),
    await oneSlash56(network, networkMailbox),
    await seventySendersThenVisitor(network, networkMailbox),
    await movedReply(network, gateway),
    await refusedHandoffs(network, gateway),
  ];
  ok = printOwnerReport(ownerRows) && ok;
} finally {
  await Promise.all([
    owner.close(),
    trusting.close(),
    network.close(),
    mailbox.close(),
    networkMailbox.close(),
    gateway.close(),
  ]);
}
process.exit(strict && !ok ? 1 : 0);
