import { UUID_PATTERN } from '../../../src/shared/messageId.ts';
import { readBoundedText } from '../_shared/body.ts';
import { readEnv, type EnvReader } from '../_shared/env.ts';
import { json, jsonError } from '../_shared/json.ts';
import { serviceRoleDatabase, type Database } from '../_shared/database.ts';
import { deliver } from '../_shared/delivery.ts';
import {
  renderDailyCapNoticeEmail,
  renderFloodNoticeEmail,
  renderMessageEmail,
  renderSummaryEmail,
  SUMMARY_LIST_LIMIT,
  type NotifiedMessage,
} from './email.ts';
import { morningDay, renderFollowUpEmail, type WaitingLead } from './followUps.ts';
import { readSettings, type NotifySettings } from './settings.ts';

/**
 * The `notify-owner` Edge Function. The database calls it (pg_net, with the shared secret from
 * Vault) after a visitor's inbox message is stored, with `{"message_id": "..."}`; with
 * `{"flood": true}` when the site-wide cap first holds messages back; with `{"daily_cap": true}`
 * when the daily limit of owner emails first holds one back; and once a minute with
 * `{"sweep": true}` while an email is owed, and once an hour with `{"follow_ups": true}` while
 * leads wait for the owner (the morning email, sent only in the owner's morning). It claims the message (the claim enforces the hourly
 * and daily limits and each sender's share of them), emails the owner with the visitor as
 * Reply-To, and records the outcome on the message, so the inbox can show an email that was not
 * sent.
 */

export interface NotifyOwnerOptions {
  /** Where settings come from; read on every request. Defaults to Deno.env or process.env. */
  env?: EnvReader;
  fetch?: typeof fetch;
  sleep?: (ms: number) => Promise<void>;
  retryDelaysMs?: readonly number[];
  /** The clock that says whether it is morning where the owner is. */
  now?: () => Date;
}

export const ERRORS = {
  methodNotAllowed: 'Method not allowed. The database POSTs {"message_id": "..."}.',
  notConfigured: 'NOTIFY_WEBHOOK_SECRET is not set for this function.',
  badSecret: 'Missing or wrong X-Notify-Secret.',
  badBody:
    'The body must be JSON: {"message_id": "<uuid>"}, {"flood": true}, {"daily_cap": true}, {"sweep": true} or {"follow_ups": true}.',
  tooLarge: 'The request body is too large.',
  unexpected: 'The notification could not be processed; the sweep will try again.',
} as const;

const MAX_BODY_BYTES = 4096;
const NO_CORS = {};

type Outcome =
  'sent' | 'failed' | 'skipped' | 'hold' | 'skip' | 'none' | 'wait' | 'done' | 'not_morning';

export function createNotifyOwnerHandler(
  options: NotifyOwnerOptions = {},
): (req: Request) => Promise<Response> {
  const env = options.env ?? readEnv;
  const fetchImpl = options.fetch ?? ((input, init) => fetch(input, init));
  const sleep = options.sleep ?? ((ms) => new Promise<void>((resolve) => setTimeout(resolve, ms)));
  const now = options.now ?? (() => new Date());

  return async (req) => {
    try {
      const settings = readSettings(env);
      if (req.method !== 'POST') {
        return jsonError(ERRORS.methodNotAllowed, 405, { Allow: 'POST' });
      }
      if (!settings.webhookSecret) return jsonError(ERRORS.notConfigured, 503, NO_CORS);
      if (!sameSecret(req.headers.get('x-notify-secret') ?? '', settings.webhookSecret)) {
        return jsonError(ERRORS.badSecret, 401, NO_CORS);
      }
      const raw = await readBoundedText(req, MAX_BODY_BYTES);
      if (raw === undefined) return jsonError(ERRORS.tooLarge, 413, NO_CORS);
      const body = readBody(raw);
      if (!body) return jsonError(ERRORS.badBody, 400, NO_CORS);
      if (!settings.supabaseUrl || !settings.serverKey) {
        throw new Error(
          'SUPABASE_URL or a secret key (SUPABASE_SECRET_KEYS, or the legacy SUPABASE_SERVICE_ROLE_KEY) is not set',
        );
      }

      const db = serviceRoleDatabase(settings.supabaseUrl, settings.serverKey, fetchImpl);
      const notifier = {
        db,
        settings,
        fetch: fetchImpl,
        sleep,
        retryDelaysMs: options.retryDelaysMs,
      };
      if ('messageId' in body) {
        return json({ outcome: await notifyMessage(notifier, body.messageId) }, 200, NO_CORS);
      }
      if ('followUps' in body) {
        return json({ followUps: await sendFollowUps(notifier, now()) }, 200, NO_CORS);
      }
      return json(await sweep(notifier), 200, NO_CORS);
    } catch (error) {
      console.error(`[notify-owner] ${(error as Error).message}`);
      return jsonError(ERRORS.unexpected, 500, NO_CORS);
    }
  };
}

