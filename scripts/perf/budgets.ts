/**
 * Performance budgets (`perf-budgets.json` at the repository root) and how measured figures
 * compare with them. Scores are minimums; times, layout shift and sizes are maximums.
 * Sizes are measured compressed. Two units: `kb` is 1000 bytes, as Lighthouse counts (the
 * JavaScript a page transfers, `firstViewJsKB`); `kib` is 1024 bytes (the keys ending
 * in `Kb`: the total transfer, and the beacon's script gzipped as the build writes it).
 */

export type BudgetUnit = 'score' | 'ms' | 'cls' | 'kb' | 'kib';

/** Bytes in one unit of a size budget. */
export const BYTES_PER_UNIT: Partial<Record<BudgetUnit, number>> = { kb: 1000, kib: 1024 };

export interface BudgetDefinition {
  label: string;
  /** `min`: the measured value must be at least the budget; `max`: at most. */
  kind: 'min' | 'max';
  unit: BudgetUnit;
}

export const BUDGET_DEFINITIONS = {
  performance: { label: 'Performance score', kind: 'min', unit: 'score' },
  accessibility: { label: 'Accessibility score', kind: 'min', unit: 'score' },
  bestPractices: { label: 'Best practices score', kind: 'min', unit: 'score' },
  seo: { label: 'SEO score', kind: 'min', unit: 'score' },
  lcpMs: { label: 'Largest Contentful Paint', kind: 'max', unit: 'ms' },
  tbtMs: { label: 'Total Blocking Time', kind: 'max', unit: 'ms' },
  longestTaskMs: { label: "Longest task, the page's", kind: 'max', unit: 'ms' },
  cls: { label: 'Cumulative Layout Shift', kind: 'max', unit: 'cls' },
  firstViewJsKB: { label: 'JavaScript transferred', kind: 'max', unit: 'kb' },
  firstViewTransferKb: { label: 'First-view transfer', kind: 'max', unit: 'kib' },
  beaconKb: { label: 'Visit beacon script (gzip)', kind: 'max', unit: 'kib' },
} as const satisfies Record<string, BudgetDefinition>;

export type BudgetKey = keyof typeof BUDGET_DEFINITIONS;
export type Budgets = Partial<Record<BudgetKey, number>>;

/**
 * The measured value each budget is compared with: scores 0-100, times in ms, CLS unitless,
 * sizes in bytes (compared with the budget times 1000 for `kb`, 1024 for `kib`).
 */
export type Measured = Record<BudgetKey, number>;

export interface BudgetResult {
  key: BudgetKey;
  label: string;
  kind: 'min' | 'max';
  unit: BudgetUnit;
  /** As measured (bytes for size budgets). */
  actual: number;
  /** As written in the budgets file (KB or KiB for size budgets). */
  budget: number;
  met: boolean;
}

function isBudgetKey(key: string): key is BudgetKey {
  return Object.hasOwn(BUDGET_DEFINITIONS, key);
}

/**
 * Reads a budgets object (parsed JSON). Refuses unknown keys, so that a typo does not silently
 * drop a budget, and anything but finite non-negative numbers.
 */
export function parseBudgets(json: unknown): Budgets {
  if (typeof json !== 'object' || json === null || Array.isArray(json)) {
    throw new Error('The budgets file must hold a JSON object.');
  }
  const budgets: Budgets = {};
  for (const [key, value] of Object.entries(json)) {
    if (key === '$schema' || key === '$comment') continue;
    if (!isBudgetKey(key)) {
      const known = Object.keys(BUDGET_DEFINITIONS).join(', ');
      throw new Error(`Unknown budget "${key}". Known budgets: ${known}.`);
    }
    if (typeof value !== 'number' || !Number.isFinite(value) || value < 0) {
      throw new Error(
        `Budget "${key}" must be a non-negative number, not ${JSON.stringify(value)}.`,
      );
    }
    budgets[key] = value;
  }
  return budgets;
}

/** Compares each budget in `budgets` (in the file's order) with what was measured. */
export function compareBudgets(measured: Measured, budgets: Budgets): BudgetResult[] {
  return Object.entries(budgets).flatMap(([key, budget]) => {
    if (!isBudgetKey(key) || budget === undefined) return [];
    const definition: BudgetDefinition = BUDGET_DEFINITIONS[key];
    const actual = measured[key];
    const limit = budget * (BYTES_PER_UNIT[definition.unit] ?? 1);
    const met = definition.kind === 'min' ? actual >= limit : actual <= limit;
    return [{ key, ...definition, actual, budget, met }];
  });
}
