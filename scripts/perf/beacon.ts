/**
 * The visit beacon as Lighthouse saw it load (src/lib/visits): its script, the POST it sent to the
 * visit function, and when both started against the page's largest paint (observed times of the
 * same run, not the simulated ones). It may add at most 1 KB to the first view and nothing
 * before the largest paint.
 */
import { detailItems, type LhrLike } from './metrics';

/** The beacon's chunk, as Rolldown names it after src/lib/visits/beacon.ts. */
const BEACON_SCRIPT = /\/assets\/beacon-[\w-]+\.js$/;
const VISIT_FUNCTION = /\/functions\/v1\/visit$/;

export interface BeaconRequest {
  url: string;
  /** When the request started, in ms after the navigation started. */
  startMs: number;
  statusCode: number;
}

export interface BeaconFigures {
  /** The beacon's script(s) the page loaded; none when the page never tracked anything. */
  scripts: (BeaconRequest & { gzipBytes: number })[];
  /** The visits it sent to the visit function. */
  visits: BeaconRequest[];
  /** Gzip bytes of its scripts. */
  gzipBytes: number;
  /** The observed largest contentful paint of the run, in ms after the navigation started. */
  lcpMs: number;
  /** Whether every beacon request started after the largest paint. */
  afterLargestPaint: boolean;
}

function observedMetrics(lhr: LhrLike): Record<string, unknown> {
  return detailItems(lhr.audits.metrics)[0] ?? {};
}

/**
 * @param gzipByPath gzip sizes of built files, keyed by URL path (`/assets/beacon-abc.js`).
 */
export function beaconFigures(
  lhr: LhrLike,
  gzipByPath: ReadonlyMap<string, number>,
): BeaconFigures {
  const metrics = observedMetrics(lhr);
  const navigationStartUs = Number(metrics.observedNavigationStartTs);
  const lcpMs = Number(metrics.observedLargestContentfulPaint);
  const details = lhr.audits['network-requests']?.details as
    { debugData?: { networkStartTimeTs?: number } } | undefined;
  const networkStartUs = Number(details?.debugData?.networkStartTimeTs);

  const scripts: BeaconFigures['scripts'] = [];
  const visits: BeaconRequest[] = [];
  for (const item of detailItems(lhr.audits['network-requests'])) {
    const url = String(item.url ?? '');
    const relativeMs = Number(item.rendererStartTime);
    const request = {
      url,
      startMs: (networkStartUs + relativeMs * 1000 - navigationStartUs) / 1000,
      statusCode: typeof item.statusCode === 'number' ? item.statusCode : 0,
    };
    const path = URL.canParse(url) ? new URL(url).pathname : url;
    if (BEACON_SCRIPT.test(path))
      scripts.push({ ...request, gzipBytes: gzipByPath.get(path) ?? 0 });
    else if (VISIT_FUNCTION.test(path)) visits.push(request);
  }
  const requests = [...scripts, ...visits];
  return {
    scripts,
    visits,
    gzipBytes: scripts.reduce((total, script) => total + script.gzipBytes, 0),
    lcpMs,
    afterLargestPaint:
      Number.isFinite(lcpMs) && requests.every((request) => request.startMs > lcpMs),
  };
}
