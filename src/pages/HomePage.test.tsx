import { render } from '../test/render';
import { HomePage } from './HomePage';

/** React's own record of the props it rendered an element with (React 17 and later). */
function reactProps(element: Element): Record<string, unknown> | undefined {
  const key = Object.keys(element).find((name) => name.startsWith('__reactProps$'));
  return key ? (element as unknown as Record<string, Record<string, unknown>>)[key] : undefined;
}

describe('HomePage', () => {
  // In the browser the page's static parts are HTML only (decision 035): React renders them at
  // build time and never again, so a handler in them would never run. The hero's tooltips once
  // listened for the pointer and the focus, and never showed on the real page. What a visitor
  // does there is CSS, or the page's runtime (src/islands/homePage.ts), or an island.
  it('listens for nothing outside its islands', () => {
    const { container } = render(<HomePage />);
    const rendered = [...container.querySelectorAll('*')].filter((element) => reactProps(element));
    // The islands' insides are HTML the island rendered apart; everything else React rendered.
    expect(rendered.length).toBeGreaterThan(100);
    const handlers = rendered.flatMap((element) =>
      Object.entries(reactProps(element)!)
        .filter(([name, value]) => /^on[A-Z]/.test(name) && typeof value === 'function')
        .map(([name]) => `${element.tagName.toLowerCase()} ${name}`),
    );
    expect(handlers).toEqual([]);
  });
});
