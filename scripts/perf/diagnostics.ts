/**
 * For a missed budget, the Lighthouse audits (opportunities and diagnostics) that explain it, with
 * their display values and the few URLs or elements that weigh most, so that a developer knows
 * where to look.
 */
import type { BudgetKey } from './budgets';
import { formatCls, formatKiB, formatMs, formatScore, shortUrl } from './format';
import { detailItems, type AuditLike, type LhrLike } from './metrics';

export interface Finding {
  title: string;
  /** Lighthouse's summary, such as `Est savings of 36 KiB` or `3.3 s`. */
  displayValue?: string;
  /** The heaviest rows, already formatted. */
  items: string[];
}

interface AuditPick {
  id: string | string[];
  always?: boolean;
}

/**
 * The audits that explain each metric budget, most telling first. An audit is shown when it
 * fails (score below 0.9), or always when marked `always` (it describes, it does not judge: the
 * LCP element, the byte weight). A list of ids names alternatives (a newer insight and the audit
 * it replaces): the first one the result has is used.
 */
const AUDITS_BY_BUDGET: Partial<Record<BudgetKey, AuditPick[]>> = {
  lcpMs: [
    { id: 'largest-contentful-paint-element', always: true },
    { id: ['render-blocking-insight', 'render-blocking-resources'] },
    { id: 'lcp-discovery-insight' },
    { id: 'prioritize-lcp-image' },
    { id: 'lcp-lazy-loaded' },
    { id: 'server-response-time' },
    { id: 'unused-css-rules' },
    { id: 'unused-javascript' },
    { id: 'font-display-insight' },
  ],
  tbtMs: [
    { id: 'long-tasks', always: true },
    { id: 'mainthread-work-breakdown', always: true },
    { id: 'bootup-time', always: true },
    { id: ['dom-size-insight', 'dom-size'] },
    { id: 'forced-reflow-insight' },
    { id: 'unused-javascript' },
    { id: 'legacy-javascript-insight' },
    { id: 'duplicated-javascript-insight' },
    { id: 'non-composited-animations' },
    { id: 'third-party-summary' },
  ],
  longestTaskMs: [
    { id: 'long-tasks', always: true },
    { id: 'bootup-time', always: true },
    { id: 'mainthread-work-breakdown', always: true },
    { id: ['dom-size-insight', 'dom-size'] },
    { id: 'forced-reflow-insight' },
  ],
  cls: [
    { id: 'layout-shifts', always: true },
    { id: 'unsized-images' },
    { id: 'non-composited-animations' },
    { id: 'font-display-insight' },
  ],
  firstViewJsKB: [
    { id: 'unused-javascript' },
    { id: 'legacy-javascript-insight' },
    { id: 'duplicated-javascript-insight' },
    { id: 'bootup-time', always: true },
  ],
  firstViewTransferKb: [
    { id: 'total-byte-weight', always: true },
    { id: 'image-delivery-insight' },
    { id: 'uses-responsive-images' },
    { id: 'offscreen-images' },
    { id: 'modern-image-formats' },
    { id: 'uses-optimized-images' },
    { id: 'unused-css-rules' },
    { id: 'unused-javascript' },
    { id: 'uses-text-compression' },
  ],
};

const CATEGORY_BY_BUDGET: Partial<Record<BudgetKey, string>> = {
  performance: 'performance',
  accessibility: 'accessibility',
  bestPractices: 'best-practices',
  seo: 'seo',
};

const SKIPPED_MODES = new Set(['notApplicable', 'manual', 'error']);

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null;
}

function failing(audit: AuditLike): boolean {
  return !SKIPPED_MODES.has(audit.scoreDisplayMode) && audit.score !== null && audit.score < 0.9;
}

/** Table rows of an audit, with `list` details (tables and nodes inside a list) flattened. */
function rows(audit: AuditLike): Record<string, unknown>[] {
  const details = audit.details;
  if (isRecord(details) && details.type === 'list' && Array.isArray(details.items)) {
    return details.items.filter(isRecord).flatMap((entry) => {
      if (entry.type === 'node') return [{ node: entry }];
      return Array.isArray(entry.items) ? entry.items.filter(isRecord) : [];
    });
  }
  return detailItems(audit);
}

