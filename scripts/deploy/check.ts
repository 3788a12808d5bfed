/**
 * The post-deploy check: does the live project answer as the site expects? It runs at the end of
 * every deploy (step 9) and alone with `npm run deploy -- --check`. It asks what a visitor's
 * browser asks, with the keys the site ships, and reports each answer:
 *
 * 1. the site answers at SITE_URL (on a first deploy the static host is not connected yet: then it
 *    is the next step, not a failure);
 * 2. a test message sent with the publishable key is stored in the Inbox, reaches notify-owner
 *    (its email is sent, or the reason it was not is shown; without EMAIL_API_KEY that is a
 *    warning), and is removed again; when no test email is wanted, it is sent as spam (stored,
 *    never emailed) and removed;
 * 3. the chat answers a question;
 * 4. the visit function takes a beacon without a key (an invalid one, so nothing is counted);
 *    the reply function refuses a call without the owner's session (it sends nothing);
 * 5. which client-address headers the database and the chat function received
 *    (`cf-connecting-ip`, `x-forwarded-for`) and the address the guards key on, so the owner
 *    can confirm the limits count visitors, not the platform's proxy.
 *
 * Resolves true when nothing failed; it says what failed, and what comes next, otherwise.
 */
import { randomUUID } from 'node:crypto';
import type { DeployIo } from './io.ts';
import type { DeployInputs } from './validate.ts';

/** What a check is asked to do. */
export interface CheckRun {
  /**
   * The site must answer at SITE_URL: a failure when it does not (`--check`, after the static
   * host is connected); else a next step (a deploy's own check: the host comes after it).
   */
  siteRequired: boolean;
  /** Send a test message the owner is emailed about; else one stored as spam, never emailed. */
  testEmail: boolean;
}

/** A post-deploy check: true when nothing failed (a next step or a warning is no failure). */
export type PostDeployCheck = (
  inputs: DeployInputs,
  io: DeployIo,
  run: CheckRun,
) => Promise<boolean>;

/** The requests the check makes, in order, for the dry run's plan (keys masked by the caller). */
export function checkPlan(inputs: DeployInputs): string[] {
  const api = inputs.supabaseUrl.replace(/\/+$/, '');
  return [
    `GET ${inputs.siteUrl}`,
    `POST ${api}/rest/v1/contact_messages (publishable key): a marked test message`,
    `GET ${api}/rest/v1/contact_messages?id=eq.<it> (secret key), until its email is settled`,
    `DELETE ${api}/rest/v1/contact_messages?id=eq.<it> (secret key)`,
    `POST ${api}/functions/v1/chat (publishable key): a question`,
    `POST ${api}/functions/v1/visit (no key, as a beacon): an invalid event, counted nowhere`,
    `POST ${api}/functions/v1/reply (publishable key, no session): refused, nothing sent`,
    `POST ${api}/rest/v1/rpc/client_address_probe (secret key): the headers the database saw`,
    `POST ${api}/functions/v1/chat (secret key): the headers the function saw`,
  ];
}

export interface CheckOptions {
  fetch?: typeof fetch;
  /** How long to wait for the owner's email to be settled. */
  notifyTimeoutMs?: number;
  /** Between two looks at the test message. */
  pollMs?: number;
}

/**
 * What a check step found: a line for the owner, and what it means: passed, a step still to take
 * (connect the static host), a warning (something works less well than it could), or a failure.
 */
interface Finding {
  status: 'ok' | 'next' | 'warn' | 'fail';
  line: string;
}

const MARKS: Record<Finding['status'], string> = {
  ok: 'ok  ',
  next: 'next',
  warn: 'warn',
  fail: 'FAIL',
};

const passed = (ok: boolean): Finding['status'] => (ok ? 'ok' : 'fail');

/** The message the check sends: marked so the owner recognises the email it triggers. */
export function checkMessage(id: string, { testEmail }: Pick<CheckRun, 'testEmail'>) {
  return {
    id,
    name: 'Deploy check',
    email: 'deploy-check@example.com',
    subject: 'Deploy check (npm run deploy -- --check)',
    message:
      'A test message from the post-deploy check. It is removed right after; no reply needed.',
    // What the contact form reports of a person who typed for a while: the message goes to the
    // Inbox and notify-owner, as a visitor's does. Without a test email, the hidden field is
    // filled: the database files it under Spam, which is never emailed.
    signal_honeypot: testEmail ? '' : 'deploy-check',
    signal_fill_ms: 12_000,
    signal_touched: true,
  };
}

