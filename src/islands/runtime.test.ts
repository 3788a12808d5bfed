import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

/**
 * The runtime with stand-ins for the islands' modules: it hydrates the first view's islands at the
 * visitor's first sign of life and the others when they near the viewport or the visitor reaches
 * into them, and holds what the visitor does in a waiting island until React listens.
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
  // A fresh runtime each time: one left listening for a sign of life would hydrate the last
  // test's islands.
  vi.resetModules();
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
    <div data-island="header" data-hydrate="first-interaction" class="contents">
      <header><a href="#fr" id="language">FR</a><a href="/x" target="_blank" id="away">X</a>
        <button type="button" id="theme" data-works-without-react>Theme</button></header>
    </div>
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
  it('hydrates nothing until the first sign of life, then the first view; the rest as it nears', async () => {
    const { startIslands } = await import('./runtime');
    startIslands();
    releaseHydration();
    await flush();
    expect(hydrated).toEqual([]);

    window.dispatchEvent(new Event('scroll'));
    await flush();
    await flush();
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
    startIslands();
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

  it('lets a control that works without React through at once (the theme switch)', async () => {
    const { startIslands } = await import('./runtime');
    startIslands();
    const press = new MouseEvent('click', { bubbles: true, cancelable: true });
    let heard = false;
    document.addEventListener('click', () => (heard = true), { once: true });
    document.getElementById('theme')!.dispatchEvent(press);
    expect(press.defaultPrevented).toBe(false);
    expect(heard).toBe(true);
  });

  it('never lets the browser send a waiting form', async () => {
    const { startIslands } = await import('./runtime');
    startIslands();
    const submit = new Event('submit', { bubbles: true, cancelable: true });
    document.querySelector('form')!.dispatchEvent(submit);
    expect(submit.defaultPrevented).toBe(true);
  });

  it('hydrates a waiting island at once when the visitor reaches into it', async () => {
    const { startIslands } = await import('./runtime');
    startIslands();
    releaseHydration();
    document
      .querySelector('section button')!
      .dispatchEvent(new FocusEvent('focusin', { bubbles: true }));
    await flush();
    await flush();
    expect(hydrated).toContain('portfolio');
  });
});

describe('a link in a waiting island', () => {
  const click = (link: Element, init: MouseEventInit = {}) =>
    link.dispatchEvent(new MouseEvent('click', { bubbles: true, cancelable: true, ...init }));
  const followed: string[] = [];
  const follow = (event: MouseEvent) => {
    if (!event.defaultPrevented) followed.push((event.target as Element).id);
    event.preventDefault(); // jsdom does not navigate; this stands for the browser following it.
  };
  beforeEach(() => {
    followed.length = 0;
    document.addEventListener('click', follow);
  });
  afterEach(() => document.removeEventListener('click', follow));

  it('waits for React and is followed once it listens, so what React does on it happens', async () => {
    const { startIslands } = await import('./runtime');
    startIslands();
    const language = document.getElementById('language')!;
    language.addEventListener('click', () => followed.push('react saw it'));
    click(language);
    expect(followed).toEqual([]);

    releaseHydration();
    await flush();
    await flush();
    expect(hydrated).toEqual(['header']);
    expect(followed).toEqual(['react saw it', 'language']);
  });

  it('goes at once when it opens elsewhere: a modified click, a new window', async () => {
    const { startIslands } = await import('./runtime');
    startIslands();
    click(document.getElementById('language')!, { ctrlKey: true });
    click(document.getElementById('away')!);
    expect(followed).toEqual(['language', 'away']);
  });

  it('is followed as a plain link when React is late', async () => {
    vi.useFakeTimers();
    try {
      const { startIslands } = await import('./runtime');
      startIslands();
      click(document.getElementById('language')!);
      await vi.advanceTimersByTimeAsync(2999);
      expect(followed).toEqual([]);
      await vi.advanceTimersByTimeAsync(1);
      expect(hydrated).toEqual([]);
      expect(followed).toEqual(['language']);
    } finally {
      vi.useRealTimers();
    }
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
    startIslands();
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
