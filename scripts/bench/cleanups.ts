/**
 * What a benchmark starts (servers, a browser, a temporary folder), stopped in reverse order: on
 * success, on error and on Ctrl-C.
 */
export function cleanups() {
  const steps: (() => Promise<unknown>)[] = [];
  async function stopAll(): Promise<void> {
    for (const step of steps.reverse()) await step().catch(() => undefined);
    steps.length = 0;
  }
  for (const signal of ['SIGINT', 'SIGTERM'] as const) {
    process.once(signal, () => void stopAll().then(() => process.exit(130)));
  }
  return { add: (step: () => Promise<unknown>) => void steps.push(step), stopAll };
}
