import userEvent from '@testing-library/user-event';
import fc from 'fast-check';
import { describe, expect, it, vi } from 'vitest';
import {
  hostileLanguage,
  hostileText,
  visitorMessage,
} from '../../../../supabase/functions/_test/hostile';
import { ErrorBoundary } from '../../../components/ErrorBoundary';
import { adminTexts } from '../../../content/admin';
import { render, screen, within } from '../../../test/render';
import type { ContactMessage, ListedReply } from '../api/types';
import { MessageCard } from './MessageCard';
import { inboxColumns } from '../test/fixtures';
import { listedMessage } from '../test/hostile';
import { withoutReordering } from '../../../shared/visitorText';

/** The bidi embeddings, overrides and isolates. */
const REORDERING = /[\u202a-\u202e\u2066-\u2069]/;

vi.mock('../api/get-transcript', () => ({ getTranscript: vi.fn() }));
vi.mock('../api/mark-answered', () => ({ markAnswered: vi.fn() }));
vi.mock('../api/send-reply', () => ({ sendReply: vi.fn() }));
vi.mock('../api/draft-reply', () => ({ draftReply: vi.fn() }));

const languageNames = new Intl.DisplayNames(['en'], { type: 'language', fallback: 'code' });

/** What Intl names a code, or undefined where it throws. */
function intlName(code: string): string | undefined {
  try {
    return languageNames.of(code);
  } catch {
    return undefined;
  }
}

/** A stored message as the inbox lists it (the list leaves the transcript out). */
const storedMessage = fc
  .record({
    columns: visitorMessage,
    status: fc.constantFrom('inbox', 'spam'),
    read: fc.boolean(),
    notifyError: fc.option(hostileText, { nil: null }),
  })
  .map(({ columns, status, read, notifyError }) =>
    listedMessage(columns, {
      id: 'a',
      created_at: '2026-11-22T10:15:00Z',
      read,
      status: status as ContactMessage['status'],
      notify_state: notifyError === null ? 'sent' : 'failed',
      notify_error: notifyError,
    }),
  );

/** The card inside the boundary that stands for the whole admin page's. */
function renderCard(message: ContactMessage, search = '') {
  return render(
    <ErrorBoundary fallback={() => <p>{adminTexts.pageUnavailable}</p>}>
      <MessageCard
        message={message}
        search={search}
        onToggleRead={vi.fn()}
        onMove={vi.fn()}
        onDelete={vi.fn()}
        onSelect={vi.fn()}
      />
    </ErrorBoundary>,
  );
}

describe('MessageCard with whatever a visitor got stored', () => {
  it('shows a language tag Intl refuses (en-12, en-a1) as it is stored', () => {
    for (const language of ['en-12', 'en-a1', 'en-a']) {
      const view = renderCard({
        id: 'a',
        name: 'Ada',
        email: 'ada@example.com',
        subject: 'A site',
        message: 'Hello',
        created_at: '2026-11-22T10:15:00Z',
        read: false,
        ...inboxColumns,
        language,
      });
      expect(screen.getByText(`Sent from the ${language} page`)).toBeInTheDocument();
      expect(screen.getByRole('button', { name: 'Delete' })).toBeInTheDocument();
      view.unmount();
    }
  });

  it('renders any stored message as usual, its values shown as written, never reordered', () => {
    fc.assert(
      fc.property(storedMessage, fc.option(hostileText, { nil: '' }), (message, search) => {
        const view = renderCard(message, search);
        try {
          const text = view.container.textContent ?? '';
          expect(text).not.toContain(adminTexts.pageUnavailable);
          expect(text).not.toContain(adminTexts.card.unshown);

          // Nothing in the card can reorder the text after it: the rest is as written.
          expect(text).not.toMatch(REORDERING);
          const card = view.container.querySelector('article')!;
          expect(card.querySelector('h2')!.textContent).toBe(withoutReordering(message.name));
          expect(card.querySelector('a[href^="mailto:"]')!.textContent).toBe(
            withoutReordering(message.email),
          );
          if (message.source === 'chat') {
            expect(text).toContain(withoutReordering(message.chat_summary ?? ''));
          } else {
            expect(text).toContain(withoutReordering(message.subject) || adminTexts.card.noSubject);
            expect(text).toContain(withoutReordering(message.message));
          }
          if (message.language) {
            const chip = card.querySelector('span[aria-hidden="true"]')?.textContent;
            const named = intlName(message.language);
            // Named by Intl where it can; as stored where it throws.
            expect(chip).toBe(named === undefined ? withoutReordering(message.language) : named);
          }
          expect(card.querySelector('footer button:last-child')!.textContent).toBe(
            adminTexts.actions.delete,
          );
        } finally {
          view.unmount();
        }
      }),
      { numRuns: 80 },
    );
  }, 30_000);
});