export async function runPostDeployCheck(
  inputs: DeployInputs,
  io: DeployIo,
  run: CheckRun,
  options: CheckOptions = {},
): Promise<boolean> {
  const fetchImpl = options.fetch ?? ((input, init) => fetch(input, init));
  const api = inputs.supabaseUrl.replace(/\/+$/, '');
  const visitor = { apikey: inputs.publishableKey };
  const server = { apikey: inputs.secretKey };
  const results: Finding[] = [];
  const report = (finding: Finding) => {
    results.push(finding);
    io.write(`  ${MARKS[finding.status]} ${finding.line}\n`);
  };
  const attempt = async (what: string, check: () => Promise<Finding>) => {
    try {
      report(await check());
    } catch (error) {
      report({ status: 'fail', line: `${what}: ${(error as Error).message}` });
    }
  };

  io.write(`Checking the live project (${inputs.siteUrl}, ${api}):\n`);

  await attempt('the site', async () => {
    let answer: string;
    try {
      const response = await fetchImpl(inputs.siteUrl, { redirect: 'follow' });
      const type = response.headers.get('content-type') ?? '';
      await response.body?.cancel();
      answer = `answers ${response.status} (${type || 'no content type'})`;
      if (response.ok && type.includes('text/html')) {
        return { status: 'ok', line: `the site ${answer} at ${inputs.siteUrl}` };
      }
    } catch (error) {
      answer = `does not answer (${(error as Error).message})`;
    }
    return run.siteRequired
      ? { status: 'fail', line: `the site ${answer} at ${inputs.siteUrl}` }
      : {
          status: 'next',
          line:
            `the site ${answer} at ${inputs.siteUrl}: not hosted yet. Connect your static host ` +
            'with the settings above (docs/deploy.md, step 5), then run npm run deploy -- --check',
        };
  });

  await attempt('a test message', async () => {
    const id = randomUUID();
    const sent = await fetchImpl(`${api}/rest/v1/contact_messages`, {
      method: 'POST',
      headers: { ...visitor, 'content-type': 'application/json', prefer: 'return=minimal' },
      body: JSON.stringify(checkMessage(id, run)),
    });
    if (sent.status !== 201) {
      return {
        status: 'fail',
        line: `a message sent with the publishable key was refused: ${sent.status} ${await sent.text()}`,
      };
    }
    await sent.body?.cancel();
    try {
      const row = await settledMessage(fetchImpl, api, server, id, options);
      if (!row) {
        return { status: 'fail', line: 'the test message was stored, then could not be read' };
      }
      if (!run.testEmail) {
        return {
          status: passed(row.status === 'spam' && row.notify_state === 'skipped'),
          line:
            `a test message was stored in ${row.status === 'spam' ? 'Spam' : `the ${row.status}`}, ` +
            'never emailed (a re-run sends no test email: npm run deploy -- --check sends one)',
        };
      }
      const stored = `a test message was stored in the ${row.status === 'inbox' ? 'Inbox' : row.status}`;
      if (row.status === 'inbox' && row.notify_state === 'sent') {
        return {
          status: 'ok',
          line: `${stored} and notify-owner emailed ${inputs.notifyEmailTo ?? 'the owner'} about it`,
        };
      }
      if (row.status === 'inbox' && !inputs.emailApiKey && row.notify_state === 'skipped') {
        return {
          status: 'warn',
          line:
            `${stored}; no email was sent, as EMAIL_API_KEY is empty. New messages wait in ` +
            '/admin; to be emailed, set EMAIL_API_KEY (docs/deploy.md, step 2) and run npm run deploy again',
        };
      }
      return {
        status: 'fail',
        line: `${stored} and the owner's email is "${row.notify_state}"${row.notify_error ? `: ${row.notify_error}` : ''}`,
      };
    } finally {
      // Removed whatever happened: the owner's inbox keeps no trace of the check.
      await fetchImpl(`${api}/rest/v1/contact_messages?id=eq.${id}`, {
        method: 'DELETE',
        headers: server,
      }).then((response) => response.body?.cancel());
    }
  });

  await attempt('the chat', async () => {
    const response = await fetchImpl(`${api}/functions/v1/chat`, {
      method: 'POST',
      headers: {
        ...visitor,
        'content-type': 'application/json',
        origin: new URL(inputs.siteUrl).origin,
      },
      // A conversation of its own, as the widget makes one per chat.
      body: JSON.stringify({ message: 'Hello! What do you build?', conversation: randomUUID() }),
    });
    const text = await response.text();
    return {
      status: passed(response.status === 200 && text.length > 0),
      line:
        response.status === 200
          ? `the chat answers (${inputs.chatApiKey ? 'the AI gateway' : 'the built-in responder'})`
          : `the chat answered ${response.status}: ${text.slice(0, 200)}`,
    };
  });

  // A beacon carries no key: the function must answer one without it. An unknown event is
  // refused with 400 before anything is stored, so the check counts no visit.
  await attempt('the visit function', async () => {
    const response = await fetchImpl(`${api}/functions/v1/visit`, {
      method: 'POST',
      headers: {
        'content-type': 'text/plain;charset=UTF-8',
        origin: new URL(inputs.siteUrl).origin,
      },
      body: JSON.stringify({ event: 'deploy_check', path: '/', language: 'en' }),
    });
    const text = await response.text();
    return {
      status: passed(response.status === 400),
      line:
        response.status === 400
          ? 'the visit function takes beacons without a key (and refused the test one, as it should)'
          : `the visit function answered ${response.status}: ${text.slice(0, 200)}`,
    };
  });

  // The owner's replies: the function itself (not the platform's JWT check, which it has off)
  // must refuse a call without the owner's session, before it calls anything.
  await attempt('the reply function', async () => {
    const response = await fetchImpl(`${api}/functions/v1/reply`, {
      method: 'POST',
      headers: {
        ...visitor,
        'content-type': 'application/json',
        origin: new URL(inputs.siteUrl).origin,
      },
      body: '{}',
    });
    const text = await response.text();
    let code: unknown;
    try {
      code = (JSON.parse(text) as { error?: unknown }).error;
    } catch {
      // Not the function's JSON: named below.
    }
    if (response.status !== 401 || code !== 'not_signed_in') {
      return {
        status: 'fail',
        line: `the reply function answered ${response.status}: ${text.slice(0, 200)}`,
      };
    }
    return inputs.emailApiKey
      ? {
          status: 'ok',
          line: "the reply function answers, and refuses a call without the owner's session",
        }
      : {
          status: 'warn',
          line:
            'the reply function answers, but your replies from /admin are not emailed while ' +
            'EMAIL_API_KEY is empty (docs/deploy.md, step 2)',
        };
  });

  // Both sides answer the secret key with what they saw of the caller's address.
  const probes = [
    ["the database's", 'the database', `${api}/rest/v1/rpc/client_address_probe`],
    ["the chat's", 'the chat function', `${api}/functions/v1/chat`],
  ] as const;
  for (const [whose, who, url] of probes) {
    await attempt(`${whose} client address`, async () => {
      const response = await fetchImpl(url, {
        method: 'POST',
        headers: { ...server, 'content-type': 'application/json' },
        body: '{}',
      });
      if (!response.ok) {
        return {
          status: 'fail',
          line: `${whose} probe answered ${response.status}: ${await response.text()}`,
        };
      }
      return { status: 'ok', line: `${who} ${describeAddress((await response.json()) as Probe)}` };
    });
  }

  const count = (status: Finding['status']) =>
    results.filter((result) => result.status === status).length;
  const failed = count('fail');
  const open = count('next') + count('warn');
  io.write(
    failed > 0
      ? `${failed} check(s) failed: fix what is named above, then run npm run deploy -- --check.\n`
      : `${open === 0 ? 'Every check passed' : `Nothing failed; ${open} to see to above (next, warn)`}. ` +
          "The guards key on the address shown above: it should be this machine's public " +
          "address, not a proxy's.\n",
  );
  return failed === 0;
}

