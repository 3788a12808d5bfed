/**
 * `npm run perf`: a benchmark anyone can repeat. Builds the site (unless `--no-build`), serves
 * dist/ on 127.0.0.1 like a static host (HTTPS and HTTP/2, static-server.ts), and for the home
 * page of every language (/, /fr/, /ar/: src/content/locales) in each theme (the browser prefers
 * dark, then light) runs Lighthouse in the system Chromium (mobile preset, simulated throttling;
 * one warm-up run, then `--runs N` measured runs), prints the medians and the JavaScript that
 * page's first view needs, compares them with perf-budgets.json (the same budgets for every
 * language and theme) and saves its median run to perf-results/<time>/<theme>/<language>/. The
 * gzip size of every JavaScript chunk is printed once. The pages talk to a real local backend
 * (backend.ts), so the visit beacon each page sends once idle is taken as on a host; the report
 * shows its script, its request and when they started against the largest paint (beacon.ts).
 *
 * A busy phone: unless `--quiet-machine`, CPU-bound processes spin beside the browser
 * from before the first warm-up to the end of the last run (busy.ts), and the report says which
 * condition it measured. Each page's report lists its long main-thread tasks as Lighthouse
 * simulates them, with the kinds of work each holds (tasks.ts). Last, unless
 * `--no-floor`, it measures a page with one heading and one paragraph the same way: the floor,
 * the browser's own cost in that condition (floor.ts).
 *
 * A benchmark, not a gate: it exits 0 even when budgets are missed, unless `--strict`.
 */
import { existsSync } from 'node:fs';
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import { availableParallelism } from 'node:os';
import { join, relative } from 'node:path';
import { generateReport, type Result } from 'lighthouse';
import { parseArgs, USAGE, type PerfOptions } from './args';
import { startPerfBackend, type PerfBackend } from './backend';
import { beaconFigures } from './beacon';
import { launchBrowser, type Browser } from './browser';
import { busyProcessCount, startCpuLoad, type CpuLoad } from './busy';
import {
  BUDGET_DEFINITIONS,
  compareBudgets,
  parseBudgets,
  type BudgetKey,
  type Budgets,
} from './budgets';
import { locales } from '../../src/content/locales/index.ts';
import { localeHomePath } from '../../src/lib/paths.ts';
import { listChunks, type Chunk } from './chunks';
import { documentSizeFinding, findingsFor, formatFindings, type Finding } from './diagnostics';
import { firstViewJs } from './first-view';
import { FLOOR_LABEL, writeFloorSite, type FloorSite } from './floor';
import {
  formatBudget,
  formatBudgetResults,
  formatBudgetSummary,
  formatBytes,
  formatCls,
  formatKB,
  formatKiB,
  formatMs,
  formatScore,
  formatTable,
  formatValue,
  shortUrl,
} from './format';
import { runLighthouse } from './lighthouse';
import {
  documentProtocol,
  documentTransferBytes,
  extractMetrics,
  NUMERIC_METRICS,
  type NumericMetric,
  type RunMetrics,
} from './metrics';
import { startStaticServer, type StaticServer } from './static-server';
import { buildForLocalBackend, repoRoot, runOnceMore } from './steps';
import { describeWork, isNavigationTask } from './tasks';
import { themeShown } from './theme-check';
import type { ThemeName } from '../../tailwind.config.ts';
import { medianOf, medianRunIndex } from './stats';

const distDir = join(repoRoot, 'dist');
const budgetsFile = join(repoRoot, 'perf-budgets.json');
const resultsDir = join(repoRoot, 'perf-results');

