/**
 * What `npm run perf:compare` reads and prints: its options, and the summary of paired runs.
 *
 * Why pairs: on a busy machine one page's Total Blocking Time ranges from 0 to about 140 ms from
 * one run to the next, more than the budget itself, so two `npm run perf` runs taken minutes apart
 * cannot tell a 30 ms change from the weather. Runs of the two builds taken in turn, beside the
 * same load, see the same weather; the count of pairs in which one build was lower says whether
 * a difference is more than noise.
 */
import type { ThemeName } from '../../tailwind.config.ts';
import { countOption, themeOption } from './args';
import { median } from './stats';

export interface CompareOptions {
  /** The other build's folder (for example a worktree's dist/), measured against this one's. */
  against: string;
  /** Run `npm run build -- --local` for this checkout first (turned off by `--no-build`). */
  build: boolean;
  /** Measured pairs after one warm-up pair. */
  pairs: number;
  /** The page both builds are measured on. */
  page: string;
  theme: ThemeName;
  help: boolean;
}

export const COMPARE_USAGE = `Usage: npm run perf:compare -- <other dist folder> [--pairs N] [--page PATH] [--theme dark|light] [--no-build]

Measures this checkout's build (dist/) against another build of the site, in pairs: one
Lighthouse run on each build in turn (mobile, simulated throttling, served over HTTPS and HTTP/2
as npm run perf does), beside the same CPU-bound process, one warm-up pair, then N measured pairs
(default 8). Prints every pair, then for each figure the medians, the means and in how many pairs
this build was lower. Make the other build for the local backend, for example:
  git worktree add /tmp/before main && cd /tmp/before && npm ci && npm run build -- --local

  --pairs N      measured pairs (default 8)
  --page PATH    the page to measure (default /)
  --theme T      the theme the browser prefers, dark or light (default dark)
  --no-build     measure the existing dist/ as it is
  --help         show this text`;

/** Parses the arguments after `npm run perf:compare --`; throws on anything it does not know. */
export function parseCompareArgs(argv: readonly string[]): CompareOptions {
  const options: Omit<CompareOptions, 'against'> & { against?: string } = {
    build: true,
    pairs: 8,
    page: '/',
    theme: 'dark',
    help: false,
  };
  for (let i = 0; i < argv.length; i++) {
    const arg = argv[i] as string;
    const [name, inline] = arg.startsWith('--') ? arg.split(/=(.*)/s, 2) : [arg, undefined];
    const value = () => inline ?? argv[++i];
    switch (name) {
      case '--help':
      case '-h':
        options.help = true;
        break;
      case '--no-build':
        options.build = false;
        break;
      case '--pairs':
        options.pairs = countOption('--pairs', value());
        break;
      case '--page': {
        const page = value();
        if (!page?.startsWith('/')) {
          throw new Error(`--page needs a path that starts with /, not ${page ?? 'nothing'}.`);
        }
        options.page = page;
        break;
      }
      case '--theme':
        options.theme = themeOption(value());
        break;
      default:
        if (arg.startsWith('-')) throw new Error(`Unknown option ${arg}.\n\n${COMPARE_USAGE}`);
        if (options.against !== undefined) {
          throw new Error(`One other build only: ${options.against} and ${arg}.`);
        }
        options.against = arg;
    }
  }
  if (options.against === undefined && !options.help) {
    throw new Error(`Name the other build's folder.\n\n${COMPARE_USAGE}`);
  }
  return { ...options, against: options.against ?? '' };
}

/** The figures compared, lower is better for each. */
export const PAIRED_FIGURES = ['tbtMs', 'lcpMs', 'longestTaskMs', 'fcpMs'] as const;
export type PairedFigure = (typeof PAIRED_FIGURES)[number];
export type PairedRun = Record<PairedFigure, number>;

export interface FigureSummary {
  figure: PairedFigure;
  /** This build's median and mean, then the other's. */
  thisMedian: number;
  otherMedian: number;
  thisMean: number;
  otherMean: number;
  /** Pairs in which this build was lower, higher, and the same. */
  lower: number;
  higher: number;
  same: number;
}

const mean = (values: readonly number[]) =>
  values.reduce((total, value) => total + value, 0) / values.length;

/** Per figure: both builds' medians and means, and how the pairs went. */
export function summarizePairs(
  pairs: readonly { thisBuild: PairedRun; otherBuild: PairedRun }[],
): FigureSummary[] {
  if (pairs.length === 0) throw new Error('summarizePairs() of no pairs');
  return PAIRED_FIGURES.map((figure) => {
    const mine = pairs.map((pair) => pair.thisBuild[figure]);
    const theirs = pairs.map((pair) => pair.otherBuild[figure]);
    const sign = pairs.map((pair) => Math.sign(pair.thisBuild[figure] - pair.otherBuild[figure]));
    return {
      figure,
      thisMedian: median(mine),
      otherMedian: median(theirs),
      thisMean: mean(mine),
      otherMean: mean(theirs),
      lower: sign.filter((s) => s < 0).length,
      higher: sign.filter((s) => s > 0).length,
      same: sign.filter((s) => s === 0).length,
    };
  });
}
