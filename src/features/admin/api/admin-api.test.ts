import { beforeEach, describe, expect, it, vi } from 'vitest';
import { config } from '../../../lib/config';
import { getSupabase } from '../../../lib/supabase';
import { changeMessages } from './change-messages';
import { countMessages } from './count-messages';
import { countInboxMessagesAfter, newestInboxMessageAt } from './new-messages';
import { deleteMessage } from './delete-message';
import { dismissQuestion } from './dismiss-question';
import { AdminError } from './errors';
import { hasAdminSession } from './get-session';
import { getTranscript, isTranscript } from './get-transcript';
import { listMessages } from './list-messages';
import { listQuestions, QUESTIONS_SHOWN } from './list-questions';
import { setMessageRead } from './set-message-read';
import { setMessageStatus } from './set-message-status';
import { signInAsAdmin, signInErrorMessage } from './sign-in';
import { signOutAdmin } from './sign-out';
import { LISTED_REPLY_COLUMNS, type ContactMessage, type ListedReply } from './types';

vi.mock('../../../lib/supabase', () => ({ getSupabase: vi.fn() }));

type Answer = { data?: unknown; error: unknown };

/**
 * A fake supabase-js client. Each `from()` starts a query whose builder steps record their
 * arguments (in `calls`, and per query in `queries`) and return the builder; awaiting the query
 * gives the next of `answers` (the last one again when they run out; a promise answers once it
 * settles). Auth methods are plain mocks.
 */
function fakeClient(...answers: (Answer | Promise<Answer>)[]) {
  const calls: [string, unknown[]][] = [];
  const queries: [string, unknown[]][][] = [];
  const from = vi.fn(() => {
    const steps: [string, unknown[]][] = [];
    queries.push(steps);
    const answer = answers[Math.min(queries.length, answers.length) - 1] ?? { error: null };
    const builder: Record<string, unknown> = {
      then: (resolve: (value: unknown) => unknown) => Promise.resolve(answer).then(resolve),
    };
    for (const step of [
      'select',
      'order',
      'update',
      'delete',
      'eq',
      'in',
      'gt',
      'lt',
      'limit',
      'single',
    ]) {
      builder[step] = (...args: unknown[]) => {
        calls.push([step, args]);
        steps.push([step, args]);
        return builder;
      };
    }
    return builder;
  });
  const client = {
    from,
    rpc: vi.fn(),
    auth: {
      signInWithPassword: vi.fn(),
      signOut: vi.fn(),
      getSession: vi.fn(),
    },
  };
  vi.mocked(getSupabase).mockResolvedValue(client as never);
  return { client, calls, queries };
}

/**
 * What supabase-js's rpc() gives back for the message list: a query whose select and order steps
 * refine it (recorded in `steps`), answering `answer` when awaited.
 */
function listQuery(answer: Answer) {
  const steps: [string, unknown[]][] = [];
  const query: Record<string, unknown> = {
    then: (resolve: (value: unknown) => unknown, reject: (error: unknown) => unknown) =>
      Promise.resolve(answer).then(resolve, reject),
  };
  for (const step of ['select', 'order']) {
    query[step] = (...args: unknown[]) => {
      steps.push([step, args]);
      return query;
    };
  }
  return { query, steps };
}

/** Answers the next message lists with `answer`; the steps each list query took. */
function answerLists(client: ReturnType<typeof fakeClient>['client'], answer: Answer) {
  const lists: [string, unknown[]][][] = [];
  client.rpc.mockImplementation(() => {
    const { query, steps } = listQuery(answer);
    lists.push(steps);
    return query;
  });
  return lists;
}

const row: ContactMessage = {
  id: '7',
  name: 'Ada',
  email: 'ada@example.com',
  subject: '',
  message: 'Hi',
  created_at: '2026-11-22T10:15:00Z',
  read: false,
  status: 'spam',
  spam_reasons: ['honeypot'],
  signal_fill_ms: 400,
  signal_honeypot: 'http://spam.example',
  signal_touched: true,
  notify_state: 'skipped',
  notify_error: null,
  notified_at: null,
  language: 'en',
  source: 'form',
  brief_service: null,
  brief_budget: null,
  brief_timeline: null,
  chat_summary: null,
  answered_at: null,
  stage: 'new',
  stage_changed_at: null,
  lost_reason: null,
  stage_note: null,
  deal_value: null,
  deal_currency: null,
};

