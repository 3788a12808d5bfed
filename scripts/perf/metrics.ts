/**
 * The figures the benchmark reports, read from one Lighthouse result. The types below describe
 * only the parts of a Lighthouse result (LHR) this reads, so tests can build small fixtures.
 */
import { longTasks, pageTaskFigures, type LongTask } from './tasks';

export interface AuditLike {
  id: string;
  title: string;
  score: number | null;
  scoreDisplayMode: string;
  numericValue?: number;
  displayValue?: string;
  details?: unknown;
  metricSavings?: { LCP?: number; FCP?: number; CLS?: number; TBT?: number; INP?: number };
}

export interface CategoryLike {
  title: string;
  score: number | null;
  auditRefs: { id: string; weight: number; group?: string }[];
}

export interface LhrLike {
  finalDisplayedUrl: string;
  audits: Record<string, AuditLike>;
  categories: Record<string, CategoryLike>;
}

/** One script the page requested while loading. */
export interface ScriptRequest {
  url: string;
  transferBytes: number;
}

export interface RunMetrics {
  /** Category scores, 0-100. */
  performance: number;
  accessibility: number;
  bestPractices: number;
  seo: number;
  fcpMs: number;
  lcpMs: number;
  tbtMs: number;
  cls: number;
  speedIndexMs: number;
  /** Time to interactive: not reported, but used to pick the median run. */
  ttiMs: number;
  totalTransferBytes: number;
  /** JavaScript transfer as Lighthouse counts it (`resource-summary`, script; bytes). */
  jsTransferBytes: number;
  /**
   * The page's longest main-thread task of the load, simulated (`long-tasks`; 0 when none), the
   * browser's own navigation set apart (tasks.ts: `pageTaskFigures`).
   */
  longestTaskMs: number;
  /** The page's main-thread tasks over 50 ms, simulated (`long-tasks`). */
  longTaskCount: number;
  /** The browser's own navigation task, simulated (0 when it is not long). */
  navigationTaskMs: number;
  /** DOM elements at the end of the load (`dom-size`). */
  domElements: number;
  /** The scripts `/` requested on load, in request order. */
  scripts: ScriptRequest[];
  /** The long tasks, longest first. */
  longTasks: LongTask[];
}

/** The numeric fields of RunMetrics, in the order the report prints them. */
export const NUMERIC_METRICS = [
  'performance',
  'accessibility',
  'bestPractices',
  'seo',
  'fcpMs',
  'lcpMs',
  'tbtMs',
  'cls',
  'speedIndexMs',
  'ttiMs',
  'totalTransferBytes',
  'jsTransferBytes',
  'longestTaskMs',
  'longTaskCount',
  'navigationTaskMs',
  'domElements',
] as const satisfies readonly (keyof RunMetrics)[];

export type NumericMetric = (typeof NUMERIC_METRICS)[number];

const CATEGORY_IDS = {
  performance: 'performance',
  accessibility: 'accessibility',
  bestPractices: 'best-practices',
  seo: 'seo',
} as const;

function categoryScore(lhr: LhrLike, id: string): number {
  const score = lhr.categories[id]?.score;
  if (typeof score !== 'number') {
    throw new Error(`Lighthouse returned no score for the "${id}" category.`);
  }
  return Math.round(score * 100);
}

function numericAudit(lhr: LhrLike, id: string): number {
  const value = lhr.audits[id]?.numericValue;
  if (typeof value !== 'number' || !Number.isFinite(value)) {
    const audit = lhr.audits[id];
    const why = audit ? `${audit.scoreDisplayMode}` : 'missing';
    throw new Error(`Lighthouse audit "${id}" has no numeric value (${why}).`);
  }
  return value;
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null;
}

/** The rows of a table-like audit's details (`table`, `opportunity`), or none. */
export function detailItems(audit: AuditLike | undefined): Record<string, unknown>[] {
  const details = audit?.details;
  if (!isRecord(details) || !Array.isArray(details.items)) return [];
  return details.items.filter(isRecord);
}

interface NetworkRequestRow {
  url: string;
  resourceType: string;
  transferBytes: number;
  statusCode: number;
}

function networkRequests(lhr: LhrLike): NetworkRequestRow[] {
  return detailItems(lhr.audits['network-requests']).map((item) => ({
    url: String(item.url ?? ''),
    resourceType: String(item.resourceType ?? ''),
    transferBytes: typeof item.transferSize === 'number' ? item.transferSize : 0,
    statusCode: typeof item.statusCode === 'number' ? item.statusCode : 0,
  }));
}

/** The page's own document in Lighthouse's table of network requests. */
function documentRow(lhr: LhrLike): Record<string, unknown> | undefined {
  return detailItems(lhr.audits['network-requests']).find(
    (item) => item.resourceType === 'Document',
  );
}

/**
 * The protocol the page itself came over, as Lighthouse saw it (`h2`, `http/1.1`), or `unknown`.
 * Lantern models what it sees: six new connections per origin over HTTP/1.1, the warm one over
 * HTTP/2, so the report names it.
 */
export function documentProtocol(lhr: LhrLike): string {
  const document = documentRow(lhr);
  return typeof document?.protocol === 'string' && document.protocol
    ? document.protocol
    : 'unknown';
}

/** The bytes the page's own document took on the wire, headers included, or undefined. */
export function documentTransferBytes(lhr: LhrLike): number | undefined {
  const bytes = documentRow(lhr)?.transferSize;
  return typeof bytes === 'number' && bytes > 0 ? bytes : undefined;
}

/** Transfer bytes per resource type from `resource-summary` (`total`, `script`, ...). */
function resourceSummary(lhr: LhrLike): Map<string, number> {
  const summary = new Map<string, number>();
  for (const item of detailItems(lhr.audits['resource-summary'])) {
    if (typeof item.resourceType === 'string' && typeof item.transferSize === 'number') {
      summary.set(item.resourceType, item.transferSize);
    }
  }
  return summary;
}

export function extractMetrics(lhr: LhrLike): RunMetrics {
  const requests = networkRequests(lhr);
  const summary = resourceSummary(lhr);
  const scripts = requests
    .filter((request) => request.resourceType === 'Script' && request.statusCode < 400)
    .map(({ url, transferBytes }) => ({ url, transferBytes }));
  const sum = (rows: { transferBytes: number }[]) =>
    rows.reduce((total, row) => total + row.transferBytes, 0);
  const tasks = longTasks(lhr.audits['long-tasks']);
  const fcpMs = numericAudit(lhr, 'first-contentful-paint');

  return {
    performance: categoryScore(lhr, CATEGORY_IDS.performance),
    accessibility: categoryScore(lhr, CATEGORY_IDS.accessibility),
    bestPractices: categoryScore(lhr, CATEGORY_IDS.bestPractices),
    seo: categoryScore(lhr, CATEGORY_IDS.seo),
    fcpMs,
    lcpMs: numericAudit(lhr, 'largest-contentful-paint'),
    tbtMs: numericAudit(lhr, 'total-blocking-time'),
    cls: numericAudit(lhr, 'cumulative-layout-shift'),
    speedIndexMs: numericAudit(lhr, 'speed-index'),
    ttiMs: numericAudit(lhr, 'interactive'),
    totalTransferBytes: summary.get('total') ?? sum(requests),
    jsTransferBytes: summary.get('script') ?? sum(scripts),
    ...pageTaskFigures(tasks, fcpMs),
    domElements: numericAudit(lhr, 'dom-size'),
    scripts,
    longTasks: tasks,
  };
}