/** Text on one line, cut to `max` characters. */
function oneLine(text: string, max = 60): string {
  const flat = text.replace(/\s+/g, ' ').trim();
  return flat.length > max ? `${flat.slice(0, max - 1).trimEnd()}…` : flat;
}

function subject(row: Record<string, unknown>, origin: string): string | undefined {
  if (typeof row.url === 'string') return shortUrl(row.url, origin);
  if (isRecord(row.node)) {
    const { nodeLabel, selector, value } = row.node;
    if (typeof nodeLabel === 'string' && typeof selector === 'string') {
      return `"${oneLine(nodeLabel)}" (${selector})`;
    }
    if (typeof selector === 'string') return selector;
    if (typeof value === 'string') return value;
  }
  if (isRecord(row.source) && typeof row.source.url === 'string') {
    const { line, column } = row.source;
    const at = typeof line === 'number' && typeof column === 'number' ? `:${line}:${column}` : '';
    return `${shortUrl(row.source.url, origin)}${at}`;
  }
  for (const key of ['groupLabel', 'label', 'phase', 'statistic', 'entity', 'source']) {
    const value = row[key];
    if (typeof value === 'string') return value;
    if (isRecord(value) && typeof value.text === 'string') return value.text;
  }
  return undefined;
}

/**
 * The row's most telling numbers, in the order a developer weighs them (at most two), or
 * `undefined` when every number in it is zero (a row that explains nothing).
 */
function figures(row: Record<string, unknown>): string[] | undefined {
  const number = (key: string): number | undefined => {
    const value = row[key];
    if (typeof value === 'number') return value;
    // Insights wrap some numbers: { type: 'numeric', value }.
    if (isRecord(value) && typeof value.value === 'number') return value.value;
    return undefined;
  };
  const found: { value: number; text: string }[] = [];
  const size = number('totalBytes') ?? number('transferSize');
  if (size !== undefined) found.push({ value: size, text: formatKiB(size) });
  const wastedBytes = number('wastedBytes');
  if (wastedBytes !== undefined) {
    found.push({ value: wastedBytes, text: `${formatKiB(wastedBytes)} to save` });
  }
  const time =
    number('wastedMs') ??
    number('total') ??
    number('duration') ??
    number('timing') ??
    number('reflowTime');
  if (time !== undefined) found.push({ value: time, text: formatMs(time) });
  const score = number('score');
  if (score !== undefined) found.push({ value: score, text: `shift ${formatCls(score)}` });
  const count = number('value');
  if (count !== undefined) found.push({ value: count, text: count.toLocaleString('en-US') });
  if (found.length > 0 && found.every((figure) => figure.value === 0)) return undefined;
  return found.slice(0, 2).map((figure) => figure.text);
}

export function describeAudit(audit: AuditLike, origin: string, maxItems = 3): Finding {
  const items: string[] = [];
  for (const row of rows(audit)) {
    const what = subject(row, origin);
    const numbers = figures(row);
    if (numbers === undefined || (!what && numbers.length === 0)) continue;
    const item = [what, numbers.join(', ')].filter(Boolean).join(': ');
    // Insights repeat a row in several tables (by function, by source).
    if (!items.includes(item)) items.push(item);
  }
  return { title: audit.title, displayValue: audit.displayValue, items: items.slice(0, maxItems) };
}

/** How much an audit promises to save, for ordering the performance category's audits. */
function savings(audit: AuditLike): number {
  const metric = audit.metricSavings ?? {};
  const ms = (metric.LCP ?? 0) + (metric.FCP ?? 0) + (metric.TBT ?? 0) + (metric.CLS ?? 0) * 1000;
  const details = isRecord(audit.details) ? audit.details : {};
  const bytes = typeof details.overallSavingsBytes === 'number' ? details.overallSavingsBytes : 0;
  // A millisecond on a phone matters more than a byte; bytes only break ties.
  return ms * 1000 + bytes / 1024;
}

