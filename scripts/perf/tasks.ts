/**
 * The long tasks of a page's first view (the budget: no task over 50 ms on a busy phone).
 *
 * The figures come from Lighthouse's `long-tasks` audit (metrics.ts: `longTasks`): the main
 * thread's top-level tasks of at least 50 ms in the simulated (throttled) load, each with the URL
 * Lighthouse blames. The simulation keeps a task's length but not what it spent it on, so
 * `observedLongTasks` reads the same tasks in the trace as the browser ran them (unthrottled), and
 * splits each one by kind of work (parsing HTML, style and layout, script evaluation, ...), with
 * the length the simulation gives it: Lantern multiplies a task by the CPU slowdown (4), by half
 * of it when the task lays out. `matchObserved` pairs each simulated task with the task it was.
 *
 * Lantern multiplies a task's whole length, including the time its thread did not run: waiting on
 * another process (on Linux, every new font size and weight is looked up through the browser
 * process) or for a core a busy machine gave to something else. The trace's thread time tells
 * those apart, so each task also carries the time it ran on a CPU (`cpuMs`) and what the
 * simulation would make of that alone: docs/performance.md, "Long tasks that mostly wait".
 */
import type { LongTask } from './metrics';
/** The parts of Lighthouse's TaskNode (lib/tracehouse/main-thread-tasks.js) this reads. */
export interface TaskLike {
  /** `tdur`: the time the thread ran on a CPU, in µs, when the trace records thread time. */
  event: { name: string; tdur?: number; args?: { beginData?: { url?: string } } };
  /** In ms since the navigation started. */
  startTime: number;
  duration: number;
  selfTime: number;
  group: { id: string };
  children: readonly TaskLike[];
  parent?: unknown;
  unbounded?: boolean;
  attributableURLs: readonly string[];
}

/** A top-level task as the browser ran it, with what it spent its time on. */
export interface ObservedTask {
  url: string;
  startMs: number;
  durationMs: number;
  /** The length Lighthouse's simulation gives it (a slowdown multiplier times its length). */
  simulatedMs: number;
  /** Of `durationMs`, the time its thread ran on a CPU (absent when the trace has no thread time). */
  cpuMs?: number;
  /** The simulation's multiplier times `cpuMs` alone: the task's length had it never waited. */
  simulatedCpuMs?: number;
  /** Whether it lays out (the simulation slows such a task down by half as much). */
  laysOut: boolean;
  /** Self time by Lighthouse task group (`parseHTML`, `styleLayout`, `scriptEvaluation`, ...). */
  msByGroup: Record<string, number>;
  /** The trace event inside the task with the most self time (`Layout`, `FunctionCall`, ...). */
  mainEvent?: { name: string; ms: number };
  /**
   * The browser's own navigation: the task ended before the page's HTML began to be parsed
   * (committing the navigation, making the window's script context). A page with one paragraph
   * and nothing else has it too (docs/performance.md), so it is reported apart from the page's.
   */
  beforeDocument: boolean;
}

/** Lantern's `layoutTaskMultiplier`: a task that lays out is slowed down by half as much. */
const LAYOUT_TASK_MULTIPLIER = 0.5;

function walk(task: TaskLike, visit: (task: TaskLike) => void): void {
  visit(task);
  for (const child of task.children) walk(child, visit);
}

