import { afterEach, describe, expect, it } from 'vitest';
import {
  markSectionsAsTheyRender,
  RENDERED_ATTRIBUTE,
  SECTIONS_SHOWN_ATTRIBUTE,
  showSectionsBeforeInPageLinks,
} from './belowTheFold';

afterEach(() => {
  document.body.innerHTML = '';
  delete document.documentElement.dataset.sectionsShown;
});

const click = (element: Element) =>
  element.dispatchEvent(new MouseEvent('click', { bubbles: true, cancelable: true }));

describe('showSectionsBeforeInPageLinks', () => {
  it('lays every section out before a link to a section of this page is followed', () => {
    document.body.innerHTML = `<a href="/fr/" id="away">FR</a><a href="#about" id="about"><span>About</span></a>`;
    const stop = showSectionsBeforeInPageLinks();
    try {
      click(document.getElementById('away')!);
      expect(document.documentElement.dataset.sectionsShown).toBeUndefined();
      click(document.querySelector('#about span')!);
      expect(document.documentElement.getAttribute(SECTIONS_SHOWN_ATTRIBUTE)).toBe('true');
    } finally {
      stop();
    }
  });

  it('lays them out before the page is printed (a skipped section would print blank)', () => {
    const stop = showSectionsBeforeInPageLinks();
    try {
      window.dispatchEvent(new Event('beforeprint'));
      expect(document.documentElement.getAttribute(SECTIONS_SHOWN_ATTRIBUTE)).toBe('true');
    } finally {
      stop();
    }
  });
});

describe('markSectionsAsTheyRender', () => {
  const stateChange = (section: Element, skipped: boolean) =>
    section.dispatchEvent(
      Object.assign(new Event('contentvisibilityautostatechange'), { skipped }),
    );
  const withTheEvent = () => {
    // jsdom has no content-visibility: the page's browser has the event's handler property.
    Object.defineProperty(window, 'oncontentvisibilityautostatechange', {
      value: null,
      configurable: true,
      writable: true,
    });
    return () => Reflect.deleteProperty(window, 'oncontentvisibilityautostatechange');
  };

  it('marks a section once the browser renders it, not while it skips it', () => {
    const restore = withTheEvent();
    document.body.innerHTML = `<section class="below-the-fold" id="a"><p>A</p></section><section class="below-the-fold" id="b"><p>B</p></section><footer id="c"></footer>`;
    const stop = markSectionsAsTheyRender();
    try {
      const [a, b] = ['a', 'b'].map((id) => document.getElementById(id)!);
      stateChange(a!, true);
      expect(a!.hasAttribute(RENDERED_ATTRIBUTE)).toBe(false);
      stateChange(a!, false);
      expect(a!.hasAttribute(RENDERED_ATTRIBUTE)).toBe(true);
      expect(b!.hasAttribute(RENDERED_ATTRIBUTE)).toBe(false);
      // Once marked, it stays so when the visitor scrolls away and it is skipped again.
      stateChange(a!, true);
      expect(a!.hasAttribute(RENDERED_ATTRIBUTE)).toBe(true);
      // Not a section below the fold: left alone.
      expect(document.getElementById('c')!.hasAttribute(RENDERED_ATTRIBUTE)).toBe(false);
    } finally {
      stop();
      restore();
    }
  });

  it('marks at once a section already rendered before it listened', () => {
    const restore = withTheEvent();
    document.body.innerHTML = `<section class="below-the-fold" id="near"><p>Near</p></section><section class="below-the-fold" id="far"><p>Far</p></section>`;
    const near = document.querySelector('#near p')!;
    const far = document.querySelector('#far p')!;
    Object.assign(near, { checkVisibility: () => true });
    Object.assign(far, { checkVisibility: () => false });
    const stop = markSectionsAsTheyRender();
    try {
      expect(document.getElementById('near')!.hasAttribute(RENDERED_ATTRIBUTE)).toBe(true);
      expect(document.getElementById('far')!.hasAttribute(RENDERED_ATTRIBUTE)).toBe(false);
    } finally {
      stop();
      restore();
    }
  });

  it('stops listening when told to', () => {
    const restore = withTheEvent();
    document.body.innerHTML = `<section class="below-the-fold" id="a"><p>A</p></section>`;
    markSectionsAsTheyRender()();
    try {
      stateChange(document.getElementById('a')!, false);
      expect(document.getElementById('a')!.hasAttribute(RENDERED_ATTRIBUTE)).toBe(false);
    } finally {
      restore();
    }
  });

  it('marks every section at once in a browser without the event: transitions as before', () => {
    expect('oncontentvisibilityautostatechange' in window).toBe(false);
    document.body.innerHTML = `<section class="below-the-fold"></section><footer class="below-the-fold"></footer>`;
    markSectionsAsTheyRender();
    expect(
      Array.from(document.querySelectorAll('.below-the-fold')).map((section) =>
        section.hasAttribute(RENDERED_ATTRIBUTE),
      ),
    ).toEqual([true, true]);
  });
});
