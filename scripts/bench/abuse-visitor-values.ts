/**
 * The attacks of `npm run bench:abuse` on what the owner sees: values a visitor may store that
 * once broke the owner's views and email (a language tag Intl cannot name), and one home IPv6
 * network posing as many quiet senders to use the owner's emails up. Each prints what got
 * through and whether the owner's views and a real visitor's email survived.
 */
import type { Mailbox } from '../../local-backend/mailbox/server';
import type { LocalBackend } from '../../local-backend/server';
import { adminTexts } from '../../src/content/admin';
import { baseLocale } from '../../src/content/locales/index.ts';
import type { OwnerAttackRow } from './abuse-against-owner';
import { message, postMessage, until } from './abuse-requests';

/** The admin's access token, as the /admin page gets it. */
async function adminToken(backend: LocalBackend, email: string, password: string) {
  const response = await fetch(`${backend.url}/auth/v1/token?grant_type=password`, {
    method: 'POST',
    headers: { apikey: backend.publishableKey, 'content-type': 'application/json' },
    body: JSON.stringify({ email, password }),
  });
  return ((await response.json()) as { access_token: string }).access_token;
}

async function rpcAsAdmin(backend: LocalBackend, token: string, name: string, args: unknown) {
  const response = await fetch(`${backend.url}/rest/v1/rpc/${name}`, {
    method: 'POST',
    headers: {
      apikey: backend.publishableKey,
      authorization: `Bearer ${token}`,
      'content-type': 'application/json',
    },
    body: JSON.stringify(args),
  });
  return { status: response.status, body: (await response.json()) as unknown };
}

/**
 * Anonymous messages whose language is a tag Intl cannot name (en-12, en-a1), a beacon that says
 * en-a, then a normal message and page view: what is stored, whether each message's email went
 * out, and whether the owner's inbox and Insights still name every language they hold as the
 * views name them, those stored before the door checked them (written here straight into the
 * database) included.
 */