const ROWS: { key: NumericMetric; label: string; format: (value: number) => string }[] = [
  { key: 'performance', label: 'Performance', format: formatScore },
  { key: 'accessibility', label: 'Accessibility', format: formatScore },
  { key: 'bestPractices', label: 'Best practices', format: formatScore },
  { key: 'seo', label: 'SEO', format: formatScore },
  { key: 'fcpMs', label: 'First Contentful Paint', format: formatMs },
  { key: 'lcpMs', label: 'Largest Contentful Paint', format: formatMs },
  { key: 'tbtMs', label: 'Total Blocking Time', format: formatMs },
  { key: 'longestTaskMs', label: "Longest task, the page's", format: formatMs },
  { key: 'longTaskCount', label: "Page's tasks over 50 ms", format: formatCount },
  { key: 'navigationTaskMs', label: "Browser's navigation task", format: formatMs },
  { key: 'cls', label: 'Cumulative Layout Shift', format: formatCls },
  { key: 'speedIndexMs', label: 'Speed Index', format: formatMs },
  { key: 'totalTransferBytes', label: 'Transfer, total', format: formatKiB },
  { key: 'jsTransferBytes', label: 'Transfer, JavaScript', format: formatBytes },
  { key: 'domElements', label: 'DOM elements', format: formatCount },
];

function formatCount(count: number): string {
  return Number.isInteger(count) ? count.toLocaleString('en-US') : count.toFixed(1);
}

function log(line = ''): void {
  process.stdout.write(`${line}\n`);
}

async function loadBudgets(): Promise<Budgets> {
  try {
    return parseBudgets(JSON.parse(await readFile(budgetsFile, 'utf8')));
  } catch (error) {
    throw new Error(`Cannot read ${relative(repoRoot, budgetsFile)}: ${(error as Error).message}`);
  }
}

function oneLine(metrics: RunMetrics): string {
  return [
    `perf ${metrics.performance}`,
    `a11y ${metrics.accessibility}`,
    `bp ${metrics.bestPractices}`,
    `seo ${metrics.seo}`,
    `FCP ${formatMs(metrics.fcpMs)}`,
    `LCP ${formatMs(metrics.lcpMs)}`,
    `TBT ${formatMs(metrics.tbtMs)}`,
    `longest task ${formatMs(metrics.longestTaskMs)} (${metrics.longTaskCount} over 50 ms; ` +
      `the browser's navigation ${formatMs(metrics.navigationTaskMs)})`,
    `CLS ${formatCls(metrics.cls)}`,
    `JS ${formatKB(metrics.jsTransferBytes)}`,
  ].join(', ');
}

/**
 * Lighthouse now and then fails to record a trace (NO_NAVSTART, a protocol time-out) on a busy
 * machine: one such run is tried again rather than losing the whole benchmark.
 */

/** `theme`: the theme the page must have shown (the floor page has none). */
async function measure(
  options: PerfOptions,
  url: string,
  browser: Browser,
  theme: ThemeName | undefined,
) {
  const lhrs: Result[] = [];
  const runs: RunMetrics[] = [];
  for (let i = 0; i <= options.runs; i++) {
    const name = i === 0 ? 'warm-up' : `run ${i}/${options.runs}`;
    const started = Date.now();
    const lhr = await runOnceMore(
      () => runLighthouse(url, browser.port),
      (error) => log(`  ${name.padEnd(9)} ${error.message}; trying it once more`),
    );
    const shown = theme && (await themeShown(lhr));
    if (theme && shown !== theme) {
      throw new Error(`${url} showed the ${shown ?? 'unknown'} theme, not the ${theme} one.`);
    }
    const metrics = extractMetrics(lhr);
    const seconds = ((Date.now() - started) / 1000).toFixed(0);
    log(`  ${name.padEnd(9)} ${oneLine(metrics)} (${seconds} s)`);
    for (const warning of lhr.runWarnings) log(`    warning: ${warning}`);
    if (i === 0) continue;
    lhrs.push(lhr);
    runs.push(metrics);
  }
  return { lhrs, runs };
}

