import { afterEach, beforeEach, describe, expect, it } from 'vitest';
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

  describe('in a browser with contentvisibilityautostatechange', () => {
    let stop = () => {};
    beforeEach(() => {
      // jsdom has no content-visibility: the page's browser has the event's handler property.
      Object.defineProperty(window, 'oncontentvisibilityautostatechange', {
        value: null,
        configurable: true,
        writable: true,
      });
    });
    afterEach(() => {
      stop();
      stop = () => {};
      Reflect.deleteProperty(window, 'oncontentvisibilityautostatechange');
    });

    it('marks a section once the browser renders it, not while it skips it', () => {
      document.body.innerHTML = `<section class="below-the-fold" id="a"><p>A</p></section><section class="below-the-fold" id="b"><p>B</p></section><footer id="c"></footer>`;
      stop = markSectionsAsTheyRender();
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
    });

    it('marks at once a section already rendered before it listened', () => {
      document.body.innerHTML = `<section class="below-the-fold" id="near"><p>Near</p></section><section class="below-the-fold" id="far"><p>Far</p></section>`;
      Object.assign(document.querySelector('#near p')!, { checkVisibility: () => true });
      Object.assign(document.querySelector('#far p')!, { checkVisibility: () => false });
      stop = markSectionsAsTheyRender();
      expect(document.getElementById('near')!.hasAttribute(RENDERED_ATTRIBUTE)).toBe(true);
      expect(document.getElementById('far')!.hasAttribute(RENDERED_ATTRIBUTE)).toBe(false);
    });

    it('stops listening when told to', () => {
      document.body.innerHTML = `<section class="below-the-fold" id="a"><p>A</p></section>`;
      markSectionsAsTheyRender()();
      stateChange(document.getElementById('a')!, false);
      expect(document.getElementById('a')!.hasAttribute(RENDERED_ATTRIBUTE)).toBe(false);
    });
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
