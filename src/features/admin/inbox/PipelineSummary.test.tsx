import { beforeEach, describe, expect, it, vi } from 'vitest';
import { render, screen } from '../../../test/render';
import { getPipeline } from '../api/get-pipeline';
import { PipelineSummary } from './PipelineSummary';

vi.mock('../api/get-pipeline', () => ({ getPipeline: vi.fn() }));

beforeEach(() => {
  vi.mocked(getPipeline).mockReset();
});

describe('PipelineSummary', () => {
  it('names each stage with its count and what it is worth per currency', async () => {
    vi.mocked(getPipeline).mockResolvedValue([
      { stage: 'new', leads: 2, totals: [] },
      { stage: 'proposal', leads: 1, totals: [{ currency: 'GBP', total: 2000 }] },
      {
        stage: 'won',
        leads: 3,
        totals: [
          { currency: 'EUR', total: 5800.5 },
          { currency: 'USD', total: 300 },
        ],
      },
    ]);
    render(<PipelineSummary version={0} />);
    const pipeline = await screen.findByRole('region', { name: 'Pipeline' });
    expect([...pipeline.querySelectorAll('li')].map((item) => item.textContent)).toEqual([
      'New: 2 leads',
      'Proposal: 1 lead, £2,000.00',
      'Won: 3 leads, €5,800.50, $300.00',
    ]);
  });

  it('counts again when a lead moved', async () => {
    vi.mocked(getPipeline).mockResolvedValue([{ stage: 'won', leads: 1, totals: [] }]);
    const { rerender } = render(<PipelineSummary version={0} />);
    await screen.findByText('Won');
    vi.mocked(getPipeline).mockResolvedValue([{ stage: 'won', leads: 2, totals: [] }]);
    rerender(<PipelineSummary version={1} />);
    expect(await screen.findByText(/2 leads/)).toBeInTheDocument();
    expect(getPipeline).toHaveBeenCalledTimes(2);
  });

  it('shows a stage or a currency it does not know as stored, and nothing when it fails', async () => {
    vi.mocked(getPipeline).mockResolvedValue([
      { stage: '\u202enegotiation', leads: 1, totals: [{ currency: 'X\u202eY', total: 5 }] },
    ]);
    const { unmount } = render(<PipelineSummary version={0} />);
    const item = await screen.findByRole('listitem');
    expect(item.textContent).toBe('negotiation: 1 lead, 5 XY');
    unmount();

    vi.mocked(getPipeline).mockRejectedValue(new Error('Failed to load messages'));
    render(<PipelineSummary version={0} />);
    await vi.waitFor(() => expect(getPipeline).toHaveBeenCalled());
    expect(screen.queryByRole('region', { name: 'Pipeline' })).not.toBeInTheDocument();
  });
});