async function main(): Promise<number> {
  const options = parseArgs(process.argv.slice(2));
  if (options.help) {
    log(USAGE);
    return 0;
  }
  const budgets = await loadBudgets();
  const started = Date.now();
  if (options.build) buildForLocalBackend(log);
  if (!existsSync(join(distDir, 'index.html'))) {
    throw new Error('dist/index.html is missing: run without --no-build, or npm run build first.');
  }

  let server: StaticServer | undefined;
  let browser: Browser | undefined;
  let backend: PerfBackend | undefined;
  let load: CpuLoad | undefined;
  let floorSite: FloorSite | undefined;
  let floorServer: StaticServer | undefined;
  const cleanUp = async () => {
    await load?.stop();
    await browser?.close();
    await server?.close();
    await floorServer?.close();
    await floorSite?.remove();
    await backend?.close();
  };
  // Ctrl-C can arrive twice (from the terminal and relayed by tsx): clean up once, stay alive.
  let stopping = false;
  const onSignal = () => {
    if (stopping) return;
    stopping = true;
    void cleanUp().finally(() => process.exit(130));
  };
  process.on('SIGINT', onSignal);
  process.on('SIGTERM', onSignal);

  const pages = locales.map((locale) => ({ code: locale.code, path: localeHomePath(locale) }));
  const measured: {
    code: string;
    path: string;
    theme: ThemeName;
    result: Awaited<ReturnType<typeof measure>>;
  }[] = [];
  let floor: Awaited<ReturnType<typeof measure>> | undefined;
  let storedPageViews: number | undefined;
  let condition = 'quiet machine (--quiet-machine): nothing else runs beside the browser';
  try {
    backend = await startPerfBackend(log);
    server = await startStaticServer({ root: distDir, https: !options.http1 });
    if (!options.quietMachine) {
      const count = busyProcessCount();
      load = await startCpuLoad(count);
      condition =
        `busy machine: ${count} CPU-bound process${count === 1 ? '' : 'es'} beside the ` +
        `browser on ${availableParallelism()} cores, from the first warm-up to the last run ` +
        `(PID ${load.pids.join(', ')})`;
    }
    log(`\nCondition: ${condition}`);
    for (const theme of options.themes) {
      browser = await launchBrowser(theme, {
        trustedCertificateSpki: server.certificateSpkiHash,
      });
      for (const { code, path } of pages) {
        const url = new URL(path, server.url).href;
        log(
          `\nLighthouse on ${url}, ${theme} theme (mobile, simulated throttling): ` +
            `1 warm-up + ${options.runs} measured run${options.runs === 1 ? '' : 's'}`,
        );
        measured.push({ code, path, theme, result: await measure(options, url, browser, theme) });
      }
      await browser.close();
      browser = undefined;
    }
    if (options.floor) {
      // In the same condition as the pages, the CPU-bound processes still running (floor.ts).
      floorSite = await writeFloorSite();
      floorServer = await startStaticServer({ root: floorSite.root, https: !options.http1 });
      browser = await launchBrowser('dark', {
        trustedCertificateSpki: floorServer.certificateSpkiHash,
      });
      log(
        `\nLighthouse on the ${FLOOR_LABEL} (one heading, one paragraph, nothing else), ` +
          `${floorServer.url}: 1 warm-up + ${options.runs} measured run${options.runs === 1 ? '' : 's'}`,
      );
      floor = await measure(options, floorServer.url, browser, undefined);
      await browser.close();
      browser = undefined;
    }
    await load?.stop();
    load = undefined;
    storedPageViews = await backend.storedPageViews();
  } finally {
    await cleanUp();
    process.off('SIGINT', onSignal);
    process.off('SIGTERM', onSignal);
  }

  const chunks = await listChunks(join(distDir, 'assets'));
  const stamp = new Date().toISOString().replace(/[:.]/g, '-');
  const reports: Awaited<ReturnType<typeof reportPage>>[] = [];
  for (const { code, path, theme, result } of measured) {
    reports.push(
      await reportPage({
        budgets,
        chunks,
        ...result,
        runDir: join(resultsDir, stamp, theme, code),
        path,
        theme,
        condition,
      }),
    );
  }

  const report: string[] = [];
  const out = (line = '') => report.push(line);
  out('JavaScript chunks in dist/assets (gzip at the default level)');
  out(
    formatTable(
      ['Chunk', 'Raw', 'Gzip', 'First view'],
      [
        ...chunks.map((chunk) => [
          chunk.name,
          formatKiB(chunk.rawBytes),
          formatKiB(chunk.gzipBytes),
          reports
            .filter((page) => page.firstViewPaths.has(`/assets/${chunk.name}`))
            .map((page) => page.path)
            .filter((path, index, paths) => paths.indexOf(path) === index)
            .join(' '),
        ]),
        [
          'all chunks',
          formatKiB(chunks.reduce((total, chunk) => total + chunk.rawBytes, 0)),
          formatKiB(chunks.reduce((total, chunk) => total + chunk.gzipBytes, 0)),
          '',
        ],
      ],
      ['left', 'right', 'right', 'left'],
    ),
  );
  out();
  const loads = measured.reduce((total, page) => total + page.result.lhrs.length + 1, 0);
  if (storedPageViews !== undefined) {
    out(
      `Visit beacon: the local backend stored ${storedPageViews} page views for ${loads} page ` +
        'loads (warm-ups included; a page view is sent once the page is idle).',
    );
  }
  const floorMedians = floor && medianOf(floor.runs, NUMERIC_METRICS);
  const medianRow = (label: string, medians: Record<NumericMetric, number>, met: string) => [
    label,
    formatScore(medians.performance),
    formatMs(medians.tbtMs),
    formatMs(medians.longestTaskMs),
    formatCount(medians.longTaskCount),
    formatMs(medians.navigationTaskMs),
    formatMs(medians.lcpMs),
    formatBytes(medians.jsTransferBytes),
    formatCount(medians.domElements),
    met,
  ];
  out(`Medians per page (${condition})`);
  out(
    formatTable(
      [
        'Page',
        'Perf',
        'TBT',
        "Page's longest task",
        'Tasks > 50 ms',
        'Navigation task',
        'LCP',
        'JS transferred',
        'DOM elements',
        'Budgets met',
      ],
      [
        ...reports.map((page) => medianRow(page.label, page.medians, page.budgetsMet)),
        ...(floorMedians ? [medianRow(FLOOR_LABEL, floorMedians, '(reference)')] : []),
      ],
      // The page's name, then its figures.
      ['left', ...Array<'right'>(10).fill('right')],
    ),
  );
  if (floorMedians) {
    out(
      `The ${FLOOR_LABEL} has one heading and one paragraph and nothing else, measured the same ` +
        "way: its figures are the browser's own cost in this condition, what even an empty page pays.",
    );
    await mkdir(join(resultsDir, stamp), { recursive: true });
    await writeFile(
      join(resultsDir, stamp, 'floor.json'),
      `${JSON.stringify({ condition, medians: floorMedians, runs: floor?.runs.map(({ scripts: _scripts, ...figures }) => figures) }, null, 2)}\n`,
    );
  }
  out();
  out(`Saved in ${relative(repoRoot, join(resultsDir, stamp))}/<theme>/<language>/`);
  for (const page of reports) out(`${page.label.padEnd(12)} ${page.summaryLine}`);
  const seconds = Math.round((Date.now() - started) / 1000);
  out(
    `Took ${Math.floor(seconds / 60)} min ${seconds % 60} s` +
      `${options.build ? ', the build included' : ''}.`,
  );

  log();
  for (const page of reports) log(`${page.text}\n`);
  log(report.join('\n'));
  const missed = reports.reduce((total, page) => total + page.missed, 0);
  return options.strict && missed > 0 ? 1 : 0;
}

