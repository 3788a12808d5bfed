// @vitest-environment node
import { describe, expect, it } from 'vitest';
import {
  describeWork,
  isNavigationTask,
  longTasks,
  pageTaskFigures,
  type LongTask,
  type TaskAuditLike,
} from './tasks';

const PAGE = 'https://127.0.0.1:4000/ar/';

/** The `long-tasks` audit of a run of `/ar/` (Lighthouse 12.8, simulated), as it reported it. */
const arAudit: TaskAuditLike = {
  scoreDisplayMode: 'informative',
  details: {
    type: 'table',
    items: [],
    debugData: {
      type: 'debugdata',
      urls: ['Unattributable', PAGE],
      tasks: [
        { urlIndex: 0, startTime: 809.4, duration: 190, other: 190, scriptEvaluation: 0 },
        {
          urlIndex: 1,
          startTime: 1094.4,
          duration: 74,
          other: 74,
          paintCompositeRender: 0,
          scriptEvaluation: 0,
          styleLayout: 0,
        },
        { urlIndex: 1, startTime: 1168.4, duration: 60, other: 60, styleLayout: 0 },
        { urlIndex: 0, startTime: 756.4, duration: 53, other: 53, scriptEvaluation: 0 },
      ],
    },
  },
};
const AR_FCP = 1076;

function task(url: string, startMs: number, durationMs: number): LongTask {
  return { url, startMs, durationMs, work: [] };
}

describe('longTasks', () => {
  it('reads every task of the debug data, longest first, with the kinds of work it holds', () => {
    expect(longTasks(arAudit)).toEqual([
      { url: 'Unattributable', startMs: 809.4, durationMs: 190, work: ['scriptEvaluation'] },
      {
        url: PAGE,
        startMs: 1094.4,
        durationMs: 74,
        work: ['paintCompositeRender', 'scriptEvaluation', 'styleLayout'],
      },
      { url: PAGE, startMs: 1168.4, durationMs: 60, work: ['styleLayout'] },
      { url: 'Unattributable', startMs: 756.4, durationMs: 53, work: ['scriptEvaluation'] },
    ]);
  });

  it('reads the table when there is no debug data, and none when not applicable', () => {
    const table = {
      scoreDisplayMode: 'informative',
      details: { type: 'table', items: [{ url: PAGE, duration: 80, startTime: 1 }] },
    };
    expect(longTasks(table)).toEqual([task(PAGE, 1, 80)]);
    const none = { scoreDisplayMode: 'notApplicable', details: { type: 'table', items: [] } };
    expect(longTasks(none)).toEqual([]);
  });

  it('takes a missing or failed audit as an error, not as no long task', () => {
    expect(() => longTasks(undefined)).toThrow(/"long-tasks" is missing/);
    expect(() => longTasks({ scoreDisplayMode: 'error' })).toThrow(/"long-tasks" is in error/);
  });
});

describe('isNavigationTask', () => {
  const tasks = longTasks(arAudit);

  it('is a task blamed on no URL that runs before the page is parsed and painted', () => {
    expect(tasks.map((each) => isNavigationTask(each, tasks, AR_FCP))).toEqual([
      true,
      false,
      false,
      true,
    ]);
  });

  it("is not a task blamed on no URL that runs once the page's HTML is being parsed", () => {
    // `/ar/` in another run: a task blamed on the document ran before the navigation's.
    const first = { ...task(PAGE, 800, 68), work: ['scriptEvaluation'] };
    const navigation = { ...task('Unattributable', 868, 366), work: ['scriptEvaluation'] };
    const parse = { ...task(PAGE, 1235, 176), work: ['parseHTML'] };
    const late = task('Unattributable', 1411, 105);
    const tasks = [first, navigation, parse, late];
    expect(tasks.map((each) => isNavigationTask(each, tasks, 1458))).toEqual([
      false,
      true,
      false,
      false,
    ]);
  });

  it('is not a task blamed on no URL that starts at or after the first paint', () => {
    const alone = task('Unattributable', 900, 70);
    expect(isNavigationTask(alone, [alone], 901)).toBe(true);
    expect(isNavigationTask(alone, [alone], 900)).toBe(false);
  });
});

describe('pageTaskFigures', () => {
  it("sets the browser's navigation apart from the page's tasks", () => {
    expect(pageTaskFigures(longTasks(arAudit), AR_FCP)).toEqual({
      longestTaskMs: 74,
      longTaskCount: 2,
      navigationTaskMs: 190,
    });
  });

  it('counts a page whose first long task is its own parse whole', () => {
    // `/fr/` in the same run: the navigation was under 50 ms; what follows the parse is the page's.
    const tasks = [
      task(PAGE, 1120.7, 238),
      task('Unattributable', 1358.7, 98),
      { ...task(PAGE, 771.7, 50), work: ['parseHTML', 'scriptEvaluation'] },
      task('Unattributable', 900, 60),
    ];
    expect(pageTaskFigures(tasks, 1017)).toEqual({
      longestTaskMs: 238,
      longTaskCount: 3,
      navigationTaskMs: 0,
    });
  });

  it('is all zero without long tasks', () => {
    expect(pageTaskFigures([], 800)).toEqual({
      longestTaskMs: 0,
      longTaskCount: 0,
      navigationTaskMs: 0,
    });
  });
});

describe('describeWork', () => {
  it("names the kinds of work in Lighthouse's words", () => {
    expect(describeWork(['parseHTML', 'scriptEvaluation', 'styleLayout'])).toBe(
      'parse HTML & CSS, script evaluation, style & layout',
    );
    expect(describeWork(['somethingNew'])).toBe('somethingNew');
    expect(describeWork([])).toBe('');
  });
});
