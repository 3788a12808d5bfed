// @vitest-environment node
/**
 * What brings clients (supabase/migrations/*_what_brings_clients.sql), on real Postgres through
 * the local backend: a lead keeps the first page and referrer of the visit that sent it, a lost
 * lead counts for the steps it reached, wins are summed per currency, the leads are split by
 * where they came from, and only the owner reads any of it.
 */
import type { SupabaseClient } from '@supabase/supabase-js';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createUser } from '../../local-backend/auth/users';
import type { LocalBackend } from '../../local-backend/server';
import {
  clientFor,
  signedInClient,
  startTestBackend,
  storeMessage,
  TEST_ADMIN,
} from '../../local-backend/test-support';

const STRANGER = { email: 'stranger@example.test', password: 'stranger-password-1' };
const BROWSER = 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 Chrome/140.0 Safari/537.36';

let backend: LocalBackend;
let owner: SupabaseClient;
let stranger: SupabaseClient;

beforeAll(async () => {
  backend = await startTestBackend();
  await createUser(backend.db.pg, STRANGER.email, STRANGER.password);
  owner = await signedInClient(backend, TEST_ADMIN.email, TEST_ADMIN.password);
  stranger = await signedInClient(backend, STRANGER.email, STRANGER.password);
  await backend.db.pg.query(
    `insert into private.site_languages (code) values ('en'), ('fr') on conflict do nothing`,
  );
}, 60_000);

afterAll(async () => {
  await backend?.close();
});

beforeEach(async () => {
  await backend.db.pg.exec(`
    delete from private.site_events;
    delete from private.site_leads;
    delete from public.contact_messages;`);
});

const query = async <T>(sql: string, params: unknown[] = []) =>
  (await backend.db.pg.query<T>(sql, params)).rows;

/** One visit event, as the visit function records it with the secret key, from `address`. */
async function visit(address: string, event: Record<string, string | null>): Promise<void> {
  const { data, error } = await clientFor(backend, { key: backend.secretKey }).rpc(
    'record_site_event',
    {
      client_address: address,
      user_agent: BROWSER,
      site: 'portfolio.example',
      event: {
        kind: 'page_view',
        path: '/',
        language: 'en',
        referrer: null,
        country: null,
        target: null,
        message: null,
        ...event,
      },
    },
  );
  if (error) throw new Error(error.message);
  expect(data).toBe('stored');
}

/** The owner moves a lead, as the card's stage control does. */
async function move(id: string, fields: Record<string, unknown>): Promise<void> {
  const { error } = await owner.from('contact_messages').update(fields).eq('id', id);
  if (error) throw new Error(error.message);
}

/** public.lead_insights' answer, as much of it as the tests read. */
interface Answer {
  days: number;
  totals: Record<string, unknown>;
  visitFunnel: unknown;
  bySource: unknown[];
  byEntryPage: unknown[];
  byReferrer: unknown[];
  byService: unknown[];
  byLanguage: unknown[];
}

async function leadInsights(client: SupabaseClient = owner, days = 30): Promise<Answer> {
  const { data, error } = await client.rpc('lead_insights', { days });
  if (error) throw new Error(error.message);
  return data as Answer;
}

describe('a lead from the site', () => {
  it('keeps the first page and the referrer of the visit that sent it', async () => {
    await visit('198.51.100.7', { path: '/services', referrer: 'news.example' });
    await visit('198.51.100.7', { path: '/projects', referrer: null });
    const id = await storeMessage(backend);
    await visit('198.51.100.7', { kind: 'message_sent', path: '/contact', message: id });

    const [lead] = await query<{ entry_path: string; referrer: string }>(
      'select entry_path, referrer from private.site_leads where message_id = $1',
      [id],
    );
    expect(lead).toEqual({ entry_path: '/services', referrer: 'news.example' });
  });

  it('keeps no page when the visitor viewed none that day', async () => {
    const id = await storeMessage(backend);
    await visit('198.51.100.8', { kind: 'message_sent', path: '/contact', message: id });
    const [lead] = await query('select entry_path, referrer from private.site_leads');
    expect(lead).toEqual({ entry_path: null, referrer: null });
  });
});

describe('a lost lead', () => {
  it('remembers the stage it was lost from, and forgets it when moved back', async () => {
    const id = await storeMessage(backend);
    await move(id, { stage: 'proposal', deal_value: 900, deal_currency: 'EUR' });
    await move(id, {
      stage: 'lost',
      lost_reason: 'too_expensive',
      deal_value: null,
      deal_currency: null,
    });
    const lostAfter = async () =>
      (
        await query<{ lost_after: string | null }>(
          'select lost_after from public.contact_messages where id = $1',
          [id],
        )
      )[0]!.lost_after;
    expect(await lostAfter()).toBe('proposal');
    // Edited while lost: still lost from the proposal.
    await move(id, { stage_note: 'Chose a cheaper agency' });
    expect(await lostAfter()).toBe('proposal');
    // Undo.
    await move(id, { stage: 'proposal', lost_reason: null, deal_value: 900, deal_currency: 'EUR' });
    expect(await lostAfter()).toBeNull();
  });

  it('cannot have it written by the owner', async () => {
    const id = await storeMessage(backend);
    const { error } = await owner
      .from('contact_messages')
      .update({ stage: 'lost', lost_after: 'won' })
      .eq('id', id);
    expect(error).not.toBeNull();
  });
});