export async function oddLanguageTags(
  backend: LocalBackend,
  mailbox: Mailbox,
  admin: { email: string; password: string },
): Promise<OwnerAttackRow> {
  const sent = [
    message({ name: 'Odd One', language: 'en-12' }),
    message({ name: 'Odd Two', language: 'en-a1' }),
    message({ name: 'Normal Visitor', language: baseLocale.code }),
  ];
  const statuses: number[] = [];
  for (const [i, body] of sent.entries()) {
    statuses.push(await postMessage(backend, body, `198.51.100.${60 + i}`));
  }
  const sendBeacon = async (language: string) => {
    const response = await fetch(`${backend.url}/functions/v1/visit`, {
      method: 'POST',
      headers: { 'content-type': 'text/plain;charset=UTF-8', origin: 'http://127.0.0.1:5173' },
      body: JSON.stringify({ event: 'page_view', path: '/', language }),
    });
    await response.arrayBuffer();
    return response.status;
  };
  const beacon = await sendBeacon('en-a');
  await sendBeacon(baseLocale.code);
  // What an earlier version let in, as it stays stored (its email is due too).
  const before = message({ name: 'Stored Before', language: 'en-12' });
  await backend.db.pg.exec(
    `insert into public.contact_messages (id, name, email, subject, message, language, notify_state)
     values ('${before.id}', 'Stored Before', 'before@example.com', 'bench', 'An old message',
             'en-12', 'pending');
     insert into private.site_events (day, visitor, kind, path, language)
     values (current_date, repeat('b', 64), 'page_view', '/', 'en-a');`,
  );
  sent.push(before);

  const ids = sent.map(({ id }) => id);
  const settled = async () => {
    await backend.sendQueuedRequests();
    const { rows } = await backend.db.pg.query<{ n: number }>(
      `select count(*)::int as n from public.contact_messages
        where id = any($1::uuid[]) and notify_state in ('pending', 'sending')`,
      [ids],
    );
    return rows[0]!.n === 0;
  };
  await until(settled);
  const { rows } = await backend.db.pg.query<{ language: string | null; notify_state: string }>(
    `select m.language, m.notify_state
       from unnest($1::uuid[]) with ordinality as sent(id, place)
       join public.contact_messages m on m.id = sent.id
      order by sent.place`,
    [ids],
  );
  // Sent as the database records it, and arrived in the owner's mailbox.
  const subjects = new Set(mailbox.emails().map((mail) => mail.subject));
  const emailed = rows.filter(
    (row, i) => row.notify_state === 'sent' && subjects.has(`New message from ${sent[i]!.name}`),
  ).length;
  const languages = rows
    .slice(0, 3)
    .map((row) => row.language ?? 'unknown')
    .join(', ');

  // The owner's side: the inbox list and Insights as the page loads them, and every language in
  // them named as the views name it.
  const token = await adminToken(backend, admin.email, admin.password);
  const inbox = await rpcAsAdmin(backend, token, 'list_contact_messages', { folder: 'inbox' });
  const insights = await rpcAsAdmin(backend, token, 'site_insights', { days: 7 });
  const codes = new Set(
    [
      ...(inbox.body as { language: string | null }[]).map((row) => row.language),
      ...((insights.body as { languages?: { value: string }[] }).languages ?? []).map(
        (row) => row.value,
      ),
    ].filter((code): code is string => code !== null),
  );
  let named = true;
  try {
    for (const code of codes) {
      adminTexts.card.language(code);
      adminTexts.insights.language(code);
    }
  } catch {
    named = false;
  }
  const viewsOk = inbox.status === 200 && insights.status === 200 && named;
  return {
    attack: 'messages with language en-12 and en-a1, a beacon with en-a',
    sent: '3 messages, 1 beacon',
    through: `${statuses.filter((status) => status === 201).length} of 3 messages stored (languages: ${languages}), beacon HTTP ${beacon}`,
    outcome: `${emailed} of ${sent.length} owner emails sent (one for a message stored before the check); inbox HTTP ${inbox.status}, Insights HTTP ${insights.status}; languages ${[...codes].join(', ')} ${named ? 'all named' : 'NOT named'} as the views name them`,
    ok: emailed === sent.length && viewsOk && beacon === 400,
  };
}

/**
 * A real visitor writes twice (the second waits for the digest: one email per sender an hour),
 * then 20 different /64s of one home /56 send one message each. How many owner emails the /56
 * got at once, and whether the real visitor's waiting message heads the digest an hour later.
 */
export async function oneSlash56(backend: LocalBackend, mailbox: Mailbox): Promise<OwnerAttackRow> {
  await backend.db.pg.exec('delete from private.owner_emails');
  const visitor = '203.0.113.56';
  const first = message({ name: 'Real Visitor', subject: 'First question' });
  const second = message({ name: 'Real Visitor', subject: 'Second question' });
  await postMessage(backend, first, visitor);
  await postMessage(backend, second, visitor);

  const flood: string[] = [];
  for (let i = 0; i < 20; i += 1) {
    const body = message({ name: `Quiet Sender ${i}` });
    const address = `2001:db8:56:56${i.toString(16).padStart(2, '0')}::${i + 1}`;
    if ((await postMessage(backend, body, address)) === 201) flood.push(body.id);
  }
  const waitForEmails = async () => {
    await backend.sendQueuedRequests();
    const { rows } = await backend.db.pg.query<{ n: number }>(
      `select count(*)::int as n from public.contact_messages
        where id = any($1::uuid[]) and notify_state in ('pending', 'sending')`,
      [[first.id, second.id, ...flood]],
    );
    return rows[0]!.n === 0;
  };
  await until(waitForEmails);
  const atOnce = mailbox
    .emails()
    .filter((mail) => mail.subject.startsWith('New message from Quiet Sender')).length;
  const visitorAtOnce = mailbox
    .emails()
    .some((mail) => mail.subject === 'New message from Real Visitor');

  // An hour later the digest goes out.
  await backend.db.pg.exec(
    `update private.owner_emails set claimed_at = now() - interval '2 hours'`,
  );
  await backend.runScheduledJobs();
  let digest: string | undefined;
  await until(async () => {
    await backend.sendQueuedRequests();
    digest = mailbox
      .emails()
      .find((mail) => / more new messages? in your inbox$/.test(mail.subject))?.text;
    return digest !== undefined;
  });
  const lines = (digest ?? '').split('\n').filter((line) => line.startsWith('- '));
  const place = lines.findIndex((line) => line.startsWith('- Real Visitor')) + 1;
  return {
    attack: '20 /64s of one /56, one message each, after a real visitor',
    sent: '20 messages',
    through: `${flood.length} stored, ${atOnce} owner emails at once`,
    outcome: `real visitor: ${visitorAtOnce ? 'emailed at once' : 'NOT emailed'}, its second message ${place > 0 ? `line ${place} of ${lines.length} in the digest` : 'NOT in the digest'}`,
    ok: atOnce <= 2 && visitorAtOnce && place > 0,
  };
}

