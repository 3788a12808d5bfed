import { afterEach, beforeEach, vi } from 'vitest';

// Tests marked `@vitest-environment node` (the local backend's, the scripts', the functions')
// have no DOM: they skip the DOM helpers, which would load React, Testing Library and the
// content into each of them (half a second a file, about eighty files).
const dom = typeof window === 'undefined' ? undefined : await import('./domSetup');

// A React warning (bad key, act() misuse, hydration trouble) is a bug: fail the test that caused it.
beforeEach(() => {
  vi.spyOn(console, 'error').mockImplementation((...args: unknown[]) => {
    throw new Error(`console.error was called: ${args.map(String).join(' ')}`);
  });
  dom?.beforeEachTest();
});

afterEach(() => {
  dom?.afterEachTest();
  vi.restoreAllMocks();
  vi.useRealTimers();
});