/** The handler Supabase (index.ts) serves. */
export const handler = createNotifyOwnerHandler();

interface Notifier {
  db: Database;
  settings: NotifySettings;
  fetch: typeof fetch;
  sleep: (ms: number) => Promise<void>;
  retryDelaysMs: readonly number[] | undefined;
}

/** Emails the owner about one message, unless it is not due or the hourly limit holds it back. */
async function notifyMessage(notifier: Notifier, messageId: string): Promise<Outcome> {
  const { db, settings } = notifier;
  if (!settings.email) {
    await db.rpc('finish_owner_notification', {
      message_id: messageId,
      outcome: 'skipped',
      attempts: 0,
      error: settings.emailMissing,
    });
    return 'skipped';
  }
  const claim = (await db.rpc('claim_owner_notification', {
    message_id: messageId,
    hourly_limit: settings.hourlyLimit,
  })) as { action: 'send' | 'hold' | 'skip'; message?: NotifiedMessage };
  if (claim.action !== 'send' || !claim.message) return claim.action === 'hold' ? 'hold' : 'skip';

  const result = await deliver(renderMessageEmail(claim.message, settings.email), {
    ...deliveryOptions(notifier),
    idempotencyKey: `notify-owner-${messageId}`,
  });
  await db.rpc('finish_owner_notification', {
    message_id: messageId,
    outcome: result.ok ? 'sent' : 'failed',
    attempts: result.attempts,
    error: result.ok ? undefined : result.error,
  });
  if (!result.ok) console.error(`[notify-owner] message ${messageId}: ${result.error}`);
  return result.ok ? 'sent' : 'failed';
}

/**
 * What is still owed: the flood notice, messages whose call was lost (ten per sweep, so a sweep
 * stays well inside a function's time limit even while the provider is down), then one summary of
 * the held ones, and the daily limit's notice when the day's emails reached it.
 */
async function sweep(notifier: Notifier) {
  const flood = await sendFloodNotice(notifier);
  const owed = (await notifier.db.rpc('owed_owner_notifications', { max_count: 10 })) as string[];
  const messages: Record<string, Outcome> = {};
  for (const id of owed) messages[id] = await notifyMessage(notifier, id);
  const summary = await sendSummary(notifier);
  return { flood, messages, summary, dailyCap: await sendDailyCapNotice(notifier) };
}

/** The one email of a day that says the daily limit of owner emails holds the rest back. */
async function sendDailyCapNotice(notifier: Notifier): Promise<Outcome> {
  const { db, settings } = notifier;
  if (!settings.email) return 'skip';
  const claim = (await db.rpc('claim_daily_cap_notice', {})) as {
    action: 'send' | 'none';
    limit?: number;
    waiting?: number;
  };
  if (claim.action !== 'send') return 'none';
  const result = await deliver(
    renderDailyCapNoticeEmail(claim.limit ?? 0, claim.waiting ?? 0, settings.email),
    // At most one notice a day: the day names it for the provider's retries.
    {
      ...deliveryOptions(notifier),
      idempotencyKey: `notify-owner-daily-cap-${hourStamp().slice(0, 10)}`,
    },
  );
  // Not retried: the digest that follows says the same, and tomorrow may email again.
  if (!result.ok) console.error(`[notify-owner] daily limit notice: ${result.error}`);
  return result.ok ? 'sent' : 'failed';
}

/** The one email of the hour that says the site-wide cap is holding senders back. */
async function sendFloodNotice(notifier: Notifier): Promise<Outcome> {
  const { db, settings } = notifier;
  if (!settings.email) return 'skip';
  const claim = (await db.rpc('claim_flood_notice', {})) as {
    action: 'send' | 'none';
    messages?: number;
    senders?: number;
  };
  if (claim.action !== 'send') return 'none';
  const result = await deliver(
    renderFloodNoticeEmail(claim.messages ?? 0, claim.senders ?? 0, settings.email),
    // At most one notice an hour: the hour names it for the provider's retries.
    { ...deliveryOptions(notifier), idempotencyKey: `notify-owner-flood-${hourStamp()}` },
  );
  // Not retried by the sweep: the banner in /admin says the same, and the next hour may email again.
  if (!result.ok) console.error(`[notify-owner] flood notice: ${result.error}`);
  return result.ok ? 'sent' : 'failed';
}