/** A reply as the list could carry it, of any stored values (the status and dates included). */
const storedReply: fc.Arbitrary<ListedReply> = fc.record({
  id: fc.uuid(),
  created_at: fc.oneof(
    fc.date({ noInvalidDate: true }).map((date) => date.toISOString()),
    hostileText,
  ),
  language: hostileLanguage,
  subject: hostileText,
  body: hostileText,
  status: fc.oneof(fc.constantFrom('sending', 'sent', 'failed'), hostileText) as fc.Arbitrary<
    ListedReply['status']
  >,
  error: fc.option(hostileText, { nil: null }),
  sent_at: fc.option(hostileText, { nil: null }),
});

describe('MessageCard with whatever replies were stored', () => {
  it('shows every stored reply in the history, its values as written, never reordered', () => {
    fc.assert(
      fc.property(
        storedMessage,
        fc.uniqueArray(storedReply, { maxLength: 3, selector: (reply) => reply.id }),
        (message, replies) => {
          const view = renderCard({ ...message, status: 'inbox', message_replies: replies });
          try {
            const text = view.container.textContent ?? '';
            expect(text).not.toContain(adminTexts.pageUnavailable);
            expect(text).not.toContain(adminTexts.replies.unshown);
            expect(text).not.toMatch(REORDERING);
            if (replies.length === 0) return;
            const history = within(view.container).getByRole('region', {
              name: adminTexts.replies.heading,
            });
            const items = within(history).getAllByRole('listitem');
            expect(items).toHaveLength(replies.length);
            for (const reply of replies) {
              expect(history.textContent).toContain(withoutReordering(reply.subject));
            }
          } finally {
            view.unmount();
          }
        },
      ),
      { numRuns: 60 },
    );
  }, 60_000);

  it('opens the reply to any stored message, quoting it as written, never reordered', async () => {
    await fc.assert(
      fc.asyncProperty(storedMessage, async (message) => {
        const view = renderCard({ ...message, status: 'inbox' });
        try {
          await userEvent
            .setup()
            .click(within(view.container).getByRole('button', { name: 'Reply' }));
          const form = await within(view.container).findByRole(
            'region',
            { name: /^Reply to/ },
            { timeout: 5_000 },
          );
          const quote = within(form).getByRole('figure', { name: adminTexts.composer.quoted });
          const summary = message.source === 'chat' ? message.chat_summary?.trim() : '';
          const quoted = withoutReordering(summary || message.message)
            .replace(/\r\n?/g, '\n')
            .trim();
          expect(quote.querySelector('p[dir="auto"]')!.textContent).toBe(quoted);
          expect(form.textContent).not.toMatch(REORDERING);
          const body = within(form).getByRole('textbox', { name: adminTexts.composer.body });
          expect((body as HTMLTextAreaElement).value).not.toMatch(REORDERING);
        } finally {
          view.unmount();
        }
      }),
      { numRuns: 12 },
    );
  }, 60_000);
});
