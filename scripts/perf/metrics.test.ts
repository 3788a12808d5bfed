// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { lhrFixture } from './lhr-fixture';
import { documentProtocol, documentTransferBytes, extractMetrics } from './metrics';

describe('extractMetrics', () => {
  it('reads the category scores as 0-100 and the metrics in ms', () => {
    const metrics = extractMetrics(lhrFixture());
    expect(metrics).toMatchObject({
      performance: 78,
      accessibility: 96,
      bestPractices: 100,
      seo: 92,
      fcpMs: 831,
      lcpMs: 1206,
      tbtMs: 991,
      cls: 0.0143,
      speedIndexMs: 1924,
      ttiMs: 3187,
    });
  });

  it('reads total and JavaScript transfer bytes from the resource summary', () => {
    const metrics = extractMetrics(lhrFixture());
    expect(metrics.totalTransferBytes).toBe(255_926);
    expect(metrics.jsTransferBytes).toBe(90_368);
  });

  it('falls back to summing the network requests', () => {
    const metrics = extractMetrics(lhrFixture({ 'resource-summary': { details: undefined } }));
    expect(metrics.totalTransferBytes).toBe(10_362 + 82_490 + 7251 + 300 + 16_532);
    expect(metrics.jsTransferBytes).toBe(82_490 + 7251);
  });

  it('lists the scripts requested on load, leaving out failed requests', () => {
    expect(extractMetrics(lhrFixture()).scripts).toEqual([
      { url: 'http://127.0.0.1:4000/assets/index-abc.js', transferBytes: 82_490 },
      { url: 'http://127.0.0.1:4000/assets/config-def.js', transferBytes: 7251 },
    ]);
  });

  it('reads the long tasks, longest first, and the DOM size', () => {
    const metrics = extractMetrics(lhrFixture());
    expect(metrics.longTasks).toEqual([
      { url: 'http://127.0.0.1:4000/', startMs: 809.7, durationMs: 266, work: [] },
      {
        url: 'http://127.0.0.1:4000/assets/index-abc.js',
        startMs: 2510.9,
        durationMs: 110,
        work: [],
      },
      { url: 'Unattributable', startMs: 607.7, durationMs: 50, work: [] },
    ]);
    // The unattributed task before the page's own, and before the first paint, is the browser's.
    expect(metrics).toMatchObject({
      longestTaskMs: 266,
      longTaskCount: 2,
      navigationTaskMs: 50,
      domElements: 1192,
    });
  });

  it('counts every long task from the debug data, not only the 20 the table shows', () => {
    const urls = ['http://127.0.0.1:4000/'];
    const tasks = Array.from({ length: 25 }, (_, i) => ({
      urlIndex: 0,
      startTime: 100 * i,
      duration: 51 + i,
    }));
    const lhr = lhrFixture({
      'long-tasks': {
        details: { type: 'table', items: tasks.slice(0, 20), debugData: { urls, tasks } },
      },
    });
    const metrics = extractMetrics(lhr);
    expect(metrics).toMatchObject({ longestTaskMs: 75, longTaskCount: 25 });
  });

  it('takes a failed long-tasks audit as an error', () => {
    const failed = lhrFixture({ 'long-tasks': { scoreDisplayMode: 'error', details: undefined } });
    expect(() => extractMetrics(failed)).toThrow(/"long-tasks" is in error/);
  });

  it('says which audit is missing instead of reporting NaN', () => {
    const lhr = lhrFixture({
      'largest-contentful-paint': { numericValue: undefined, scoreDisplayMode: 'error' },
    });
    expect(() => extractMetrics(lhr)).toThrow(/"largest-contentful-paint" has no numeric value/);
    const noScore = lhrFixture();
    noScore.categories.seo = { title: 'SEO', score: null, auditRefs: [] };
    expect(() => extractMetrics(noScore)).toThrow(/no score for the "seo" category/);
  });
});

describe('documentProtocol', () => {
  it("names the protocol the page's own document came over", () => {
    expect(documentProtocol(lhrFixture())).toBe('h2');
  });

  it('says unknown when the network requests do not tell', () => {
    expect(documentProtocol(lhrFixture({ 'network-requests': { details: undefined } }))).toBe(
      'unknown',
    );
  });
});

describe('documentTransferBytes', () => {
  it("reads the page's own document's bytes on the wire", () => {
    expect(documentTransferBytes(lhrFixture())).toBe(10_362);
  });

  it('is undefined when the network requests do not tell', () => {
    expect(
      documentTransferBytes(lhrFixture({ 'network-requests': { details: undefined } })),
    ).toBeUndefined();
  });
});