async function sendSummary(notifier: Notifier): Promise<Outcome> {
  const { db, settings } = notifier;
  if (!settings.email) return 'skip';
  // The digest has a budget of its own (one an hour while messages wait): no limit to pass.
  const claim = (await db.rpc('claim_owner_summary', {})) as {
    action: 'send' | 'none' | 'wait';
    count?: number;
    senders?: number;
    claimed_at?: string;
    newest_messages?: NotifiedMessage[];
  };
  if (claim.action !== 'send' || !claim.claimed_at)
    return claim.action === 'wait' ? 'wait' : 'none';

  const newestMessages = (claim.newest_messages ?? []).slice(0, SUMMARY_LIST_LIMIT);
  const email = renderSummaryEmail(
    claim.count ?? 0,
    newestMessages,
    settings.email,
    claim.senders ?? newestMessages.length,
  );
  const result = await deliver(email, {
    ...deliveryOptions(notifier),
    idempotencyKey: `notify-owner-summary-${claim.claimed_at}`,
  });
  await db.rpc('finish_owner_summary', {
    claimed_at: claim.claimed_at,
    error: result.ok ? undefined : result.error,
  });
  if (!result.ok) console.error(`[notify-owner] summary: ${result.error}`);
  return result.ok ? 'sent' : 'failed';
}

/**
 * The morning email of the leads waiting for the owner: only in the owner's morning (their time
 * zone, NOTIFY_TIME_ZONE), claimed for their calendar day, so the database keeps it to one a day
 * and inside the hourly and daily limits of owner emails.
 */
async function sendFollowUps(notifier: Notifier, now: Date): Promise<Outcome> {
  const { db, settings } = notifier;
  if (!settings.email) return 'skip';
  const day = morningDay(now, settings.email.timeZone);
  if (!day) return 'not_morning';
  const claim = (await db.rpc('claim_follow_up_email', {
    local_day: day,
    hourly_limit: settings.hourlyLimit,
  })) as { action: 'send' | 'done' | 'none' | 'wait'; total?: number; leads?: WaitingLead[] };
  if (claim.action !== 'send') return claim.action;

  const result = await deliver(
    renderFollowUpEmail(claim.total ?? 0, claim.leads ?? [], settings.email, now),
    // One a day: the day names it for the provider's retries.
    { ...deliveryOptions(notifier), idempotencyKey: `notify-owner-follow-ups-${day}` },
  );
  await db.rpc('finish_follow_up_email', {
    local_day: day,
    error: result.ok ? undefined : result.error,
  });
  if (!result.ok) console.error(`[notify-owner] follow-ups: ${result.error}`);
  return result.ok ? 'sent' : 'failed';
}

/** '2026-11-25T13': the current hour, UTC. */
function hourStamp(): string {
  return new Date().toISOString().slice(0, 13);
}

function deliveryOptions({ settings, fetch, sleep, retryDelaysMs }: Notifier) {
  return {
    apiUrl: settings.email!.apiUrl,
    apiKey: settings.email!.apiKey,
    fetch,
    sleep,
    retryDelaysMs,
  };
}

/**
 * `{messageId}`, `{followUps: true}` or `{sweep: true}` from the JSON body (a flood or daily-limit
 * call is a sweep: a sweep sends the notices); null for anything else.
 */
function readBody(
  raw: string,
): { messageId: string } | { followUps: true } | { sweep: true } | null {
  let body: unknown;
  try {
    body = JSON.parse(raw);
  } catch {
    return null;
  }
  const {
    message_id: messageId,
    sweep: isSweep,
    flood,
    daily_cap: dailyCap,
    follow_ups: followUps,
  } = (body ?? {}) as Record<string, unknown>;
  if (typeof messageId === 'string' && UUID_PATTERN.test(messageId)) return { messageId };
  if (followUps === true) return { followUps: true };
  if (isSweep === true || flood === true || dailyCap === true) return { sweep: true };
  return null;
}

/** Compares in time that does not depend on where the strings differ. */
function sameSecret(given: string, expected: string): boolean {
  const encoder = new TextEncoder();
  const a = encoder.encode(given);
  const b = encoder.encode(expected);
  let difference = a.length ^ b.length;
  for (let index = 0; index < b.length; index += 1) difference |= (a[index] ?? 0) ^ b[index]!;
  return difference === 0;
}
