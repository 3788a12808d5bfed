/** Steps `npm run perf` and `npm run perf:compare` both take. */
import { spawnSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';

/** The repository's root folder. */
export const repoRoot = fileURLToPath(new URL('../../', import.meta.url));

/** Builds the site for the local backend the benchmarks start (`npm run build -- --local`). */
export function buildForLocalBackend(log: (line: string) => void): void {
  log('Building: npm run build -- --local');
  const result = spawnSync('npm', ['run', 'build', '--', '--local'], {
    cwd: repoRoot,
    stdio: 'inherit',
  });
  if (result.status !== 0) {
    throw new Error(
      `npm run build failed (${result.signal ?? `status ${result.status}`}). ` +
        'Fix the build, or measure the existing dist/ with --no-build.',
    );
  }
}

/**
 * Runs a Lighthouse run (or any step) and, if it throws, once more: on a busy machine a run now
 * and then times out or loses its browser connection, which says nothing about the page.
 */
export async function runOnceMore<T>(
  run: () => Promise<T>,
  onRetry: (error: Error) => void,
): Promise<T> {
  try {
    return await run();
  } catch (error) {
    onRetry(error as Error);
    return run();
  }
}
