import fc from 'fast-check';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import {
  hostileInsightsLists,
  hostileLeadInsights,
} from '../../../../supabase/functions/_test/hostile';
import { ErrorBoundary } from '../../../components/ErrorBoundary';
import { adminTexts } from '../../../content/admin';
import { fireEvent, render, screen, within } from '../../../test/render';
import { getInsights } from '../api/get-insights';
import { LEAD_DIMENSIONS, type SiteInsights } from '../api/types';
import { weekInsights } from '../test/insights';
import InsightsView from './InsightsView';
import { InsightsReport } from './InsightsReport';
import type * as RankedRowsModule from './rankedRows';
import { withoutReordering } from '../../../shared/visitorText';
import { splitLabel } from './clientRows';

vi.mock('../api/get-insights', () => ({ getInsights: vi.fn() }));
// The chart draws the days' counts, which no visitor writes, and takes most of a render's time:
// it stands aside, so the properties below can try many lists.
vi.mock('./DailyChart', () => ({ DailyChart: () => null }));

/** Whether a test makes the language rows fail to build. */
const failing = vi.hoisted(() => ({ languages: false }));
vi.mock('./rankedRows', async (importOriginal) => {
  const real = await importOriginal<typeof RankedRowsModule>();
  return {
    ...real,
    languageRows: (...args: Parameters<typeof real.languageRows>) => {
      if (failing.languages) throw new RangeError('invalid_argument');
      return real.languageRows(...args);
    },
  };
});

beforeEach(() => {
  failing.languages = false;
});

const PUBLISHED = ['en', 'fr', 'ar'];
const texts = adminTexts.insights;
const languageNames = new Intl.DisplayNames(['en'], { type: 'language', fallback: 'code' });
const regionNames = new Intl.DisplayNames(['en'], { type: 'region', fallback: 'code' });

/** Intl's name for a code, or the code where Intl refuses it (or has none for it). */
function shownName(names: Intl.DisplayNames, code: string): string {
  const stored = withoutReordering(code);
  try {
    return code.trim() === '' ? stored : (names.of(code) ?? stored);
  } catch {
    return stored;
  }
}

/**
 * The row names of the table with this caption, as each row's tooltip gives them in full; none
 * when there is no such table (an empty list says so instead).
 */
function labelsOf(container: HTMLElement, caption: string): (string | null)[] {
  const table = [...container.querySelectorAll('caption')].find(
    (element) => element.textContent === caption,
  )?.parentElement;
  return [...(table?.querySelectorAll('tbody th span[title]') ?? [])].map((span) =>
    span.getAttribute('title'),
  );
}

/** The report inside the boundary that stands for the admin page's own. */
function renderReport(insights: SiteInsights) {
  return render(
    <ErrorBoundary fallback={() => <p>{adminTexts.pageUnavailable}</p>}>
      <InsightsReport insights={insights} languages={PUBLISHED} />
    </ErrorBoundary>,
  );
}