/**
 * 70 senders from 70 addresses, one message each with every form signal of a person, then a real
 * visitor from a fresh address, on a day that starts empty: the immediate emails go to whoever
 * came first, and the digest, which has a budget of its own, names the visitor at the next
 * scheduled run. Also counts what the owner received in all.
 */
export async function seventySendersThenVisitor(
  backend: LocalBackend,
  mailbox: Mailbox,
): Promise<OwnerAttackRow> {
  await backend.db.pg.exec('delete from private.owner_emails');
  const before = mailbox.emails().length;
  const sent: string[] = [];
  for (let i = 0; i < 70; i += 1) {
    const body = message({ name: `Sender ${i}` });
    if ((await postMessage(backend, body, `198.51.100.${i + 1}`)) === 201) sent.push(body.id);
  }
  const visitor = message({ name: 'Real Visitor', subject: 'A real project' });
  const status = await postMessage(backend, visitor, '203.0.113.170');
  const settled = async () => {
    await backend.sendQueuedRequests();
    const { rows } = await backend.db.pg.query<{ n: number }>(
      `select count(*)::int as n from public.contact_messages
        where id = any($1::uuid[]) and notify_state in ('pending', 'sending')`,
      [[...sent, visitor.id]],
    );
    return rows[0]!.n === 0;
  };
  await until(settled, 60_000);
  const received = () => mailbox.emails().slice(before);
  const atOnce = received().filter((mail) => mail.subject.startsWith('New message from')).length;

  // The next scheduled run (pg_cron's sweep, once a minute).
  await backend.runScheduledJobs();
  let digest: string | undefined;
  await until(async () => {
    await backend.sendQueuedRequests();
    digest = received().find((mail) =>
      / more new messages? in your inbox$/.test(mail.subject),
    )?.text;
    return digest !== undefined;
  });
  const lines = (digest ?? '').split('\n').filter((line) => line.startsWith('- '));
  const place = lines.findIndex((line) => line.startsWith('- Real Visitor')) + 1;
  const visitorAtOnce = received().some((mail) => mail.subject === 'New message from Real Visitor');
  const total = received().length;
  return {
    attack: '70 senders from 70 addresses, one message each, then a real visitor',
    sent: `${sent.length + 1} messages`,
    through: `${atOnce} owner emails at once, then 1 digest`,
    outcome: `real visitor: HTTP ${status}, ${visitorAtOnce ? 'emailed at once' : place > 0 ? `line ${place} of ${lines.length} in the digest` : 'NOT emailed'}; the day's emails so far: ${total} (at most 109)`,
    ok: status === 201 && (visitorAtOnce || place === 1) && total <= 109,
  };
}