describe('lead_insights', () => {
  it('counts each step, sums wins per currency and splits by where leads came from', async () => {
    // A form lead from a visit that came from a newsletter: won, 2,400 EUR.
    await visit('198.51.100.1', { path: '/services', referrer: 'newsletter' });
    const won = await storeMessage(backend, { brief_service: 'website', language: 'en' });
    await visit('198.51.100.1', { kind: 'message_sent', path: '/contact', message: won });
    await move(won, { stage: 'won', deal_value: 2400, deal_currency: 'EUR' });
    // A chat hand-over, lost at the proposal.
    const lost = await storeMessage(backend, { language: 'fr' });
    await query(
      `update public.contact_messages
          set source = 'chat', chat_summary = 'Wants a shop',
              chat_transcript = '[{"role": "user", "content": "A shop?"}]'
        where id = $1`,
      [lost],
    );
    await move(lost, { stage: 'proposal' });
    await move(lost, { stage: 'lost', lost_reason: 'too_expensive' });
    // A form lead won in another currency, one replied to, one new.
    const dollars = await storeMessage(backend);
    await move(dollars, { stage: 'won', deal_value: 500.5, deal_currency: 'USD' });
    await move(await storeMessage(backend), { stage: 'replied' });
    await storeMessage(backend);
    // Not leads of the period: spam, and a message from before it.
    await move(await storeMessage(backend), { status: 'spam', stage: 'won' });
    const old = await storeMessage(backend);
    await query(
      `update public.contact_messages set created_at = now() - interval '40 days' where id = $1`,
      [old],
    );

    const insights = await leadInsights();
    expect(insights.days).toBe(30);
    expect(insights.totals).toMatchObject({
      leads: 5,
      replied: 4,
      call: 3,
      proposal: 3,
      won: 2,
      lost: 1,
      wonValue: [
        { currency: 'EUR', total: 2400 },
        { currency: 'USD', total: 500.5 },
      ],
    });
    expect(insights.bySource).toEqual([
      {
        value: 'form',
        leads: 4,
        replied: 3,
        call: 2,
        proposal: 2,
        won: 2,
        wonValue: [
          { currency: 'EUR', total: 2400 },
          { currency: 'USD', total: 500.5 },
        ],
      },
      { value: 'chat', leads: 1, replied: 1, call: 1, proposal: 1, won: 0, wonValue: [] },
    ]);
    expect(insights.byReferrer[0]).toMatchObject({ value: null, leads: 4 });
    expect(insights.byReferrer[1]).toMatchObject({
      value: 'newsletter',
      leads: 1,
      won: 1,
      wonValue: [{ currency: 'EUR', total: 2400 }],
    });
    expect(insights.byEntryPage).toContainEqual(
      expect.objectContaining({ value: '/services', leads: 1, won: 1 }),
    );
    expect(insights.byService).toContainEqual(
      expect.objectContaining({ value: 'website', leads: 1, won: 1 }),
    );
    expect(insights.byLanguage).toContainEqual(
      expect.objectContaining({ value: 'fr', leads: 1, won: 0 }),
    );
    // The visit funnel's end: of the leads sent from a visit, one won, for 2,400 EUR.
    expect(insights.visitFunnel).toEqual({
      won: 1,
      wonValue: [{ currency: 'EUR', total: 2400 }],
    });
  });

  it('says a direct visit apart from a lead with no visit kept', async () => {
    await visit('198.51.100.2', { path: '/' });
    const direct = await storeMessage(backend);
    await visit('198.51.100.2', { kind: 'message_sent', path: '/contact', message: direct });
    await storeMessage(backend);
    const { byReferrer } = await leadInsights();
    expect(byReferrer).toEqual([
      expect.objectContaining({ value: '', leads: 1 }),
      expect.objectContaining({ value: null, leads: 1 }),
    ]);
  });

  it('gives the median time to the first reply: a reply sent from the inbox, else answered', async () => {
    // Answered (marked, or read) one and five hours after arriving; the database stamps the
    // time of the update, so the message is made that much older instead.
    const answeredAfter = async (hours: number) => {
      const id = await storeMessage(backend);
      await query(
        `update public.contact_messages
            set created_at = now() - make_interval(hours => $2), answered_at = now()
          where id = $1`,
        [id, hours],
      );
      return id;
    };
    await answeredAfter(1);
    await answeredAfter(5);
    // Read after ten hours, but replied from the inbox after three: the reply counts.
    const replied = await answeredAfter(10);
    await query(
      `insert into public.message_replies
         (message_id, idempotency_key, language, subject, body, status, sent_at)
       values ($1, gen_random_uuid(), 'en', 'Re: A question', 'Hello', 'sent',
               now() - interval '7 hours')`,
      [replied],
    );
    expect((await leadInsights()).totals.medianFirstReplySeconds).toBe(3 * 3600);
  });

  it('has no median before any reply', async () => {
    await storeMessage(backend);
    expect((await leadInsights()).totals.medianFirstReplySeconds).toBeNull();
  });

  it('counts nothing for a stranger, refuses an anonymous caller and an unknown period', async () => {
    await move(await storeMessage(backend), { stage: 'won', deal_value: 10, deal_currency: 'EUR' });
    const strange = await leadInsights(stranger);
    expect(strange.totals).toMatchObject({ leads: 0, won: 0, wonValue: [] });
    expect(strange.bySource).toEqual([]);

    const anon = await clientFor(backend).rpc('lead_insights', { days: 30 });
    expect(anon.status).toBe(401);
    const odd = await owner.rpc('lead_insights', { days: 12 });
    expect(odd.status).toBe(400);
    expect(odd.error?.message).toBe('Insights cover 7, 30 or 90 days.');
  });
});
