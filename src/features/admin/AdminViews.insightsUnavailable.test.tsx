import { render, screen } from '../../test/render';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router-dom';
import { beforeEach, expect, it, vi } from 'vitest';
import { AdminViews } from './AdminViews';
import { getInsights } from './api/get-insights';
import { weekInsights } from './test/insights';

const insightsLoads = vi.hoisted(() => ({ count: 0 }));

// The Insights view's code fails to download once (the connection dropped), then arrives.
vi.mock('./insights/InsightsView', async (importOriginal) => {
  insightsLoads.count += 1;
  if (insightsLoads.count === 1) {
    throw new TypeError('Failed to fetch dynamically imported module');
  }
  return importOriginal();
});
vi.mock('./inbox/Inbox', () => ({ Inbox: () => null }));
vi.mock('./api/get-insights', () => ({ getInsights: vi.fn() }));

beforeEach(() => {
  vi.mocked(getInsights).mockResolvedValue(weekInsights);
  // React reports the error the boundary caught; here it is expected.
  vi.mocked(console.error).mockImplementation(() => {});
});

it('says Insights could not load, keeps the view switch, and loads it on "Try again"', async () => {
  const user = userEvent.setup();
  render(
    <MemoryRouter initialEntries={['/admin?view=insights']}>
      <AdminViews onLogout={vi.fn()} />
    </MemoryRouter>,
  );

  const alert = await screen.findByRole('alert');
  expect(alert).toHaveTextContent('The insights could not load.');
  expect(alert).not.toHaveTextContent(/TypeError|dynamically imported module/);
  expect(screen.getByRole('link', { name: 'Messages' })).toBeInTheDocument();

  await user.click(screen.getByRole('button', { name: 'Try again' }));

  expect(await screen.findByRole('heading', { level: 1, name: 'Insights' })).toBeInTheDocument();
  await screen.findByRole('table', { name: 'Top sources by visitors' });
  expect(insightsLoads.count).toBe(2);
});
