// @vitest-environment node
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { listMessages } from '../api/list-messages';
import type { ContactMessage } from '../api/types';
import { EXPORT_PAGE_SIZE, messagesAsCsv } from './exportCsv';

vi.mock('../api/list-messages', async (importOriginal) => ({
  ...(await importOriginal<object>()),
  listMessages: vi.fn(),
}));

const message = (id: string) =>
  ({
    id,
    name: `Name ${id}`,
    email: `${id}@example.com`,
    subject: '',
    message: 'Hi',
    created_at: `2026-11-22T10:${id}:00+00:00`,
    read: false,
    status: 'inbox',
    language: id === '58' ? 'ar' : null,
    source: id === '58' ? 'chat' : 'form',
    brief_service: id === '58' ? 'website' : null,
    brief_budget: null,
    brief_timeline: id === '58' ? 'asap' : null,
    chat_summary: id === '58' ? 'Needs a site, fast' : null,
  }) as ContactMessage;

describe('messagesAsCsv', () => {
  beforeEach(() => {
    vi.mocked(listMessages).mockReset();
  });

  it('asks for every page after the last, and writes a BOM, the header and each message', async () => {
    vi.mocked(listMessages)
      .mockResolvedValueOnce({ messages: [message('59'), message('58')], hasMore: true })
      .mockResolvedValueOnce({ messages: [message('57')], hasMore: false });
    const blob = await messagesAsCsv({
      folder: 'inbox',
      filter: 'unread',
      search: 'name',
      service: 'website',
    });
    const bytes = new Uint8Array(await blob.arrayBuffer());
    expect([...bytes.slice(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    const text = new TextDecoder().decode(bytes.slice(3));
    expect(text.split('\r\n')).toEqual([
      'Received,Name,Email,Subject,Message,Folder,Read,Language,Source,Service,Budget,Timeline,Summary,' +
        'Stage,Stage changed,Answered,Value,Currency,Lost because,Stage note',
      '2026-11-22T10:59:00+00:00,Name 59,59@example.com,,Hi,inbox,no,,Form,,,,,,,,,,,',
      '2026-11-22T10:58:00+00:00,Name 58,58@example.com,,Hi,inbox,no,ar,Chat,Website,,As soon as possible,"Needs a site, fast",,,,,,,',
      '2026-11-22T10:57:00+00:00,Name 57,57@example.com,,Hi,inbox,no,,Form,,,,,,,,,,,',
      '',
    ]);
    expect(vi.mocked(listMessages).mock.calls).toEqual([
      [
        {
          folder: 'inbox',
          filter: 'unread',
          search: 'name',
          service: 'website',
          after: undefined,
          limit: EXPORT_PAGE_SIZE,
        },
      ],
      [
        {
          folder: 'inbox',
          filter: 'unread',
          search: 'name',
          service: 'website',
          after: { created_at: '2026-11-22T10:58:00+00:00', id: '58' },
          limit: EXPORT_PAGE_SIZE,
        },
      ],
    ]);
    expect(blob.type).toBe('text/csv;charset=utf-8');
  });

  it('writes a formula hidden after a ; or a line break in a message as text', async () => {
    vi.mocked(listMessages).mockResolvedValueOnce({
      messages: [
        {
          ...message('59'),
          subject: 'Hi;@SUM(A1)',
          message: 'hello;=HYPERLINK("http://evil","x")\n+cmd',
        },
      ],
      hasMore: false,
    });
    const blob = await messagesAsCsv({ folder: 'inbox' });
    const text = new TextDecoder().decode((await blob.arrayBuffer()).slice(3));
    expect(text.split('\r\n')[1]).toBe(
      `2026-11-22T10:59:00+00:00,Name 59,59@example.com,Hi;'@SUM(A1),"hello;'=HYPERLINK(""http://evil"",""x"")\n'+cmd",inbox,no,,Form,,,,,,,,,,,`,
    );
  });

  it('fails as the list does when a page fails', async () => {
    vi.mocked(listMessages).mockRejectedValue(new Error('Failed to load messages'));
    await expect(messagesAsCsv({ folder: 'spam' })).rejects.toThrow('Failed to load messages');
  });
});
