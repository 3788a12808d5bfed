import { render, screen, waitFor, within } from '../../../test/render';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { dismissQuestion } from '../api/dismiss-question';
import { AdminError } from '../api/errors';
import { listQuestions } from '../api/list-questions';
import type { UnansweredQuestion } from '../api/types';
import { formatMessageDate } from '../formatMessageDate';
import { QuestionsPanel } from './QuestionsPanel';
import { withQuestion } from './useQuestions';

vi.mock('../api/list-questions', () => ({ listQuestions: vi.fn() }));
vi.mock('../api/dismiss-question', () => ({ dismissQuestion: vi.fn() }));

const shopify: UnansweredQuestion = {
  folded: 'do you do shopify',
  question: 'Do you do Shopify?',
  times: 3,
  last_asked_at: '2026-11-24T09:30:00+00:00',
  languages: ['en', 'fr'],
};
const arabic: UnansweredQuestion = {
  folded: 'هل تعمل في عطلة نهاية الاسبوع',
  question: 'هل تعمل في عطلة نهاية الأسبوع؟',
  times: 1,
  last_asked_at: '2026-11-25T18:00:00+00:00',
  languages: ['ar'],
};
const noLanguage: UnansweredQuestion = {
  folded: 'price of a logo',
  question: 'Price of a logo?',
  times: 1,
  last_asked_at: '2026-11-20T08:00:00+00:00',
  languages: [],
};

beforeEach(() => {
  vi.mocked(listQuestions).mockReset().mockResolvedValue([shopify, arabic, noLanguage]);
  vi.mocked(dismissQuestion).mockReset().mockResolvedValue(undefined);
});

async function openPanel() {
  const user = userEvent.setup();
  render(<QuestionsPanel />);
  const toggle = await screen.findByRole('button', { name: 'Questions to answer (3)' });
  expect(toggle).toHaveAttribute('aria-expanded', 'false');
  expect(screen.queryByRole('list')).not.toBeInTheDocument();
  await user.click(toggle);
  expect(toggle).toHaveAttribute('aria-expanded', 'true');
  return { user, toggle, list: screen.getByRole('list', { name: 'Questions to answer' }) };
}

const questionsIn = (list: HTMLElement) =>
  within(list)
    .getAllByRole('listitem')
    .map((item) => item.querySelector('p')?.textContent);

describe('QuestionsPanel', () => {
  it('lists the questions most asked first, with how often, when last and in which languages', async () => {
    const { list } = await openPanel();
    expect(listQuestions).toHaveBeenCalledTimes(1);
    expect(questionsIn(list)).toEqual([
      'Do you do Shopify?',
      'هل تعمل في عطلة نهاية الأسبوع؟',
      'Price of a logo?',
    ]);
    const [first, second, third] = within(list).getAllByRole('listitem');
    expect(first).toHaveTextContent(
      `Asked 3 times · last ${formatMessageDate(shopify.last_asked_at)} · in English and French`,
    );
    expect(second).toHaveTextContent('Asked once');
    expect(second).toHaveTextContent('in Arabic');
    expect(third).not.toHaveTextContent(' in ');
    expect(within(second!).getByText(arabic.question)).toHaveAttribute('dir', 'auto');
    expect(within(first!).getByRole('button', { name: 'Dismiss' })).toHaveAccessibleDescription(
      'Do you do Shopify?',
    );
  });

  it('dismisses a question at once, moving focus to the next one’s Dismiss', async () => {
    let done!: () => void;
    vi.mocked(dismissQuestion).mockReturnValueOnce(
      new Promise<void>((resolve) => (done = resolve)),
    );
    const { user, list } = await openPanel();
    await user.click(within(list).getAllByRole('button', { name: 'Dismiss' })[0]!);
    // Gone before the database answered.
    expect(questionsIn(list)).toEqual(['هل تعمل في عطلة نهاية الأسبوع؟', 'Price of a logo?']);
    expect(dismissQuestion).toHaveBeenCalledWith('do you do shopify');
    expect(screen.getByRole('button', { name: 'Questions to answer (2)' })).toBeInTheDocument();
    expect(within(list).getAllByRole('button', { name: 'Dismiss' })[0]).toHaveFocus();
    done();
    await waitFor(() => expect(screen.getByRole('status')).toHaveTextContent('Question dismissed'));
  });

  it('puts a question back in its place, and says so, when the database refused', async () => {
    vi.mocked(dismissQuestion).mockRejectedValueOnce(
      new AdminError('Failed to dismiss the question'),
    );
    const { user, list } = await openPanel();
    await user.click(within(list).getAllByRole('button', { name: 'Dismiss' })[1]!);
    expect(await screen.findByRole('alert')).toHaveTextContent('Failed to dismiss the question');
    expect(questionsIn(list)).toEqual([
      'Do you do Shopify?',
      'هل تعمل في عطلة نهاية الأسبوع؟',
      'Price of a logo?',
    ]);
    expect(screen.getByRole('button', { name: 'Questions to answer (3)' })).toBeInTheDocument();
  });

  it('says when none is left, with focus back on the panel’s button', async () => {
    vi.mocked(listQuestions).mockResolvedValue([shopify]);
    const user = userEvent.setup();
    render(<QuestionsPanel />);
    const toggle = await screen.findByRole('button', { name: 'Questions to answer (1)' });
    await user.click(toggle);
    await user.click(screen.getByRole('button', { name: 'Dismiss' }));
    expect(screen.getByText('No questions left to answer.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Questions to answer (0)' })).toHaveFocus();
  });

  it.each([
    ['there is nothing to answer', () => vi.mocked(listQuestions).mockResolvedValue([])],
    [
      'the questions cannot be read',
      () => vi.mocked(listQuestions).mockRejectedValue(new AdminError('x')),
    ],
  ])('shows nothing when %s', async (_label, arrange) => {
    arrange();
    const { container } = render(<QuestionsPanel />);
    await waitFor(() => expect(listQuestions).toHaveBeenCalled());
    await Promise.resolve();
    expect(container).toBeEmptyDOMElement();
  });
});

describe('withQuestion', () => {
  it('puts a question back where the list’s order has it, once', () => {
    expect(withQuestion([shopify, noLanguage], arabic)).toEqual([shopify, arabic, noLanguage]);
    expect(withQuestion([shopify, arabic], arabic)).toEqual([shopify, arabic]);
  });
});
