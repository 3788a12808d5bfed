import userEvent from '@testing-library/user-event';
import fc from 'fast-check';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { cleanup, render, screen, waitFor } from '../../../test/render';
import { AdminError } from '../api/errors';
import { lastDealCurrency } from '../api/last-deal-currency';
import { setMessageStage } from '../api/set-message-stage';
import type { StageFields } from '../api/types';
import { hostileStage } from '../test/hostile';
import { StageControl } from './StageControl';

vi.mock('../api/set-message-stage', () => ({ setMessageStage: vi.fn() }));
vi.mock('../api/last-deal-currency', () => ({
  DEFAULT_CURRENCY: 'EUR',
  lastDealCurrency: vi.fn(),
}));

const fresh: StageFields = {
  stage: 'new',
  lost_reason: null,
  stage_note: null,
  deal_value: null,
  deal_currency: null,
};

/** The database answers each save with what was sent, dated. */
function savesAsSent() {
  vi.mocked(setMessageStage).mockImplementation((_, fields) =>
    Promise.resolve({ ...fields, stage_changed_at: '2026-11-29T12:00:00Z' }),
  );
}

beforeEach(() => {
  vi.mocked(setMessageStage).mockReset();
  vi.mocked(lastDealCurrency).mockReset().mockResolvedValue('GBP');
  savesAsSent();
});

function renderControl(initial: StageFields = fresh) {
  render(<StageControl id="m1" initial={initial} />);
  return { user: userEvent.setup(), select: screen.getByRole('combobox', { name: 'Stage' }) };
}

describe('StageControl', () => {
  it('is a labelled select of the six stages, showing the stored one', () => {
    const { select } = renderControl({ ...fresh, stage: 'call' });
    expect(select).toHaveValue('call');
    expect([...(select as HTMLSelectElement).options].map((option) => option.text)).toEqual([
      'New',
      'Replied',
      'Call',
      'Proposal',
      'Won',
      'Lost',
    ]);
  });

  it('saves a move at once, says so, and Undo sends the values from before back', async () => {
    const before: StageFields = {
      ...fresh,
      stage: 'proposal',
      deal_value: 4800,
      deal_currency: 'EUR',
    };
    const { user, select } = renderControl(before);
    await user.selectOptions(select, 'won');
    expect(setMessageStage).toHaveBeenCalledWith('m1', { ...before, stage: 'won' });
    expect(await screen.findByText('Moved to Won.')).toBeInTheDocument();
    expect(select).toHaveValue('won');

    await user.click(screen.getByRole('button', { name: 'Undo' }));
    expect(setMessageStage).toHaveBeenLastCalledWith('m1', before);
    expect(await screen.findByText('Back to Proposal.')).toBeInTheDocument();
    expect(select).toHaveValue('proposal');
    expect(screen.queryByRole('button', { name: 'Undo' })).not.toBeInTheDocument();
  });

  it('is reached with Tab, and so is Undo, which Enter presses', async () => {
    // A native select: the browser gives it its keys; jsdom cannot, so the choice is made here.
    const { user, select } = renderControl();
    await user.tab();
    expect(select).toHaveFocus();
    await user.selectOptions(select, 'call');
    await screen.findByText('Moved to Call.');
    await user.tab();
    expect(screen.getByRole('button', { name: 'Undo' })).toHaveFocus();
    await user.keyboard('{Enter}');
    expect(await screen.findByText('Back to New.')).toBeInTheDocument();
    expect(setMessageStage).toHaveBeenLastCalledWith('m1', fresh);
  });

  it('keeps the stored stage and says why when the save fails', async () => {
    vi.mocked(setMessageStage).mockRejectedValue(new AdminError('Failed to update message status'));
    const { user, select } = renderControl();
    await user.selectOptions(select, 'call');
    expect(await screen.findByText('Failed to update message status')).toBeInTheDocument();
    expect(select).toHaveValue('new');
    expect(screen.queryByRole('button', { name: 'Undo' })).not.toBeInTheDocument();
  });

  it('asks why a lost lead was lost, with a note, and saves them together', async () => {
    const { user, select } = renderControl();
    await user.selectOptions(select, 'lost');
    await screen.findByText('Moved to Lost.');
    await user.selectOptions(
      screen.getByRole('combobox', { name: 'Lost because' }),
      'too_expensive',
    );
    await user.type(screen.getByRole('textbox', { name: 'Note' }), '  Budget was 2k ');
    await user.click(screen.getByRole('button', { name: 'Save details' }));
    expect(setMessageStage).toHaveBeenLastCalledWith('m1', {
      ...fresh,
      stage: 'lost',
      lost_reason: 'too_expensive',
      stage_note: 'Budget was 2k',
    });
    expect(await screen.findByText('Details saved.')).toBeInTheDocument();
    expect(screen.queryByRole('textbox', { name: 'Value' })).not.toBeInTheDocument();
  });

  it('takes a proposal’s value in the currency the owner used last', async () => {
    const { user, select } = renderControl();
    await user.selectOptions(select, 'proposal');
    const currency = screen.getByRole('textbox', { name: 'Currency' });
    await waitFor(() => expect(currency).toHaveValue('GBP'));
    await user.type(screen.getByRole('textbox', { name: 'Value' }), '4,800.50');
    await user.click(screen.getByRole('button', { name: 'Save details' }));
    expect(setMessageStage).toHaveBeenLastCalledWith('m1', {
      ...fresh,
      stage: 'proposal',
      deal_value: 4800.5,
      deal_currency: 'GBP',
    });
  });

  it('refuses a value or a currency the database would, saying which', async () => {
    const { user } = renderControl({ ...fresh, stage: 'won' });
    const value = screen.getByRole('textbox', { name: 'Value' });
    await user.type(value, '-5');
    await user.click(screen.getByRole('button', { name: 'Save details' }));
    expect(screen.getByRole('alert')).toHaveTextContent('Enter a value from 0 to 10,000,000.');
    expect(value).toHaveAttribute('aria-invalid', 'true');
    await user.clear(value);
    await user.type(value, '100');
    const currency = screen.getByRole('textbox', { name: 'Currency' });
    await waitFor(() => expect(currency).toHaveValue('GBP'));
    await user.clear(currency);
    await user.type(currency, 'E1');
    await user.click(screen.getByRole('button', { name: 'Save details' }));
    expect(screen.getByRole('alert')).toHaveTextContent('three-letter currency code');
    expect(setMessageStage).not.toHaveBeenCalled();
  });

  it('shows a new lead as replied once a reply was sent from the card, as the database has it', () => {
    const { rerender } = render(<StageControl id="m1" initial={fresh} />);
    expect(screen.getByRole('combobox', { name: 'Stage' })).toHaveValue('new');
    rerender(<StageControl id="m1" initial={fresh} replied />);
    expect(screen.getByRole('combobox', { name: 'Stage' })).toHaveValue('replied');
    expect(setMessageStage).not.toHaveBeenCalled();
  });

  it('shows whatever a row holds as text, never breaking', async () => {
    // The last currency never comes: the property looks at what is stored.
    vi.mocked(lastDealCurrency).mockReturnValue(new Promise(() => undefined));
    await fc.assert(
      fc.asyncProperty(hostileStage, async (stored) => {
        cleanup();
        const { select } = renderControl(stored);
        expect(select).toHaveValue(stored.stage);
        expect(document.querySelector('img')).toBeNull();
      }),
      { numRuns: 40 },
    );
  });
});
