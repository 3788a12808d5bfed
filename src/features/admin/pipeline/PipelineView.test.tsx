import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { act, render, screen, within } from '../../../test/render';
import { AdminError } from '../api/errors';
import { getPipeline } from '../api/get-pipeline';
import { getPipelineLeads, type PipelineLead } from '../api/get-pipeline-leads';
import PipelineView from './PipelineView';

vi.mock('../api/get-pipeline', () => ({ getPipeline: vi.fn() }));
vi.mock('../api/get-pipeline-leads', () => ({ getPipelineLeads: vi.fn() }));

const NOW = Date.parse('2026-11-29T12:00:00Z');

const lead = (fields: Partial<PipelineLead> & Pick<PipelineLead, 'id' | 'name'>): PipelineLead => ({
  stage: 'new',
  subject: 'A new website',
  created_at: '2026-11-26T10:00:00Z',
  stage_changed_at: null,
  deal_value: null,
  deal_currency: null,
  source: 'form',
  brief_service: null,
  ...fields,
});

beforeEach(() => {
  vi.useFakeTimers({ now: NOW, toFake: ['Date'] });
  vi.mocked(getPipeline)
    .mockReset()
    .mockResolvedValue([
      { stage: 'new', leads: 7, totals: [] },
      {
        stage: 'proposal',
        leads: 2,
        totals: [
          { currency: 'EUR', total: 5800.5 },
          { currency: 'USD', total: 300 },
        ],
      },
    ]);
  vi.mocked(getPipelineLeads)
    .mockReset()
    .mockResolvedValue([
      lead({ id: 'a', name: 'Ana Costa', created_at: '2026-09-01T10:00:00Z' }),
      lead({ id: 'b', name: 'Björn Berg', subject: '' }),
      lead({
        id: 'c',
        name: 'Chloé Martin',
        stage: 'proposal',
        subject: 'Shop redesign',
        created_at: '2026-11-29T08:00:00Z',
        deal_value: 5800.5,
        deal_currency: 'EUR',
      }),
      lead({
        id: 'd',
        name: 'Dana Li',
        stage: 'proposal',
        created_at: '2026-11-28T08:00:00Z',
        deal_value: 300,
        deal_currency: 'USD',
      }),
    ]);
});

function renderView(at = '/admin?view=pipeline') {
  const router = createMemoryRouter(
    [{ path: '/admin', element: <PipelineView onLogout={vi.fn().mockResolvedValue(undefined)} /> }],
    { initialEntries: [at] },
  );
  render(<RouterProvider router={router} />);
  return router;
}

const stage = (name: string) => screen.findByRole('region', { name });

describe('PipelineView', () => {
  it('shows a column per stage in their order, each with its count', async () => {
    renderView();
    expect(screen.getByRole('status', { name: 'Loading the pipeline' })).toBeInTheDocument();
    await stage('New');
    expect(screen.getAllByRole('heading', { level: 2 }).map((h) => h.textContent)).toEqual([
      'New',
      'Replied',
      'Call',
      'Proposal',
      'Won',
      'Lost',
    ]);
    expect(screen.getByRole('region', { name: 'New' })).toHaveAccessibleDescription('7 leads');
    expect(screen.getByRole('region', { name: 'Call' })).toHaveAccessibleDescription('0 leads');
    expect(screen.getByText('9 leads in the inbox · the oldest first at each stage')).toBeVisible();
    expect(
      within(screen.getByRole('region', { name: 'Won' })).getByText('No leads here.'),
    ).toBeVisible();
  });

  it('sums each currency on its own, and shows the oldest leads first with their age and value', async () => {
    renderView();
    const proposal = await stage('Proposal');
    expect(
      within(within(proposal).getByRole('list', { name: 'Proposal: value per currency' }))
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['€5,800.50', '$300.00']);
    const cards = within(proposal).getByRole('list', { name: 'Oldest leads in Proposal' });
    expect(
      within(cards)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['Chloé MartinShop redesigntoday€5,800.50', 'Dana LiA new websiteyesterday$300.00']);
    const news = within(await stage('New')).getAllByRole('link');
    expect(news.map((link) => link.textContent)).toEqual([
      'Ana CostaA new website2 months ago',
      'Björn Berg(no subject)3 days ago',
      '5 more',
    ]);
  });

  it('opens a lead in the inbox on its stage, searched for its name, and the rest of a stage', async () => {
    const router = renderView();
    const user = userEvent.setup();
    const proposal = await stage('Proposal');
    await user.click(within(proposal).getByRole('link', { name: /Chloé Martin/ }));
    expect(router.state.location.search).toBe('?stage=proposal&q=Chlo%C3%A9+Martin');

    await act(() => router.navigate('/admin?view=pipeline'));
    const more = within(await stage('New')).getByRole('link', {
      name: '5 more in New, in the inbox',
    });
    await user.click(more);
    expect(router.state.location.search).toBe('?stage=new');
  });

  it('says when the pipeline could not load, and loads it again on Try again', async () => {
    vi.mocked(getPipelineLeads).mockRejectedValueOnce(new AdminError('Failed to load messages'));
    renderView();
    const user = userEvent.setup();
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Failed to load messages');
    await user.click(within(alert).getByRole('button', { name: 'Try again' }));
    expect(await stage('Proposal')).toBeInTheDocument();
    expect(getPipeline).toHaveBeenCalledTimes(2);
  });
});