interface PageToReport {
  budgets: Budgets;
  chunks: Chunk[];
  lhrs: Result[];
  runs: RunMetrics[];
  runDir: string;
  path: string;
  theme: ThemeName;
  /** Busy or quiet machine, as measured. */
  condition: string;
}

/** One page's medians, first-view JavaScript and budgets: printed, and saved in `runDir`. */
async function reportPage({
  budgets,
  chunks,
  lhrs,
  runs,
  runDir,
  path,
  theme,
  condition,
}: PageToReport) {
  const label = `${path} ${theme}`;
  const medians = medianOf(runs, NUMERIC_METRICS);
  const medianIndex = medianRunIndex(runs);
  const medianLhr = lhrs[medianIndex] as Result;
  const medianRun = runs[medianIndex] as RunMetrics;
  const origin = medianLhr.finalDisplayedUrl;
  // The site's repoRoot, so that /fr/'s and /ar/'s scripts shorten to /assets/... too.
  const siteRoot = new URL('/', origin).href;

  const gzipByPath = new Map(chunks.map((chunk) => [`/assets/${chunk.name}`, chunk.gzipBytes]));
  const firstView = firstViewJs(medianRun.scripts, origin, gzipByPath);
  const firstViewPaths = new Set(firstView.scripts.map((script) => script.path));
  const beacon = beaconFigures(medianLhr, gzipByPath);

  const measuredForBudgets: Record<BudgetKey, number> = {
    performance: medians.performance,
    accessibility: medians.accessibility,
    bestPractices: medians.bestPractices,
    seo: medians.seo,
    lcpMs: medians.lcpMs,
    tbtMs: medians.tbtMs,
    longestTaskMs: medians.longestTaskMs,
    cls: medians.cls,
    firstViewJsKB: medians.jsTransferBytes,
    firstViewTransferKb: medians.totalTransferBytes,
    beaconKb: beacon.gzipBytes,
  };
  const results = compareBudgets(measuredForBudgets, budgets);

  const report: string[] = [];
  const out = (line = '') => report.push(line);
  const environment = medianLhr.environment;
  const chromium = /(?:HeadlessChrome|Chrome)\/([\d.]+)/.exec(environment.hostUserAgent)?.[1];
  const throttling = medianLhr.configSettings.throttling;
  out(
    `Lighthouse ${medianLhr.lighthouseVersion}, Chromium ${chromium ?? '?'}, mobile preset, ` +
      `simulated throttling (${throttling.rttMs} ms RTT, ` +
      `${(throttling.throughputKbps / 1024).toFixed(1)} Mbit/s, ` +
      `${throttling.cpuSlowdownMultiplier}x CPU); host benchmark index ` +
      `${Math.round(environment.benchmarkIndex)}`,
  );
  out(
    `Median of ${runs.length} run${runs.length === 1 ? '' : 's'} of ${origin}, ${theme} theme, ` +
      `served over ${documentProtocol(medianLhr)} as a static host serves it`,
  );
  out(`Condition: ${condition}`);
  out();
  out(
    formatTable(
      ['Metric', 'Median', 'Runs'],
      ROWS.map(({ key, label, format }) => [
        label,
        format(medians[key]),
        runs.map((run) => format(run[key])).join(' / '),
      ]),
      ['left', 'right', 'left'],
    ),
  );
  out();
  out(
    "Long main-thread tasks (median run): Lighthouse's long-tasks audit, simulated (4x CPU: the " +
      'simulation multiplies a task by 4, by 2 when it lays out), with the kinds of work each holds',
  );
  out(
    medianRun.longTasks.length === 0
      ? '(none of 50 ms or more)'
      : formatTable(
          ['Attributed to', 'Start', 'Duration', 'Work'],
          medianRun.longTasks.map((task) => [
            shortUrl(task.url, siteRoot),
            formatMs(task.startMs),
            formatMs(task.durationMs),
            `${isNavigationTask(task, medianRun.longTasks, medianRun.fcpMs) ? "browser's navigation: " : ''}${describeWork(task.work)}`,
          ]),
          ['left', 'right', 'right', 'left'],
        ),
  );
  out();
  out(
    `First-view JavaScript: the scripts ${path} requests on load (median run; the budget ` +
      `holds Lighthouse's count of the JavaScript transferred, ${formatBytes(medians.jsTransferBytes)} in the median)`,
  );
  out(
    formatTable(
      ['Script', 'Transfer', 'Gzip'],
      [
        ...firstView.scripts.map((script) => [
          script.path,
          formatKiB(script.transferBytes),
          script.inBuild ? formatKiB(script.gzipBytes) : 'not built',
        ]),
        ['total', formatKiB(firstView.transferBytes), formatKiB(firstView.gzipBytes)],
      ],
      ['left', 'right', 'right'],
    ),
  );
  out();
  out(`Visit beacon (median run; observed times after the navigation started)`);
  out(
    formatTable(
      ['Request', 'Status', 'Started', 'Gzip'],
      [
        ...[...beacon.scripts, ...beacon.visits].map((request) => [
          new URL(request.url).pathname,
          String(request.statusCode),
          formatMs(request.startMs),
          'gzipBytes' in request ? formatKiB(Number(request.gzipBytes)) : '',
        ]),
        ['largest contentful paint', '', formatMs(beacon.lcpMs), ''],
      ],
      ['left', 'right', 'right', 'right'],
    ),
  );
  const beaconSent = beacon.visits.some(
    (visit) => visit.statusCode >= 200 && visit.statusCode < 300,
  );
  const beaconProblems = [
    ...(beaconSent ? [] : ['no page view reached the visit function']),
    ...(beacon.afterLargestPaint ? [] : ['a beacon request started before the largest paint']),
  ];
  out(
    beaconProblems.length === 0
      ? '✓  Sent after the largest paint, and the visit function took it'
      : `✗  ${beaconProblems.join('; ')}`,
  );
  out();
  out(`Budgets (${relative(repoRoot, budgetsFile)}; 1 KB = 1000 bytes, 1 KiB = 1024 bytes)`);
  out(formatBudgetResults(results));

  const missed = results.filter((result) => !result.met);
  if (missed.length > 0) {
    out();
    out('Where to look (Lighthouse audits of the median run):');
    /** What the report knows beyond Lighthouse's audits about a missed budget. */
    const extraFindings = (key: BudgetKey): Finding[] => {
      if (key === 'lcpMs') {
        const documentSize = documentSizeFinding(documentTransferBytes(medianLhr));
        return documentSize ? [documentSize] : [];
      }
      if (key !== 'firstViewJsKB') return [];
      return [
        {
          title: 'Largest first-view scripts (transferred)',
          items: [...firstView.scripts]
            .sort((a, b) => b.transferBytes - a.transferBytes)
            .slice(0, 3)
            .map((script) => `${script.path}: ${formatKB(script.transferBytes)}`),
        },
      ];
    };
    for (const result of missed) {
      const extra = extraFindings(result.key);
      out(
        `  ✗ ${BUDGET_DEFINITIONS[result.key].label}: ` +
          `${formatValue(result.actual, result.unit)} (target ${formatBudget(result)})`,
      );
      for (const line of formatFindings(
        findingsFor(result.key, medianLhr, { origin: siteRoot, extra }),
      )) {
        out(line);
      }
    }
  }

  await mkdir(runDir, { recursive: true });
  const summary = {
    url: origin,
    theme,
    condition,
    fetchTime: medianLhr.fetchTime,
    lighthouseVersion: medianLhr.lighthouseVersion,
    hostUserAgent: environment.hostUserAgent,
    benchmarkIndex: environment.benchmarkIndex,
    runs: runs.map(({ scripts: _scripts, ...figures }) => figures),
    medianRun: medianIndex + 1,
    medians,
    longTasks: medianRun.longTasks,
    firstViewJs: firstView,
    beacon,
    chunks,
    budgets: results,
    budgetsMet: results.length - missed.length,
  };
  await writeFile(join(runDir, 'median-run.json'), `${JSON.stringify(medianLhr, null, 2)}\n`);
  await writeFile(join(runDir, 'median-run.html'), generateReport(medianLhr, 'html'));
  await writeFile(join(runDir, 'summary.json'), `${JSON.stringify(summary, null, 2)}\n`);

  out(formatBudgetSummary(results));
  await writeFile(join(runDir, 'summary.txt'), `${report.join('\n')}\n`);
  return {
    path,
    label,
    text: report.join('\n'),
    missed: missed.length + beaconProblems.length,
    firstViewPaths,
    medians,
    budgetsMet: `${results.length - missed.length} of ${results.length}`,
    summaryLine: `${formatBudgetSummary(results)} (median run ${medianIndex + 1}: median-run.json, median-run.html, summary.json, summary.txt)`,
  };
}

main().then(
  (code) => process.exit(code),
  (error: unknown) => {
    console.error(`perf: ${error instanceof Error ? error.message : String(error)}`);
    process.exit(2);
  },
);