interface Probe {
  cf_connecting_ip: string | null;
  x_forwarded_for: string | null;
  client_address: string;
}

/** One line on what a probe saw: the two headers as received, and the address the limits use. */
export function describeAddress(probe: Probe): string {
  return (
    `received cf-connecting-ip: ${probe.cf_connecting_ip ?? '(none)'}, ` +
    `x-forwarded-for: ${probe.x_forwarded_for ?? '(none)'}; its limits key on ${probe.client_address}`
  );
}

interface MessageRow {
  status: string;
  notify_state: string;
  notify_error: string | null;
}

/** The test message once its email is settled (or the time is up), read with the secret key. */
async function settledMessage(
  fetchImpl: typeof fetch,
  api: string,
  server: Record<string, string>,
  id: string,
  options: CheckOptions,
): Promise<MessageRow | undefined> {
  const deadline = Date.now() + (options.notifyTimeoutMs ?? 60_000);
  for (;;) {
    const response = await fetchImpl(
      `${api}/rest/v1/contact_messages?id=eq.${id}&select=status,notify_state,notify_error`,
      { headers: server },
    );
    if (!response.ok) throw new Error(`reading it back answered ${response.status}`);
    const [row] = (await response.json()) as MessageRow[];
    if (!row || !['pending', 'sending'].includes(row.notify_state) || Date.now() > deadline) {
      return row;
    }
    await new Promise((resolve) => setTimeout(resolve, options.pollMs ?? 1000));
  }
}
