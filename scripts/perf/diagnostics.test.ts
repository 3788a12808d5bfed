// @vitest-environment node
import { describe, expect, it } from 'vitest';
import {
  describeAudit,
  documentSizeFinding,
  findingsFor,
  FIRST_ROUND_TRIP_BYTES,
  formatFindings,
} from './diagnostics';
import { lhrFixture } from './lhr-fixture';

const origin = 'http://127.0.0.1:4000/';

describe('findingsFor', () => {
  it('explains a missed LCP with the LCP element, its phases and what blocks rendering', () => {
    const findings = findingsFor('lcpMs', lhrFixture(), { origin });
    expect(findings.map((finding) => finding.title)).toEqual([
      'Largest Contentful Paint element',
      'Render blocking requests',
      'Reduce unused JavaScript',
    ]);
    expect(findings[0]).toEqual({
      title: 'Largest Contentful Paint element',
      displayValue: '1,210 ms',
      // Phases that took no time explain nothing and are left out.
      items: ['"I\'m Ada" (section#home > p)', 'TTFB: 491 ms', 'Render Delay: 716 ms'],
    });
    expect(findings[1]?.items).toEqual(['/assets/index.css: 8.9 KiB, 191 ms']);
  });

  it('uses the newer insight instead of the audit it replaces, and skips passing audits', () => {
    const lhr = lhrFixture({ 'unused-javascript': { score: 1 } });
    const titles = findingsFor('lcpMs', lhr, { origin }).map((finding) => finding.title);
    expect(titles).not.toContain('Eliminate render-blocking resources');
    expect(titles).not.toContain('Reduce unused JavaScript');
  });

  it('lists the failing metrics, then the audits that save the most, for the performance score', () => {
    const findings = findingsFor('performance', lhrFixture(), { origin });
    expect(findings.map((finding) => finding.title)).toEqual([
      'Total Blocking Time (metric score 27, weight 30%)',
      'Minimize main-thread work', // saves 1,000 ms of TBT
      'Reduce unused JavaScript', // saves no time, but 36 KiB
      'Eliminate render-blocking resources',
    ]);
  });

  it('lists the failing audits of a category, heaviest first, leaving hidden ones out', () => {
    const findings = findingsFor('accessibility', lhrFixture(), { origin });
    expect(findings).toEqual([
      {
        title: 'Background and foreground colors do not have a sufficient contrast ratio.',
        displayValue: undefined,
        items: ['"(optional)" (label > span)'],
      },
    ]);
    expect(findingsFor('seo', lhrFixture(), { origin })[0]?.title).toBe(
      'Document does not have a meta description',
    );
  });

  it('puts extra findings first and keeps to the limit', () => {
    const extra = [{ title: 'Largest first-view scripts', items: ['/assets/index-abc.js'] }];
    const findings = findingsFor('firstViewJsKB', lhrFixture(), { origin, extra, limit: 2 });
    expect(findings.map((finding) => finding.title)).toEqual([
      'Largest first-view scripts',
      'Reduce unused JavaScript',
    ]);
  });
});

describe('findingsFor a long task', () => {
  it('lists the long tasks with the URL each is blamed on, then where the time went', () => {
    const findings = findingsFor('longestTaskMs', lhrFixture(), { origin });
    expect(findings.map((finding) => finding.title)).toEqual([
      'Avoid long main-thread tasks',
      'Minimize main-thread work',
      'Avoid an excessive DOM size', // failing, so shown
    ]);
    expect(findings[0]?.items).toEqual([
      '/: 266 ms',
      '/assets/index-abc.js: 110 ms',
      'Unattributable: 50 ms',
    ]);
  });
});

describe('describeAudit', () => {
  it('shows sizes and savings of an opportunity', () => {
    const audit = lhrFixture().audits['unused-javascript'];
    expect(describeAudit(audit!, origin).items).toEqual([
      '/assets/index-abc.js: 80.3 KiB, 35.9 KiB to save',
    ]);
  });
});

describe('formatFindings', () => {
  it('indents findings and their rows, and says when nothing explains a miss', () => {
    expect(formatFindings([{ title: 'A', displayValue: '1 s', items: ['x: 2 ms'] }])).toEqual([
      '    - A: 1 s',
      '        x: 2 ms',
    ]);
    expect(formatFindings([])).toEqual(['    (no failing Lighthouse audit points at it)']);
  });
});

describe('documentSizeFinding', () => {
  it('says a document that fits the first round trip does, with the room left', () => {
    expect(documentSizeFinding(13_788)).toEqual({
      title: 'The document on the wire',
      displayValue: '13.5 KiB',
      items: ['fits the first round trip (14.3 KiB), with 0.8 KiB to spare'],
    });
  });

  it('says a document one byte past the first round trip costs one more', () => {
    expect(documentSizeFinding(FIRST_ROUND_TRIP_BYTES)?.items[0]).toMatch(/^fits/);
    expect(documentSizeFinding(FIRST_ROUND_TRIP_BYTES + 1)?.items).toEqual([
      'over the 14.3 KiB of the first round trip: the rest of the page waits one more (150 ms simulated)',
    ]);
  });

  it('says nothing when the size is unknown', () => {
    expect(documentSizeFinding(undefined)).toBeUndefined();
  });
});
