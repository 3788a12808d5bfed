/** The median of a list of numbers (the mean of the middle two for an even count). */
export function median(values: readonly number[]): number {
  if (values.length === 0) throw new Error('median() of an empty list');
  if (values.some((value) => !Number.isFinite(value))) {
    throw new Error(`median() of a list with a non-finite value: ${values.join(', ')}`);
  }
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 === 1
    ? (sorted[middle] as number)
    : ((sorted[middle - 1] as number) + (sorted[middle] as number)) / 2;
}

/** The median of each numeric field over a list of records that all have the same fields. */
export function medianOf<K extends string>(
  runs: readonly Record<K, number>[],
  keys: readonly K[],
): Record<K, number> {
  const result = {} as Record<K, number>;
  for (const key of keys) result[key] = median(runs.map((run) => run[key]));
  return result;
}

/**
 * The index of the run closest to the median first paint and the median time to interactive
 * (the start and the end of the load), as Lighthouse's own `computeMedianRun` chooses it: a real
 * run to keep and read, rather than a mix of figures from different runs. Ties go to the earlier
 * interactive time.
 */
export function medianRunIndex(runs: readonly { fcpMs: number; ttiMs: number }[]): number {
  if (runs.length === 0) throw new Error('medianRunIndex() of no runs');
  const fcp = median(runs.map((run) => run.fcpMs));
  const tti = median(runs.map((run) => run.ttiMs));
  const distance = (run: { fcpMs: number; ttiMs: number }) =>
    (run.fcpMs - fcp) ** 2 + (run.ttiMs - tti) ** 2;
  let best = 0;
  runs.forEach((run, index) => {
    const current = runs[best] as { fcpMs: number; ttiMs: number };
    if (
      distance(run) < distance(current) ||
      (distance(run) === distance(current) && run.ttiMs < current.ttiMs)
    ) {
      best = index;
    }
  });
  return best;
}
