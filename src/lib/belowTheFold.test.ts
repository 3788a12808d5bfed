import { afterEach, describe, expect, it } from 'vitest';
import { SECTIONS_SHOWN_ATTRIBUTE, showSectionsBeforeInPageLinks } from './belowTheFold';

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
