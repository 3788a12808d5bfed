// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { lhrFixture } from './lhr-fixture';
import { extractMetrics } from './metrics';

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
