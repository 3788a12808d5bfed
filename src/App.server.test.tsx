// @vitest-environment node
import { renderToString } from 'react-dom/server';
import { StaticRouter } from 'react-router-dom';
import { App } from './App';

/**
 * The public page will be prerendered to static HTML at build time, so rendering it must not
 * touch browser-only globals (window, document, localStorage); only effects may. This renders it
 * where those globals do not exist.
 */
describe('rendering without a browser', () => {
  it('renders the whole public page to HTML', () => {
    expect(typeof window).toBe('undefined');
    const html = renderToString(
      <StaticRouter location="/">
        <App />
      </StaticRouter>,
    );
    expect(html).toContain('I BUILD DIGITAL EXPERIENCES');
    for (const id of ['home', 'services', 'portfolio', 'certifications', 'about', 'contact']) {
      expect(html).toContain(`id="${id}"`);
    }
    expect(html).toContain('Get In Touch');
  });

  it('renders the 404 page to HTML', () => {
    const html = renderToString(
      <StaticRouter location="/missing">
        <App />
      </StaticRouter>,
    );
    expect(html).toContain('This page does not exist');
  });
});
