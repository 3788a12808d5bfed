/**
 * One Lighthouse navigation with the defaults that matter here spelled out and checked: the mobile
 * preset (phone screen emulation and user agent) and simulated throttling (slow 4G, 4x CPU). Its
 * trace is read once more for what the long tasks did (tasks.ts), then let go.
 */
import lighthouse, { type Result } from 'lighthouse';
import { MainThreadTasks } from 'lighthouse/core/computed/main-thread-tasks.js';
import { observedLongTasks, type ObservedTask } from './tasks';

export const CATEGORIES = ['performance', 'accessibility', 'best-practices', 'seo'];

export interface LighthouseRun {
  lhr: Result;
  /** The tasks the simulation makes about 50 ms or longer, as the browser ran them. */
  observedTasks: ObservedTask[];
  /** Why the trace could not be read, if it could not. */
  traceError?: string;
}

export async function runLighthouse(url: string, port: number): Promise<LighthouseRun> {
  const result = await lighthouse(
    url,
    { port, logLevel: 'error', output: 'json' },
    {
      extends: 'lighthouse:default',
      settings: {
        onlyCategories: CATEGORIES,
        formFactor: 'mobile',
        throttlingMethod: 'simulate',
      },
    },
  );
  if (!result) throw new Error('Lighthouse returned no result.');
  const { lhr } = result;
  if (lhr.runtimeError) {
    throw new Error(`Lighthouse failed: ${lhr.runtimeError.code}: ${lhr.runtimeError.message}`);
  }
  const settings = lhr.configSettings;
  if (
    settings.formFactor !== 'mobile' ||
    !settings.screenEmulation.mobile ||
    settings.throttlingMethod !== 'simulate'
  ) {
    throw new Error('Lighthouse did not run with the mobile preset and simulated throttling.');
  }
  try {
    const tasks = await MainThreadTasks.request(result.artifacts.Trace, {
      computedCache: new Map(),
    });
    const slowdown = settings.throttling.cpuSlowdownMultiplier ?? 4;
    // A little under 50 ms: the simulation rounds, and matchObserved pairs by length.
    return { lhr, observedTasks: observedLongTasks(tasks, slowdown, 45) };
  } catch (error) {
    // The figures come from the report; the trace only explains them.
    return { lhr, observedTasks: [], traceError: (error as Error).message };
  }
}
