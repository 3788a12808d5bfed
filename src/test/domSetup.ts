// The part of the test setup (setup.ts) that only tests with a DOM (jsdom) need.
import '@testing-library/jest-dom/vitest';
import { vi } from 'vitest';
import { installMatchMedia } from './matchMedia';
import { cleanup, configure } from './render';

// findBy* and waitFor give up after 1 s by default, which a component that renders correctly can
// take on a busy machine. A wait that never ends still fails, with the DOM in its message, before
// the test's own 30 s timeout.
configure({ asyncUtilTimeout: 20_000 });

export function beforeEachTest(): void {
  installMatchMedia();
  // jsdom does not scroll; the home page asks to start at the top.
  vi.spyOn(window, 'scrollTo').mockImplementation(() => {});
}

export function afterEachTest(): void {
  cleanup();
}
