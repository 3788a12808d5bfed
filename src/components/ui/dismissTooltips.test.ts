import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { dismissTooltipsOnEscape } from './dismissTooltips';

// jsdom has no pointer, so these go by focus; the pointer's half runs in a browser (home.spec.ts).
describe('dismissTooltipsOnEscape', () => {
  beforeAll(() => dismissTooltipsOnEscape());
  afterEach(() => {
    document.body.innerHTML = '';
  });

  const press = (key: string) =>
    document.activeElement?.dispatchEvent(new KeyboardEvent('keydown', { key, bubbles: true }));

  function tooltips() {
    document.body.innerHTML = `
      <span tabindex="0" data-tooltip id="first"></span>
      <span tabindex="0" data-tooltip id="second"></span>
      <button id="elsewhere">Elsewhere</button>`;
    const get = (id: string) => document.getElementById(id)!;
    return { first: get('first'), second: get('second'), elsewhere: get('elsewhere') };
  }

  it('hides the focused tooltip on Escape, and only that one', () => {
    const { first, second } = tooltips();
    first.focus();
    press('Enter');
    expect(first).not.toHaveAttribute('data-dismissed');
    press('Escape');
    expect(first).toHaveAttribute('data-dismissed');
    expect(second).not.toHaveAttribute('data-dismissed');
  });

  it('shows it again once the focus leaves', () => {
    const { first, second } = tooltips();
    first.focus();
    press('Escape');
    second.focus();
    expect(first).not.toHaveAttribute('data-dismissed');
    // And again on the next Escape.
    first.focus();
    press('Escape');
    expect(first).toHaveAttribute('data-dismissed');
  });

  it('does nothing when no tooltip has the focus', () => {
    const { first, second, elsewhere } = tooltips();
    elsewhere.focus();
    press('Escape');
    expect(first).not.toHaveAttribute('data-dismissed');
    expect(second).not.toHaveAttribute('data-dismissed');
  });
});
