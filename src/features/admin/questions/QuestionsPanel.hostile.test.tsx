import userEvent from '@testing-library/user-event';
import fc from 'fast-check';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { hostileQuestions } from '../../../../supabase/functions/_test/hostile';
import { ErrorBoundary } from '../../../components/ErrorBoundary';
import { adminTexts } from '../../../content/admin';
import { render, screen, waitFor, within } from '../../../test/render';
import { dismissQuestion } from '../api/dismiss-question';
import { listQuestions } from '../api/list-questions';
import type { UnansweredQuestion } from '../api/types';
import type * as FormatMessageDateModule from '../formatMessageDate';
import { QuestionsPanel } from './QuestionsPanel';
import { withoutReordering } from '../../../shared/visitorText';

vi.mock('../api/list-questions', () => ({ listQuestions: vi.fn() }));
vi.mock('../api/dismiss-question', () => ({ dismissQuestion: vi.fn() }));

/** The dates (as stored) a test makes the list fail to format. */
const failingDates = vi.hoisted(() => new Set<string>());
vi.mock('../formatMessageDate', async (importOriginal) => {
  const real = await importOriginal<typeof FormatMessageDateModule>();
  return {
    formatMessageDate: (iso: string, timeZone?: string) => {
      if (failingDates.has(iso)) throw new RangeError('Invalid time value');
      return real.formatMessageDate(iso, timeZone);
    },
  };
});

beforeEach(() => {
  failingDates.clear();
  vi.mocked(dismissQuestion).mockReset().mockResolvedValue(undefined);
});

const languageNames = new Intl.DisplayNames(['en'], { type: 'language', fallback: 'code' });

/** Intl's name for a code, or the code where Intl refuses it, never reordering the text. */
function shownName(code: string): string {
  const stored = withoutReordering(code);
  try {
    return code.trim() === '' ? stored : (languageNames.of(code) ?? stored);
  } catch {
    return stored;
  }
}

/** The panel, opened, inside the boundary that stands for the admin page's own. */
async function renderOpen(questions: UnansweredQuestion[]) {
  vi.mocked(listQuestions).mockReset().mockResolvedValue(questions);
  const user = userEvent.setup();
  const view = render(
    <ErrorBoundary fallback={() => <p>{adminTexts.pageUnavailable}</p>}>
      <QuestionsPanel />
    </ErrorBoundary>,
  );
  const toggle = await screen.findByRole('button', {
    name: adminTexts.questions.toggle(questions.length),
  });
  await user.click(toggle);
  return { user, ...view };
}

describe('QuestionsPanel with whatever visitors asked', () => {
  it('lists every question as usual, as written but never reordered, with its languages named or as stored', async () => {
    await fc.assert(
      fc.asyncProperty(hostileQuestions, async (questions) => {
        const view = await renderOpen(questions);
        try {
          const text = view.container.textContent ?? '';
          expect(text).not.toContain(adminTexts.pageUnavailable);
          expect(text).not.toContain(adminTexts.questions.unshown);
          const items = view.container.querySelectorAll('ol > li');
          expect(items).toHaveLength(questions.length);
          questions.forEach((question, index) => {
            const item = items[index]!;
            expect(item.querySelector('p')!.textContent).toBe(withoutReordering(question.question));
            for (const code of question.languages) {
              expect(item.textContent).toContain(shownName(code));
            }
          });
        } finally {
          view.unmount();
        }
      }),
      { numRuns: 30 },
    );
  }, 30_000);

  it('shows a question it cannot show as usual as stored, and still dismisses it', async () => {
    // React reports each error a boundary caught; here it is the point.
    vi.mocked(console.error).mockImplementation(() => {});
    failingDates.add('not a time');
    const { user } = await renderOpen([
      {
        folded: 'do you do shopify',
        question: 'Do you do Shopify?',
        times: 3,
        last_asked_at: '2026-11-24T09:30:00+00:00',
        languages: ['en'],
      },
      {
        folded: 'stored before',
        question: 'Stored before the check?',
        times: 2,
        last_asked_at: 'not a time',
        languages: ['en-12', 'fr'],
      },
    ]);

    const list = screen.getByRole('list', { name: 'Questions to answer' });
    const [first, second] = within(list).getAllByRole('listitem');
    expect(first).not.toHaveTextContent(adminTexts.questions.unshown);
    expect(second).toHaveTextContent('Stored before the check?');
    expect(second).toHaveTextContent(adminTexts.questions.unshown);
    expect(second).toHaveTextContent('2 · not a time · en-12 · fr');
    expect(screen.queryByText(adminTexts.pageUnavailable)).not.toBeInTheDocument();

    await user.click(
      within(second!).getByRole('button', {
        name: adminTexts.questions.dismiss,
        description: 'Stored before the check?',
      }),
    );
    expect(dismissQuestion).toHaveBeenCalledWith('stored before');
    await waitFor(() => expect(within(list).getAllByRole('listitem')).toHaveLength(1));
  }, 15_000);
});
