// @vitest-environment node
/**
 * `npm ci` refuses a lock that leaves out an optional dependency, and it does so on the machine
 * of whoever clones the project, not here. The committed lock must resolve every one of them.
 */
import { describe, expect, it } from 'vitest';
import { completeCliPlatforms, readLock, unresolvedOptionalDependencies } from './lock-platforms';

describe('package-lock.json', () => {
  it('has an entry for every optional dependency (the CLI for every platform included)', () => {
    expect(unresolvedOptionalDependencies(readLock())).toEqual([]);
  });

  it('completing it again changes nothing', () => {
    const lock = readLock();
    const before = JSON.stringify(lock);
    expect(completeCliPlatforms(lock)).toEqual([]);
    expect(JSON.stringify(lock)).toBe(before);
  });

  it('completes a lock written where the registry had only one CLI platform', () => {
    const lock = readLock();
    const dropped = Object.keys(lock.packages).filter(
      (key) => key.startsWith('node_modules/@supabase/cli-') && !key.endsWith('linux-x64'),
    );
    expect(dropped.length).toBeGreaterThan(0);
    const written = dropped.map((key) => JSON.stringify(lock.packages[key]));
    const order = Object.keys(lock.packages);
    for (const key of dropped) delete lock.packages[key];
    expect(unresolvedOptionalDependencies(lock)).toHaveLength(dropped.length);

    expect(completeCliPlatforms(lock)).toHaveLength(dropped.length);
    // Byte for byte what the committed lock holds, where it holds it.
    expect(dropped.map((key) => JSON.stringify(lock.packages[key]))).toEqual(written);
    expect(Object.keys(lock.packages)).toEqual(order);
  });
});
