/** What tells us the visitor is still here, or that the connection is back. */
const RETRY_EVENTS = ['pointerdown', 'keydown', 'focusin', 'online'] as const;

/**
 * Loads code with `load` and hands it to `use`. When the code cannot be fetched (a phone's
 * connection dropped for a moment), the page would otherwise stay inert until a reload: instead
 * the load is tried again at the visitor's next touch, key or focus, or when the browser is back
 * online, as many times as it takes.
 */
export function retryOnNextVisit<T>(load: () => Promise<T>, use: (loaded: T) => void): void {
  load().then(use, () => {
    const retry = () => {
      for (const type of RETRY_EVENTS) window.removeEventListener(type, retry, true);
      retryOnNextVisit(load, use);
    };
    for (const type of RETRY_EVENTS) window.addEventListener(type, retry, true);
  });
}