describe('InsightsReport with whatever visitors’ browsers sent', () => {
  it('shows every panel as usual, each value named or as stored', () => {
    fc.assert(
      fc.property(hostileInsightsLists, (lists) => {
        const view = renderReport({ ...weekInsights, ...lists });
        try {
          const text = view.container.textContent ?? '';
          expect(text).not.toContain(adminTexts.pageUnavailable);
          expect(text).not.toContain(texts.unshown);

          const { container } = view;
          expect(labelsOf(container, texts.lists.referrers.caption)).toEqual(
            lists.referrers.map(({ value }) => withoutReordering(value ?? texts.direct)),
          );
          expect(labelsOf(container, texts.lists.pages.caption)).toEqual(
            lists.pages.map(({ value }) => withoutReordering(value)),
          );
          const counted = lists.languages.map(({ value }) => value);
          expect(labelsOf(container, texts.lists.languages.caption)).toEqual(
            [...counted, ...PUBLISHED.filter((code) => !counted.includes(code))].map((code) =>
              shownName(languageNames, code),
            ),
          );
          if (lists.countries.length > 0) {
            expect(labelsOf(container, texts.lists.countries.caption)).toEqual(
              lists.countries.map(({ value }) => shownName(regionNames, value)),
            );
          }
          expect(labelsOf(container, texts.lists.projects.caption)).toHaveLength(
            lists.leadProjects.length,
          );
          expect(labelsOf(container, texts.lists.services.caption)).toHaveLength(
            lists.leadServices.length,
          );
        } finally {
          view.unmount();
        }
      }),
      { numRuns: 50 },
    );
  }, 30_000);

  it('shows what brings clients split every way, each value named or as stored', () => {
    fc.assert(
      fc.property(hostileLeadInsights, (clients) => {
        const view = renderReport({ ...weekInsights, clients });
        try {
          const section = within(view.getByRole('region', { name: texts.clients.heading }));
          expect(view.container.textContent).not.toContain(texts.unshown);
          for (const dimension of LEAD_DIMENSIONS) {
            fireEvent.change(section.getByRole('combobox', { name: texts.clients.splitBy }), {
              target: { value: dimension },
            });
            const caption = texts.clients.caption(texts.clients.dimensions[dimension]);
            expect(labelsOf(view.container, caption)).toEqual(
              clients.split[dimension].map(({ value }) =>
                withoutReordering(splitLabel(dimension, value).label),
              ),
            );
          }
          expect(view.container.textContent).not.toContain(adminTexts.pageUnavailable);
        } finally {
          view.unmount();
        }
      }),
      { numRuns: 25 },
    );
  }, 60_000);

  it('shows a panel it cannot show as usual with its numbers as stored, and the others as usual', () => {
    // React reports each error a boundary caught; here it is the point.
    vi.mocked(console.error).mockImplementation(() => {});
    failing.languages = true;
    renderReport({
      ...weekInsights,
      languages: [
        { value: 'en', visitors: 7 },
        { value: 'en-a', visitors: 3 },
      ],
    });

    const panel = within(screen.getByRole('region', { name: texts.lists.languages.heading }));
    expect(panel.getByText(texts.unshown)).toBeInTheDocument();
    expect(panel.getAllByRole('listitem').map((item) => item.textContent)).toEqual([
      'en · 7',
      'en-a · 3',
    ]);
    expect(screen.getByRole('table', { name: texts.lists.referrers.caption })).toBeInTheDocument();
    expect(screen.getByRole('table', { name: texts.lists.pages.caption })).toBeInTheDocument();
    expect(screen.getAllByText(texts.unshown)).toHaveLength(1);
    expect(screen.queryByText(adminTexts.pageUnavailable)).not.toBeInTheDocument();
  });
});

describe('InsightsView with a language stored before the visit function checked it', () => {
  it('names the languages it can and shows en-a as it is', async () => {
    vi.mocked(getInsights).mockResolvedValue({
      ...weekInsights,
      days: 30,
      languages: [
        { value: 'en', visitors: 7 },
        { value: 'en-a', visitors: 3 },
        { value: 'en-12', visitors: 1 },
      ],
    });
    const router = createMemoryRouter(
      [{ path: '/admin', element: <InsightsView onLogout={vi.fn()} languages={PUBLISHED} /> }],
      { initialEntries: ['/admin?view=insights'] },
    );
    render(<RouterProvider router={router} />);

    const table = await screen.findByRole('table', { name: texts.lists.languages.caption });
    const rows = within(table)
      .getAllByRole('row')
      .slice(1)
      .map((row) => [...row.querySelectorAll('th, td')].map((cell) => cell.textContent));
    expect(rows).toEqual([
      ['English', '7'],
      ['en-a', '3'],
      ['en-12', '1'],
      ['French', '0'],
      ['Arabic', '0'],
    ]);
    expect(screen.queryByText(texts.unshown)).not.toBeInTheDocument();
  });
});
