/** Command-line options of `npm run perf`. */
import { themes, type ThemeName } from '../../tailwind.config.ts';

const THEME_NAMES = Object.keys(themes) as ThemeName[];

export interface PerfOptions {
  /** Run `npm run build` first (turned off by `--no-build`). */
  build: boolean;
  /** Measured runs after the warm-up. */
  runs: number;
  /** Exit with status 1 when a budget is missed. */
  strict: boolean;
  /** The themes to measure every page in: the browser prefers each in turn. */
  themes: ThemeName[];
  /**
   * Measure on a quiet machine: no CPU-bound process beside the browser (turned on by
   * `--quiet-machine`; by default the machine is kept busy, as a phone often is).
   */
  quietMachine: boolean;
  /**
   * Serve plain HTTP/1.1 (turned on by `--http1`) instead of HTTPS with HTTP/2 as the hosts do:
   * to compare with figures measured that way before decision 037.
   */
  http1: boolean;
  /**
   * Measure the floor page too (floor.ts), in the same condition (turned off by `--no-floor`).
   */
  floor: boolean;
  help: boolean;
}

export const USAGE = `Usage: npm run perf -- [--no-build] [--runs N] [--theme dark|light] [--quiet-machine] [--http1] [--no-floor] [--strict]

Builds the site, serves dist/ on 127.0.0.1 like a static host (HTTPS, HTTP/2), and runs
Lighthouse (mobile preset, simulated throttling) in the system Chromium: one warm-up run, then N
measured runs (default 3).
Every language's page is measured in each theme (the browser prefers it, as a visitor's system
would). A busy phone: CPU-bound processes (one per core but one, at least one) spin beside the
browser for the whole measurement. Prints the medians, the long tasks, the JavaScript chunks, and
how they compare with perf-budgets.json. Then measures the floor: a page with one heading and one
paragraph, in the same condition, whose figures are the browser's own cost.

  --no-build        measure the existing dist/ as it is
  --runs N          measured runs (default 3)
  --theme T         measure one theme only, dark or light (default: both)
  --quiet-machine   no CPU-bound process beside the browser
  --http1           serve plain HTTP/1.1, not HTTPS with HTTP/2 (figures before decision 037)
  --no-floor        leave out the floor page (about a minute less)
  --strict          exit with status 1 when a budget is missed (default: always 0)
  --help            show this text`;

/** A count option's value (`--runs`, `--pairs`): a whole number from 1 to 50. */
export function countOption(option: string, value: string | undefined): number {
  const count = Number(value);
  if (value === undefined || !/^\d+$/.test(value) || count < 1 || count > 50) {
    throw new Error(`${option} needs a whole number from 1 to 50, not ${value ?? 'nothing'}.`);
  }
  return count;
}

/** `--theme`'s value: one of the site's themes. */
export function themeOption(value: string | undefined): ThemeName {
  const theme = THEME_NAMES.find((name) => name === value);
  if (!theme) {
    throw new Error(`--theme needs ${THEME_NAMES.join(' or ')}, not ${value ?? 'nothing'}.`);
  }
  return theme;
}

/** Parses the arguments after `npm run perf --`; throws on anything it does not know. */
export function parseArgs(argv: readonly string[]): PerfOptions {
  const options: PerfOptions = {
    build: true,
    runs: 3,
    strict: false,
    themes: [...THEME_NAMES],
    quietMachine: false,
    http1: false,
    floor: true,
    help: false,
  };
  for (let i = 0; i < argv.length; i++) {
    const arg = argv[i] as string;
    const [name, inline] = arg.startsWith('--') ? arg.split(/=(.*)/s, 2) : [arg, undefined];
    switch (name) {
      case '--no-build':
        options.build = false;
        break;
      case '--strict':
        options.strict = true;
        break;
      case '--quiet-machine':
        options.quietMachine = true;
        break;
      case '--http1':
        options.http1 = true;
        break;
      case '--no-floor':
        options.floor = false;
        break;
      case '--help':
      case '-h':
        options.help = true;
        break;
      case '--runs':
        options.runs = countOption('--runs', inline ?? argv[++i]);
        break;
      case '--theme':
        options.themes = [themeOption(inline ?? argv[++i])];
        break;
      default:
        throw new Error(`Unknown option ${arg}.\n\n${USAGE}`);
    }
  }
  return options;
}
