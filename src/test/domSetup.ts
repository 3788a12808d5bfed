// The part of the test setup (setup.ts) that only tests with a DOM (jsdom) need.
import '@testing-library/jest-dom/vitest';
import * as webStreams from 'node:stream/web';
import { vi } from 'vitest';
import { installMatchMedia } from './matchMedia';
import { cleanup, configure } from './render';

// findBy* and waitFor give up after 1 s by default, which a component that renders correctly can
// take on a busy machine. A wait that never ends still fails, with the DOM in its message, before
// the test's own 30 s timeout.
configure({ asyncUtilTimeout: 20_000 });

// A browser has web streams (the chat reads its reply from one); jsdom does not, and in the VM
// context the DOM tests run in (vite.config.ts), Node's own are not there either: lend them.
for (const name of ['ReadableStream', 'WritableStream', 'TransformStream'] as const) {
  if (!(name in globalThis)) {
    Object.defineProperty(globalThis, name, {
      value: webStreams[name],
      writable: true,
      configurable: true,
    });
  }
}

export function beforeEachTest(): void {
  installMatchMedia();
  // jsdom does not scroll; the home page asks to start at the top.
  vi.spyOn(window, 'scrollTo').mockImplementation(() => {});
}

export function afterEachTest(): void {
  cleanup();
}
