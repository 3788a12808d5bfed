// @vitest-environment node
import { describe, expect, it } from 'vitest';
import type { LongTask } from './metrics';
import {
  describeCpuTime,
  describeTask,
  describeWork,
  documentParseStart,
  matchObserved,
  observedLongTasks,
  pageTaskFigures,
  type ObservedTask,
  type TaskLike,
} from './tasks';

const ORIGIN = 'http://127.0.0.1:4000/';

function task(
  name: string,
  group: string,
  startTime: number,
  duration: number,
  children: TaskLike[] = [],
  attributableURLs: string[] = [],
): TaskLike {
  const node: TaskLike = {
    event: { name },
    startTime,
    duration,
    selfTime: duration - children.reduce((total, child) => total + child.duration, 0),
    group: { id: group },
    children,
    attributableURLs,
  };
  for (const child of children) child.parent = node;
  return node;
}

// The document's own work: parsing the HTML, then style and layout, before any script.
const parse = task(
  'RunTask',
  'other',
  200,
  70,
  [
    {
      ...task('ParseHTML', 'parseHTML', 201, 30),
      event: { name: 'ParseHTML', args: { beginData: { url: ORIGIN } } },
    },
    task('UpdateLayoutTree', 'styleLayout', 232, 20),
    task('Layout', 'styleLayout', 253, 16),
  ],
  [ORIGIN],
);
// Hydration: the app's script evaluated once the page is idle.
const boot = task(
  'RunTask',
  'other',
  900,
  30,
  [task('EvaluateScript', 'scriptEvaluation', 900, 29)],
  [ORIGIN, `${ORIGIN}assets/boot-abc.js`],
);
const short = task('RunTask', 'other', 1000, 10);
const unbounded = { ...task('RunTask', 'other', 1100, 500), unbounded: true };

describe('observedLongTasks', () => {
  it('keeps the top-level tasks the simulation makes 50 ms or longer, longest first', () => {
    const tasks = observedLongTasks([parse, short, boot, unbounded, ...parse.children], 4);
    expect(tasks.map((each) => [each.url, each.durationMs, each.simulatedMs])).toEqual([
      // 70 ms that lay out: slowed down 2 times only, as Lantern does.
      [ORIGIN, 70, 140],
      // 30 ms of script, slowed down 4 times.
      [`${ORIGIN}assets/boot-abc.js`, 30, 120],
    ]);
  });

  it('splits each task by kind of work, children included', () => {
    const [document] = observedLongTasks([parse], 4);
    expect(document).toMatchObject({ laysOut: true, startMs: 200 });
    expect(document?.msByGroup).toEqual({ other: 4, parseHTML: 30, styleLayout: 36 });
    // The event with the most self time, the task itself left out.
    expect(document?.mainEvent).toEqual({ name: 'ParseHTML', ms: 30 });
    expect(observedLongTasks([task('RunTask', 'other', 0, 20)], 4)[0]?.mainEvent).toBeUndefined();
  });

  it('blames no URL when the task names none, and a script before the document', () => {
    const [anonymous] = observedLongTasks([task('RunTask', 'other', 0, 20)], 4);
    expect(anonymous?.url).toBe('Unattributable');
    expect(observedLongTasks([boot], 4)[0]?.url).toBe(`${ORIGIN}assets/boot-abc.js`);
  });

  it('uses the given threshold and slowdown', () => {
    expect(observedLongTasks([boot], 1)).toEqual([]);
    expect(observedLongTasks([boot], 1, 30)).toHaveLength(1);
  });
});

describe('describeWork', () => {
  it('names the kinds of work, most first, with their shares, leaving out crumbs', () => {
    expect(describeWork({ other: 4, parseHTML: 30, styleLayout: 36 })).toBe(
      'style & layout 51%, parse HTML & CSS 43%, other 6%',
    );
    expect(describeWork({ scriptEvaluation: 97, garbageCollection: 3 })).toBe(
      'script evaluation 97%',
    );
    expect(describeWork({})).toBe('');
  });
});

describe('matchObserved', () => {
  const observed = (startMs: number, simulatedMs: number): ObservedTask => ({
    url: ORIGIN,
    startMs,
    durationMs: simulatedMs / 4,
    simulatedMs,
    laysOut: false,
    msByGroup: { other: simulatedMs / 4 },
    beforeDocument: false,
  });
  const simulated = (startMs: number, durationMs: number, url = ORIGIN): LongTask => ({
    url,
    startMs,
    durationMs,
  });

  it('pairs each simulated task with the observed one of its length, in start order', () => {
    // Two observed tasks of the same length: the order of the load tells them apart.
    const first = observed(173, 86);
    const second = observed(666, 86);
    const layout = observed(488, 225);
    const tasks = [simulated(1250, 225), simulated(1066, 86), simulated(1500, 86)];
    expect(matchObserved(tasks, [second, layout, first])).toEqual([layout, first, second]);
  });

  it('follows the simulation when it moves a task that waits on the network', () => {
    // The script ran before a style recalculation, but the simulation delays its download.
    const boot = { ...observed(657, 87), url: `${ORIGIN}assets/boot-abc.js` };
    const style = observed(741, 57);
    const tasks = [simulated(1777, 57), simulated(2738, 87, `${ORIGIN}assets/boot-abc.js`)];
    expect(matchObserved(tasks, [boot, style])).toEqual([style, boot]);
  });

  it('prefers the task blamed on the same URL', () => {
    const document = observed(100, 86);
    const script = { ...observed(200, 86), url: `${ORIGIN}assets/boot-abc.js` };
    const tasks = [simulated(900, 86, `${ORIGIN}assets/boot-abc.js`), simulated(1000, 86)];
    expect(matchObserved(tasks, [document, script])).toEqual([script, document]);
  });

  it('leaves a task unmatched rather than guess', () => {
    const tasks = [simulated(700, 237), simulated(900, 65)];
    expect(matchObserved(tasks, [observed(173, 236.5), observed(300, 80)])).toEqual([
      observed(173, 236.5),
      undefined,
    ]);
  });
});

