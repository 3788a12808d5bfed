import { beforeEach, describe, expect, it, vi } from 'vitest';
import { config } from '../../../lib/config';
import { getSupabase } from '../../../lib/supabase';
import { deleteMessage } from './delete-message';
import { hasAdminSession } from './get-session';
import { listMessages } from './list-messages';
import { setMessageRead } from './set-message-read';
import { signInAsAdmin, signInErrorMessage } from './sign-in';
import { signOutAdmin } from './sign-out';

vi.mock('../../../lib/supabase', () => ({ getSupabase: vi.fn() }));

/**
 * A fake supabase-js client: every query-builder step records its arguments and returns the
 * builder; awaiting the builder gives `answer`. Auth methods are plain mocks.
 */
function fakeClient(answer: { data?: unknown; error: unknown } = { error: null }) {
  const calls: [string, unknown[]][] = [];
  const builder: Record<string, unknown> = {
    then: (resolve: (value: unknown) => unknown) => resolve(answer),
  };
  for (const step of ['select', 'order', 'update', 'delete', 'eq']) {
    builder[step] = (...args: unknown[]) => {
      calls.push([step, args]);
      return builder;
    };
  }
  const client = {
    from: vi.fn(() => builder),
    auth: {
      signInWithPassword: vi.fn(),
      signOut: vi.fn(),
      getSession: vi.fn(),
    },
  };
  vi.mocked(getSupabase).mockResolvedValue(client as never);
  return { client, calls };
}

const row = {
  id: '7',
  name: 'Ada',
  email: 'ada@example.com',
  subject: '',
  message: 'Hi',
  created_at: '2026-11-22T10:15:00Z',
  read: false,
};

beforeEach(() => {
  vi.mocked(getSupabase).mockReset();
});

describe('signInAsAdmin', () => {
  it('signs in with the configured admin email and the typed password', async () => {
    const { client } = fakeClient();
    client.auth.signInWithPassword.mockResolvedValue({ data: {}, error: null });
    await signInAsAdmin('s3cret');
    expect(client.auth.signInWithPassword).toHaveBeenCalledWith({
      email: config.adminEmail,
      password: 's3cret',
    });
  });

  it("says 'Invalid password' for wrong credentials", async () => {
    const { client } = fakeClient();
    client.auth.signInWithPassword.mockResolvedValue({
      data: {},
      error: { code: 'invalid_credentials', status: 400, message: 'Invalid login credentials' },
    });
    await expect(signInAsAdmin('nope')).rejects.toThrow(new Error('Invalid password'));
  });

  it.each([
    [{ status: 400, message: 'Bad request' }, 'Invalid password'],
    [
      { status: 0, message: 'Failed to fetch' },
      'Could not reach the server. Please check your connection and try again.',
    ],
    [
      { status: 429, code: 'over_request_rate_limit', message: 'Too many requests' },
      'Too many requests',
    ],
    [
      { status: 500, message: '' },
      'Could not reach the server. Please check your connection and try again.',
    ],
  ])('maps %j to %j', (error, text) => {
    expect(signInErrorMessage(error)).toBe(text);
  });
});

describe('signOutAdmin', () => {
  it('signs out', async () => {
    const { client } = fakeClient();
    client.auth.signOut.mockResolvedValue({ error: null });
    await signOutAdmin();
    expect(client.auth.signOut).toHaveBeenCalledTimes(1);
  });

  it('still signs this device out when the server cannot be told', async () => {
    const { client } = fakeClient();
    client.auth.signOut.mockResolvedValueOnce({ error: { message: 'Failed to fetch' } });
    client.auth.signOut.mockResolvedValueOnce({ error: null });
    await signOutAdmin();
    expect(client.auth.signOut).toHaveBeenLastCalledWith({ scope: 'local' });
  });
});

describe('hasAdminSession', () => {
  it.each([
    [{ data: { session: { access_token: 't' } }, error: null }, true],
    [{ data: { session: null }, error: null }, false],
    [{ data: { session: null }, error: { message: 'refresh failed' } }, false],
  ])('answers %j with %s', async (answer, expected) => {
    const { client } = fakeClient();
    client.auth.getSession.mockResolvedValue(answer);
    await expect(hasAdminSession()).resolves.toBe(expected);
  });
});

describe('listMessages', () => {
  it('selects the inbox columns, newest first', async () => {
    const { client, calls } = fakeClient({ data: [row], error: null });
    await expect(listMessages()).resolves.toEqual([row]);
    expect(client.from).toHaveBeenCalledWith('contact_messages');
    expect(calls).toEqual([
      ['select', ['id, name, email, subject, message, created_at, read']],
      ['order', ['created_at', { ascending: false }]],
    ]);
  });

  it("says 'Failed to load messages' on an error", async () => {
    fakeClient({ data: null, error: { code: '42501', message: 'permission denied' } });
    await expect(listMessages()).rejects.toThrow(new Error('Failed to load messages'));
  });
});

describe('setMessageRead', () => {
  it('updates only read, for that id', async () => {
    const { calls } = fakeClient({ data: [{ id: '7' }], error: null });
    await setMessageRead('7', true);
    expect(calls).toEqual([
      ['update', [{ read: true }]],
      ['eq', ['id', '7']],
      ['select', ['id']],
    ]);
  });

  it("says 'Failed to update message status' when no row changed", async () => {
    fakeClient({ data: [], error: null });
    await expect(setMessageRead('7', true)).rejects.toThrow(
      new Error('Failed to update message status'),
    );
  });

  it("says 'Failed to update message status' on an error", async () => {
    fakeClient({ error: { message: 'TypeError: Failed to fetch' } });
    await expect(setMessageRead('7', false)).rejects.toThrow(
      new Error('Failed to update message status'),
    );
  });
});

describe('deleteMessage', () => {
  it('deletes that id', async () => {
    const { calls } = fakeClient({ data: [{ id: '7' }], error: null });
    await deleteMessage('7');
    expect(calls).toEqual([
      ['delete', []],
      ['eq', ['id', '7']],
      ['select', ['id']],
    ]);
  });

  it("says 'Failed to delete message' when nothing was deleted", async () => {
    fakeClient({ data: [], error: null });
    await expect(deleteMessage('7')).rejects.toThrow(new Error('Failed to delete message'));
  });

  it("says 'Failed to delete message' on an error", async () => {
    fakeClient({ error: { code: '42501', message: 'permission denied' } });
    await expect(deleteMessage('7')).rejects.toThrow(new Error('Failed to delete message'));
  });
});
