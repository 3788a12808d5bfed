/** A small Lighthouse result for the unit tests: the audits the benchmark reads, and a few more. */
import type { AuditLike, LhrLike } from './metrics';

const ORIGIN = 'http://127.0.0.1:4000/';

function audit(id: string, fields: Partial<AuditLike> = {}): AuditLike {
  return { id, title: id, score: 1, scoreDisplayMode: 'numeric', ...fields };
}

export function lhrFixture(overrides: Partial<Record<string, Partial<AuditLike>>> = {}): LhrLike {
  const audits: Record<string, AuditLike> = {
    'first-contentful-paint': audit('first-contentful-paint', { numericValue: 831 }),
    'largest-contentful-paint': audit('largest-contentful-paint', {
      title: 'Largest Contentful Paint',
      numericValue: 1206,
      score: 0.95,
    }),
    'total-blocking-time': audit('total-blocking-time', {
      title: 'Total Blocking Time',
      numericValue: 991,
      score: 0.27,
      displayValue: '990 ms',
    }),
    'cumulative-layout-shift': audit('cumulative-layout-shift', { numericValue: 0.0143 }),
    'speed-index': audit('speed-index', { numericValue: 1924 }),
    interactive: audit('interactive', { numericValue: 3187 }),
    'network-requests': audit('network-requests', {
      scoreDisplayMode: 'informative',
      details: {
        type: 'table',
        items: [
          {
            url: ORIGIN,
            resourceType: 'Document',
            transferSize: 10_362,
            statusCode: 200,
            protocol: 'h2',
          },
          {
            url: `${ORIGIN}assets/index-abc.js`,
            resourceType: 'Script',
            transferSize: 82_490,
            statusCode: 200,
          },
          {
            url: `${ORIGIN}assets/config-def.js`,
            resourceType: 'Script',
            transferSize: 7251,
            statusCode: 200,
          },
          {
            url: `${ORIGIN}assets/missing.js`,
            resourceType: 'Script',
            transferSize: 300,
            statusCode: 404,
          },
          {
            url: `${ORIGIN}images/profile.webp`,
            resourceType: 'Image',
            transferSize: 16_532,
            statusCode: 200,
          },
        ],
      },
    }),
    'resource-summary': audit('resource-summary', {
      scoreDisplayMode: 'informative',
      details: {
        type: 'table',
        items: [
          { resourceType: 'total', transferSize: 255_926 },
          { resourceType: 'script', transferSize: 90_368 },
        ],
      },
    }),
    'long-tasks': audit('long-tasks', {
      title: 'Avoid long main-thread tasks',
      scoreDisplayMode: 'informative',
      displayValue: '3 long tasks found',
      details: {
        type: 'table',
        items: [
          { url: ORIGIN, duration: 266, startTime: 809.72 },
          { url: `${ORIGIN}assets/index-abc.js`, duration: 110, startTime: 2510.89 },
          { url: 'Unattributable', duration: 50, startTime: 607.72 },
        ],
        debugData: {
          type: 'debugdata',
          urls: [ORIGIN, `${ORIGIN}assets/index-abc.js`, 'Unattributable'],
          tasks: [
            { urlIndex: 0, startTime: 809.7, duration: 266, other: 266 },
            { urlIndex: 1, startTime: 2510.9, duration: 110, other: 110 },
            { urlIndex: 2, startTime: 607.7, duration: 50, other: 50 },
          ],
        },
      },
    }),
    'dom-size': audit('dom-size', {
      title: 'Avoid an excessive DOM size',
      score: 0.5,
      scoreDisplayMode: 'metricSavings',
      numericValue: 1192,
      displayValue: '1,192 elements',
    }),
    'largest-contentful-paint-element': audit('largest-contentful-paint-element', {
      title: 'Largest Contentful Paint element',
      scoreDisplayMode: 'informative',
      displayValue: '1,210 ms',
      details: {
        type: 'list',
        items: [
          {
            type: 'table',
            items: [{ node: { type: 'node', selector: 'section#home > p', nodeLabel: "I'm Ada" } }],
          },
          {
            type: 'table',
            items: [
              { phase: 'TTFB', timing: 490.5 },
              { phase: 'Load Delay', timing: 0 },
              { phase: 'Load Time', timing: 0 },
              { phase: 'Render Delay', timing: 715.5 },
            ],
          },
        ],
      },
    }),
    'render-blocking-insight': audit('render-blocking-insight', {
      title: 'Render blocking requests',
      score: 0,
      scoreDisplayMode: 'metricSavings',
      displayValue: 'Est savings of 140 ms',
      metricSavings: { FCP: 150, LCP: 150 },
      details: {
        type: 'table',
        items: [{ url: `${ORIGIN}assets/index.css`, totalBytes: 9157, wastedMs: 191 }],
      },
    }),
    'render-blocking-resources': audit('render-blocking-resources', {
      title: 'Eliminate render-blocking resources',
      score: 0.5,
      scoreDisplayMode: 'metricSavings',
    }),
    'unused-javascript': audit('unused-javascript', {
      title: 'Reduce unused JavaScript',
      score: 0.5,
      scoreDisplayMode: 'metricSavings',
      displayValue: 'Est savings of 36 KiB',
      metricSavings: { FCP: 0, LCP: 0 },
      details: {
        type: 'opportunity',
        overallSavingsBytes: 36_745,
        items: [{ url: `${ORIGIN}assets/index-abc.js`, totalBytes: 82_185, wastedBytes: 36_745 }],
      },
    }),
    'mainthread-work-breakdown': audit('mainthread-work-breakdown', {
      title: 'Minimize main-thread work',
      score: 0,
      scoreDisplayMode: 'metricSavings',
      displayValue: '3.3 s',
      metricSavings: { TBT: 1000 },
      details: {
        type: 'table',
        items: [
          { groupLabel: 'Other', duration: 1140.1 },
          { groupLabel: 'Style & Layout', duration: 965.8 },
        ],
      },
    }),
    'lcp-discovery-insight': audit('lcp-discovery-insight', {
      score: null,
      scoreDisplayMode: 'notApplicable',
    }),
    'color-contrast': audit('color-contrast', {
      title: 'Background and foreground colors do not have a sufficient contrast ratio.',
      score: 0,
      scoreDisplayMode: 'binary',
      details: {
        type: 'table',
        items: [{ node: { type: 'node', selector: 'label > span', nodeLabel: '(optional)' } }],
      },
    }),
    'label-content-name-mismatch': audit('label-content-name-mismatch', {
      score: 0,
      scoreDisplayMode: 'binary',
    }),
    'image-alt': audit('image-alt', { scoreDisplayMode: 'binary' }),
    'meta-description': audit('meta-description', {
      title: 'Document does not have a meta description',
      score: 0,
      scoreDisplayMode: 'binary',
    }),
  };
  for (const [id, fields] of Object.entries(overrides)) {
    audits[id] = { ...(audits[id] ?? audit(id)), ...fields };
  }
  return {
    finalDisplayedUrl: ORIGIN,
    audits,
    categories: {
      performance: {
        title: 'Performance',
        score: 0.78,
        auditRefs: [
          { id: 'first-contentful-paint', weight: 10, group: 'metrics' },
          { id: 'largest-contentful-paint', weight: 25, group: 'metrics' },
          { id: 'total-blocking-time', weight: 30, group: 'metrics' },
          { id: 'render-blocking-insight', weight: 0, group: 'hidden' },
          { id: 'render-blocking-resources', weight: 0, group: 'diagnostics' },
          { id: 'unused-javascript', weight: 0, group: 'diagnostics' },
          { id: 'mainthread-work-breakdown', weight: 0, group: 'diagnostics' },
        ],
      },
      accessibility: {
        title: 'Accessibility',
        score: 0.96,
        auditRefs: [
          { id: 'image-alt', weight: 10 },
          { id: 'color-contrast', weight: 7 },
          { id: 'label-content-name-mismatch', weight: 0, group: 'hidden' },
        ],
      },
      'best-practices': { title: 'Best Practices', score: 1, auditRefs: [] },
      seo: {
        title: 'SEO',
        score: 0.92,
        auditRefs: [{ id: 'meta-description', weight: 1 }],
      },
    },
  };
}