function attributableUrl(task: TaskLike): string {
  const urls = task.attributableURLs.filter((url) => url && url !== 'about:blank');
  const script = urls.find((url) => /\.m?js(?:[?#]|$)/.test(url));
  return script ?? urls[0] ?? 'Unattributable';
}

/**
 * When the first top-level task that parses the page's HTML starts, if one does. The empty
 * document a navigation commits first is parsed too, with no URL: that one is not the page's.
 */
export function documentParseStart(tasks: readonly TaskLike[]): number | undefined {
  let start: number | undefined;
  for (const task of tasks) {
    if (task.parent !== undefined) continue;
    let parses = false;
    walk(task, (node) => {
      const url = node.event.args?.beginData?.url ?? '';
      if (node.event.name === 'ParseHTML' && /^https?:/.test(url)) parses = true;
    });
    if (parses && (start === undefined || task.startTime < start)) start = task.startTime;
  }
  return start;
}

/**
 * The top-level tasks the simulation makes at least `minSimulatedMs` long, longest first.
 * @param cpuSlowdown the run's `throttling.cpuSlowdownMultiplier`
 */
export function observedLongTasks(
  tasks: readonly TaskLike[],
  cpuSlowdown: number,
  minSimulatedMs = 50,
): ObservedTask[] {
  const parseStart = documentParseStart(tasks);
  return tasks
    .filter((task) => task.parent === undefined && !task.unbounded)
    .map((task) => {
      const msByGroup: Record<string, number> = {};
      const msByEvent = new Map<string, number>();
      let laysOut = false;
      walk(task, (node) => {
        msByGroup[node.group.id] = (msByGroup[node.group.id] ?? 0) + node.selfTime;
        if (node.event.name === 'Layout') laysOut = true;
        if (node !== task) {
          msByEvent.set(node.event.name, (msByEvent.get(node.event.name) ?? 0) + node.selfTime);
        }
      });
      const [name, ms] = [...msByEvent].sort((a, b) => b[1] - a[1])[0] ?? [];
      const multiplier = laysOut ? cpuSlowdown * LAYOUT_TASK_MULTIPLIER : cpuSlowdown;
      const threadUs = task.event.tdur;
      const cpuMs =
        typeof threadUs === 'number' && threadUs >= 0
          ? Math.min(threadUs / 1000, task.duration)
          : undefined;
      return {
        url: attributableUrl(task),
        startMs: task.startTime,
        durationMs: task.duration,
        simulatedMs: Math.round(task.duration * multiplier),
        ...(cpuMs === undefined ? {} : { cpuMs, simulatedCpuMs: Math.round(cpuMs * multiplier) }),
        laysOut,
        msByGroup,
        ...(name !== undefined && ms !== undefined && ms > 0 ? { mainEvent: { name, ms } } : {}),
        beforeDocument: parseStart !== undefined && task.startTime + task.duration <= parseStart,
      };
    })
    .filter((task) => task.simulatedMs >= minSimulatedMs)
    .sort((a, b) => b.simulatedMs - a.simulatedMs);
}

/** Lighthouse's labels of its task groups (lib/tracehouse/task-groups.js). */
const GROUP_LABELS: Record<string, string> = {
  parseHTML: 'parse HTML & CSS',
  styleLayout: 'style & layout',
  paintCompositeRender: 'rendering',
  scriptParseCompile: 'script parse & compile',
  scriptEvaluation: 'script evaluation',
  garbageCollection: 'garbage collection',
  other: 'other',
};

/** What a task spent its time on, most first, with shares: `style & layout 62%, parse HTML & CSS 30%`. */
export function describeWork(msByGroup: Readonly<Record<string, number>>, maxGroups = 3): string {
  const total = Object.values(msByGroup).reduce((sum, ms) => sum + ms, 0);
  if (total <= 0) return '';
  return Object.entries(msByGroup)
    .filter(([, ms]) => ms / total >= 0.05)
    .sort((a, b) => b[1] - a[1])
    .slice(0, maxGroups)
    .map(([group, ms]) => `${GROUP_LABELS[group] ?? group} ${Math.round((ms / total) * 100)}%`)
    .join(', ');
}

/**
 * The observed task each simulated long task was, or `undefined`. A task matches an observed one
 * the simulation gives the same length (within `toleranceMs`), blamed on the same URL when one
 * such is left; of several, the earliest. (The simulation can reorder tasks that wait on the
 * network, such as a script's, so the order of the load alone does not pair them.)
 */
export function matchObserved(
  tasks: readonly LongTask[],
  observed: readonly ObservedTask[],
  toleranceMs = 1,
): (ObservedTask | undefined)[] {
  const unused = [...observed].sort((a, b) => a.startMs - b.startMs);
  const byStart = tasks.map((task, index) => ({ task, index }));
  byStart.sort((a, b) => a.task.startMs - b.task.startMs);
  const matches: (ObservedTask | undefined)[] = tasks.map(() => undefined);
  for (const { task, index } of byStart) {
    const sameLength = unused.filter(
      (candidate) => Math.abs(candidate.simulatedMs - task.durationMs) <= toleranceMs,
    );
    const found = sameLength.find((candidate) => candidate.url === task.url) ?? sameLength[0];
    if (!found) continue;
    matches[index] = found;
    unused.splice(unused.indexOf(found), 1);
  }
  return matches;
}

/**
 * The long-task figures of the page itself: Lighthouse's long tasks less the browser's own
 * navigation (`beforeDocument`), which no page can shorten, reported as `navigationTaskMs`. A task
 * the trace could not explain counts as the page's. `longestTaskCpuMs` is the longest of them
 * counting only the time each ran on a CPU (simulated alike); a task without thread time counts
 * whole.
 */
export function pageTaskFigures(
  tasks: readonly LongTask[],
  observed: readonly ObservedTask[],
): {
  longestTaskMs: number;
  longestTaskCpuMs: number;
  longTaskCount: number;
  navigationTaskMs: number;
} {
  const matched = matchObserved(tasks, observed);
  const navigation = tasks.filter((_, index) => matched[index]?.beforeDocument === true);
  const page = tasks.flatMap((task, index) =>
    matched[index]?.beforeDocument === true ? [] : [{ task, ran: matched[index] }],
  );
  return {
    longestTaskMs: Math.max(0, ...page.map(({ task }) => task.durationMs)),
    longestTaskCpuMs: Math.max(
      0,
      ...page.map(({ task, ran }) => ran?.simulatedCpuMs ?? task.durationMs),
    ),
    longTaskCount: page.filter(({ task }) => task.durationMs > 50).length,
    navigationTaskMs: Math.max(0, ...navigation.map((task) => task.durationMs)),
  };
}

/** A task's time on a CPU: `10 ms (21 ms simulated)`, or '' when the trace has no thread time. */
export function describeCpuTime(task: ObservedTask): string {
  if (task.cpuMs === undefined || task.simulatedCpuMs === undefined) return '';
  return `${Math.round(task.cpuMs)} ms (${task.simulatedCpuMs} ms simulated)`;
}

/** A task's work on one line: `style & layout 82%, other 12% (mostly Layout, 69 ms)`. */
export function describeTask(task: ObservedTask): string {
  const work = describeWork(task.msByGroup);
  const main = task.mainEvent
    ? `mostly ${task.mainEvent.name}, ${Math.round(task.mainEvent.ms)} ms`
    : '';
  return work && main ? `${work} (${main})` : work || main;
}
