import { afterEach, describe, expect, it, vi } from 'vitest';
import { CURRENT_YEAR_ATTRIBUTE, keepYearsCurrent } from './currentYear';

describe('keepYearsCurrent', () => {
  afterEach(() => {
    vi.useRealTimers();
    document.body.innerHTML = '';
  });

  it('sets each marked year to this year, and leaves the rest of the line', () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date('2027-01-01T00:30:00'));
    document.body.innerHTML = `
      <p id="line">© <span ${CURRENT_YEAR_ATTRIBUTE}>2026</span> Ada. All rights reserved 2026.</p>
      <p id="other">Since 2019</p>`;
    keepYearsCurrent();
    expect(document.getElementById('line')).toHaveTextContent(
      '© 2027 Ada. All rights reserved 2026.',
    );
    expect(document.getElementById('other')).toHaveTextContent('Since 2019');
  });

  it('changes nothing when the year is already this year', () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date('2026-11-28T12:00:00'));
    document.body.innerHTML = `<p>© <span ${CURRENT_YEAR_ATTRIBUTE}>2026</span> Ada</p>`;
    const year = document.querySelector(`[${CURRENT_YEAR_ATTRIBUTE}]`)!;
    const text = year.firstChild;
    keepYearsCurrent();
    expect(year.firstChild).toBe(text);
  });
});
