import { act, render, screen, waitFor, within } from '../../../test/render';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { projects } from '../../../content';
import { IGNORE_THIS_BROWSER_KEY } from '../../../lib/visits/beacon';
import { AdminError } from '../api/errors';
import { getInsights } from '../api/get-insights';
import type { SiteInsights } from '../api/types';
import { emptyInsights, weekInsights } from '../test/insights';
import InsightsView from './InsightsView';

vi.mock('../api/get-insights', () => ({ getInsights: vi.fn() }));

/** The fixture's week, as the database would answer it for `days`. */
const answerFor = (days: number): SiteInsights => ({ ...weekInsights, days: days as 7 });

beforeEach(() => {
  vi.mocked(getInsights)
    .mockReset()
    .mockImplementation(async (days) => answerFor(days));
});

afterEach(() => {
  localStorage.clear();
});

/** Renders the view at /admin in a memory router, so tests can read and move the address. */
function renderView(at = '/admin?view=insights') {
  const onLogout = vi.fn().mockResolvedValue(undefined);
  const router = createMemoryRouter(
    [
      {
        path: '/admin',
        element: <InsightsView onLogout={onLogout} languages={['en', 'fr', 'ar']} />,
      },
    ],
    { initialEntries: [at] },
  );
  const user = userEvent.setup();
  render(<RouterProvider router={router} />);
  return { user, router, onLogout };
}

/** A table's rows, each as its cells' texts. */
const rowsOf = (table: HTMLElement) =>
  within(table)
    .getAllByRole('row')
    .map((row) => [...row.querySelectorAll('th, td')].map((cell) => cell.textContent));

/** Waits until the numbers are on the page. */
const loaded = () => screen.findByRole('table', { name: 'Top sources by visitors' });

const periodLink = (name: string) =>
  within(screen.getByRole('navigation', { name: 'Period' })).getByRole('link', { name });

