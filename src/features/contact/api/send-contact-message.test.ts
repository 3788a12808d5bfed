import { beforeEach, describe, expect, it, vi } from 'vitest';
import { getSupabase } from '../../../lib/supabase';
import { insertErrorMessage, sendContactMessage } from './send-contact-message';

vi.mock('../../../lib/supabase', () => ({ getSupabase: vi.fn() }));

const FALLBACK = 'There was an error sending your message. Please try again.';
const TOO_MANY =
  'Too many messages sent from your network. Please wait a few minutes and try again.';

const signals = { signal_honeypot: '', signal_fill_ms: 8_400, signal_touched: true };

const fields = {
  id: '0b5d8f3e-2c4a-4f6b-9e1d-7a3c5b9d1f20',
  name: 'Ada',
  email: 'ada@example.com',
  subject: '',
  message: 'Hi\nthere',
};
const input = { ...fields, signals };
/** The row the insert carries: the fields and the signals side by side. */
const row = { ...fields, ...signals };

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

  it("inserts exactly the message's id, the four form fields and the spam signals, asking nothing back", async () => {
    const { from, insert } = fakeClient({ error: null, status: 201 });
    await expect(sendContactMessage(input)).resolves.toBeUndefined();
    expect(from).toHaveBeenCalledWith('contact_messages');
    expect(insert).toHaveBeenCalledTimes(1);
    // No created_at (the database clock sets it) and no read (the database defaults it).
    expect(insert.mock.calls[0]).toEqual([row]);
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
  ])('rejects a %s violation with the rule text', async (constraint, text) => {
    fakeClient({ error: checkViolation(constraint), status: 400 });
    await expect(sendContactMessage(input)).rejects.toThrow(new Error(text));
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
    await expect(sendContactMessage(input)).rejects.toThrow(new Error(TOO_MANY));
  });

  it("passes on any other backend message (spec: the backend's error message)", async () => {
    const message = 'new row violates row-level security policy for table "contact_messages"';
    fakeClient({ error: { code: '42501', message }, status: 401 });
    await expect(sendContactMessage(input)).rejects.toThrow(new Error(message));
  });

  it('says the fallback text when the backend could not be reached', async () => {
    fakeClient({ error: { code: '', message: 'TypeError: Failed to fetch' }, status: 0 });
    await expect(sendContactMessage(input)).rejects.toThrow(new Error(FALLBACK));
  });

  it('rejects when the client cannot be created', async () => {
    vi.mocked(getSupabase).mockRejectedValue(new Error('boom'));
    await expect(sendContactMessage(input)).rejects.toThrow('boom');
  });
});

describe('insertErrorMessage', () => {
  it.each([
    [{ code: '', message: 'TypeError: Failed to fetch' }, undefined],
    [{ message: 'TypeError: NetworkError when attempting to fetch resource.' }, undefined],
    [{ code: '', message: 'FetchError: The user aborted a request.' }, 0],
    [{ code: '', message: 'anything' }, 0],
    [{ code: 'XX000', message: '' }, 500],
    [{ code: 'XX000', message: '   ' }, 500],
    [{}, 400],
  ])('falls back for %j (status %s)', (error, status) => {
    expect(insertErrorMessage(error, status)).toBe(FALLBACK);
  });

  it('keeps a constraint rule ahead of everything else', () => {
    expect(insertErrorMessage(checkViolation('contact_messages_email_shape'), 400)).toBe(
      'Please enter a valid email address',
    );
  });

  it('gives a clear text for an empty flood-guard answer', () => {
    expect(insertErrorMessage({ code: 'PT429', message: '' }, 429)).toBe(TOO_MANY);
  });

  it('passes on an unknown CHECK violation as the backend said it', () => {
    const error = checkViolation('some_new_check');
    expect(insertErrorMessage(error, 400)).toBe(error.message);
  });
});
