import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

/**
 * The runtime with stand-ins for the islands' modules: it hydrates "now" islands at once and the
 * others when they near the viewport or the visitor reaches into them, and holds what the visitor
 * does in a waiting island until React listens.
 */
const hydrated: string[] = [];
let releaseHydration: () => void = () => undefined;
let gate: Promise<void> = Promise.resolve();

vi.mock('./registry', () => {
  const module = (name: string) => async () => ({
    hydrate: async (element: HTMLElement) => {
      await gate;
      hydrated.push(name);
      // What React does once it listens: the button works.
      element
        .querySelector('button')
        ?.addEventListener('click', () => hydrated.push(`${name}:press`));
    },
  });
  const islandModules = { header: module('header'), portfolio: module('portfolio') };
  return {
    islandModules,
    isIslandName: (name: string | undefined) => name !== undefined && name in islandModules,
  };
});

let observed: ((entries: Partial<IntersectionObserverEntry>[]) => void) | undefined;
const watched: Element[] = [];

beforeEach(() => {
  hydrated.length = 0;
  watched.length = 0;
  gate = new Promise((resolve) => (releaseHydration = resolve));
  vi.stubGlobal(
    'IntersectionObserver',
    class {
      constructor(callback: (entries: Partial<IntersectionObserverEntry>[]) => void) {
        observed = callback;
      }
      observe(element: Element) {
        watched.push(element);
      }
      unobserve() {}
    },
  );
  document.body.innerHTML = `
    <div data-island="header" data-hydrate="now" class="contents"><header>Header</header></div>
    <div data-island="portfolio" data-hydrate="near" class="contents">
      <section><button type="button"><svg></svg>Mobile</button><a href="#x">Code</a>
        <form><button type="submit">Send</button></form></section>
    </div>`;
});

afterEach(() => {
  vi.unstubAllGlobals();
  document.body.innerHTML = '';
});

const flush = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('startIslands', () => {
  it('hydrates "now" islands at once and a waiting one as it nears the viewport', async () => {
    const { startIslands } = await import('./runtime');
    const started = startIslands();
    releaseHydration();
    await started;
    expect(hydrated).toEqual(['header']);
    expect(watched.map((element) => element.tagName)).toEqual(['SECTION']);

    observed!([{ target: watched[0], isIntersecting: true }]);
    await flush();
    expect(hydrated).toEqual(['header', 'portfolio']);
    expect(document.querySelector<HTMLElement>('[data-island="portfolio"]')!.dataset.hydrated).toBe(
      'true',
    );
  });

  it('holds a press in a waiting island and presses it again once hydrated', async () => {
    const { startIslands } = await import('./runtime');
    void startIslands();
    const button = document.querySelector('section button')!;
    const pressed = new MouseEvent('click', { bubbles: true, cancelable: true });
    button.querySelector('svg')!.dispatchEvent(pressed);
    expect(pressed.defaultPrevented).toBe(true);
    expect(hydrated).toEqual([]);

    releaseHydration();
    await flush();
    await flush();
    expect(hydrated).toEqual(expect.arrayContaining(['portfolio', 'portfolio:press']));
  });

  it('never lets the browser send a waiting form, and leaves links alone', async () => {
    const { startIslands } = await import('./runtime');
    void startIslands();
    const submit = new Event('submit', { bubbles: true, cancelable: true });
    document.querySelector('form')!.dispatchEvent(submit);
    expect(submit.defaultPrevented).toBe(true);

    const link = new MouseEvent('click', { bubbles: true, cancelable: true });
    document.querySelector('a')!.dispatchEvent(link);
    expect(link.defaultPrevented).toBe(false);
  });

  it('hydrates a waiting island at once when the visitor reaches into it', async () => {
    const { startIslands } = await import('./runtime');
    void startIslands();
    releaseHydration();
    document
      .querySelector('section button')!
      .dispatchEvent(new FocusEvent('focusin', { bubbles: true }));
    await flush();
    await flush();
    expect(hydrated).toContain('portfolio');
  });
});

describe('an island whose hydration failed', () => {
  it('is tried again at the next sign of use', async () => {
    const { startIslands } = await import('./runtime');
    const { islandModules } = await import('./registry');
    let attempts = 0;
    // The registry is the stand-in above: its modules need only hydrate().
    const failing = vi.spyOn(islandModules, 'portfolio').mockImplementation((async () => ({
      hydrate: async () => {
        attempts += 1;
        if (attempts === 1) throw new TypeError('Failed to fetch');
        hydrated.push('portfolio');
      },
    })) as never);
    releaseHydration();
    void startIslands();
    const button = document.querySelector('section button')!;
    button.dispatchEvent(new FocusEvent('focusin', { bubbles: true }));
    await flush();
    await flush();
    expect(attempts).toBe(1);
    button.dispatchEvent(new FocusEvent('focusin', { bubbles: true }));
    await flush();
    await flush();
    expect(attempts).toBe(2);
    expect(hydrated).toContain('portfolio');
    failing.mockRestore();
  });
});
