import { act, render, screen, within } from '../../test/render';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { AdminViews } from './AdminViews';
import { getInsights } from './api/get-insights';
import { getPipeline } from './api/get-pipeline';
import { getPipelineLeads } from './api/get-pipeline-leads';
import { weekInsights } from './test/insights';

// The inbox has its own tests; here it is a heading, so only the switch between views is tested.
vi.mock('./inbox/Inbox', () => ({ Inbox: () => <h1>Contact Messages</h1> }));
vi.mock('./api/get-insights', () => ({ getInsights: vi.fn() }));
vi.mock('./api/get-pipeline', () => ({ getPipeline: vi.fn() }));
vi.mock('./api/get-pipeline-leads', () => ({ getPipelineLeads: vi.fn() }));

beforeEach(() => {
  vi.mocked(getInsights).mockReset().mockResolvedValue(weekInsights);
  vi.mocked(getPipeline)
    .mockReset()
    .mockResolvedValue([{ stage: 'won', leads: 1, totals: [] }]);
  vi.mocked(getPipelineLeads).mockReset().mockResolvedValue([]);
});

function renderViews(at = '/admin') {
  const router = createMemoryRouter(
    [{ path: '/admin', element: <AdminViews onLogout={vi.fn().mockResolvedValue(undefined)} /> }],
    { initialEntries: [at] },
  );
  render(<RouterProvider router={router} />);
  return { user: userEvent.setup(), router };
}

const viewLink = (name: string) =>
  within(screen.getByRole('navigation', { name: 'Views' })).getByRole('link', { name });

describe('AdminViews', () => {
  it('opens on the messages, and Insights only when the address names it', async () => {
    const { user, router } = renderViews();
    expect(screen.getByRole('heading', { level: 1, name: 'Contact Messages' })).toBeInTheDocument();
    expect(viewLink('Messages')).toHaveAttribute('aria-current', 'page');
    expect(getInsights).not.toHaveBeenCalled();

    await user.click(viewLink('Insights'));
    expect(router.state.location.search).toBe('?view=insights');
    expect(await screen.findByRole('heading', { level: 1, name: 'Insights' })).toBeInTheDocument();
    expect(viewLink('Insights')).toHaveAttribute('aria-current', 'page');
    expect(viewLink('Messages')).not.toHaveAttribute('aria-current');
    await screen.findByRole('table', { name: 'Top sources by visitors' });
  });

  it('goes Back from Insights to the messages', async () => {
    const { user, router } = renderViews();
    await user.click(viewLink('Insights'));
    await screen.findByRole('table', { name: 'Top sources by visitors' });

    await act(() => router.navigate(-1));
    expect(router.state.location.search).toBe('');
    expect(screen.getByRole('heading', { level: 1, name: 'Contact Messages' })).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Insights' })).not.toBeInTheDocument();
  });

  it('opens Insights straight from the address, on its period', async () => {
    renderViews('/admin?view=insights&days=7');
    expect(await screen.findByRole('heading', { level: 1, name: 'Insights' })).toBeInTheDocument();
    // The figures arrive, and they were asked for the address's period (the heading can show
    // before the effect that asks for them has run).
    await screen.findByRole('table', { name: 'Top sources by visitors' });
    expect(getInsights).toHaveBeenCalledWith(7);
  });

  it('opens the Pipeline from the switch, its stages loaded only then', async () => {
    const { user, router } = renderViews();
    expect(getPipeline).not.toHaveBeenCalled();
    await user.click(viewLink('Pipeline'));
    expect(router.state.location.search).toBe('?view=pipeline');
    expect(await screen.findByRole('heading', { level: 1, name: 'Pipeline' })).toBeInTheDocument();
    expect(viewLink('Pipeline')).toHaveAttribute('aria-current', 'page');
    expect(await screen.findByRole('region', { name: 'Won' })).toHaveAccessibleDescription(
      '1 lead',
    );
    expect(getPipelineLeads).toHaveBeenCalledTimes(1);
  });
});
