// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { beaconFigures } from './beacon';
import type { AuditLike, LhrLike } from './metrics';

const ORIGIN = 'http://127.0.0.1:4000';
const BACKEND = 'http://127.0.0.1:54321';

/** A run whose navigation started at 1,000,000 µs and whose requests are timed from 1,000,500 µs. */
function run(requests: { url: string; start: number; status?: number }[], lcpMs = 300): LhrLike {
  const audit = (id: string, details: unknown): AuditLike => ({
    id,
    title: id,
    score: null,
    scoreDisplayMode: 'informative',
    details,
  });
  return {
    finalDisplayedUrl: `${ORIGIN}/`,
    categories: {},
    audits: {
      metrics: audit('metrics', {
        type: 'debugdata',
        items: [{ observedNavigationStartTs: 1_000_000, observedLargestContentfulPaint: lcpMs }],
      }),
      'network-requests': audit('network-requests', {
        type: 'table',
        debugData: { type: 'debugdata', networkStartTimeTs: 1_000_500 },
        items: requests.map(({ url, start, status = 200 }) => ({
          url,
          rendererStartTime: start,
          statusCode: status,
        })),
      }),
    },
  };
}

const sizes = new Map([['/assets/beacon-Ab1_x.js', 530]]);

describe('beaconFigures', () => {
  it('finds the beacon script and its visit, timed from the navigation start', () => {
    const figures = beaconFigures(
      run([
        { url: `${ORIGIN}/`, start: 0 },
        { url: `${ORIGIN}/assets/boot-1.js`, start: 120 },
        { url: `${ORIGIN}/assets/beacon-Ab1_x.js`, start: 900 },
        { url: `${BACKEND}/functions/v1/visit`, start: 910, status: 204 },
      ]),
      sizes,
    );
    expect(figures.scripts).toEqual([
      { url: `${ORIGIN}/assets/beacon-Ab1_x.js`, startMs: 900.5, statusCode: 200, gzipBytes: 530 },
    ]);
    expect(figures.visits).toEqual([
      { url: `${BACKEND}/functions/v1/visit`, startMs: 910.5, statusCode: 204 },
    ]);
    expect(figures.gzipBytes).toBe(530);
    expect(figures.lcpMs).toBe(300);
    expect(figures.afterLargestPaint).toBe(true);
  });

  it('says so when the beacon started before the largest paint', () => {
    const figures = beaconFigures(
      run([{ url: `${ORIGIN}/assets/beacon-Ab1_x.js`, start: 100 }], 300),
      sizes,
    );
    expect(figures.afterLargestPaint).toBe(false);
  });

  it('reports nothing for a page that sent no beacon', () => {
    const figures = beaconFigures(run([{ url: `${ORIGIN}/`, start: 0 }]), sizes);
    expect(figures).toMatchObject({ scripts: [], visits: [], gzipBytes: 0 });
  });
});
