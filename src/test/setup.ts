import '@testing-library/jest-dom/vitest';
import { cleanup } from './render';
import { afterEach, beforeEach, vi } from 'vitest';
import { installMatchMedia } from './matchMedia';

// A React warning (bad key, act() misuse, hydration trouble) is a bug: fail the test that caused it.
beforeEach(() => {
  vi.spyOn(console, 'error').mockImplementation((...args: unknown[]) => {
    throw new Error(`console.error was called: ${args.map(String).join(' ')}`);
  });
  // Tests marked `@vitest-environment node` render with no browser at all.
  if (typeof window === 'undefined') return;
  installMatchMedia();
  // jsdom does not scroll; the home page asks to start at the top.
  vi.spyOn(window, 'scrollTo').mockImplementation(() => {});
});

afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
  vi.useRealTimers();
});
