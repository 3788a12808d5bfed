import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { render, screen, waitFor, within } from '../../../test/render';
import { getFollowUps, type WaitingLead } from '../api/get-follow-ups';
import { WaitingForYou } from './WaitingForYou';

vi.mock('../api/get-follow-ups', () => ({ getFollowUps: vi.fn() }));

const HOUR = 3_600_000;

function lead(overrides: Partial<WaitingLead> = {}): WaitingLead {
  const since = new Date(Date.now() - 73 * HOUR).toISOString();
  return {
    id: 'a',
    name: 'Ada Lovelace',
    subject: 'A new website',
    created_at: since,
    stage: 'new',
    stage_changed_at: null,
    deal_value: null,
    deal_currency: null,
    why: 'no_reply',
    waiting_since: since,
    ...overrides,
  };
}

const proposal = lead({
  id: 'b',
  name: 'Grace Hopper',
  subject: null,
  stage: 'proposal',
  why: 'proposal_unanswered',
  waiting_since: new Date(Date.now() - 9 * 24 * HOUR - HOUR).toISOString(),
});

beforeEach(() => {
  vi.mocked(getFollowUps).mockReset();
});

const section = () => screen.findByRole('region', { name: 'Waiting for you' });

describe('WaitingForYou', () => {
  it('lists each waiting lead with its subject, why and how long, and counts the rest', async () => {
    vi.mocked(getFollowUps).mockResolvedValue({ total: 4, leads: [proposal, lead()] });
    render(<WaitingForYou version={0} onOpen={vi.fn()} />);
    const waiting = await section();
    expect(within(waiting).getByText('4 leads wait for an answer from you')).toBeInTheDocument();
    const entries = within(waiting).getAllByRole('button');
    expect(entries.map((entry) => entry.textContent)).toEqual([
      'Grace Hopper, (no subject), Proposal unanswered, 9 days',
      'Ada Lovelace, A new website, No reply yet, 3 days',
    ]);
    expect(within(waiting).getByText('and 2 more')).toBeInTheDocument();
  });

  it('opens the lead chosen, by click or by keyboard', async () => {
    const ada = lead();
    vi.mocked(getFollowUps).mockResolvedValue({ total: 2, leads: [proposal, ada] });
    const onOpen = vi.fn();
    const user = userEvent.setup();
    render(<WaitingForYou version={0} onOpen={onOpen} />);
    const waiting = await section();
    await user.click(within(waiting).getByRole('button', { name: /^Grace Hopper/ }));
    expect(onOpen).toHaveBeenLastCalledWith(proposal);
    await user.tab();
    expect(within(waiting).getByRole('button', { name: /^Ada Lovelace/ })).toHaveFocus();
    await user.keyboard('{Enter}');
    expect(onOpen).toHaveBeenLastCalledWith(ada);
  });

  it('shows nothing when no lead waits, or when the list could not load', async () => {
    vi.mocked(getFollowUps).mockResolvedValue({ total: 0, leads: [] });
    const { unmount } = render(<WaitingForYou version={0} onOpen={vi.fn()} />);
    await waitFor(() => expect(getFollowUps).toHaveBeenCalled());
    expect(screen.queryByRole('region')).not.toBeInTheDocument();
    unmount();

    vi.mocked(getFollowUps).mockRejectedValue(new Error('Failed to load messages'));
    render(<WaitingForYou version={0} onOpen={vi.fn()} />);
    await waitFor(() => expect(getFollowUps).toHaveBeenCalledTimes(2));
    expect(screen.queryByRole('region')).not.toBeInTheDocument();
  });

  it('lists again when a lead moved, and goes when none waits any more', async () => {
    vi.mocked(getFollowUps).mockResolvedValue({ total: 1, leads: [lead()] });
    const { rerender } = render(<WaitingForYou version={0} onOpen={vi.fn()} />);
    expect(await section()).toHaveTextContent('1 lead waits for an answer from you');
    vi.mocked(getFollowUps).mockResolvedValue({ total: 0, leads: [] });
    rerender(<WaitingForYou version={1} onOpen={vi.fn()} />);
    await waitFor(() => expect(screen.queryByRole('region')).not.toBeInTheDocument());
  });

  it('names a reason it does not know simply as waiting, and hours under a day', async () => {
    vi.mocked(getFollowUps).mockResolvedValue({
      total: 1,
      leads: [
        lead({ why: 'stalled', waiting_since: new Date(Date.now() - 5 * HOUR).toISOString() }),
      ],
    });
    render(<WaitingForYou version={0} onOpen={vi.fn()} />);
    expect(within(await section()).getByRole('button')).toHaveTextContent(/Waiting, 5 hours$/);
  });
});