describe("the browser's navigation, apart from the page's tasks", () => {
  // Committing the navigation: before the page's HTML is parsed at all.
  // The empty document it commits first is parsed too, with no URL.
  const commit = task('RunTask', 'other', 20, 40, [
    task('DocumentLoader::CommitNavigation', 'other', 22, 30),
    {
      ...task('ParseHTML', 'parseHTML', 53, 1),
      event: { name: 'ParseHTML', args: { beginData: { url: '' } } },
    },
  ]);

  it('marks the tasks that end before the document is first parsed', () => {
    expect(documentParseStart([commit, short, boot, parse, ...parse.children])).toBe(200);
    const tasks = observedLongTasks([commit, parse, boot], 4);
    expect(tasks.map((each) => [each.startMs, each.beforeDocument])).toEqual([
      [20, true],
      [200, false],
      [900, false],
    ]);
    // No parse in the trace at all: nothing can be told apart, so all of it is the page's.
    expect(observedLongTasks([commit], 4)[0]?.beforeDocument).toBe(false);
  });

  it("takes the navigation out of the page's figures and reports it on its own", () => {
    const observed = observedLongTasks([commit, parse, boot], 4);
    const tasks: LongTask[] = [
      { url: 'Unattributable', startMs: 600, durationMs: 160 },
      { url: ORIGIN, startMs: 900, durationMs: 140 },
      { url: `${ORIGIN}assets/boot-abc.js`, startMs: 1200, durationMs: 120 },
    ];
    expect(pageTaskFigures(tasks, observed)).toEqual({
      longestTaskMs: 140,
      // These tasks carry no thread time: each counts whole.
      longestTaskCpuMs: 140,
      longTaskCount: 2,
      navigationTaskMs: 160,
    });
    // Unexplained by the trace: the page's.
    expect(pageTaskFigures(tasks, [])).toEqual({
      longestTaskMs: 160,
      longestTaskCpuMs: 160,
      longTaskCount: 3,
      navigationTaskMs: 0,
    });
  });
});

describe('describeTask', () => {
  it('says what kind of work a task did and which event took most of it', () => {
    const [document] = observedLongTasks([parse], 4);
    expect(describeTask(document as ObservedTask)).toBe(
      'style & layout 51%, parse HTML & CSS 43%, other 6% (mostly ParseHTML, 30 ms)',
    );
  });
});

describe('the time a task ran on a CPU, apart from the time it waited', () => {
  // The trace's thread time (`tdur`, in µs) of the top-level task.
  const withThreadTime = (node: TaskLike, cpuMs: number): TaskLike => ({
    ...node,
    event: { ...node.event, tdur: cpuMs * 1000 },
  });

  it('carries the thread time, and what the simulation would make of it alone', () => {
    // 70 ms that lay out (slowed down 2 times), of which the thread ran 12 ms.
    const [document] = observedLongTasks([withThreadTime(parse, 12)], 4);
    expect(document).toMatchObject({ simulatedMs: 140, cpuMs: 12, simulatedCpuMs: 24 });
    // 30 ms of script (4 times), all of it on the CPU.
    const [script] = observedLongTasks([withThreadTime(boot, 30)], 4);
    expect(script).toMatchObject({ simulatedMs: 120, cpuMs: 30, simulatedCpuMs: 120 });
  });

  it('leaves it out when the trace has no thread time, and never makes it longer than the task', () => {
    const [untimed] = observedLongTasks([boot], 4);
    expect(untimed).not.toHaveProperty('cpuMs');
    expect(untimed).not.toHaveProperty('simulatedCpuMs');
    // A clock's rounding can put thread time a hair past wall time.
    expect(observedLongTasks([withThreadTime(boot, 30.4)], 4)[0]?.cpuMs).toBe(30);
  });

  it("gives the page's longest task by its CPU time, a task without thread time counting whole", () => {
    const observed = observedLongTasks([withThreadTime(parse, 12), withThreadTime(boot, 10)], 4);
    const tasks: LongTask[] = [
      { url: ORIGIN, startMs: 900, durationMs: 140 },
      { url: `${ORIGIN}assets/boot-abc.js`, startMs: 1200, durationMs: 120 },
    ];
    // 140 ms simulated, 24 of them on the CPU; the script's 120, 40 of them.
    expect(pageTaskFigures(tasks, observed)).toMatchObject({
      longestTaskMs: 140,
      longestTaskCpuMs: 40,
    });
    // A long task the trace cannot explain.
    const unexplained: LongTask = { url: ORIGIN, startMs: 1500, durationMs: 60 };
    expect(pageTaskFigures([...tasks, unexplained], observed).longestTaskCpuMs).toBe(60);
  });

  it('reads as the time on the CPU and its simulated length', () => {
    const [document] = observedLongTasks([withThreadTime(parse, 12.4)], 4);
    expect(describeCpuTime(document as ObservedTask)).toBe('12 ms (25 ms simulated)');
    const [untimed] = observedLongTasks([parse], 4);
    expect(describeCpuTime(untimed as ObservedTask)).toBe('');
  });
});
