/**
 * `npm run perf:compare -- <other dist>`: this checkout's build against another, in pairs of
 * Lighthouse runs taken in turn beside the same CPU-bound process (pairs.ts says why). Both
 * builds are served as `npm run perf` serves one (HTTPS and HTTP/2, static-server.ts), each by a
 * server and a browser of its own, so neither build's cache or connection warms the other's.
 *
 * A benchmark, not a gate: it prints figures and exits 0.
 */
import { existsSync } from 'node:fs';
import { availableParallelism } from 'node:os';
import { join, resolve } from 'node:path';
import { launchBrowser, type Browser } from './browser';
import { busyProcessCount, startCpuLoad, type CpuLoad } from './busy';
import { startPerfBackend, type PerfBackend } from './backend';
import { formatMs, formatTable } from './format';
import { runLighthouse } from './lighthouse';
import { extractMetrics } from './metrics';
import {
  COMPARE_USAGE,
  parseCompareArgs,
  summarizePairs,
  type FigureSummary,
  type PairedFigure,
  type PairedRun,
} from './pairs';
import { startStaticServer, type StaticServer } from './static-server';
import { buildForLocalBackend, repoRoot, runOnceMore } from './steps';

const log = (line = '') => console.log(line);

const LABELS: Record<PairedFigure, string> = {
  tbtMs: 'Total Blocking Time',
  lcpMs: 'Largest Contentful Paint',
  longestTaskMs: "Longest task, the page's",
  fcpMs: 'First Contentful Paint',
};

interface Side {
  name: string;
  server: StaticServer;
  browser: Browser;
}

async function runOnce(side: Side, page: string): Promise<PairedRun> {
  const url = new URL(page, side.server.url).href;
  const lhr = await runOnceMore(
    () => runLighthouse(url, side.browser.port),
    (error) => log(`  ${side.name}: ${error.message}; trying it once more`),
  );
  const { tbtMs, lcpMs, longestTaskMs, fcpMs } = extractMetrics(lhr);
  return { tbtMs, lcpMs, longestTaskMs, fcpMs };
}

function summaryTable(summaries: readonly FigureSummary[], pairs: number): string {
  return formatTable(
    ['Figure', 'This build', 'Other build', 'Means', 'This build lower in'],
    summaries.map((s) => [
      LABELS[s.figure],
      formatMs(s.thisMedian),
      formatMs(s.otherMedian),
      `${formatMs(s.thisMean)} / ${formatMs(s.otherMean)}`,
      `${s.lower} of ${pairs}${s.same ? ` (${s.same} the same)` : ''}`,
    ]),
    ['left', 'right', 'right', 'right', 'left'],
  );
}

async function main(): Promise<number> {
  const options = parseCompareArgs(process.argv.slice(2));
  if (options.help) {
    log(COMPARE_USAGE);
    return 0;
  }
  const other = resolve(options.against);
  if (!existsSync(join(other, 'index.html'))) {
    throw new Error(`${other} holds no index.html: name the other build's dist/ folder.`);
  }
  if (options.build) buildForLocalBackend(log);
  const mine = join(repoRoot, 'dist');
  if (!existsSync(join(mine, 'index.html'))) {
    throw new Error('dist/index.html is missing: run without --no-build.');
  }

  const servers: StaticServer[] = [];
  const browsers: Browser[] = [];
  let backend: PerfBackend | undefined;
  let load: CpuLoad | undefined;
  const pairs: { thisBuild: PairedRun; otherBuild: PairedRun }[] = [];
  try {
    backend = await startPerfBackend(log);
    for (const folder of [mine, other]) {
      const server = await startStaticServer({ root: folder, https: true });
      servers.push(server);
      browsers.push(
        await launchBrowser(options.theme, { trustedCertificateSpki: server.certificateSpkiHash }),
      );
    }
    const sides: Side[] = servers.map((server, index) => ({
      name: index === 0 ? 'this build' : 'other build',
      server,
      browser: browsers[index] as Browser,
    }));
    const count = busyProcessCount();
    load = await startCpuLoad(count);
    log(
      `\n${options.page}, ${options.theme} theme: this build (${mine}) against ${other}, ` +
        `1 warm-up pair + ${options.pairs}; busy machine: ${count} CPU-bound ` +
        `process${count === 1 ? '' : 'es'} beside the browsers on ${availableParallelism()} cores`,
    );
    for (let i = 0; i <= options.pairs; i++) {
      // The order within a pair alternates, so neither build always runs right after the other.
      const [first, second] = i % 2 === 0 ? [0, 1] : [1, 0];
      const runs: PairedRun[] = [];
      runs[first] = await runOnce(sides[first] as Side, options.page);
      runs[second] = await runOnce(sides[second] as Side, options.page);
      const [thisBuild, otherBuild] = runs as [PairedRun, PairedRun];
      const figures = (run: PairedRun) =>
        `TBT ${formatMs(run.tbtMs)}, LCP ${formatMs(run.lcpMs)}, longest ${formatMs(run.longestTaskMs)}`;
      log(
        `  ${i === 0 ? 'warm-up' : `pair ${i}/${options.pairs}`}`.padEnd(13) +
          `this: ${figures(thisBuild)} | other: ${figures(otherBuild)}`,
      );
      if (i > 0) pairs.push({ thisBuild, otherBuild });
    }
  } finally {
    await load?.stop();
    for (const browser of browsers) await browser.close();
    for (const server of servers) await server.close();
    await backend?.close();
  }
  log(`\nMedians of ${options.pairs} pair${options.pairs === 1 ? '' : 's'} (lower is better)`);
  log(summaryTable(summarizePairs(pairs), options.pairs));
  return 0;
}

main().then(
  (code) => process.exit(code),
  (error: unknown) => {
    console.error(`perf:compare: ${error instanceof Error ? error.message : String(error)}`);
    process.exit(2);
  },
);
