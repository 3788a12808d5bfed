/**
 * The part of Vitest's API the functions' tests use, on Deno's own test runner, so `deno test`
 * runs the very same test files under the runtime the host runs the functions on. Assertions are
 * Jest's `expect` and spies are `jest-mock` (npm packages, the same matchers Vitest copies).
 * Mapped in for `vitest` by deno.test.json; never deployed.
 */
import { expect as jestExpect } from 'expect';
import { spyOn } from 'jest-mock';

type Body = () => unknown | Promise<unknown>;

/** The part of Deno's test API used here; declared so the file also type-checks under tsc. */
interface TestContext {
  step(name: string, fn: (t: TestContext) => unknown): Promise<boolean>;
}
declare const Deno: {
  test(definition: {
    name: string;
    sanitizeOps: boolean;
    sanitizeResources: boolean;
    fn: (t: TestContext) => Promise<void>;
  }): void;
};

interface Scope {
  name: string;
  children: (Scope | { name: string; fn: Body })[];
  beforeAll: Body[];
  afterAll: Body[];
  beforeEach: Body[];
  afterEach: Body[];
}

const newScope = (name: string): Scope => ({
  name,
  children: [],
  beforeAll: [],
  afterAll: [],
  beforeEach: [],
  afterEach: [],
});

let root = newScope('');
let current = root;
let registering = false;

/** Registers the file's collected tests with Deno once its module has been evaluated. */
function scheduleRegistration(): void {
  if (registering) return;
  registering = true;
  queueMicrotask(() => {
    const file = root;
    root = newScope('');
    current = root;
    registering = false;
    Deno.test({
      name: 'tests',
      // The tests start servers in beforeAll and close them in afterAll, across steps.
      sanitizeOps: false,
      sanitizeResources: false,
      fn: (t) => run(file, t, []),
    });
  });
}

async function run(scope: Scope, t: TestContext, outer: Scope[]): Promise<void> {
  const chain = [...outer, scope];
  for (const hook of scope.beforeAll) await hook();
  try {
    for (const child of scope.children) {
      if ('fn' in child) {
        await t.step(child.name, async () => {
          for (const s of chain) for (const hook of s.beforeEach) await hook();
          try {
            await child.fn();
          } finally {
            for (const s of [...chain].reverse()) for (const hook of s.afterEach) await hook();
          }
        });
      } else {
        await t.step(child.name, (inner) => run(child, inner, chain));
      }
    }
  } finally {
    for (const hook of scope.afterAll) await hook();
  }
}

export function describe(name: string, body: () => void): void {
  scheduleRegistration();
  const scope = newScope(name);
  current.children.push(scope);
  const parent = current;
  current = scope;
  try {
    body();
  } finally {
    current = parent;
  }
}

/** Vitest's `%s`, `%j`, `%d`, `%i` and `%%` in test names. */
function format(template: string, args: unknown[]): string {
  let index = 0;
  return template.replace(/%[sjdi%]/g, (token) => {
    if (token === '%%') return '%';
    const value = args[index++];
    if (token === '%j') return JSON.stringify(value);
    if (token === '%d' || token === '%i') return String(Number(value));
    return typeof value === 'string' ? value : JSON.stringify(value);
  });
}

function test(name: string, fn: Body): void {
  scheduleRegistration();
  current.children.push({ name, fn });
}

test.each =
  <Row>(rows: readonly Row[]) =>
  (name: string, fn: (...args: never[]) => unknown) => {
    for (const row of rows) {
      const args = (Array.isArray(row) ? row : [row]) as never[];
      test(format(name, args), () => fn(...args));
    }
  };

/** Vitest's `it.skipIf(condition)` (and `.each`): the tests are left out when it holds. */
test.skipIf = (condition: unknown) =>
  condition ? Object.assign((_name: string, _fn: Body) => {}, { each: () => () => {} }) : test;

/** Vitest's `describe.skipIf(condition)`: the suite is left out when the condition holds. */
describe.skipIf = (condition: unknown) =>
  condition ? (_name: string, _body: () => void) => {} : describe;

export const it = test;

export const beforeAll = (fn: Body) => void current.beforeAll.push(fn);
export const afterAll = (fn: Body) => void current.afterAll.push(fn);
export const beforeEach = (fn: Body) => void current.beforeEach.push(fn);
export const afterEach = (fn: Body) => void current.afterEach.push(fn);

/** Vitest's `expect(value, message)`: the message is for people; Jest's expect ignores it. */
export const expect = Object.assign(
  (actual: unknown, _message?: string) => jestExpect(actual),
  jestExpect,
) as unknown as typeof jestExpect &
  ((actual: unknown, message?: string) => ReturnType<typeof jestExpect>);

export const vi = { spyOn };
