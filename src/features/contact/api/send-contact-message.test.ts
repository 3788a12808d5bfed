import { beforeEach, describe, expect, it, vi } from 'vitest';
import { ui } from '../../../content';

const errors = ui.contactForm.errors;
import { getSupabase } from '../../../lib/supabase';
import { ContactBackendError, describeSendError } from '../sendErrorMessage';
import { sendContactMessage } from './send-contact-message';

vi.mock('../../../lib/supabase', () => ({ getSupabase: vi.fn() }));

const FALLBACK = 'There was an error sending your message. Please try again.';
const TOO_MANY =
  'Too many messages sent from your network. Please wait a few minutes and try again.';

/** What the contact form shows for the way `sending` failed. */
async function bannerFor(sending: Promise<void>): Promise<string> {
  const failure: unknown = await sending.then(
    () => expect.fail('the send should have failed'),
    (error: unknown) => error,
  );
  return describeSendError(failure, errors);
}

const signals = { signal_honeypot: '', signal_fill_ms: 8_400, signal_touched: true };

const fields = {
  id: '0b5d8f3e-2c4a-4f6b-9e1d-7a3c5b9d1f20',
  name: 'Ada',
  email: 'ada@example.com',
  subject: '',
  message: 'Hi\nthere',
};
const input = { ...fields, brief: {}, signals, language: 'fr' };
/** The row the insert carries: the fields, the brief's columns and the signals side by side. */
const row = {
  ...fields,
  language: 'fr',
  brief_service: null,
  brief_budget: null,
  brief_timeline: null,
  ...signals,
};

/** A fake client whose insert answers what the test chose, recording what it was given. */
function fakeClient(answer: { error: unknown; status?: number }) {
  const insert = vi.fn().mockResolvedValue(answer);
  const from = vi.fn(() => ({ insert }));
  vi.mocked(getSupabase).mockResolvedValue({ from } as never);
  return { from, insert };
}

function checkViolation(constraint: string) {
  return {
    code: '23514',
    message: `new row for relation "contact_messages" violates check constraint "${constraint}"`,
    details: null,
    hint: null,
  };
}

describe('sendContactMessage', () => {
  beforeEach(() => {
    vi.mocked(getSupabase).mockReset();
  });

  it("inserts exactly the message's id, the four form fields, the page's language, the brief's columns and the spam signals, asking nothing back", async () => {
    const { from, insert } = fakeClient({ error: null, status: 201 });
    await expect(sendContactMessage(input)).resolves.toBeUndefined();
    expect(from).toHaveBeenCalledWith('contact_messages');
    expect(insert).toHaveBeenCalledTimes(1);
    // No created_at (the database clock sets it) and no read (the database defaults it).
    expect(insert.mock.calls[0]).toEqual([row]);
  });

  it('sends the chosen brief as its three columns, null where nothing was chosen', async () => {
    const { insert } = fakeClient({ error: null, status: 201 });
    await sendContactMessage({ ...input, brief: { service: 'mobile_app', timeline: '3_months' } });
    expect(insert.mock.calls[0]).toEqual([
      { ...row, brief_service: 'mobile_app', brief_budget: null, brief_timeline: '3_months' },
    ]);

    await sendContactMessage({
      ...input,
      brief: { service: 'other', budget: 'over_10k', timeline: 'flexible' },
    });
    expect(insert.mock.calls[1]?.[0]).toMatchObject({
      brief_service: 'other',
      brief_budget: 'over_10k',
      brief_timeline: 'flexible',
    });
  });

  it('does not send other fields, even when given some', async () => {
    const { insert } = fakeClient({ error: null, status: 201 });
    await sendContactMessage({ ...input, read: true, status: 'inbox' } as typeof input);
    expect(insert.mock.calls[0]).toEqual([row]);
  });

  it.each([
    ['contact_messages_email_shape', 'Please enter a valid email address'],
    ['contact_messages_name_required', 'Please fill in all required fields'],
    ['contact_messages_message_length', 'Message must be at most 5000 characters'],
  ])('rejects a %s violation, which the form words as the rule', async (constraint, text) => {
    fakeClient({ error: checkViolation(constraint), status: 400 });
    const sending = sendContactMessage(input);
    await expect(sending).rejects.toBeInstanceOf(ContactBackendError);
    expect(await bannerFor(sending)).toBe(text);
  });

  it('resolves when the id is already stored (two retries raced): the message arrived', async () => {
    fakeClient({
      error: {
        code: '23505',
        message: 'duplicate key value violates unique constraint "contact_messages_pkey"',
      },
      status: 409,
    });
    await expect(sendContactMessage(input)).resolves.toBeUndefined();
  });

  it("passes on the flood guard's message", async () => {
    fakeClient({ error: { code: 'PT429', message: TOO_MANY }, status: 429 });
    expect(await bannerFor(sendContactMessage(input))).toBe(TOO_MANY);
  });

  it("passes on any other message the backend answered with (the backend's error message)", async () => {
    const message = 'new row violates row-level security policy for table "contact_messages"';
    fakeClient({ error: { code: '42501', message }, status: 401 });
    const sending = sendContactMessage(input);
    await expect(sending).rejects.toMatchObject({ status: 401, answer: { code: '42501' } });
    expect(await bannerFor(sending)).toBe(message);
  });

  it('says the fallback text when the backend could not be reached', async () => {
    fakeClient({ error: { code: '', message: 'TypeError: Failed to fetch' }, status: 0 });
    expect(await bannerFor(sendContactMessage(input))).toBe(FALLBACK);
  });

  it('says the fallback text, not the TypeError, when the client code failed to download', async () => {
    vi.mocked(getSupabase).mockRejectedValue(
      new TypeError('Failed to fetch dynamically imported module: /assets/supabase-1a2b3c.js'),
    );
    expect(await bannerFor(sendContactMessage(input))).toBe(FALLBACK);
  });
});