describe('InsightsView', () => {
  it('shows a spinner while the numbers load, then the period, its totals and the chart', async () => {
    let answer!: (insights: SiteInsights) => void;
    vi.mocked(getInsights).mockReturnValue(new Promise((resolve) => (answer = resolve)));
    renderView();
    expect(screen.getByRole('heading', { level: 1, name: 'Insights' })).toHaveFocus();
    expect(screen.getByRole('status', { name: 'Loading the insights' })).toBeInTheDocument();
    expect(getInsights).toHaveBeenCalledWith(30);

    await act(async () => answer(answerFor(30)));
    expect(screen.queryByRole('status', { name: 'Loading the insights' })).not.toBeInTheDocument();
    expect(screen.getByText('Last 30 days: Nov 20 – 26, 2026 (UTC)')).toBeInTheDocument();
    const daily = screen.getByRole('region', { name: 'Visitors and page views per day' });
    const totals = within(daily)
      .getAllByRole('definition')
      .map((total) => total.textContent);
    expect(totals).toEqual(['12', '23']);
    expect(
      await within(daily).findByRole('img', {
        name: 'Chart of the last 30 days: 12 visitors, 23 page views. Show as table lists each day.',
      }),
    ).toBeInTheDocument();
  });

  it('lists every day’s numbers in a table behind Show as table', async () => {
    const { user } = renderView();
    const toggle = await screen.findByRole('button', { name: 'Show as table' });
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    expect(
      screen.queryByRole('table', { name: 'Visitors and page views per day, last 30 days' }),
    ).not.toBeInTheDocument();

    await user.click(toggle);
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    expect(toggle).toHaveAccessibleName('Hide table');
    const table = screen.getByRole('table', {
      name: 'Visitors and page views per day, last 30 days',
    });
    expect(rowsOf(table)).toEqual([
      ['Day', 'Visitors', 'Page views'],
      ['Fri, Nov 20, 2026', '1', '2'],
      ['Sat, Nov 21, 2026', '0', '0'],
      ['Sun, Nov 22, 2026', '4', '9'],
      ['Mon, Nov 23, 2026', '2', '3'],
      ['Tue, Nov 24, 2026', '0', '0'],
      ['Wed, Nov 25, 2026', '2', '5'],
      ['Thu, Nov 26, 2026', '3', '4'],
    ]);
  });

  it('shows the funnel with each step’s share of the step before and of visits', async () => {
    renderView();
    const table = await screen.findByRole('table', {
      name: 'Visitors at each step, and their share of the step before and of all visitors',
    });
    expect(rowsOf(table)).toEqual([
      ['Step', 'Visitors', 'Of previous', 'Of visits'],
      ['Visited the site', '12', '–not applicable', '100%'],
      ['Opened the chat', '3', '25%', '25%'],
      ['Sent a message', '2', '66.7%', '16.7%'],
      ['Got your reply', '1', '50%', '8.3%'],
      ['Became a client', '1', '100%', '8.3%'],
    ]);
    // The funnel ends in what the clients are worth.
    expect(screen.getByText('Won: €2,400.00')).toBeVisible();
  });

  it('shows what brings clients: each step, the won value, the median reply, split by source', async () => {
    const user = userEvent.setup();
    renderView();
    const section = await screen.findByRole('region', { name: 'What brings clients' });
    const figures = within(section)
      .getAllByRole('definition')
      .map((figure) => figure.textContent);
    expect(figures).toEqual([
      '2',
      '2, 100% of the step before100%',
      '1, 50% of the step before50%',
      '1, 100% of the step before100%',
      '1, 100% of the step before100%',
      '€2,400.00',
      '3 h',
    ]);
    const table = within(section).getByRole('table', {
      name: 'Leads by source: how many reached each step',
    });
    expect(rowsOf(table).map((row) => [row[0], row[1], row[5], row[6]])).toEqual([
      ['Source', 'Leads', 'Won', 'Won value'],
      ['Contact form', '1', '1, 100% of the step before100%', '€2,400.00'],
      ['Chat hand-over', '1', '0', '–not applicable'],
    ]);

    await user.selectOptions(
      within(section).getByRole('combobox', { name: 'Split by' }),
      'byReferrer',
    );
    const referrers = within(section).getByRole('table', {
      name: 'Leads by referrer: how many reached each step',
    });
    expect(rowsOf(referrers).map((row) => row[0])).toEqual(['Referrer', 'linkedin', 'Direct']);
    await user.selectOptions(
      within(section).getByRole('combobox', { name: 'Split by' }),
      'byEntryPage',
    );
    expect(within(section).getByRole('rowheader', { name: 'Not recorded' })).toBeVisible();
  });

  it('reads a step after a zero as not applicable, never as NaN or Infinity', async () => {
    vi.mocked(getInsights).mockResolvedValue({
      ...weekInsights,
      funnel: {
        ...weekInsights.funnel,
        visitors: 4,
        chatOpened: 0,
        messageSent: 1,
        replied: 0,
        won: 0,
      },
    });
    renderView();
    const table = await screen.findByRole('table', { name: /^Visitors at each step/ });
    expect(rowsOf(table).slice(1)).toEqual([
      ['Visited the site', '4', '–not applicable', '100%'],
      ['Opened the chat', '0', '0%', '0%'],
      ['Sent a message', '1', '–not applicable', '25%'],
      ['Got your reply', '0', '0%', '0%'],
      ['Became a client', '0', '–not applicable', '0%'],
    ]);
    expect(table).not.toHaveTextContent(/NaN|Infinity|∞/);
  });

  it('lists sources, languages, pages, countries, projects and services as tables', async () => {
    renderView();
    const table = async (name: string) => rowsOf(await screen.findByRole('table', { name }));
    expect(await table('Top sources by visitors')).toEqual([
      ['Source', 'Visitors'],
      ['Direct', '6'],
      ['google.com', '4'],
      ['linkedin', '2'],
    ]);
    expect(await table('Visitors by page language')).toEqual([
      ['Language', 'Visitors'],
      ['English', '7'],
      ['French', '5'],
      ['Arabic', '0'],
    ]);
    expect(await table('Top pages by visitors')).toEqual([
      ['Page', 'Visitors', 'Page views'],
      ['/', '7', '14'],
      ['/fr/', '5', '9'],
    ]);
    expect(await table('Top countries by visitors')).toEqual([
      ['Country', 'Visitors'],
      ['Portugal', '8'],
      ['France', '4'],
    ]);
    expect(await table('Messages whose sender had opened each project that day')).toEqual([
      ['Project', 'Messages'],
      [projects[0]!.title, '2'],
      ['retired-project', '1'],
    ]);
    expect(await table('Messages whose sender had chosen each service that day')).toEqual([
      ['Service', 'Messages'],
      ['Mobile app', '2'],
      ['a-new-service', '1'],
    ]);
  });

  it('leaves Countries out when the platform sent none, and says when a list is empty', async () => {
    vi.mocked(getInsights).mockResolvedValue({ ...weekInsights, countries: [], leadProjects: [] });
    renderView();
    await loaded();
    expect(screen.queryByRole('heading', { name: 'Countries' })).not.toBeInTheDocument();
    const projects = screen.getByRole('region', { name: 'Projects before a message' });
    expect(within(projects).queryByRole('table')).not.toBeInTheDocument();
    expect(within(projects).getByText('None in this period.')).toBeInTheDocument();
  });

  it('says no visits were counted yet instead of showing empty charts', async () => {
    vi.mocked(getInsights).mockResolvedValue(emptyInsights);
    renderView();
    expect(await screen.findByText('No visits counted yet.')).toBeInTheDocument();
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
    expect(screen.queryByRole('img')).not.toBeInTheDocument();
    expect(screen.getByRole('navigation', { name: 'Period' })).toBeInTheDocument();
  });

  it('shows the error with Try again, which loads the numbers again', async () => {
    vi.mocked(getInsights).mockRejectedValueOnce(
      new AdminError('Failed to load the insights', { cause: new Error('permission denied') }),
    );
    const { user } = renderView();
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Failed to load the insights');
    expect(alert).not.toHaveTextContent('permission denied');

    await user.click(within(alert).getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('table', { name: 'Top sources by visitors' })).toBeVisible();
    expect(getInsights).toHaveBeenCalledTimes(2);
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('keeps the period in the address, so Back returns to the one before', async () => {
    const { user, router } = renderView();
    await loaded();
    expect(periodLink('30 days')).toHaveAttribute('aria-current', 'true');

    await user.click(periodLink('7 days'));
    expect(router.state.location.search).toBe('?view=insights&days=7');
    expect(periodLink('7 days')).toHaveAttribute('aria-current', 'true');
    expect(periodLink('30 days')).not.toHaveAttribute('aria-current');
    expect(getInsights).toHaveBeenLastCalledWith(7);
    expect(await screen.findByText('Last 7 days: Nov 20 – 26, 2026 (UTC)')).toBeInTheDocument();

    await user.click(periodLink('90 days'));
    expect(router.state.location.search).toBe('?view=insights&days=90');
    expect(getInsights).toHaveBeenLastCalledWith(90);

    await act(() => router.navigate(-1));
    expect(router.state.location.search).toBe('?view=insights&days=7');
    expect(periodLink('7 days')).toHaveAttribute('aria-current', 'true');
    await waitFor(() => expect(getInsights).toHaveBeenLastCalledWith(7));
  });

  it('opens on the period the address names, and on 30 days for one it does not offer', async () => {
    renderView('/admin?view=insights&days=90');
    expect(getInsights).toHaveBeenLastCalledWith(90);
    expect(periodLink('90 days')).toHaveAttribute('aria-current', 'true');
    await loaded();
  });

  it('shows a period’s numbers only once they came, never a slower answer for another', async () => {
    const slow: { resolve?: (insights: SiteInsights) => void } = {};
    vi.mocked(getInsights).mockImplementation((days) =>
      days === 30
        ? new Promise((resolve) => (slow.resolve = resolve))
        : Promise.resolve(answerFor(days)),
    );
    const { user } = renderView();
    await user.click(periodLink('7 days'));
    expect(await screen.findByText('Last 7 days: Nov 20 – 26, 2026 (UTC)')).toBeInTheDocument();
    await act(async () => slow.resolve?.(answerFor(30)));
    expect(screen.getByText('Last 7 days: Nov 20 – 26, 2026 (UTC)')).toBeInTheDocument();
    expect(screen.queryByText(/^Last 30 days/)).not.toBeInTheDocument();
  });

  it('switches this browser out of the counts and back, in the mark the public page reads', async () => {
    const { user } = renderView();
    await loaded();
    const toggle = screen.getByRole('switch', { name: 'Don’t count this browser' });
    expect(toggle).toHaveAttribute('aria-checked', 'false');
    expect(toggle).toHaveAccessibleDescription(/never counted anyway/);

    await user.click(toggle);
    expect(toggle).toHaveAttribute('aria-checked', 'true');
    expect(localStorage.getItem(IGNORE_THIS_BROWSER_KEY)).toBe('1');

    await user.click(toggle);
    expect(toggle).toHaveAttribute('aria-checked', 'false');
    expect(localStorage.getItem(IGNORE_THIS_BROWSER_KEY)).toBeNull();
  });

  it('shows the switch on when this browser is already left out', async () => {
    localStorage.setItem(IGNORE_THIS_BROWSER_KEY, '1');
    renderView();
    await loaded();
    expect(screen.getByRole('switch', { name: 'Don’t count this browser' })).toHaveAttribute(
      'aria-checked',
      'true',
    );
  });

  it('keeps the switch off when the browser refuses storage', async () => {
    vi.spyOn(Storage.prototype, 'setItem').mockImplementation(() => {
      throw new DOMException('Quota exceeded', 'QuotaExceededError');
    });
    const { user } = renderView();
    await loaded();
    const toggle = screen.getByRole('switch', { name: 'Don’t count this browser' });
    await user.click(toggle);
    expect(toggle).toHaveAttribute('aria-checked', 'false');
  });

  it('logs out from Insights too', async () => {
    const { user, onLogout } = renderView();
    await loaded();
    await user.click(screen.getByRole('button', { name: 'Logout' }));
    expect(onLogout).toHaveBeenCalledTimes(1);
  });
});
