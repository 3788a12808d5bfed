// The part of the test setup (setup.ts) that only tests with a DOM (jsdom) need.
import '@testing-library/jest-dom/vitest';
import { vi } from 'vitest';
import { installMatchMedia } from './matchMedia';
import { cleanup } from './render';

export function beforeEachTest(): void {
  installMatchMedia();
  // jsdom does not scroll; the home page asks to start at the top.
  vi.spyOn(window, 'scrollTo').mockImplementation(() => {});
}

export function afterEachTest(): void {
  cleanup();
}