function categoryFindings(lhr: LhrLike, categoryId: string, origin: string): Finding[] {
  const category = lhr.categories[categoryId];
  if (!category) return [];
  const refs = category.auditRefs.filter((ref) => ref.group !== 'hidden');
  const metrics = refs
    .filter((ref) => ref.weight > 0 && categoryId === 'performance')
    .flatMap((ref) => {
      const audit = lhr.audits[ref.id];
      if (!audit || !failing(audit)) return [];
      const score = formatScore(Math.round((audit.score ?? 0) * 100));
      return [
        {
          title: `${audit.title} (metric score ${score}, weight ${ref.weight}%)`,
          displayValue: audit.displayValue,
          items: [],
        },
      ];
    });
  const others = refs
    .filter((ref) => categoryId !== 'performance' || ref.weight === 0)
    .flatMap((ref) => {
      const audit = lhr.audits[ref.id];
      return audit && failing(audit) ? [{ audit, weight: ref.weight }] : [];
    })
    .sort((a, b) =>
      categoryId === 'performance'
        ? savings(b.audit) - savings(a.audit)
        : b.weight - a.weight || (a.audit.score ?? 0) - (b.audit.score ?? 0),
    )
    .map(({ audit }) => describeAudit(audit, origin));
  return [...metrics, ...others];
}

/**
 * The findings that explain a missed budget, at most `limit` of them. `extra` findings (such as
 * the list of first-view scripts) come first.
 */
export function findingsFor(
  key: BudgetKey,
  lhr: LhrLike,
  options: { origin: string; limit?: number; extra?: Finding[] },
): Finding[] {
  const limit = options.limit ?? 5;
  const categoryId = CATEGORY_BY_BUDGET[key];
  const fromAudits = categoryId
    ? categoryFindings(lhr, categoryId, options.origin)
    : (AUDITS_BY_BUDGET[key] ?? []).flatMap(({ id, always }) => {
        const audit = [id].flat().flatMap((each) => lhr.audits[each] ?? [])[0];
        if (!audit || SKIPPED_MODES.has(audit.scoreDisplayMode)) return [];
        return always || failing(audit) ? [describeAudit(audit, options.origin)] : [];
      });
  return [...(options.extra ?? []), ...fromAudits].slice(0, limit);
}

/**
 * What a connection carries in its first round trip: ten TCP segments of 1,460 bytes, the initial
 * window of today's servers (RFC 6928) and of Lighthouse's simulation (Lantern's TCPConnection).
 */
export const FIRST_ROUND_TRIP_BYTES = 10 * 1460;

/**
 * For a missed LCP: whether the document itself fits the first round trip. Past 14.6 KB on the
 * wire the rest of it waits a whole round trip (150 ms in the simulation's slow 4G) before the
 * browser has the page, and every request it names starts that much later: a few more projects
 * or words in a fork's content can cross it. Undefined when the document's size is unknown.
 */
export function documentSizeFinding(transferBytes: number | undefined): Finding | undefined {
  if (transferBytes === undefined) return undefined;
  const fits = transferBytes <= FIRST_ROUND_TRIP_BYTES;
  return {
    title: 'The document on the wire',
    displayValue: formatKiB(transferBytes),
    items: [
      fits
        ? `fits the first round trip (${formatKiB(FIRST_ROUND_TRIP_BYTES)}), with ${formatKiB(FIRST_ROUND_TRIP_BYTES - transferBytes)} to spare`
        : `over the ${formatKiB(FIRST_ROUND_TRIP_BYTES)} of the first round trip: the rest of the page waits one more (150 ms simulated)`,
    ],
  };
}

/** Findings as indented text lines. */
export function formatFindings(findings: readonly Finding[]): string[] {
  if (findings.length === 0) return ['    (no failing Lighthouse audit points at it)'];
  return findings.flatMap((finding) => [
    `    - ${finding.title}${finding.displayValue ? `: ${finding.displayValue}` : ''}`,
    ...finding.items.map((item) => `        ${item}`),
  ]);
}
