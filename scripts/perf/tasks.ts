/**
 * The long tasks of a page's first view (the budget: no task over 50 ms on a busy phone), read
 * from what Lighthouse publishes in its report: the `long-tasks` audit. With simulated throttling
 * its durations and start times are the simulation's (Lantern multiplies a task's length by the
 * CPU slowdown, 4, by half of it when the task lays out); each task carries the URL Lighthouse
 * blames and, in its debug data, the kinds of work it holds. The simulation drops a task's
 * children's timings, so those kinds come without shares.
 */

/** The part of a Lighthouse audit this reads. */
export interface TaskAuditLike {
  scoreDisplayMode: string;
  details?: unknown;
}

/** A task of the `long-tasks` audit (simulated), in ms since the navigation started. */
export interface LongTask {
  /** The script (or the document) Lighthouse attributes the task to, or `Unattributable`. */
  url: string;
  startMs: number;
  durationMs: number;
  /** Lighthouse's task groups it holds (`parseHTML`, `styleLayout`, ...), `other` left out. */
  work: string[];
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null;
}

/** The debug data's keys that are not task groups. */
const NOT_GROUPS = new Set(['url', 'urlIndex', 'startTime', 'duration', 'other']);

/**
 * Every long task of the `long-tasks` audit, longest first. The table shows at most 20; its
 * debug data lists them all, with their kinds of work, so that is read when it is there. An audit
 * with no long tasks is "not applicable" and lists none; a missing or failed audit is an error,
 * not a pass.
 */
export function longTasks(audit: TaskAuditLike | undefined): LongTask[] {
  if (!audit || audit.scoreDisplayMode === 'error') {
    throw new Error(`Lighthouse audit "long-tasks" is ${audit ? 'in error' : 'missing'}.`);
  }
  const details = isRecord(audit.details) ? audit.details : {};
  const debug = isRecord(details.debugData) ? details.debugData : {};
  const urls = Array.isArray(debug.urls) ? debug.urls : undefined;
  const rows: Record<string, unknown>[] =
    urls && Array.isArray(debug.tasks)
      ? debug.tasks.filter(isRecord).map((task) => ({
          ...task,
          url: typeof task.urlIndex === 'number' ? (urls[task.urlIndex] as unknown) : undefined,
        }))
      : Array.isArray(details.items)
        ? details.items.filter(isRecord)
        : [];
  return rows
    .flatMap((row) =>
      typeof row.duration === 'number' && typeof row.startTime === 'number'
        ? [
            {
              url: typeof row.url === 'string' ? row.url : 'Unattributable',
              startMs: row.startTime,
              durationMs: row.duration,
              work: Object.keys(row)
                .filter((key) => !NOT_GROUPS.has(key) && typeof row[key] === 'number')
                .sort(),
            },
          ]
        : [],
    )
    .sort((a, b) => b.durationMs - a.durationMs);
}

/**
 * Whether a long task is the browser's own navigation (committing it, making the window's script
 * context), which no page can shorten and a page of one paragraph has too (docs/performance.md).
 * Lighthouse blames it on no URL, and the simulation runs it before the page's HTML is parsed:
 * before any long task that parses, and before the first contentful paint. (A task blamed on the
 * document can come before it, so being blamed on a URL does not mark the page's start.)
 */
export function isNavigationTask(
  task: LongTask,
  tasks: readonly LongTask[],
  firstPaintMs: number,
): boolean {
  if (task.url !== 'Unattributable' || task.startMs >= firstPaintMs) return false;
  return tasks.every((other) => !other.work.includes('parseHTML') || other.startMs > task.startMs);
}

/**
 * The long-task figures of the page itself: Lighthouse's long tasks less the browser's own
 * navigation, which is reported as `navigationTaskMs`.
 * @param firstPaintMs the run's simulated First Contentful Paint
 */
export function pageTaskFigures(
  tasks: readonly LongTask[],
  firstPaintMs: number,
): { longestTaskMs: number; longTaskCount: number; navigationTaskMs: number } {
  const navigation = tasks.filter((task) => isNavigationTask(task, tasks, firstPaintMs));
  const page = tasks.filter((task) => !navigation.includes(task));
  return {
    longestTaskMs: Math.max(0, ...page.map((task) => task.durationMs)),
    // A task of exactly 50 ms is long for Lighthouse but not over the 50 ms budget.
    longTaskCount: page.filter((task) => task.durationMs > 50).length,
    navigationTaskMs: Math.max(0, ...navigation.map((task) => task.durationMs)),
  };
}

/** Lighthouse's labels of its task groups (lib/tracehouse/task-groups.js). */
const GROUP_LABELS: Record<string, string> = {
  parseHTML: 'parse HTML & CSS',
  styleLayout: 'style & layout',
  paintCompositeRender: 'rendering',
  scriptParseCompile: 'script parse & compile',
  scriptEvaluation: 'script evaluation',
  garbageCollection: 'garbage collection',
};

/** What a task holds, in Lighthouse's words: `parse HTML & CSS, script evaluation`. */
export function describeWork(work: readonly string[]): string {
  return work.map((group) => GROUP_LABELS[group] ?? group).join(', ');
}