beforeEach(() => {
  vi.mocked(getSupabase).mockReset();
});

/** What every failed admin call rejects with: an AdminError carrying the text the page shows. */
const adminError = (text: string) => ({ name: 'AdminError', message: text });

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
    await expect(signInAsAdmin('nope')).rejects.toMatchObject(adminError('Invalid password'));
  });

  it.each([
    [{ status: 400, message: 'Bad request' }, 'Invalid password'],
    [
      { status: 0, message: 'Failed to fetch' },
      'Could not reach the server. Please check your connection and try again.',
    ],
    [
      { status: 429, code: 'over_request_rate_limit', message: 'Request rate limit reached' },
      'Too many sign-in attempts. Please wait a few minutes and try again.',
    ],
    [
      { status: 500, message: '' },
      'Could not reach the server. Please check your connection and try again.',
    ],
    [
      { status: 500, message: 'Database error querying schema' },
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
  it('asks the database for one page of a folder, newest first, and one row more', async () => {
    const { client } = fakeClient();
    answerLists(client, { data: [row], error: null });
    await expect(listMessages({ folder: 'spam' })).resolves.toEqual({
      messages: [{ ...row, message_replies: [] }],
      hasMore: false,
    });
    expect(client.rpc).toHaveBeenCalledWith('list_contact_messages', {
      folder: 'spam',
      filter: 'all',
      search: '',
      // No cursor on the first page: the function's own defaults (null) apply.
      after_created_at: undefined,
      after_id: undefined,
      page_size: 26,
    });
  });

  it('asks for the page’s replies by its message ids, oldest first, and gives each message its own', async () => {
    const replies: ListedReply[] = [
      {
        id: 'r1',
        created_at: '2026-11-22T11:00:00.123456+00:00',
        language: 'fr',
        subject: 'Re : Un site',
        body: 'Bonjour Ada,\n\nMerci !',
        status: 'failed',
        error: 'The email API answered 503.',
        sent_at: null,
      },
    ];
    const { client, queries } = fakeClient({
      data: replies.map((reply) => ({ ...reply, message_id: '7' })),
      error: null,
    });
    answerLists(client, { data: [row, { ...row, id: '8' }], error: null });
    const page = await listMessages({ folder: 'inbox' });
    expect(page.messages.map((message) => message.message_replies)).toEqual([replies, []]);
    expect(client.from).toHaveBeenCalledWith('message_replies');
    expect(queries).toEqual([
      [
        ['select', [['message_id', ...LISTED_REPLY_COLUMNS].join(', ')]],
        ['in', ['message_id', ['7', '8']]],
        ['order', ['created_at', { ascending: true }]],
      ],
    ]);
  });

  it('asks for no replies when the page is empty', async () => {
    const { client } = fakeClient();
    answerLists(client, { data: [], error: null });
    await expect(listMessages({ folder: 'inbox' })).resolves.toEqual({
      messages: [],
      hasMore: false,
    });
    expect(client.from).not.toHaveBeenCalled();
  });

  it('passes the filter, the trimmed search and the cursor as the server wrote it', async () => {
    const { client } = fakeClient();
    answerLists(client, { data: [], error: null });
    const ts = '2026-11-22T10:15:00.123456+00:00';
    await listMessages({
      folder: 'inbox',
      filter: 'unread',
      search: '  José ',
      after: { created_at: ts, id: 'm' },
      limit: 10,
    });
    expect(client.rpc).toHaveBeenCalledWith('list_contact_messages', {
      folder: 'inbox',
      filter: 'unread',
      search: 'José',
      after_created_at: ts,
      after_id: 'm',
      page_size: 11,
    });
  });

  it('passes the lead filters given, and only those', async () => {
    const { client } = fakeClient();
    answerLists(client, { data: [], error: null });
    await listMessages({ folder: 'inbox', service: 'mobile_app', source: 'chat', stage: 'won' });
    expect(client.rpc).toHaveBeenCalledWith('list_contact_messages', {
      folder: 'inbox',
      filter: 'all',
      search: '',
      after_created_at: undefined,
      after_id: undefined,
      page_size: 26,
      service: 'mobile_app',
      stage: 'won',
      source: 'chat',
    });
    await listMessages({ folder: 'spam', budget: '5k_10k', timeline: '3_months' });
    expect(client.rpc).toHaveBeenLastCalledWith(
      'list_contact_messages',
      expect.objectContaining({ folder: 'spam', budget: '5k_10k', timeline: '3_months' }),
    );
    expect(client.rpc.mock.lastCall?.[1]).not.toHaveProperty('service');
    expect(client.rpc.mock.lastCall?.[1]).not.toHaveProperty('source');
  });

  it('says whether more follow from the one extra row, and leaves that row out', async () => {
    const rows = ['c', 'b', 'a'].map((id) => ({ ...row, id }));
    const { client } = fakeClient();
    answerLists(client, { data: rows, error: null });
    await expect(listMessages({ folder: 'spam', limit: 2 })).resolves.toEqual({
      messages: rows.slice(0, 2).map((message) => ({ ...message, message_replies: [] })),
      hasMore: true,
    });
  });

  it("says 'Failed to load messages' on an error or an answer that is not a list", async () => {
    const { client } = fakeClient();
    for (const answer of [
      { data: null, error: { code: '42501', message: 'permission denied' } },
      { data: { not: 'a list' }, error: null },
    ]) {
      answerLists(client, answer);
      await expect(listMessages({ folder: 'inbox' })).rejects.toMatchObject(
        adminError('Failed to load messages'),
      );
    }
  });
});

describe('getTranscript', () => {
  const turns = [
    { role: 'user', content: 'Can you build an app?' },
    { role: 'assistant', content: 'Yes: iOS and Android.' },
  ];

  it('reads one message’s conversation, by id', async () => {
    const { calls } = fakeClient({ data: { chat_transcript: turns }, error: null });
    await expect(getTranscript('7')).resolves.toEqual(turns);
    expect(calls).toEqual([
      ['select', ['chat_transcript']],
      ['eq', ['id', '7']],
      ['single', []],
    ]);
  });

  it.each([
    ['an error', { data: null, error: { code: 'PGRST116', message: 'no rows' } }],
    ['no conversation', { data: { chat_transcript: null }, error: null }],
    ['an empty conversation', { data: { chat_transcript: [] }, error: null }],
    [
      'a turn of another role',
      { data: { chat_transcript: [{ role: 'system', content: 'x' }] }, error: null },
    ],
  ])("says 'Failed to load the conversation' on %s", async (_label, answer) => {
    fakeClient(answer);
    await expect(getTranscript('7')).rejects.toMatchObject(
      adminError('Failed to load the conversation'),
    );
  });

  it.each([
    [[{ role: 'user', content: 'Hi' }], true],
    [[{ role: 'assistant', content: '' }], true],
    [[{ role: 'user', content: 3 }], false],
    [[null], false],
    [{ role: 'user', content: 'Hi' }, false],
  ])('knows %j as a conversation: %s', (value, expected) => {
    expect(isTranscript(value)).toBe(expected);
  });
});

describe('questions to answer', () => {
  const question = {
    folded: 'do you do shopify',
    question: 'Do you do Shopify?',
    times: 3,
    last_asked_at: '2026-11-22T10:15:00+00:00',
    languages: ['en', 'fr'],
  };

  it('asks the database for the most asked questions', async () => {
    const { client } = fakeClient();
    client.rpc.mockResolvedValue({
      data: [question, { ...question, languages: null }],
      error: null,
    });
    await expect(listQuestions()).resolves.toEqual([question, { ...question, languages: [] }]);
    expect(client.rpc).toHaveBeenCalledWith('questions_to_answer', {
      max_questions: QUESTIONS_SHOWN,
    });
  });

  it("says 'Failed to load the questions' on an error or an answer that is not a list", async () => {
    const { client } = fakeClient();
    for (const answer of [
      { data: null, error: { code: '42501', message: 'permission denied' } },
      { data: { not: 'a list' }, error: null },
    ]) {
      client.rpc.mockResolvedValue(answer);
      await expect(listQuestions()).rejects.toMatchObject(
        adminError('Failed to load the questions'),
      );
    }
  });

  it('dismisses a question by its folded text', async () => {
    const { client } = fakeClient();
    client.rpc.mockResolvedValue({ data: 3, error: null });
    await dismissQuestion('do you do shopify');
    expect(client.rpc).toHaveBeenCalledWith('dismiss_question', { folded: 'do you do shopify' });
  });

  it("says 'Failed to dismiss the question' when the database refuses", async () => {
    const { client } = fakeClient();
    client.rpc.mockResolvedValue({
      data: null,
      error: { code: '42501', message: 'Only the admin' },
    });
    await expect(dismissQuestion('x')).rejects.toMatchObject(
      adminError('Failed to dismiss the question'),
    );
  });
});

describe('countMessages', () => {
  it('asks the database for the three totals in one call', async () => {
    const { client } = fakeClient();
    client.rpc.mockResolvedValue({ data: { inbox: 12, unread: 4, spam: 3 }, error: null });
    await expect(countMessages()).resolves.toEqual({ inbox: 12, unread: 4, spam: 3 });
    expect(client.rpc).toHaveBeenCalledTimes(1);
    expect(client.rpc).toHaveBeenCalledWith('contact_message_counts');
  });

  it.each([
    ['an error', { data: null, error: { message: 'permission denied' } }],
    ['no data', { data: null, error: null }],
    ['a missing total', { data: { inbox: 1, unread: 0 }, error: null }],
    ['a total that is not a count', { data: { inbox: 1, unread: '0', spam: 0 }, error: null }],
  ])("says 'Failed to load messages' on %s", async (_label, answer) => {
    const { client } = fakeClient();
    client.rpc.mockResolvedValue(answer);
    await expect(countMessages()).rejects.toMatchObject(adminError('Failed to load messages'));
  });
});

describe.each([
  {
    call: 'setMessageRead',
    does: 'updates only read, for that id',
    change: () => setMessageRead('7', true),
    step: ['update', [{ read: true }]],
    failure: 'Failed to update message status',
    error: { message: 'TypeError: Failed to fetch' },
  },
  {
    call: 'setMessageStatus',
    does: 'updates only status, for that id',
    change: () => setMessageStatus('7', 'inbox'),
    step: ['update', [{ status: 'inbox' }]],
    failure: 'Failed to update message status',
    error: { code: '42501', message: 'permission denied' },
  },
  {
    call: 'deleteMessage',
    does: 'deletes that id',
    change: () => deleteMessage('7'),
    step: ['delete', []],
    failure: 'Failed to delete message',
    error: { code: '42501', message: 'permission denied' },
  },
])('$call', ({ does, change, step, failure, error }) => {
  it(does, async () => {
    const { calls } = fakeClient({ data: [{ id: '7' }], error: null });
    await change();
    expect(calls).toEqual([step, ['eq', ['id', '7']], ['select', ['id']]]);
  });

  it(`says '${failure}' when no row changed`, async () => {
    fakeClient({ data: [], error: null });
    await expect(change()).rejects.toMatchObject(adminError(failure));
  });

  it(`says '${failure}' on an error`, async () => {
    fakeClient({ error });
    await expect(change()).rejects.toMatchObject(adminError(failure));
  });
});

describe('changeMessages', () => {
  it('asks the database to change all the chosen messages in one call', async () => {
    const { client } = fakeClient();
    client.rpc.mockResolvedValue({ data: [{ id: 'a' }, { id: 'b' }], error: null });
    await expect(changeMessages(['a', 'b', 'gone'], 'read')).resolves.toEqual(new Set(['a', 'b']));
    expect(client.rpc).toHaveBeenCalledTimes(1);
    expect(client.rpc).toHaveBeenCalledWith('change_contact_messages', {
      ids: ['a', 'b', 'gone'],
      action: 'read',
    });
  });

  it.each([
    ['an error', { data: null, error: { code: '42501', message: 'permission denied' } }],
    ['nothing changed', { data: [], error: null }],
    ['an answer that is not a list', { data: { id: 'a' }, error: null }],
  ])('fails with the action’s own text on %s', async (_label, answer) => {
    const { client } = fakeClient();
    client.rpc.mockResolvedValue(answer);
    await expect(changeMessages(['a'], 'unread')).rejects.toMatchObject(
      adminError('Failed to update message status'),
    );
    await expect(changeMessages(['a'], 'delete')).rejects.toMatchObject(
      adminError('Failed to delete message'),
    );
  });

  it('asks nothing for no ids or more than the database takes', async () => {
    const { client } = fakeClient();
    await expect(changeMessages([], 'read')).rejects.toThrow();
    await expect(changeMessages(Array.from({ length: 1001 }, String), 'read')).rejects.toThrow();
    expect(client.rpc).not.toHaveBeenCalled();
  });
});

describe('every admin call fails with its own text, never the error that caused it', () => {
  const CHUNK_FAILURE = new TypeError('Failed to fetch dynamically imported module');

  it.each([
    ['listMessages', () => listMessages({ folder: 'inbox' }), 'Failed to load messages'],
    ['countMessages', () => countMessages(), 'Failed to load messages'],
    ['setMessageRead', () => setMessageRead('7', true), 'Failed to update message status'],
    ['setMessageStatus', () => setMessageStatus('7', 'spam'), 'Failed to update message status'],
    ['deleteMessage', () => deleteMessage('7'), 'Failed to delete message'],
    [
      'changeMessages (read)',
      () => changeMessages(['7'], 'read'),
      'Failed to update message status',
    ],
    ['changeMessages (delete)', () => changeMessages(['7'], 'delete'), 'Failed to delete message'],
    ['getTranscript', () => getTranscript('7'), 'Failed to load the conversation'],
    ['listQuestions', () => listQuestions(), 'Failed to load the questions'],
    ['dismissQuestion', () => dismissQuestion('x'), 'Failed to dismiss the question'],
    [
      'signInAsAdmin',
      () => signInAsAdmin('s3cret'),
      'Could not reach the server. Please check your connection and try again.',
    ],
  ])('%s, when the client code failed to download', async (_call, run, text) => {
    vi.mocked(getSupabase).mockRejectedValue(CHUNK_FAILURE);
    const failure = run();
    await expect(failure).rejects.toBeInstanceOf(AdminError);
    await expect(failure).rejects.toMatchObject(adminError(text));
    await expect(failure).rejects.toMatchObject({ cause: CHUNK_FAILURE });
  });

  it.each([
    ['rpc', () => listMessages({ folder: 'inbox' }), 'Failed to load messages'],
    ['rpc', () => changeMessages(['7'], 'spam'), 'Failed to update message status'],
  ])('when the client itself throws (%s)', async (method, run, text) => {
    const { client } = fakeClient();
    client[method as 'rpc'].mockRejectedValue(new TypeError('Failed to fetch'));
    await expect(run()).rejects.toMatchObject(adminError(text));
  });

  it('signInAsAdmin, when the sign-in request throws', async () => {
    const { client } = fakeClient();
    client.auth.signInWithPassword.mockRejectedValue(new TypeError('Failed to fetch'));
    await expect(signInAsAdmin('s3cret')).rejects.toMatchObject(
      adminError('Could not reach the server. Please check your connection and try again.'),
    );
  });

  it('hasAdminSession answers false instead of failing when the client cannot load', async () => {
    vi.mocked(getSupabase).mockRejectedValue(CHUNK_FAILURE);
    await expect(hasAdminSession()).resolves.toBe(false);
  });
});

describe('new messages', () => {
  it('takes the newest inbox message’s time as the starting point', async () => {
    const { calls } = fakeClient({
      data: [{ created_at: '2026-11-23T10:00:00+00:00' }],
      error: null,
    });
    await expect(newestInboxMessageAt()).resolves.toBe('2026-11-23T10:00:00+00:00');
    expect(calls).toEqual([
      ['select', ['created_at']],
      ['eq', ['status', 'inbox']],
      ['order', ['created_at', { ascending: false }]],
      ['limit', [1]],
    ]);
  });

  it('starts from null for an empty inbox', async () => {
    fakeClient({ data: [], error: null });
    await expect(newestInboxMessageAt()).resolves.toBeNull();
  });

  it('counts the inbox messages after the starting point, sending at most one id', async () => {
    const { calls } = fakeClient({ data: null, count: 2, error: null } as never);
    await expect(countInboxMessagesAfter('2026-11-23T10:00:00+00:00')).resolves.toBe(2);
    expect(calls).toEqual([
      ['select', ['id', { count: 'exact' }]],
      ['eq', ['status', 'inbox']],
      ['limit', [1]],
      ['gt', ['created_at', '2026-11-23T10:00:00+00:00']],
    ]);
  });

  it("says 'Failed to load messages' when either call fails", async () => {
    fakeClient({ error: { message: 'Failed to fetch' } });
    await expect(newestInboxMessageAt()).rejects.toThrow('Failed to load messages');
    await expect(countInboxMessagesAfter(null)).rejects.toThrow('Failed to load messages');
  });
});
