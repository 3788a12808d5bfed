import { render } from '../../../test/render';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { weekInsights } from '../test/insights';
import { DailyChart } from './DailyChart';
import { chartAxes, documentDirection } from './direction';

/**
 * jsdom lays nothing out: the chart is given a 600 × 240 box to draw in, as a browser would
 * measure its container, and its labels a width by their length.
 */
beforeEach(() => {
  vi.stubGlobal(
    'ResizeObserver',
    class {
      observe() {}
      unobserve() {}
      disconnect() {}
    },
  );
  // Recharts measures its box, and each label's text (in a span, about 7 px a character).
  vi.spyOn(HTMLElement.prototype, 'getBoundingClientRect').mockImplementation(function (
    this: HTMLElement,
  ) {
    const text = this.tagName === 'SPAN';
    const width = text ? (this.textContent?.length ?? 0) * 7 : 600;
    const height = text ? 14 : 240;
    return {
      width,
      height,
      top: 0,
      left: 0,
      right: width,
      bottom: height,
      x: 0,
      y: 0,
      toJSON: () => ({}),
    };
  });
  return () => {
    vi.unstubAllGlobals();
    document.documentElement.removeAttribute('dir');
  };
});

/** The day axis's labels, from the left of the chart to its right, with where they stand. */
function dayTicks(container: HTMLElement) {
  return [...container.querySelectorAll('.recharts-xAxis-tick-labels text')]
    .map((label) => ({ text: label.textContent, x: Number(label.getAttribute('x')) }))
    .sort((a, b) => a.x - b.x);
}

/** Where the counts' axis stands: its labels' x. */
const countsAxisX = (container: HTMLElement) =>
  Number(container.querySelector('.recharts-yAxis-tick-labels text')?.getAttribute('x'));

describe('DailyChart', () => {
  it('runs time left to right in a left-to-right page, counts on the left', () => {
    const { container } = render(
      <DailyChart daily={weekInsights.daily} direction="ltr" label="Chart" />,
    );
    const ticks = dayTicks(container);
    expect(ticks.length).toBeGreaterThan(1);
    expect(ticks[0]?.text).toBe('Nov 20');
    expect(ticks.at(-1)?.text).toBe('Nov 26');
    expect(countsAxisX(container)).toBeLessThan(ticks[0]!.x);
  });

  it('mirrors the day axis in a right-to-left page: first day on the right, counts on the right', () => {
    const { container } = render(
      <DailyChart daily={weekInsights.daily} direction="rtl" label="Chart" />,
    );
    const ticks = dayTicks(container);
    expect(ticks[0]?.text).toBe('Nov 26');
    expect(ticks.at(-1)?.text).toBe('Nov 20');
    expect(countsAxisX(container)).toBeGreaterThan(ticks.at(-1)!.x);
  });
});

describe('the chart’s direction', () => {
  it('follows the document: reversed days and counts on the right when it is rtl', () => {
    expect(documentDirection()).toBe('ltr');
    expect(chartAxes(documentDirection())).toEqual({ reversed: false, countsSide: 'left' });
    document.documentElement.dir = 'rtl';
    expect(documentDirection()).toBe('rtl');
    expect(chartAxes(documentDirection())).toEqual({ reversed: true, countsSide: 'right' });
  });
});
